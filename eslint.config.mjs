// @ts-check
/**
 * ESLint 9 flat config: `npm run lint` runs `eslint .` and then `prettier --check .`.
 *
 *  - typescript-eslint `recommended`, not the type-aware `recommendedTypeChecked`: type-aware rules build a
 *    TypeScript program for the whole tree (the cost of a second `tsc` run) and `npm run typecheck` already
 *    runs the compiler in `npm test`; syntax-only rules keep lint to seconds on a 2-core CI.
 *  - Formatting belongs to Prettier (.prettierrc.json); eslint-config-prettier, last, turns off every
 *    stylistic rule.
 *  - The rooms of the tree (docs/architecture.md, issue 17) are held by `import-x/no-restricted-paths`
 *    (resolved file paths, so `@/x`, `@core/x` and `../x` are judged alike) and by `no-restricted-imports`
 *    for npm packages and import spelling.
 */
import fs from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import js from '@eslint/js'
import { defineConfig } from 'eslint/config'
import prettier from 'eslint-config-prettier'
import eslintComments from '@eslint-community/eslint-plugin-eslint-comments'
import { createNodeResolver, importX } from 'eslint-plugin-import-x'
import reactHooks from 'eslint-plugin-react-hooks'
import globals from 'globals'
import tseslint from 'typescript-eslint'

const root = path.dirname(fileURLToPath(import.meta.url))

/**
 * Subpackage folders of the mini-program, derived from src/routes.ts: every `PackageRoot` except
 * `MAIN_ROOT` is a subpackage, and a root's pages live in src/<root>/. Today: cloud, gaokao, market,
 * personal, forum, study, live. Read from the source so a new area is covered the day it is added.
 */
function subpackageRoots() {
  const source = fs.readFileSync(path.join(root, 'src/routes.ts'), 'utf8')
  const union = source.match(/export type PackageRoot\s*=([^\n]+)/)
  const main = source.match(/export const MAIN_ROOT: PackageRoot = '([^']+)'/)
  if (!union || !main) throw new Error('eslint.config.mjs: cannot read PackageRoot / MAIN_ROOT from src/routes.ts')
  const roots = [...union[1].matchAll(/'([^']+)'/g)].map((m) => m[1])
  return roots.filter((r) => r !== main[1])
}

/** Folders under server/routes/ (one per API family); each may have an index.ts that registers its own files. */
function routeFamilies() {
  const dir = path.join(root, 'server/routes')
  return fs
    .readdirSync(dir, { withFileTypes: true })
    .filter((d) => d.isDirectory())
    .map((d) => d.name)
}

const SUBPACKAGES = subpackageRoots()

const NOT_ROUTES = 'Route files do not import each other: shared schemas go to types/schemas/, shared logic to a service (server/services/) or core/.'

