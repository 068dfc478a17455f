/**
 * Request validation (ajv through @fastify/ajv-compiler, as Fastify's docs show for per-part
 * options). Unknown fields are rejected, never stripped (removeAdditional: false); every problem
 * is reported (allErrors: true; schemas bound their arrays with maxItems). Query strings,
 * params and headers arrive as text, so their types are coerced ("3" → 3); JSON bodies are typed
 * already and are not coerced.
 */
import AjvCompiler from '@fastify/ajv-compiler'
import type { FastifyServerOptions } from 'fastify'

type CompilersFactory = NonNullable<NonNullable<FastifyServerOptions['schemaController']>['compilersFactory']>
type BuildValidator = NonNullable<CompilersFactory['buildValidator']>
/** What Fastify actually passes to a validator compiler (the package types say a bare schema). */
type Compile = (route: { httpPart?: string }) => unknown

const base = { removeAdditional: false, allErrors: true, useDefaults: true } as const

function buildByPart(externalSchemas: Record<string, unknown>): Compile {
  const fromPool = AjvCompiler()
  const coercing = fromPool(externalSchemas as never, { customOptions: { ...base, coerceTypes: 'array' } }) as unknown as Compile
  const strict = fromPool(externalSchemas as never, { customOptions: { ...base, coerceTypes: false } }) as unknown as Compile
  return (route) => (route.httpPart === 'body' ? strict : coercing)(route)
}

/** schemaController.compilersFactory.buildValidator of buildApp. */
export const buildValidatorCompiler = buildByPart as unknown as BuildValidator
