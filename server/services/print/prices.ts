/**
 * The print settings of the environment (docs/print.md), parsed for server/config.ts:
 *
 * - PRINT_PRICES_FILE: a JSON PrintPriceTable (types/schemas/print.ts) replacing the defaults of
 *   core/printFees.ts. Checked against the schema at start, every price a whole number of fen ≥ 0
 *   and no combination priced twice; a bad file stops the server naming what is wrong.
 * - PRINT_PDFTOPPM: the poppler `pdftoppm` that renders PDF preview pages: unset, the one on PATH;
 *   `none`, previews off (pages [] and a message; tests use it for "not installed"); else its path.
 */
import fs from 'fs'
import path from 'path'
import AjvCompiler from '@fastify/ajv-compiler'
import { DEFAULT_PRINT_PRICES } from '../../../core/printFees'
import { PrintPriceTable } from '../../../types/schemas/print'
import { ConfigError } from '../../config'

export interface PrintConfig {
  prices: PrintPriceTable
  /** The pdftoppm to run, or null: previews of PDFs are off. */
  pdftoppm: string | null
}

type Validate = ((data: unknown) => boolean) & { errors?: { instancePath: string; message?: string }[] | null }

/** The schema's check with the options requests get (server/lib/validator.ts): nothing coerced, unknown fields refused. */
const validTable = (AjvCompiler()({}, { customOptions: { removeAdditional: false, coerceTypes: false } }) as unknown as (route: { schema: unknown }) => Validate)({
  schema: PrintPriceTable
})

/** The table in `text` (PRINT_PRICES_FILE's content), or a ConfigError saying what is wrong. */
export function parsePriceTable(text: string, file: string): PrintPriceTable {
  const bad = (zh: string, en: string) => new ConfigError('PRINT_PRICES_FILE', `价格表 "${file}" ${zh}`, `the price table "${file}" ${en}`)
  let table: unknown
  try {
    table = JSON.parse(text)
  } catch {
    throw bad('不是有效的 JSON', 'is not valid JSON')
  }
  if (!validTable(table)) {
    const error = validTable.errors?.[0]
    const where = `${error?.instancePath || '/'} ${error?.message ?? ''}`.trim()
    throw bad(`格式不对：${where}`, `does not fit the schema: ${where}`)
  }
  const valid = table as PrintPriceTable
  const fens = [...valid.side_prices.map((p) => p.fen), ...valid.binding_prices.map((p) => p.fen), valid.delivery_fen, valid.free_delivery_over_fen ?? 0]
  if (fens.some((fen) => fen < 0)) throw bad('中的价格不能为负数', 'has a negative price')
  const combos = valid.side_prices.map((p) => `${p.paper}/${p.color}/${p.sides}`)
  const twice = combos.find((combo, i) => combos.indexOf(combo) !== i)
  if (twice) throw bad(`重复定价了 ${twice}`, `prices ${twice} twice`)
  const bindings = valid.binding_prices.map((p) => p.binding)
  const twiceBound = bindings.find((binding, i) => bindings.indexOf(binding) !== i)
  if (twiceBound) throw bad(`重复定价了装订方式 ${twiceBound}`, `prices the binding ${twiceBound} twice`)
  return valid
}

export function parsePrintConfig(pricesFile: string | undefined, pdftoppm: string | undefined, cwd: string): PrintConfig {
  let prices = DEFAULT_PRINT_PRICES
  if (pricesFile !== undefined) {
    let text: string
    try {
      text = fs.readFileSync(path.resolve(cwd, pricesFile), 'utf8')
    } catch {
      throw new ConfigError('PRINT_PRICES_FILE', `无法读取文件 "${pricesFile}"`, `cannot read the file "${pricesFile}"`)
    }
    prices = parsePriceTable(text, pricesFile)
  }
  return { prices, pdftoppm: pdftoppm === undefined ? 'pdftoppm' : pdftoppm.toLowerCase() === 'none' ? null : pdftoppm }
}