/** Import-boundary zones, judged on resolved paths (target = the importing file, from = the imported file). */
const zones = [
  {
    target: 'core',
    from: ['src', 'server'],
    message: 'core/ is shared by the app and the server, so it imports neither.'
  },
  {
    target: 'src/lib',
    from: ['src/platform', 'src/stores', 'src/api'],
    message: 'src/lib holds pure app rules: no platform adapters, stores or API calls (pass them in, or move the code up a room).'
  },
  {
    target: 'src/platform',
    from: ['src/stores'],
    message: 'src/platform adapts Taro/WeChat/H5 and knows nothing of stores: return data and let the caller update the store.'
  },
  // Main-package code (src/pages and the shared folders src/components, src/lib, src/stores, ..., src/app.tsx)
  // imports no subpackage folder: the code would be pulled into the main package.
  {
    target: [`src/!(${SUBPACKAGES.join('|')})/**`, 'src/*.{ts,tsx}'],
    from: SUBPACKAGES.map((r) => `src/${r}`),
    message:
      'Main-package code (src/pages and the shared folders) may not import a subpackage folder: the code would be pulled into the main package. Move what is shared to src/components or src/lib.'
  },
  // A subpackage imports no other subpackage: the mini-program cannot load one subpackage's module from another.
  ...SUBPACKAGES.map((r) => ({
    target: `src/${r}`,
    from: SUBPACKAGES.filter((other) => other !== r).map((other) => `src/${other}`),
    message: 'A subpackage may not import another subpackage folder: move what both need to src/components or src/lib.'
  })),
  // The H5 entry route (the forum tab's first screen) carries no MobX (docs/performance.md): the shell, the
  // forum tab and what its first render calls import no store, nor the modules that reach one (the account
  // flows, store-aware navigation). The size report checks the whole chain; this holds the direct edges.
  // (src/app.tsx loads the account flows with import(), after the first screen: its own comment says why.)
  {
    target: [
      'src/components/PageShell.tsx',
      'src/components/PageShellView.tsx',
      'src/components/TabBar.tsx',
      'src/components/useCursorList.ts',
      'src/components/forum',
      'src/pages/tabbar/forum.tsx',
      'src/api/request.ts',
      'src/api/errorText.ts',
      'src/api/forum.ts'
    ],
    from: ['src/stores', 'src/api/account.ts', 'src/components/nav.ts'],
    message:
      'The H5 entry route carries no MobX (docs/performance.md): read the token or login state from the session adapter (src/platform/session.ts), navigate with Taro, take failure texts from src/api/errorText.ts, and load what needs a store lazily.'
  },
  {
    target: 'server',
    from: ['src'],
    message: 'The server imports nothing from the app: shared code lives in core/, the API contract in types/.'
  },
  // The reverse edges (not in issue 17's list, none today): the app bundles nothing of the server, and the contract,
  // compiled by both sides, depends on neither.
  {
    target: 'src',
    from: ['server'],
    message: 'The app imports nothing from the server: shared code lives in core/, the API contract in types/.'
  },
  {
    target: 'types',
    from: ['src', 'server'],
    message: 'types/ is the API contract both sides compile: it imports neither the app nor the server.'
  },
  // The operator console (admin/, docs/admin.md) is a web app of its own: it speaks to the server through the
  // contract only, and neither the app nor the server bundles any of it.
  {
    target: 'admin',
    from: ['src', 'server', 'scripts', 'config', 'brands'],
    message: 'The operator console imports core/ and types/ only: the server is reached through the API, and the app is not its code.'
  },
  {
    target: ['src', 'server', 'core', 'types'],
    from: ['admin'],
    message: 'Nothing outside admin/ imports the operator console: it is built and served on its own (scripts/build-admin.ts).'
  },
  // Every file under server/routes/ except an index.ts imports no other file under server/routes/.
  { target: 'server/routes/**/!(index).ts', from: 'server/routes', message: NOT_ROUTES },
  // server/routes/<family>/index.ts registers the route files of its own folder only.
  // (server/routes/index.ts, the list of every family, has no zone: it may import any route file.)
  ...routeFamilies().map((family) => ({
    target: `server/routes/${family}/index.ts`,
    from: 'server/routes',
    except: [`./${family}`],
    message: NOT_ROUTES
  })),
  {
    target: 'server/routes',
    from: 'server/db',
    message: 'Route files reach the database through a service or repository (server/services/), never the schema or client.'
  }
]

/** `no-restricted-imports` pattern: a package (and its subpaths) by exact name. */
const packages = (names, message) => ({ regex: `^(${names.map((n) => n.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')).join('|')})(/|$)`, message })

// brands/ (the brand records, read by the build config too) has no alias: its imports are exempt.
const UP_TWO = {
  regex: '^\\.\\./\\.\\./(?!(\\.\\./)*brands/)',
  message: "Imports in src/ climb at most one folder ('../x'); farther, use '@/…' (src), '@core/…' (core) or '@types-contract/…' (types)."
}
/**
 * The contract's TypeBox side (types/schema.ts helpers, types/schemas/**) as types only: it must never reach the app
 * bundle. types/<family>.ts holds plain constants and paths (values the app may import) and re-exports the schema
 * types with `export type *`.
 */
