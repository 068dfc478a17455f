/**
 * Requests for the route fuzzer (issue 29), generated from the published OpenAPI document: each
 * operation's JSON Schemas (path, query, body) become fast-check arbitraries of valid inputs, and
 * of inputs made invalid at one place: a wrong type, a missing or an extra field, a boundary
 * number, a long or odd Unicode string (lone surrogates, NUL, controls), invalid UTF-8 bytes, or a
 * body that is not the expected JSON at all. Every request comes out as the bytes a client would
 * send: an ASCII, percent-encoded URL and a body Buffer, so that it can be signed exactly.
 */
import fc from 'fast-check'

/** The subset of JSON Schema (OpenAPI 3.0 dialect) the contract's TypeBox schemas produce. */
export interface JsonSchema {
  type?: string | string[]
  nullable?: boolean
  enum?: unknown[]
  format?: string
  pattern?: string
  minLength?: number
  maxLength?: number
  minimum?: number
  maximum?: number
  exclusiveMinimum?: number | boolean
  exclusiveMaximum?: number | boolean
  items?: JsonSchema
  minItems?: number
  maxItems?: number
  uniqueItems?: boolean
  properties?: Record<string, JsonSchema>
  required?: string[]
  additionalProperties?: boolean | JsonSchema
  anyOf?: JsonSchema[]
  oneOf?: JsonSchema[]
  allOf?: JsonSchema[]
}

export type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE'

export interface Parameter {
  name: string
  required: boolean
  schema: JsonSchema
}

export interface Operation {
  method: Method
  /** The OpenAPI path, `{name}` for each path parameter. */
  path: string
  pathParams: Parameter[]
  query: Parameter[]
  /** The request body's content type and schema; null when the route takes none. */
  body: { contentType: string; schema: JsonSchema } | null
  /** Declared login-only (`x-login-required`, set by server/plugins/auth.ts loginRequired). */
  loginRequired: boolean
}

export interface FuzzRequest {
  /** What was done to the input: 'valid', 'wrong type', 'boundary', 'invalid utf-8'… */
  kind: string
  method: Method
  /** Path and query as sent: ASCII, percent-encoded. */
  url: string
  /** The exact body bytes; absent when none is sent. */
  body?: Buffer
  contentType?: string
}

interface OpenApiOperation {
  parameters?: { in: string; name: string; required?: boolean; schema?: JsonSchema }[]
  requestBody?: { content?: Record<string, { schema?: JsonSchema }> }
  'x-login-required'?: boolean
}

/** Every operation of the document whose path starts with `prefix`. */
export function operationsOf(doc: { paths: Record<string, Record<string, OpenApiOperation>> }, prefix = '/api/'): Operation[] {
  const ops: Operation[] = []
  for (const [path, methods] of Object.entries(doc.paths)) {
    if (!path.startsWith(prefix)) continue
    for (const [method, op] of Object.entries(methods)) {
      const params = (where: string) =>
        (op.parameters ?? []).filter((p) => p.in === where).map((p) => ({ name: p.name, required: p.required === true, schema: p.schema ?? {} }))
      const content = Object.entries(op.requestBody?.content ?? {})
      const [contentType, media] = content.find(([type]) => type === 'application/json') ?? content[0] ?? []
      ops.push({
        method: method.toUpperCase() as Method,
        path,
        pathParams: params('path'),
        query: params('query'),
        body: contentType ? { contentType, schema: media?.schema ?? {} } : null,
        loginRequired: op['x-login-required'] === true
      })
    }
  }
  return ops
}

// ---- values -------------------------------------------------------------------------------

/** Text or bytes placed in a request exactly as given (not JSON-encoded, not percent-encoded). */
export class Raw {
  /** quoted: in a JSON body the bytes stand inside a string's quotes. */
  constructor(
    readonly bytes: Buffer,
    readonly quoted = false
  ) {}
  static text(text: string): Raw {
    return new Raw(Buffer.from(text, 'utf8'))
  }
}

const typesOf = (schema: JsonSchema): string[] => (Array.isArray(schema.type) ? schema.type : schema.type ? [schema.type] : [])

