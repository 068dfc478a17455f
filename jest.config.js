/**
 * One jest run, several projects:
 *  unit      pure logic in node (src/lib, brands, routes, server helpers)
 *  component React components in jsdom
 *  api       the real server through fastify.inject / a real port, fresh database per file
 *  e2e       Playwright (playwright-core) driving Debian chromium against the real server + H5 build
 *  weapp     miniprogram-simulate on dist/weapp
 */
const tsJest = ['ts-jest', { tsconfig: { jsx: 'react-jsx', module: 'commonjs', esModuleInterop: true, isolatedModules: true } }]
const common = {
  transform: { '^.+\\.(t|j)sx?$': tsJest },
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
        '/node_modules/cookie/.+\\.js$': ['ts-jest', { tsconfig: { allowJs: true, module: 'commonjs', isolatedModules: true } }],
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
