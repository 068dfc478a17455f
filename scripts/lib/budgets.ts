/**
 * Size budgets in bytes (issue 18): the mini-program's main package ≤ 1 MB and each subpackage
 * ≤ 1.5 MB (below WeChat's 2 MB package limit, leaving each area room to grow), the whole
 * mini-program ≤ 16 MB (WeChat's limit), and the H5 entry route's JavaScript ≤ 120 KB gzip
 * (the forum tab's first screen on a phone on 4G; docs/performance.md).
 */
export const BUDGETS = {
  weappMainBytes: 1024 * 1024,
  weappSubpackageBytes: 1.5 * 1024 * 1024,
  weappTotalBytes: 16 * 1024 * 1024,
  h5EntryJsGzipBytes: 120 * 1024
} as const