/** Odd code units and sequences: controls, NUL, lone surrogates, BOM, bidi overrides, joiners, astral and combining characters. */
const ODD_UNITS = [
  '\u0000',
  '\u0001',
  '\u001f',
  '\u007f',
  '\ud800',
  '\udfff',
  '\ufeff',
  '\ufffe',
  '\uffff',
  '\u202e',
  '\u200b',
  '\u200d',
  '\u2028',
  '\u0301',
  '😀',
  '👨‍👩‍👧',
  '𠀀',
  '\r\n',
  '\t',
  '\\',
  '"',
  "'",
  '%',
  '<',
  '&'
]
const SPECIAL_STRINGS = [
  '',
  ' ',
  '\u0000',
  'a\u0000b',
  '\ud800',
  'x\udc00y',
  '<script>alert(1)</script>',
  "' OR 1=1 --",
  '"; DROP TABLE users; --',
  '../../../etc/passwd',
  '..\\..\\windows',
  '%00',
  '%s%n%x',
  '${7*7}{{7*7}}',
  '__proto__',
  'constructor',
  'toString',
  'hasOwnProperty',
  'null',
  'undefined',
  'NaN',
  '-1',
  '1e999',
  '\u202eevil',
  'ＡＢＣ１２３',
  '高考志愿',
  '😀'.repeat(8)
]

const unit = fc.oneof(
  { weight: 6, arbitrary: fc.string({ unit: 'grapheme-ascii', minLength: 1, maxLength: 1 }) },
  { weight: 3, arbitrary: fc.integer({ min: 0x4e00, max: 0x9fa5 }).map((c) => String.fromCharCode(c)) },
  { weight: 2, arbitrary: fc.constantFrom(...ODD_UNITS) },
  { weight: 1, arbitrary: fc.string({ unit: 'binary', minLength: 1, maxLength: 1 }) }
)

/** A string of `min`..`max` units (at most 24, so valid inputs stay short). */
const someString = (min = 0, max = 24) => fc.string({ unit, minLength: min, maxLength: Math.max(min, Math.min(max, 24)) })

/** An odd string: special values, or a short run of odd units. */
export const oddString = fc.oneof(fc.constantFrom(...SPECIAL_STRINGS), fc.string({ unit: fc.constantFrom(...ODD_UNITS), minLength: 1, maxLength: 12 }))

function integerIn(min: number, max: number): fc.Arbitrary<number> {
  if (min >= -0x80000000 && max <= 0x7fffffff) return fc.integer({ min, max })
  const small = fc.integer({ min: Math.max(min, -1000), max: Math.min(max, 1000) })
  const wide = fc.bigInt({ min: BigInt(min), max: BigInt(max) }).map(Number)
  return min <= 1000 && max >= -1000 ? fc.oneof({ weight: 3, arbitrary: small }, { weight: 1, arbitrary: wide }) : wide
}

function numberBounds(schema: JsonSchema, integer: boolean): [number, number] {
  const step = integer ? 1 : 1e-9
  let min = schema.minimum ?? (integer ? Number.MIN_SAFE_INTEGER : -1e9)
  let max = schema.maximum ?? (integer ? Number.MAX_SAFE_INTEGER : 1e9)
  if (typeof schema.exclusiveMinimum === 'number') min = schema.exclusiveMinimum + step
  else if (schema.exclusiveMinimum === true) min += step
  if (typeof schema.exclusiveMaximum === 'number') max = schema.exclusiveMaximum - step
  else if (schema.exclusiveMaximum === true) max -= step
  return [min, max]
}

function stringValue(schema: JsonSchema): fc.Arbitrary<unknown> {
  if (schema.format === 'binary') return fc.uint8Array({ maxLength: 64 }).map((bytes) => new Raw(Buffer.from(bytes)))
  const min = schema.minLength ?? 0
  const max = schema.maxLength ?? 24
  if (schema.pattern) {
    let regex: RegExp
    try {
      regex = new RegExp(schema.pattern, 'u')
    } catch {
      regex = new RegExp(schema.pattern)
    }
    // A pattern bounds the text itself; a length limit beside it is cut to, rarely needed.
    return fc.stringMatching(regex).map((s) => ([...s].length > max ? [...s].slice(0, max).join('') : s))
  }
  return someString(min, max)
}

