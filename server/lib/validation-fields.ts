/**
 * Turns ajv's validation errors into the `fields` of a 400 answer: one Chinese message per
 * property path (first error wins), e.g. { "page_size": "不能大于 100" }.
 */
import type { FastifySchemaValidationError } from 'fastify'

const TYPE_NAMES: Record<string, string> = {
  integer: '整数',
  number: '数字',
  string: '字符串',
  boolean: '布尔值',
  object: '对象',
  array: '数组',
  null: '空值'
}

function typeName(type: unknown): string {
  const types = Array.isArray(type) ? type : String(type).split(',')
  return types.map((t) => TYPE_NAMES[String(t)] ?? String(t)).join('或')
}

function message(error: FastifySchemaValidationError): string {
  const p = error.params as Record<string, unknown>
  switch (error.keyword) {
    case 'additionalProperties':
      return '不允许的字段'
    case 'required':
      return '此字段为必填项'
    case 'type':
      return `类型应为${typeName(p.type)}`
    case 'minimum':
    case 'exclusiveMinimum':
      return `不能小于 ${String(p.limit)}`
    case 'maximum':
    case 'exclusiveMaximum':
      return `不能大于 ${String(p.limit)}`
    case 'minLength':
      return `长度不能少于 ${String(p.limit)} 个字符`
    case 'maxLength':
      return `长度不能超过 ${String(p.limit)} 个字符`
    case 'minItems':
      return `至少需要 ${String(p.limit)} 项`
    case 'maxItems':
      return `最多 ${String(p.limit)} 项`
    case 'enum':
      return `取值应为：${(p.allowedValues as unknown[]).map(String).join('、')}`
    case 'pattern':
    case 'format':
      return '格式不正确'
    case 'text':
      return '含有无效字符'
    case 'finite':
      return '数值超出范围'
    default:
      return '取值无效'
  }
}

/** The property an error is about, as a dotted path; the request part itself for root errors. */
function fieldOf(error: FastifySchemaValidationError, context: string): string {
  const p = error.params as Record<string, unknown>
  const segments = error.instancePath.split('/').filter(Boolean)
  if (error.keyword === 'additionalProperties') segments.push(String(p.additionalProperty))
  if (error.keyword === 'required') segments.push(String(p.missingProperty))
  return segments.length > 0 ? segments.join('.') : context
}

export function validationFields(errors: FastifySchemaValidationError[], context: string): Record<string, string> {
  const fields: Record<string, string> = {}
  for (const error of errors) {
    const field = fieldOf(error, context)
    fields[field] ??= message(error)
  }
  return fields
}
