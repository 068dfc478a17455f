/**
 * A small file written whole or not at all: under `<file>.tmp` first, then renamed over `file`, so a
 * reader (or a process killed midway) never sees half of it. For DATA_DIR's backup channel and
 * restore marker.
 */
import fs from 'fs'

export const WHOLE_TEMP_SUFFIX = '.tmp'

export function writeFileWhole(file: string, text: string, options: { mode?: number } = {}): void {
  fs.writeFileSync(`${file}${WHOLE_TEMP_SUFFIX}`, text, options)
  fs.renameSync(`${file}${WHOLE_TEMP_SUFFIX}`, file)
}