const schemasTypeOnly = (regex, message) => ['error', { patterns: [{ regex, allowTypeImports: true, message }] }]
const SCHEMAS_FROM_OUTSIDE = '^(@types-contract|(\\.\\./)+types)/schemas?(/|$)'
const NO_TARO = { regex: '^@tarojs/', message: 'src/lib holds pure app rules: Taro calls belong in src/platform.' }
const APP_AND_SERVER_PACKAGES = packages(
  ['@tarojs', 'react', 'react-dom', 'mobx', 'mobx-react-lite', '@nutui', 'fastify', '@fastify', 'drizzle-orm', 'pg', '@electric-sql'],
  'core/ imports nothing of Taro, React, the UI kit, Fastify or the database: it runs unchanged in the app and the server.'
)
const DATABASE_PACKAGES = packages(['drizzle-orm', 'pg', '@electric-sql/pglite'], 'Route files hold no SQL: queries live in a service or repository (server/services/).')
/** Third-party Fastify plugins (values; their types may be imported anywhere). */
const VENDOR_PLUGINS = {
  regex: '^@fastify/(static|swagger|compress|cors|helmet|rate-limit|multipart|cookie|jwt|under-pressure)(/|$)',
  allowTypeImports: true,
  message: 'Third-party Fastify plugins are registered in server/plugins/vendor.ts and nowhere else.'
}

