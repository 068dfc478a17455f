/** The server's notion of now (ms since the epoch); tests pass their own to cover expiry and limits. */
export type Clock = () => number

export const systemClock: Clock = () => Date.now()
