/**
 * The access matrix's roles, doors and cells, and its figures as Markdown: apart from the harness
 * (accessMatrix.ts, which needs the test helpers) so that scripts/reliability/access.ts can format
 * a report outside jest.
 */
export const MATRIX_ROLES = ['visitor', 'userA', 'userB', 'vip', 'staff'] as const
export type MatrixRole = (typeof MATRIX_ROLES)[number]

export type Door = 'public' | 'login' | 'vip-feature' | 'staff'

export interface MatrixCell {
  route: string
  door: Door
  role: MatrixRole
  status: number
  /** Why the status is not the one the door calls for; null when it is. */
  unexpected: string | null
}

export interface MatrixFigures {
  routes: number
  cells: number
  byDoor: Record<string, number>
  /** Answers by status, per role. */
  byRole: Record<string, Record<string, number>>
  unexpected: MatrixCell[]
}

export function matrixFigures(cells: MatrixCell[]): MatrixFigures {
  const routes = new Map(cells.map((cell) => [cell.route, cell.door]))
  const byDoor: Record<string, number> = {}
  for (const door of routes.values()) byDoor[door] = (byDoor[door] ?? 0) + 1
  const byRole: Record<string, Record<string, number>> = {}
  for (const cell of cells) {
    const row = (byRole[cell.role] ??= {})
    row[cell.status] = (row[cell.status] ?? 0) + 1
  }
  return { routes: routes.size, cells: cells.length, byDoor, byRole, unexpected: cells.filter((cell) => cell.unexpected) }
}

const statusList = (counts: Record<string, number>) =>
  Object.entries(counts)
    .sort(([a], [b]) => Number(a) - Number(b))
    .map(([status, n]) => `${status}×${n}`)
    .join(' ')

/** The figures as Markdown: routes by door, answers by role, the unexpected cells. */
export function matrixMarkdown(figures: MatrixFigures): string {
  return [
    `- Routes: ${figures.routes} operations × ${MATRIX_ROLES.length} roles = ${figures.cells} requests; by door: ${Object.entries(figures.byDoor)
      .map(([door, n]) => `${door} ${n}`)
      .join(', ')}.`,
    `- Unexpected statuses: **${figures.unexpected.length}**.`,
    ...figures.unexpected.map((cell) => `  - \`${cell.route}\` as ${cell.role} (${cell.door}): ${cell.unexpected}`),
    '',
    '| role | answers by status |',
    '| --- | --- |',
    ...MATRIX_ROLES.map((role) => `| ${role} | ${statusList(figures.byRole[role] ?? {})} |`)
  ].join('\n')
}
