/**
 * The contract's schema helpers, in one place: every API family declares its requests and
 * answers once with these (TypeBox), which yields both the JSON Schema the server validates and
 * serialises with and the TypeScript type both sides compile against (Static<typeof X>).
 *
 * Conventions that hold for every family:
 * - Obj: a closed object — an unknown field in a request is a 400, never silently dropped; every
 *   property is required unless wrapped in Type.Optional.
 * - Nullable: `null` allowed. Primitives become `{type: [t, 'null']}` (enum gains null), which
 *   validates and serialises fast; objects and arrays become anyOf [schema, null].
 * - StringEnum: `{type: 'string', enum}` (not anyOf of literals) so ajv's error names the values.
 * - Lists answer Page(item): `{count, next, previous, results}`; list queries spread PAGE_QUERY.
 * Only the server imports these values; the app imports the contract's types with `import type`
 * (lint holds it), so TypeBox adds no bytes to any bundle.
 */
import { Type, type Static, type TObject, type TProperties, type TSchema, type ObjectOptions, type SchemaOptions } from '@sinclair/typebox'

export { Type }
export type { Static, TSchema }

export const Obj = <T extends TProperties>(properties: T, options: ObjectOptions = {}): TObject<T> => Type.Object(properties, { additionalProperties: false, ...options })

const PRIMITIVES = new Set(['string', 'integer', 'number', 'boolean'])

export function Nullable<T extends TSchema>(schema: T) {
  const type = (schema as { type?: unknown }).type
  if (typeof type === 'string' && PRIMITIVES.has(type)) {
    const { enum: values, ...rest } = schema as TSchema & { enum?: unknown[] }
    return Type.Unsafe<Static<T> | null>({ ...rest, type: [type, 'null'], ...(values ? { enum: [...values, null] } : {}) })
  }
  return Type.Union([schema, Type.Null()])
}

/**
 * null or a value of `schema` as anyOf [null, schema], whatever the schema. Only where a body's
 * 400 answers must stay word for word what they were (the profile update's nullable enums), since
 * ajv then reports the null branch's message; new schemas use Nullable.
 */
export const NullOrAnyOf = <T extends TSchema>(schema: T) => Type.Union([Type.Null(), schema])

/** A string that is one of `values`, typed as their union. */
export const StringEnum = <const T extends readonly string[]>(values: T, options: SchemaOptions = {}) =>
  Type.Unsafe<T[number]>({ type: 'string', enum: [...values], ...options })

/** A number that is one of `values`, typed as their union. */
export const NumberEnum = <const T extends readonly number[]>(values: T, options: SchemaOptions = {}) =>
  Type.Unsafe<T[number]>({ type: 'integer', enum: [...values], ...options })

export const Int = (options: SchemaOptions = {}) => Type.Integer(options)
/** A database id in a path or query: a positive safe integer. */
export const Id = (options: SchemaOptions = {}) => Type.Integer({ minimum: 1, maximum: Number.MAX_SAFE_INTEGER, ...options })
/** A year in a query or body. */
export const Year = (options: SchemaOptions = {}) => Type.Integer({ minimum: 2000, maximum: 2100, ...options })

export const DEFAULT_PAGE_SIZE = 20
export const MAX_PAGE_SIZE = 100
/** The last page a list serves: its SQL offset stays within a bigint (page=1e308 was a 500). */
export const MAX_PAGE = 1_000_000

/** Spread into a list route's query: `Obj({ ...PAGE_QUERY, q: ... })`. */
export const PAGE_QUERY = {
  page: Type.Optional(Type.Integer({ minimum: 1, maximum: MAX_PAGE, default: 1 })),
  page_size: Type.Optional(Type.Integer({ minimum: 1, maximum: MAX_PAGE_SIZE, default: DEFAULT_PAGE_SIZE }))
}

/** The answer of every list endpoint. */
export const Page = <T extends TSchema>(item: T) =>
  Obj({ count: Type.Integer(), next: Nullable(Type.String()), previous: Nullable(Type.String()), results: Type.Array(item) })

/** For routes that take no query string: any parameter is an unknown field (400). */
export const NoQuery = Obj({})
/** For POST routes whose body, when sent, must be an empty object. */
export const EmptyBody = Obj({})
