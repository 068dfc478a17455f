/**
 * Matching an institution name as provincial data writes it to the ministry's list (issue 26;
 * docs/gaokao-data.md "Institutions by name"). Pure: the importer builds the index from the
 * database and the shipped aliases (institutionAliases.ts).
 *
 * Rules, first hit wins (`how` says which):
 * 1. exact     the name itself, brackets made full-width, spaces and a 中外合作办学 note dropped;
 * 2. alias     a user's alias for the data's province, a user's alias for any province, a shipped one;
 * 3. note      the name without its trailing bracketed note (北京师范大学（珠海校区）), then rules 1-2;
 * 4. campus    the longest listed name the name starts with, the rest being a campus, branch or
 *              medical school
 *              (东北大学秦皇岛分校, 北京大学医学部, 中国石油大学（北京）克拉玛依校区);
 * 5. expanded  a short ending spelled out (湖南师大 → 湖南师范大学, 首都经贸 → 首都经济贸易大学);
 * 6. inferred  the listed names that start with the same character and hold all of its characters in
 *              order: the shortest when it is the only one that short; a tie is settled by the
 *              institutions located in the data's province (华农 in 广东's data → 华南农业大学), else
 *              no match.
 * Anything else is unmatched: the importer keeps it as a provisional record (未匹配院校库).
 */
import { SHIPPED_ALIASES } from './institutionAliases'

export type MatchHow = 'exact' | 'alias' | 'note' | 'campus' | 'expanded' | 'inferred'

export interface ListedInstitution {
  id: number
  name: string
  /** Where it is (the list's location province). */
  province: string
}

export interface UserAlias {
  alias: string
  /** '' for every province. */
  province: string
  institution_id: number
}

export interface NameIndex {
  byName: ReadonlyMap<string, number>
  /** alias → id, per province ('' = any); the shipped aliases under ''. */
  aliases: ReadonlyMap<string, ReadonlyMap<string, number>>
  byFirst: ReadonlyMap<string, readonly ListedInstitution[]>
  /** Listed names, longest first, for the campus rule. */
  longestFirst: readonly ListedInstitution[]
}

/** Full-width brackets, no spaces, no 中外合作办学 note: how names are compared. */
export function normaliseName(name: string): string {
  return name
    .replace(/\s+/g, '')
    .replace(/\(/g, '（')
    .replace(/\)/g, '）')
    .replace(/（?中外合作(办学)?）?$/, '')
}

export function buildNameIndex(listed: readonly ListedInstitution[], userAliases: readonly UserAlias[] = []): NameIndex {
  const byName = new Map<string, number>()
  const byFirst = new Map<string, ListedInstitution[]>()
  for (const inst of listed) {
    const name = normaliseName(inst.name)
    if (!byName.has(name)) byName.set(name, inst.id)
    const list = byFirst.get(name[0]) ?? []
    list.push({ ...inst, name })
    byFirst.set(name[0], list)
  }
  const aliases = new Map<string, Map<string, number>>()
  const put = (province: string, alias: string, id: number) => {
    let map = aliases.get(province)
    if (!map) aliases.set(province, (map = new Map()))
    map.set(normaliseName(alias), id)
  }
  // Shipped first, so a user's alias for any province overrides a shipped one of the same spelling.
  for (const a of SHIPPED_ALIASES) {
    const id = byName.get(a.name)
    if (id !== undefined) put('', a.alias, id)
  }
  for (const a of userAliases) put(a.province, a.alias, a.institution_id)
  const longestFirst = [...byFirst.values()].flat().sort((a, b) => b.name.length - a.name.length)
  return { byName, aliases, byFirst, longestFirst }
}

const BRACKET_NOTE = /（[^（）]*）$/

/**
 * What may follow a listed name in a campus, branch or medical-school spelling. Not a plain …学院:
 * XX大学XX学院 is as often an independent college (a different institution, other cut-offs) as a
 * school of the university.
 */
const CAMPUS_REST = /^(（[^（）]*）)?.{0,12}(校区|分校|医学院|医学部|校本部)$/

/** Short endings and what they stand for (rule 5), longest first where one ends another. */
const ENDINGS: readonly [string, readonly string[]][] = [
  ['经贸', ['经济贸易大学', '经贸大学']],
  ['师大', ['师范大学']],
  ['交大', ['交通大学']],
  ['工大', ['工业大学']],
  ['农大', ['农业大学']],
  ['医大', ['医科大学']],
  ['科大', ['科技大学']],
  ['财大', ['财经大学']],
  ['外大', ['外国语大学']],
  ['民大', ['民族大学']],
  ['林大', ['林业大学']],
  ['理工', ['理工大学', '理工学院']],
  ['师院', ['师范学院']],
  ['职院', ['职业技术学院', '职业学院']],
  ['职大', ['职业大学', '职业技术大学']],
  ['中医', ['中医药大学']],
  ['政法', ['政法大学']],
  ['邮电', ['邮电大学']]
]

function isSubsequence(needle: string, hay: string): boolean {
  let i = 0
  for (const ch of hay) if (ch === needle[i]) i++
  return i === needle.length
}

function direct(index: NameIndex, name: string, province: string): { id: number; how: MatchHow } | null {
  const exact = index.byName.get(name)
  if (exact !== undefined) return { id: exact, how: 'exact' }
  const alias = index.aliases.get(province)?.get(name) ?? index.aliases.get('')?.get(name)
  return alias !== undefined ? { id: alias, how: 'alias' } : null
}

export function matchInstitutionName(index: NameIndex, rawName: string, province = ''): { id: number; how: MatchHow } | null {
  const name = normaliseName(rawName)
  if (!name) return null
  const hit = direct(index, name, province)
  if (hit) return hit
  const bare = name.replace(BRACKET_NOTE, '')
  if (bare !== name && bare) {
    const noted = direct(index, bare, province)
    if (noted) return { id: noted.id, how: 'note' }
  }
  for (const inst of index.longestFirst) {
    if (inst.name.length < 4 || inst.name.length >= name.length) continue
    if (name.startsWith(inst.name) && CAMPUS_REST.test(name.slice(inst.name.length))) return { id: inst.id, how: 'campus' }
  }
  for (const [ending, spelled] of ENDINGS) {
    if (!bare.endsWith(ending) || bare.length <= ending.length) continue
    for (const full of spelled) {
      const id = index.byName.get(bare.slice(0, -ending.length) + full)
      if (id !== undefined) return { id, how: 'expanded' }
    }
  }
  return inferred(index, bare, province)
}

function inferred(index: NameIndex, name: string, province: string): { id: number; how: MatchHow } | null {
  if (name.length < 2) return null
  const candidates = (index.byFirst.get(name[0]) ?? []).filter((inst) => inst.name.length > name.length && isSubsequence(name, inst.name))
  if (!candidates.length) return null
  const shortest = Math.min(...candidates.map((c) => c.name.length))
  const best = candidates.filter((c) => c.name.length === shortest)
  if (best.length === 1) return { id: best[0].id, how: 'inferred' }
  const local = best.filter((c) => c.province === province)
  return local.length === 1 ? { id: local[0].id, how: 'inferred' } : null
}
