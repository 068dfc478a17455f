/**
 * Stands in for '@tarojs/components/dist/components' inside @tarojs/router only (config/index.ts).
 * The router imports Taro's Stencil tab bar for apps whose tabBar is not custom; on H5 ours is
 * (appConfig.ts sets tabBar.custom, PageShell draws TabBar), so the router never calls it, yet the
 * import alone put the Stencil runtime (11 KB gzip) into the entry route (docs/performance.md).
 */
export function defineCustomElementTaroTabbar() {
  throw new Error('H5 的底部标签栏由应用自己绘制（tabBar.custom），不使用 Taro 的 taro-tabbar')
}
