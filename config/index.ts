/**
 * Taro build config for both targets (weapp and h5). Environment:
 *   BRAND         brand id (brands/), default bdgaokao; an unknown id stops the build.
 *   SIGN_KEYS     five comma-separated request-signing keys; development defaults otherwise.
 *   API_BASE_URL  origin of the API; default '' on H5 (same origin), http://localhost:8080 on weapp.
 *   API_PREFIX    release path prefix put before /api/...; default ''.
 *   OUTPUT_ROOT   output folder; default dist/<TARO_ENV> (dist/weapp, dist/h5).
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
  const signKeys = parseSignKeys(process.env.SIGN_KEYS)
  const apiBaseUrl = process.env.API_BASE_URL ?? (taroEnv === 'h5' ? '' : 'http://localhost:8080')
  const apiPrefix = process.env.API_PREFIX ?? ''
  const root = path.resolve(__dirname, '..')

  const baseConfig: UserConfigExport<'webpack5'> = {
    projectName: 'gaokao-app',
    date: '2025-11-23',
    designWidth,
    deviceRatio: { 640: 2.34 / 2, 750: 1, 375: 2, 828: 1.81 / 2 },
    sourceRoot: 'src',
    outputRoot: process.env.OUTPUT_ROOT || `dist/${taroEnv}`,
    plugins: ['@tarojs/plugin-html'],
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
    copy: { patterns: [], options: {} },
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
    h5: {
      compile: { include: [path.join(root, 'types'), path.join(root, 'core')] },
      publicPath: '/h5/',
      staticDirectory: 'static',
      router: { mode: 'hash' },
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
        chain.resolve.set('fallback', { crypto: false })
        // Share NutUI, mobx and the runtime between page chunks instead of copying them into each.
        chain.optimization.splitChunks({ ...chain.optimization.get('splitChunks'), chunks: 'all' })
        chain.plugin('chunk-manifest').use(ChunkManifestPlugin)
        // The module-by-module gzip sizes behind `npm run size -- --report` (docs/performance.md),
        // written beside the build so that it is not served under /h5/.
        if (process.env.NODE_ENV !== 'development') {
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
      }
    }
  }

  return merge({}, baseConfig, process.env.NODE_ENV === 'development' ? devConfig : prodConfig)
})
