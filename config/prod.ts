import type { UserConfigExport } from '@tarojs/cli'

/** Production: Taro minifies JS (terser) and CSS (csso) by default; source maps stay off. */
export default {
  logger: { quiet: true, stats: false },
  mini: {},
  h5: { enableSourceMap: false }
} satisfies UserConfigExport<'webpack5'>
