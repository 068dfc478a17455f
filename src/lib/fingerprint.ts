/**
 * Install fingerprint: a random id made once per install and then persisted. Not a secret, so
 * Math.random is enough (the mini-program has no synchronous secure random source).
 */
export function createFingerprint(random: () => number = Math.random, now: () => number = Date.now): string {
  const randomPart = Array.from({ length: 4 }, () =>
    Math.floor(random() * 0x100000000)
      .toString(16)
      .padStart(8, '0')
  ).join('')
  return `${now().toString(36)}-${randomPart}`
}
