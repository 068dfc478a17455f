/**
 * Cost of the request signature on the client and the server: signatures per second for a
 * typical GET (query string, no body) and a JSON POST of about 1.5 KB. Prints one JSON object last.
 */
import { DEV_SIGN_KEYS, signRequest } from '../core/sign'

function rate(label: string, body: string, path: string, n: number): [string, number] {
  const start = process.hrtime.bigint()
  for (let i = 0; i < n; i++) signRequest(DEV_SIGN_KEYS, String(1_700_000_000_000 + i), 'POST', body, path)
  const seconds = Number(process.hrtime.bigint() - start) / 1e9
  return [label, Math.round(n / seconds)]
}

const post = JSON.stringify({ items: Array.from({ length: 40 }, (_, i) => ({ id: i, name: `专业名称-${i}`, score: 600 - i })) })
const figures = Object.fromEntries([
  rate('get_signs_per_s', '', '/api/edu/university/?page=1&page_size=20&province=%E6%B5%99%E6%B1%9F', 20_000),
  rate('post_signs_per_s', post, '/api/user/order_new/', 20_000)
])
console.log(JSON.stringify({ bench: 'sign', post_body_bytes: post.length, ...figures }))
