/**
 * Request validation (ajv through @fastify/ajv-compiler, as Fastify's docs show for per-part
 * options). Unknown fields are rejected, never stripped (removeAdditional: false); every problem
 * is reported (allErrors: true; schemas bound their arrays with maxItems). Query strings,
 * params and headers arrive as text, so their types are coerced ("3" → 3); JSON bodies are typed
 * already and are not coerced.
 *
 * Compiling every route's validator when the server starts took most of its start-up (about 0.6 s
 * of CPU for some 500 schemas, paid by every server and every test file), so each validator is
 * compiled on its route's first request, and ajv does not check the schemas against its
 * meta-schema on the way. The schemas come from the TypeBox contract (types/); checkRouteSchemas
 * compiles every one of them strictly, and a test runs it over all routes.
 */
import AjvCompiler from '@fastify/ajv-compiler'
import type { FastifyServerOptions } from 'fastify'

type CompilersFactory = NonNullable<NonNullable<FastifyServerOptions['schemaController']>['compilersFactory']>
type BuildValidator = NonNullable<CompilersFactory['buildValidator']>
/** What Fastify passes to a validator compiler (the package types say a bare schema). */
interface RoutePart {
  schema: unknown
  httpPart?: string
}
type Validate = ((data: unknown) => unknown) & { errors?: unknown }
type Compile = (route: RoutePart) => Validate

// strictNumbers: a JSON body's 1e999 parses to Infinity, which ajv's integer check would let through.
const base = { removeAdditional: false, allErrors: true, useDefaults: true, strictNumbers: true } as const

/** NUL, which no text column holds, and a lone surrogate (JSON's "\ud800"), which is no Unicode text (PGlite refuses it). */
// eslint-disable-next-line no-control-regex -- NUL is the character looked for
const UNSTORABLE_TEXT = /\u0000|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/

/** A parsed JSON or query value: an array or a plain object. */
function isPlainValue(data: unknown): data is Record<string, unknown> {
  if (data === null || typeof data !== 'object') return false
  const proto: unknown = Object.getPrototypeOf(data)
  // Object.prototype, null, or fast-querystring's query objects (an empty null-prototype prototype).
  return Array.isArray(data) || proto === null || Object.getPrototypeOf(proto) === null
}

/**
 * The first value ajv let through that no column can store, checked after every successful
 * validation: a string that is not storable text, or a number that is not finite (ajv's coercion
 * of a query's "1e999" skips its own bounds). null when there is none.
 */
export function unstorableValue(data: unknown, path = '', depth = 0): { path: string; keyword: 'text' | 'finite' } | null {
  if (typeof data === 'string') return UNSTORABLE_TEXT.test(data) ? { path, keyword: 'text' } : null
  if (typeof data === 'number') return Number.isFinite(data) ? null : { path, keyword: 'finite' }
  // Only parsed JSON and query values: a binary body (a Buffer, or an upload's stream with its socket
  // behind it) is not values, and walking it would visit every byte or the whole server.
  if (depth > 32 || !isPlainValue(data)) return null
  for (const [key, value] of Object.entries(data)) {
    const found = unstorableValue(value, `${path}/${key}`, depth + 1)
    if (found) return found
  }
  return null
}

function compilerByPart(externalSchemas: Record<string, unknown>, validateSchema: boolean): Compile {
  const fromPool = AjvCompiler()
  const options = (coerceTypes: 'array' | false) => ({ customOptions: { ...base, validateSchema, coerceTypes } })
  const coercing = fromPool(externalSchemas as never, options('array') as never) as unknown as Compile
  const strict = fromPool(externalSchemas as never, options(false) as never) as unknown as Compile
  return (route) => (route.httpPart === 'body' ? strict : coercing)(route)
}

function lazyCompilerByPart(externalSchemas: Record<string, unknown>): Compile {
  const compile = compilerByPart(externalSchemas, false)
  return (route) => {
    let compiled: Validate | undefined
    // Fastify reads a failed validation's errors from the function it was given.
    const validate: Validate = (data) => {
      compiled ??= compile(route)
      const valid = compiled(data)
      validate.errors = compiled.errors
      if (!valid) return valid
      // Every part of every request: such a value is invalid input (400), not a database error (500).
      const bad = unstorableValue(data)
      if (!bad) return valid
      validate.errors = [{ keyword: bad.keyword, instancePath: bad.path, schemaPath: '#', params: {}, message: bad.keyword }]
      return false
    }
    return validate
  }
}

/** schemaController.compilersFactory.buildValidator of buildApp. */
export const buildValidatorCompiler = lazyCompilerByPart as unknown as BuildValidator

/** A part's schema, or one per content type when the part is given per content type (Fastify's `content`). */
function partSchemas(schema: unknown): unknown[] {
  if (!schema) return []
  const content = (schema as { content?: Record<string, { schema: unknown }> }).content
  return content ? Object.values(content).map((type) => type.schema) : [schema]
}

/**
 * Compiles each route part's schema at once, checked against ajv's meta-schema: throws on the first
 * invalid one, naming its route. For the test that stands in for start-up compilation.
 */
export function checkRouteSchemas(routes: Array<{ method: string | string[]; url: string; schema?: Record<string, unknown> }>): number {
  const compile = compilerByPart({}, true)
  let checked = 0
  for (const route of routes) {
    for (const httpPart of ['body', 'querystring', 'params', 'headers']) {
      for (const schema of partSchemas(route.schema?.[httpPart])) {
        try {
          compile({ schema, httpPart })
        } catch (error) {
          throw new Error(`${String(route.method)} ${route.url} ${httpPart}: ${(error as Error).message}`)
        }
        checked += 1
      }
    }
  }
  return checked
}
