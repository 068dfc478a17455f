/**
 * The ministry's list of institutions as the importer reads it (server/seed/importInstitutions.ts,
 * from ../shared, never copied): what the tests check the imported rows and searches against.
 */
import fs from 'fs'
import { DEFAULT_INSTITUTIONS_FILE } from '../../../server/seed/importInstitutions'

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

export const readOfficialList = (): OfficialRow[] => JSON.parse(fs.readFileSync(DEFAULT_INSTITUTIONS_FILE, 'utf8'))