/** Valid values of `schema` (as far as a generator can tell without running ajv). */
export function validValue(schema: JsonSchema, depth = 0): fc.Arbitrary<unknown> {
  const base = validNonNull(schema, depth)
  return schema.nullable || typesOf(schema).includes('null') ? fc.oneof({ weight: 1, arbitrary: fc.constant(null) }, { weight: 4, arbitrary: base }) : base
}

function validNonNull(schema: JsonSchema, depth: number): fc.Arbitrary<unknown> {
  const branches = schema.anyOf ?? schema.oneOf
  if (branches?.length) return fc.oneof(...branches.map((b) => validValue(b, depth + 1)))
  if (schema.allOf?.length) return validValue(schema.allOf[0], depth + 1)
  if (schema.enum?.length) return fc.constantFrom(...schema.enum)
  const type = typesOf(schema).find((t) => t !== 'null')
  switch (type) {
    case 'string':
      return stringValue(schema)
    case 'integer':
      return integerIn(...numberBounds(schema, true))
    case 'number': {
      const [min, max] = numberBounds(schema, false)
      return fc.double({ min, max, noNaN: true, noDefaultInfinity: true })
    }
    case 'boolean':
      return fc.boolean()
    case 'array': {
      const item = validValue(schema.items ?? {}, depth + 1)
      const constraints = { minLength: schema.minItems ?? 0, maxLength: Math.max(schema.minItems ?? 0, Math.min(schema.maxItems ?? 4, depth > 2 ? 1 : 4)) }
      return schema.uniqueItems ? fc.uniqueArray(item, { ...constraints, selector: (v) => JSON.stringify(v) }) : fc.array(item, constraints)
    }
    case 'object':
      return objectValue(schema, depth)
    default:
      return depth > 2 ? fc.constant({}) : fc.jsonValue({ maxDepth: 2 })
  }
}

function objectValue(schema: JsonSchema, depth: number): fc.Arbitrary<unknown> {
  const properties = schema.properties ?? {}
  const model: Record<string, fc.Arbitrary<unknown>> = {}
  for (const [key, sub] of Object.entries(properties)) model[key] = validValue(sub, depth + 1)
  const required = (schema.required ?? []).filter((key) => key in properties)
  const record = fc.record(model, { requiredKeys: required })
  const extra = schema.additionalProperties
  if (extra && typeof extra === 'object') {
    return fc.tuple(record, fc.dictionary(someString(1, 12), validValue(extra, depth + 1), { maxKeys: 3 })).map(([r, d]) => ({ ...d, ...r }))
  }
  return record
}

// ---- invalid values ------------------------------------------------------------------------

const wrongTypeValue = fc.constantFrom<unknown>(null, true, false, 0, -1, 1.5, 'abc', '', '1', 'true', [], [1, 2], {}, { a: 1 }, [null], [[]])

function boundaryValues(schema: JsonSchema): unknown[] {
  const values: unknown[] = [0, -1, 1, 0.5, 2 ** 31, -(2 ** 31) - 1, 2 ** 53, -(2 ** 53), 1e308, -1e308, 5e-324]
  const raw = ['1e999', '-1e999', '-0', '1.0', '9007199254740993', '123456789012345678901234567890', '1E2', '0.1e-999']
  if (schema.minimum !== undefined) values.push(schema.minimum, schema.minimum - 1, schema.minimum - 0.5)
  if (schema.maximum !== undefined) values.push(schema.maximum, schema.maximum + 1, schema.maximum + 0.5)
  return [...values, ...raw.map((text) => Raw.text(text))]
}

function longStrings(schema: JsonSchema): fc.Arbitrary<string> {
  const max = schema.maxLength ?? 256
  return fc.oneof(
    fc.constantFrom('x'.repeat(max + 1), '😀'.repeat(max), '😀'.repeat(max + 1), '\u0301'.repeat(max + 1), '高'.repeat(max + 1)),
    fc.constantFrom(10_000, 100_000).map((n) => 'a'.repeat(n))
  )
}

