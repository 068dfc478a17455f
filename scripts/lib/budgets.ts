/** Size budgets (issue 3; WeChat's package limits and our H5 first-load goal), in bytes. */
export const BUDGETS = {
  weappMainBytes: 1.5 * 1024 * 1024,
  weappSubpackageBytes: 2 * 1024 * 1024,
  weappTotalBytes: 16 * 1024 * 1024,
  h5EntryJsGzipBytes: 160 * 1024
} as const
