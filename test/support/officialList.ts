/**
 * The ministry's list of institutions as the tests check imported rows and searches against it:
 * the copy shipped with the app (server/seed/data/institutions-2025.json, the conversion of the
 * original in ../shared), as rows of the original's shape.
 */
import { readShippedInstitutions } from '../../server/seed/shipInstitutions'

export interface OfficialRow {
  index: number
  name: string
  /** Ten digits; digits 3-4 are the GB/T 2260 province code. */
  code: number
  department: string
  /** The city. */
  location: string
  level: string
  remark: string
}

export const readOfficialList = (): OfficialRow[] => readShippedInstitutions().map((row) => ({ ...row, code: Number(row.code) }) as OfficialRow)
