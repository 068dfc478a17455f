/**
 * Taro build config for both targets (weapp and h5). Environment:
 *   BRAND         brand id (brands/), default bdgaokao; an unknown id stops the build.
 *   SIGN_KEYS     five comma-separated request-signing keys; development defaults otherwise.
 *   API_BASE_URL  origin of the API; default '' on H5 (same origin), http://localhost:8080 on weapp.
 *   API_PREFIX    release path prefix put before /api/...; default ''.
 *   OUTPUT_ROOT   output folder; default dist/<TARO_ENV> (dist/weapp, dist/h5).
 *   MINIFY        'false' leaves the JavaScript unminified (the test suite's per-brand mini-programs: a third
 *                 faster to build; the plain builds, which the size budgets measure, are always minified).
 *   SOURCE_ROOT   source folder; default src. bench/firstload.ts builds its one-page floor app
 *                 (bench/fixtures/floor with src/index.html, assembled in dist/floor/src) with this config.
 *
 * project.config.json (WeChat DevTools): the root file opens dist/weapp/ with the default brand's
 * app id. Every weapp build also writes <outputRoot>/project.config.json (Taro copies the root
 * file with miniprogramRoot './'), and its appid comes from TARO_APP_ID, which this config sets
 * to the chosen brand's appId; so each brand's output folder opens in DevTools with its own id.
 */
import './register'
import path from 'node:path'
import type { Input } from 'postcss'
import { defineConfig, type UserConfigExport } from '@tarojs/cli'
import { resolveBrand } from '../brands'
import { parseSignKeys } from '../core/sign'
import { CHUNK_TIMEOUT_MS } from '../src/lib/constants'
import devConfig from './dev'
import prodConfig from './prod'
import { BundleAnalyzerPlugin } from 'webpack-bundle-analyzer'
import { BUNDLE_REPORT_FILE, ChunkManifestPlugin } from './chunkManifestPlugin'

/** NutUI is drawn for a 375 px wide design, the app's own styles for 750. */
function designWidth(input?: string | number | Input): number {
  const file = typeof input === 'object' && input !== null ? (input.file ?? '') : ''
  return file.replace(/\\+/g, '/').includes('@nutui') ? 375 : 750
}

