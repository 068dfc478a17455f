/** LIKE patterns that match a user's text literally (\ % _ escaped; PostgreSQL's default escape is \). */
const literal = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`)

export const contains = (text: string) => `%${literal(text)}%`
export const startsWith = (text: string) => `${literal(text)}%`
