/**
 * The product spec as tests read it: ../shared/SPEC.md beside the repo (CI clones the repo with
 * shared/ next to it), so the route and constant tests follow the spec itself, not a copy.
 */
import fs from 'node:fs'
import path from 'node:path'

export const SPEC_PATH = path.resolve(__dirname, '../../../../shared/SPEC.md')

export const SPEC = fs.readFileSync(SPEC_PATH, 'utf8')

/** The text of "## <n>. ..." up to the next "## " heading. */
export function specSection(n: number): string {
  const start = SPEC.indexOf(`\n## ${n}.`)
  const end = SPEC.indexOf('\n## ', start + 1)
  return SPEC.slice(start, end === -1 ? undefined : end)
}