/** Byte sequences that are not UTF-8: lone continuation, overlong, surrogate (CESU), above U+10FFFF, truncated, never valid. */
const INVALID_UTF8 = [
  [0xff],
  [0xfe, 0xff],
  [0x80],
  [0xc0, 0x80],
  [0xc1, 0xbf],
  [0xed, 0xa0, 0x80],
  [0xed, 0xbf, 0xbf],
  [0xf4, 0x90, 0x80, 0x80],
  [0xe4, 0xb8],
  [0xf0, 0x9f, 0x98]
]
export const invalidUtf8 = fc
  .tuple(fc.constantFrom(...INVALID_UTF8), fc.string({ unit: 'grapheme-ascii', maxLength: 4 }))
  .map(([bytes, text]) => Buffer.concat([Buffer.from(text), Buffer.from(bytes), Buffer.from(text)]))

// ---- slots: the places of a request where one thing goes wrong -----------------------------

type Part = 'path' | 'query' | 'body'
interface Slot {
  part: Part
  /** For path and query: [name]; for the body: the keys down to the value ([] is the whole body). */
  at: (string | number)[]
  schema: JsonSchema
  required: boolean
}

function bodySlots(schema: JsonSchema, at: (string | number)[], required: boolean, out: Slot[], depth = 0): void {
  out.push({ part: 'body', at, schema, required })
  if (depth > 3) return
  const branch = (schema.anyOf ?? schema.oneOf)?.find((b) => !typesOf(b).includes('null') && b.type !== undefined) ?? schema
  if (branch.properties) {
    for (const [key, sub] of Object.entries(branch.properties)) bodySlots(sub, [...at, key], branch.required?.includes(key) ?? false, out, depth + 1)
  }
  if (branch.items) bodySlots(branch.items, [...at, 0], false, out, depth + 1)
}

function slotsOf(op: Operation): Slot[] {
  const slots: Slot[] = []
  for (const p of op.pathParams) slots.push({ part: 'path', at: [p.name], schema: p.schema, required: true })
  for (const p of op.query) slots.push({ part: 'query', at: [p.name], schema: p.schema, required: p.required })
  if (op.body) bodySlots(op.body.schema, [], true, slots)
  return slots
}

const isType = (schema: JsonSchema, type: string) => typesOf(schema).includes(type) || (schema.anyOf ?? []).some((b) => typesOf(b).includes(type))

/** What may be done at a slot: each an arbitrary of the replacement value (undefined: remove it). */
function mutationsAt(slot: Slot): { kind: string; value: fc.Arbitrary<unknown> }[] {
  const out: { kind: string; value: fc.Arbitrary<unknown> }[] = [{ kind: 'wrong type', value: wrongTypeValue }]
  const isString = isType(slot.schema, 'string')
  if (isType(slot.schema, 'integer') || isType(slot.schema, 'number')) out.push({ kind: 'boundary number', value: fc.constantFrom(...boundaryValues(slot.schema)) })
  if (isString || slot.schema.type === undefined) {
    out.push({ kind: 'odd unicode', value: oddString })
    out.push({ kind: 'long string', value: longStrings(slot.schema) })
    out.push({ kind: 'invalid utf-8', value: invalidUtf8.map((bytes) => new Raw(bytes, true)) })
  }
  if (slot.part !== 'path' && slot.required && slot.at.length > 0) out.push({ kind: 'missing field', value: fc.constant(undefined) })
  return out
}

const EXTRA_KEYS = ['extra', '__proto__', 'constructor', 'prototype', 'toString', '', '$gt', '中文', 'a'.repeat(300), 'page', 'id']

// ---- encoding ------------------------------------------------------------------------------

