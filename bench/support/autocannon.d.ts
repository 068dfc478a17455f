/** The part of autocannon 9 (which ships no types) that bench/load.ts uses. */
declare module 'autocannon' {
  interface Request {
    method?: string
    path?: string
    headers?: Record<string, string>
    body?: string
    /** Called before each send: the request to send. */
    setupRequest?: (request: Request) => Request
  }
  interface Options {
    url: string
    connections?: number
    /** Seconds. */
    duration?: number
    requests?: Request[]
  }
  interface Histogram {
    p50: number
    p99: number
    average: number
  }
  interface Result {
    requests: Histogram & { total: number }
    latency: Histogram
    errors: number
    timeouts: number
    non2xx: number
    statusCodeStats?: Record<string, { count: number }>
  }
  function autocannon(options: Options): Promise<Result>
  export default autocannon
}
