/** Display helpers: money in fen as yuan, times in China's zone. */
export const yuan = (fen: number): string => `¥${(fen / 100).toFixed(2)}`

const TIME = new Intl.DateTimeFormat('zh-CN', {
  timeZone: 'Asia/Shanghai',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  hour12: false
})

/** '2026/11/27 18:05', or '—' for none. */
export const time = (iso: string | null | undefined): string => (iso ? TIME.format(new Date(iso)) : '—')