export default defineConfig<'webpack5'>(async (merge) => {
  const taroEnv = process.env.TARO_ENV ?? 'h5'
  const brand = resolveBrand(process.env.BRAND)
  process.env.TARO_APP_ID = brand.appId
  // package.json's browserslist has an "h5" section (docs/performance.md); the mini-program takes "defaults".
  process.env.BROWSERSLIST_ENV = taroEnv
  const signKeys = parseSignKeys(process.env.SIGN_KEYS)
  const outputRoot = process.env.OUTPUT_ROOT || `dist/${taroEnv}`
  const apiBaseUrl = process.env.API_BASE_URL ?? (taroEnv === 'h5' ? '' : 'http://localhost:8080')
  const apiPrefix = process.env.API_PREFIX ?? ''
  const root = path.resolve(__dirname, '..')
  const sourceRoot = process.env.SOURCE_ROOT || 'src'

  const baseConfig: UserConfigExport<'webpack5'> = {
    projectName: 'gaokao-app',
    date: '2025-11-23',
    designWidth,
    deviceRatio: { 640: 2.34 / 2, 750: 1, 375: 2, 828: 1.81 / 2 },
    sourceRoot,
    outputRoot,
    // HTML tags (<img>, <a>, <input>) become mini-program components in the weapp build; on H5 React
    // DOM renders them as they are, so the plugin's runtime (2.2 KB gzip) stays out of the H5 entry.
    plugins: taroEnv === 'h5' ? [] : ['@tarojs/plugin-html'],
    defineConstants: {
      __BRAND__: JSON.stringify(brand),
      __SIGN_KEYS__: JSON.stringify(signKeys),
      __API_BASE_URL__: JSON.stringify(apiBaseUrl),
      __API_PREFIX__: JSON.stringify(apiPrefix)
    },
    alias: {
      '@': path.join(root, 'src'),
      '@core': path.join(root, 'core'),
      '@types-contract': path.join(root, 'types')
    },
    // The mini-program's tab icons in every theme colour: app.config names only the default ones, and
    // a theme switch sets the others at run time (src/platform/tabBarTheme.ts, docs/shell.md).
    copy: { patterns: taroEnv === 'weapp' ? [{ from: 'src/assets/tabbar/png/', to: `${outputRoot}/assets/tabbar/png/` }] : [], options: {} },
    framework: 'react',
    compiler: { type: 'webpack5', prebundle: { enable: false } },
    cache: { enable: false },
    mini: {
      // types/ (the API contract) and core/ (domain rules), shared with the server, are compiled like src/.
      compile: { include: [path.join(root, 'types'), path.join(root, 'core')] },
      postcss: {
        pxtransform: { enable: true, config: {} },
        cssModules: { enable: false, config: { namingPattern: 'module', generateScopedName: '[name]__[local]___[hash:base64:5]' } }
      },
      miniCssExtractPluginOption: { ignoreOrder: true },
      optimizeMainPackage: { enable: true },
      webpackChain(chain) {
        chain.resolve.set('fallback', { crypto: false })
      }
    },
    // H5: Taro's defaults keep every function's name and quote every object key, which no code here
    // relies on. Mini-program: Taro's own settings, but Chinese text is written as UTF-8 (3 bytes a
    // character) instead of \uXXXX escapes (6): WeChat reads code files as UTF-8, and this app's
    // strings are mostly Chinese (about 9 KB less in the main package).
    terser: {
      enable: process.env.MINIFY !== 'false',
      config: taroEnv === 'h5' ? { keep_fnames: false, output: { quote_keys: false }, compress: { passes: 2 } } : { output: { ascii_only: false } }
    },
    h5: {
      // src/ too, for the floor app of bench/firstload.ts, whose source root is elsewhere but whose entry takes
      // src/platform/pullDownRefresh.tsx.
      compile: { include: [path.join(root, 'types'), path.join(root, 'core'), path.join(root, 'src')] },
      publicPath: '/h5/',
      staticDirectory: 'static',
      router: { mode: 'hash' },
      useHtmlComponents: true,
      esnextModules: ['nutui-react'],
      htmlPluginOption: { title: brand.appName },
      output: {
        filename: 'js/[name].[contenthash:8].js',
        chunkFilename: 'js/[name].[contenthash:8].js',
        chunkLoadTimeout: CHUNK_TIMEOUT_MS
      },
      miniCssExtractPluginOption: {
        ignoreOrder: true,
        filename: 'css/[name].[contenthash:8].css',
        chunkFilename: 'css/[name].[contenthash:8].css'
      },
      postcss: {
        autoprefixer: { enable: true, config: {} },
        cssModules: { enable: false, config: { namingPattern: 'module', generateScopedName: '[name]__[local]___[hash:base64:5]' } }
      },
      webpackChain(chain) {
        const production = process.env.NODE_ENV !== 'development'
        chain.resolve.set('fallback', { crypto: false })
        // Share NutUI, mobx and the runtime between page chunks instead of copying them into each; no shared chunk
        // under 20 KB (Taro's default is 0), so a page waits for fewer files and the route table lists fewer.
        const splitChunks = chain.optimization.get('splitChunks') as { cacheGroups: Record<string, unknown> }
        const taroStyles = {
          test: /[\\/]node_modules[\\/]@tarojs[\\/].+\.css$/,
          type: 'css/mini-extract',
          name: 'taro-styles',
          chunks: 'all',
          enforce: true,
          priority: 200
        }
        chain.optimization.splitChunks({
          ...splitChunks,
          chunks: 'all',
          minSize: 20000,
          // Extracted (below), Taro's styles go into a CSS chunk of their own, which the page links before the
          // app's CSS, so that NutUI's rules of equal weight win.
          cacheGroups: production ? { ...splitChunks.cacheGroups, taroStyles } : splitChunks.cacheGroups
        })
        chain.plugin('chunk-manifest').use(ChunkManifestPlugin)
        if (production) {
          // Taro's own styles (the components' CSS) are put into <head> by style-loader from JavaScript, which
          // cost the entry route ~9 KB gzip of JS (CSS text, an inlined font, the loader's runtime); extracted into
          // CSS files like the app's own styles, they leave the JavaScript (docs/performance.md).
          const extract = chain.module.rule('customStyle').use('0').get('loader') as string
          chain.module.rule('taroStyle').uses.clear()
          chain.module.rule('taroStyle').use('extract').loader(extract)
          // The module-by-module gzip sizes behind `npm run size -- --report` (docs/performance.md),
          // written beside the build so that it is not served under /h5/.
          chain
            .plugin('bundle-report')
            .use(BundleAnalyzerPlugin, [{ analyzerMode: 'json', reportFilename: `../${BUNDLE_REPORT_FILE}`, openAnalyzer: false, logLevel: 'warn' }])
        }
        // AntV F2 (components/charts, async chunks only) imports Babel's ESM helpers and tslib, which
        // the entry uses too: shared, the helpers could no longer be inlined into the entry and tslib
        // kept every export either side uses, growing the entry by ~1.3 KB gzip. F2 gets the CommonJS
        // copies instead (absolute paths, so the packages' export maps do not send it back to the
        // ESM files), which only its own chunk loads.
        const modules = path.join(root, 'node_modules')
        chain.module
          .rule('antv-own-helpers')
          .test(/[\\/]node_modules[\\/]@antv[\\/]/)
          .resolve.alias.set('@babel/runtime/helpers/esm', path.join(modules, '@babel', 'runtime', 'helpers'))
          .set('tslib$', path.join(modules, 'tslib', 'tslib.js'))
        // The H5 entry takes its pull-to-refresh wrapper from src/platform/pullDownRefresh.tsx, which calls the page's refresh.
        chain.plugin('mainPlugin').tap((args: unknown[]) => {
          const options = args[0] as { loaderMeta: { extraImportForWeb: string } }
          const taroImport = "import { PullDownRefresh } from '@tarojs/components'"
          if (!options.loaderMeta.extraImportForWeb.includes(taroImport)) throw new Error(`H5 入口不再导入 ${taroImport}：请检查 src/platform/pullDownRefresh.tsx 的接入`)
          const ours = path.join(root, 'src', 'platform', 'pullDownRefresh.tsx').replace(/\\/g, '/')
          options.loaderMeta.extraImportForWeb = options.loaderMeta.extraImportForWeb.replace(taroImport, `import { PullDownRefresh } from '${ours}'`)
          return args
        })
        chain.module
          .rule('router-without-stencil-tabbar')
          .test(/[\\/]node_modules[\\/]@tarojs[\\/]router[\\/]/)
          .resolve.alias.set('@tarojs/components/dist/components$', path.join(root, 'config', 'h5', 'noStencilTabbar.js'))
      }
    }
  }

  return merge({}, baseConfig, process.env.NODE_ENV === 'development' ? devConfig : prodConfig)
})
