/** JSON Schema pieces and path helpers shared by routes. */

/** A closed object schema: unknown fields are 400s; every property is required unless listed otherwise. */
export const obj = (properties: Record<string, unknown>, required: string[] = Object.keys(properties)) =>
  ({ type: 'object', additionalProperties: false, required, properties }) as const

/** A route path as registered inside the /api scope ('/api/edu/x/' → '/edu/x/'). */
export const rel = (path: string) => path.replace(/^\/api/, '')

/** For routes that take no query string: any parameter is an unknown field (400). */
export const noQuery = { type: 'object', additionalProperties: false, properties: {} } as const