export default defineConfig(
  {
    ignores: ['dist/', 'data/', 'test-output/', '.swc/', 'server/db/migrations/', 'server/seed/data/']
  },
  js.configs.recommended,
  tseslint.configs.recommended,
  {
    plugins: { 'import-x': importX, '@eslint-community/eslint-comments': eslintComments },
    settings: {
      // Resolves '@/…', '@core/…' and '@types-contract/…' through tsconfig.json `paths`, like tsc and webpack do.
      'import-x/resolver-next': [
        createNodeResolver({
          tsconfig: { configFile: path.join(root, 'tsconfig.json') },
          extensions: ['.ts', '.tsx', '.d.ts', '.mjs', '.js', '.cjs', '.json', '.node']
        })
      ]
    },
    rules: {
      'import-x/no-restricted-paths': ['error', { basePath: root, zones }],
      // A rule is disabled only where the comment says why: `// eslint-disable-next-line rule -- why`.
      '@eslint-community/eslint-comments/require-description': ['error', { ignore: ['eslint-enable'] }],
      '@eslint-community/eslint-comments/no-unlimited-disable': 'error',
      // tsc (noUnusedLocals, noUnusedParameters) already fails on unused code in `npm test`; the ESLint copy
      // disagrees with it (unused catch bindings, `_` parameters) and would only report the same thing twice.
      '@typescript-eslint/no-unused-vars': 'off'
    }
  },
  // CommonJS files run by node: babel.config.js, jest.config.js, jest transforms and stubs.
  {
    files: ['**/*.js', '**/*.cjs'],
    languageOptions: { sourceType: 'commonjs', globals: { ...globals.node } },
    rules: {
      // These files are CommonJS by necessity (babel and jest load them with require); `require` is their import.
      '@typescript-eslint/no-require-imports': 'off',
      // A CommonJS file's top level is its module wrapper, so `const crypto = require('crypto')` shadows the
      // Node global rather than redeclaring it.
      'no-redeclare': ['error', { builtinGlobals: false }]
    }
  },
  {
    files: ['server/**', 'scripts/**', 'bench/**', 'config/**', 'test/**', '*.ts', '*.mjs'],
    languageOptions: { globals: { ...globals.node } }
  },
  {
    files: ['test/**'],
    languageOptions: { globals: { ...globals.jest } },
    rules: {
      // Tests need `require`: jest.mock factories are hoisted above imports and may only reach modules through
      // require, jest.resetModules/isolateModules hand out fresh module instances only to a later require, and
      // test/weapp loads the built mini-program (dist/weapp/*.js) the way the WeChat runtime does.
      '@typescript-eslint/no-require-imports': 'off'
    }
  },
  {
    files: ['src/**', 'admin/**'],
    languageOptions: { globals: { ...globals.browser } }
  },
  {
    files: ['src/**/*.{ts,tsx}', 'test/component/**/*.{ts,tsx}', 'admin/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      // error, not warn: 2 findings when introduced, and a warning never fails `npm test`. A deliberate omission
      // gets an eslint-disable-next-line comment that says why.
      'react-hooks/exhaustive-deps': 'error'
    }
  },
  {
    files: ['src/**/*.tsx'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "JSXOpeningElement[name.name='ScrollView'] > JSXAttribute[name.name=/^(id|data-.+|aria-.+|role)$/]",
          message:
            "On H5 the ScrollView (@tarojs/components-react) renders only the props it knows: id, data-*, aria-* and role are dropped. Put them on a View inside it (e2e tests reach the scroller with closest('.taro-scroll-view__scroll-y'))."
        }
      ]
    }
  },
  // --- rooms held by import rules -------------------------------------------------------------
  {
    files: ['src/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [UP_TWO] }],
      '@typescript-eslint/no-restricted-imports': schemasTypeOnly(
        SCHEMAS_FROM_OUTSIDE,
        'The app imports the TypeBox schemas of types/ (types/schema.ts, types/schemas/) with `import type` only: they must not be bundled. Constants and paths come from types/<family>.ts.'
      )
    }
  },
  {
    files: ['src/lib/**/*.{ts,tsx}'],
    rules: { 'no-restricted-imports': ['error', { patterns: [UP_TWO, NO_TARO] }] }
  },
  {
    // Page config files are generated by scripts/gen-pages.ts (`npm run gen:pages`; its --check compares them byte
    // for byte), so their relative '../../routes' import is fixed there, not here.
    files: ['src/**/*.config.ts'],
    rules: { 'no-restricted-imports': 'off' }
  },
  {
    files: ['core/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [APP_AND_SERVER_PACKAGES] }],
      // The app bundles core/, so core takes the contract's TypeBox schemas as types only too.
      '@typescript-eslint/no-restricted-imports': schemasTypeOnly(
        SCHEMAS_FROM_OUTSIDE,
        'core/ is bundled into the app: it imports the TypeBox schemas of types/ (types/schema.ts, types/schemas/) with `import type` only.'
      )
    }
  },
  {
    // types/<family>.ts is what the app imports values from, so it reaches its schemas with `import type` /
    // `export type *` only; otherwise TypeBox would ride into the bundle behind a constant.
    files: ['types/*.ts'],
    ignores: ['types/schema.ts'],
    rules: {
      '@typescript-eslint/no-restricted-imports': schemasTypeOnly(
        '^\\./schemas?(/|$)',
        'types/<family>.ts is imported by the app: it takes types/schemas/ and types/schema.ts with `import type` / `export type *` only.'
      )
    }
  },
  {
    // The console bundles what it imports as the app does: the TypeBox side of types/ as types only.
    files: ['admin/**/*.{ts,tsx}'],
    rules: {
      '@typescript-eslint/no-restricted-imports': schemasTypeOnly(
        '^(\\.\\./)+types/schemas?(/|$)',
        'The console imports the TypeBox schemas of types/ (types/schema.ts, types/schemas/) with `import type` only: constants and paths come from types/<family>.ts.'
      )
    }
  },
  {
    files: ['server/**/*.ts'],
    ignores: ['server/plugins/vendor.ts'],
    rules: { '@typescript-eslint/no-restricted-imports': ['error', { patterns: [VENDOR_PLUGINS] }] }
  },
  {
    files: ['server/routes/**/*.{ts,tsx}'],
    rules: { 'no-restricted-imports': ['error', { patterns: [DATABASE_PACKAGES] }] }
  },
  prettier
)
