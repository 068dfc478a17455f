/** A route path as registered inside the /api scope ('/api/edu/x/' → '/edu/x/'): the contract's paths carry /api. */
export const rel = (path: string) => path.replace(/^\/api/, '')
