/** JSON Schema pieces shared by routes. */

/** For routes that take no query string: any parameter is an unknown field (400). */
export const noQuery = { type: 'object', additionalProperties: false, properties: {} } as const