/** Percent-encodes text as UTF-8, lone surrogates as the 3-byte form a careless client sends (not UTF-8). */
function percentEncode(text: string): string {
  let out = ''
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i)
    const isHigh = code >= 0xd800 && code <= 0xdbff
    const next = text.charCodeAt(i + 1)
    if (isHigh && next >= 0xdc00 && next <= 0xdfff) {
      out += encodeURIComponent(text.slice(i, i + 2))
      i++
    } else if (code >= 0xd800 && code <= 0xdfff) {
      out += percentBytes(Buffer.from([0xe0 | (code >> 12), 0x80 | ((code >> 6) & 0x3f), 0x80 | (code & 0x3f)]))
    } else out += encodeURIComponent(text[i]).replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`)
  }
  return out
}

const percentBytes = (bytes: Buffer) => [...bytes].map((b) => `%${b.toString(16).toUpperCase().padStart(2, '0')}`).join('')

function urlText(value: unknown): string {
  if (value instanceof Raw) return percentBytes(value.bytes)
  if (typeof value === 'string') return percentEncode(value)
  if (value === null) return ''
  if (typeof value === 'object') return percentEncode(JSON.stringify(value))
  return percentEncode(String(value))
}

function queryPairs(name: string, value: unknown): string[] {
  if (value === undefined) return []
  if (Array.isArray(value)) return value.flatMap((v) => queryPairs(name, v))
  return [`${percentEncode(name)}=${urlText(value)}`]
}

/** JSON text of `value` with each Raw placed as its bytes (a Raw in a string slot is quoted). */
function jsonBytes(value: unknown): Buffer {
  const raws: Raw[] = []
  const text = JSON.stringify(value, (_key, v: unknown) => {
    if (v instanceof Raw) {
      raws.push(v)
      return `\u0000raw${raws.length - 1}\u0000`
    }
    return v
  })
  if (text === undefined) return Buffer.alloc(0)
  const parts = text.split(/"\\u0000raw(\d+)\\u0000"/)
  const quote = Buffer.from('"')
  return Buffer.concat(
    parts.map((part, i) => {
      if (i % 2 === 0) return Buffer.from(part, 'utf8')
      const raw = raws[Number(part)]
      return raw.quoted ? Buffer.concat([quote, raw.bytes, quote]) : raw.bytes
    })
  )
}

function setAt(target: unknown, at: (string | number)[], value: unknown): unknown {
  if (at.length === 0) return value
  const [head, ...rest] = at
  const copy: unknown = target !== null && typeof target === 'object' ? (Array.isArray(target) ? [...target] : { ...target }) : typeof head === 'number' ? [] : {}
  const container = copy as Record<string | number, unknown>
  const next = setAt(container[head], rest, value)
  if (next === undefined) delete container[head]
  else if (head === '__proto__') Object.defineProperty(container, head, { value: next, enumerable: true, configurable: true, writable: true })
  else container[head] = next
  return container
}

interface Input {
  path: Record<string, unknown>
  query: Record<string, unknown>
  body: unknown
}

function requestOf(op: Operation, prefix: string, kind: string, input: Input, bodyOverride?: { bytes: Buffer; contentType?: string }): FuzzRequest {
  const path = op.path.replace(/\{([^}]+)\}/g, (_m, name: string) => {
    const text = urlText(input.path[name])
    // An empty segment would name another route; the fuzzer means this one.
    return text === '' ? '%20' : text
  })
  const pairs = Object.entries(input.query).flatMap(([name, value]) => queryPairs(name, value))
  const url = `${prefix}${path}${pairs.length ? `?${pairs.join('&')}` : ''}`
  const request: FuzzRequest = { kind, method: op.method, url }
  if (bodyOverride) {
    if (bodyOverride.bytes.length > 0 || bodyOverride.contentType) {
      request.body = bodyOverride.bytes
      request.contentType = bodyOverride.contentType ?? 'application/json'
    }
  } else if (op.body) {
    const binary = op.body.contentType !== 'application/json' && op.body.contentType !== 'application/x-www-form-urlencoded'
    request.body = binary && input.body instanceof Raw ? input.body.bytes : jsonBytes(input.body)
    request.contentType = binary ? 'application/octet-stream' : 'application/json'
  }
  return request
}

function validInput(op: Operation): fc.Arbitrary<Input> {
  const params = (list: Parameter[]) => {
    const model: Record<string, fc.Arbitrary<unknown>> = {}
    for (const p of list) model[p.name] = validValue(p.schema)
    return fc.record(model, { requiredKeys: list.filter((p) => p.required).map((p) => p.name) })
  }
  return fc.record({
    path: params(op.pathParams),
    query: params(op.query),
    body: op.body ? validValue(op.body.schema) : fc.constant(undefined)
  })
}

/** Bodies that are not the JSON the route expects at all. */
const wholeBodies: fc.Arbitrary<{ kind: string; bytes: Buffer; contentType?: string }> = fc.oneof(
  fc
    .constantFrom('[]', '"x"', '1', 'null', 'true', '{}', '[{}]', '{"a":', '{"__proto__":{"x":1}}', '{"constructor":{"prototype":{}}}', '\ufeff{}')
    .map((text) => ({ kind: 'other json', bytes: Buffer.from(text) })),
  fc.constant({ kind: 'empty body', bytes: Buffer.alloc(0) }),
  fc.uint8Array({ minLength: 1, maxLength: 64 }).map((bytes) => ({ kind: 'random bytes', bytes: Buffer.from(bytes) })),
  invalidUtf8.map((bytes) => ({ kind: 'invalid utf-8', bytes: Buffer.concat([Buffer.from('{"x":"'), bytes, Buffer.from('"}')]) })),
  fc.constantFrom(64, 2000).map((depth) => ({ kind: 'deep json', bytes: Buffer.from('['.repeat(depth) + ']'.repeat(depth)) })),
  fc.constant({ kind: 'not json', bytes: Buffer.from('a=1&b=2'), contentType: 'text/plain' })
)

/**
 * Requests for `op` under `prefix` (the API prefix before /api): about a third valid, the rest
 * made invalid at one slot, with an extra field, or with another body altogether.
 */
export function requestsFor(op: Operation, prefix = ''): fc.Arbitrary<FuzzRequest> {
  const input = validInput(op)
  const slots = slotsOf(op)
  const options: { weight: number; arbitrary: fc.Arbitrary<FuzzRequest> }[] = [{ weight: 4, arbitrary: input.map((i) => requestOf(op, prefix, 'valid', i)) }]
  const mutations = slots.flatMap((slot) => mutationsAt(slot).map((m) => ({ slot, ...m })))
  if (mutations.length) {
    const oneMutation = fc.constantFrom(...mutations).chain((m) => m.value.map((value) => ({ ...m, value })))
    options.push({
      weight: 8,
      arbitrary: fc.tuple(input, oneMutation).map(([i, m]) => {
        const next: Input = { path: { ...i.path }, query: { ...i.query }, body: i.body }
        if (m.slot.part === 'body') next.body = setAt(i.body, m.slot.at, m.value)
        else if (m.value === undefined) delete next[m.slot.part][m.slot.at[0]]
        else next[m.slot.part][m.slot.at[0]] = m.value
        return requestOf(op, prefix, m.kind, next)
      })
    })
  }
  const objectSlots = slots.filter((s) => s.part === 'body' && (s.schema.properties || isType(s.schema, 'object')))
  const extraField = fc.tuple(input, fc.constantFrom(...EXTRA_KEYS), validValue({}), fc.nat()).map(([i, key, value, n]) => {
    // An extra query parameter, or an extra key in one of the body's objects.
    if (!objectSlots.length || n % 2 === 0) return requestOf(op, prefix, 'extra field', { ...i, query: { ...i.query, [key || 'x']: value } })
    const slot = objectSlots[n % objectSlots.length]
    return requestOf(op, prefix, 'extra field', { ...i, body: setAt(i.body, [...slot.at, key], value) })
  })
  options.push({ weight: 2, arbitrary: extraField })
  if (op.body) options.push({ weight: 2, arbitrary: fc.tuple(input, wholeBodies).map(([i, b]) => requestOf(op, prefix, b.kind, i, b)) })
  return fc.oneof(...options)
}
