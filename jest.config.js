/**
 * One jest run, several projects:
 *  unit      pure logic in node (src/lib, brands, routes, server helpers)
 *  component React components in jsdom
 *  api       the real server through fastify.inject / a real port, fresh database per file
 *  e2e       Playwright (playwright-core) driving Debian chromium against the real server + H5 build
 *  weapp     miniprogram-simulate on dist/weapp
 */
// swc compiles each file on its own, as ts-jest's isolatedModules did, at less CPU (the unit and
// component projects: 18 s instead of 28 s with CI's always-cold cache); types are checked by tsc. It hoists jest.mock above the file's
// constants: a mock factory reads them through functions or getters, called later.
const swc = [
  '@swc/jest',
  {
    jsc: {
      parser: { syntax: 'typescript', tsx: true },
      // As tsc with tsconfig's target ES2020: class fields are assigned, not defined.
      transform: { react: { runtime: 'automatic' }, useDefineForClassFields: false },
      target: 'es2022'
    },
    module: { type: 'commonjs' }
  }
]
const common = {
  transform: { '^.+\\.(t|j)sx?$': swc },
  moduleNameMapper: {
    // Styles first: an aliased style import ('@/x.scss') must reach the stub, not the file.
    '\\.(css|scss)$': '<rootDir>/test/support/style-stub.js',
    '^@/(.*)$': '<rootDir>/src/$1',
    '^@core/(.*)$': '<rootDir>/core/$1',
    '^@types-contract/(.*)$': '<rootDir>/types/$1'
  },
  transformIgnorePatterns: ['/node_modules/(?!(crypto-js)/)'],
  testEnvironment: 'node'
}

module.exports = {
  projects: [
    { ...common, displayName: 'unit', testMatch: ['<rootDir>/test/unit/**/*.test.ts'] },
    { ...common, displayName: 'component', testEnvironment: 'jsdom', testMatch: ['<rootDir>/test/component/**/*.test.tsx'] },
    {
      ...common,
      displayName: 'api',
      testMatch: ['<rootDir>/test/api/**/*.test.ts'],
      transform: {
        // PGlite's CJS build imports Node built-ins dynamically; see the transform for why.
        '@electric-sql/pglite/dist/.+\\.cjs$': '<rootDir>/test/api/support/pglite-cjs-transform.js',
        // cookie 2 (used by fastify.inject through light-my-request) is ESM-only; Node 20 can
        // require() it, jest's module system cannot, so it is compiled to CommonJS.
        '/node_modules/cookie/.+\\.js$': swc,
        ...common.transform
      },
      transformIgnorePatterns: ['/node_modules/(?!(crypto-js|cookie|@electric-sql/pglite)/)'],
      // Writes the migrated database every file starts from, once per run.
      globalSetup: '<rootDir>/test/support/migratedTemplate.ts'
    },
    {
      ...common,
      displayName: 'e2e',
      testMatch: ['<rootDir>/test/e2e/**/*.test.ts'],
      // Seeds the demo database once per run; each file's server starts from a copy of it.
      globalSetup: '<rootDir>/test/support/demoTemplate.ts'
    },
    { ...common, displayName: 'weapp', testMatch: ['<rootDir>/test/weapp/**/*.test.ts'] }
  ]
}
