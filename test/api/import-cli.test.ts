/**
 * The import command itself (`npm run import` = tsx scripts/import.ts) on a small temp folder with a
 * temp DATA_DIR (embedded PGlite): summary on stdout, progress on stderr, exit codes 0 / 1 / 2, and
 * the clear message when a running server holds the data dir (PGlite is single-user).
 */
import fs from 'fs'
import os from 'os'
import path from 'path'
import { ONE_SCORE_HEADER } from '../../server/seed/importOneScore'
import { ADMISSION_COLUMNS } from '../../server/seed/importAdmissionLines'
import { runScript } from './support/cli'

let tmp: string
let dataDir: string
let folder: string

const runImport = (args: string[], env: Record<string, string> = {}) => runScript('import', args, dataDir, env)

const LINES_HEADER = ADMISSION_COLUMNS.required.join(',')

beforeAll(() => {
  tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'gaokao-import-cli-'))
  dataDir = path.join(tmp, 'data')
  folder = path.join(tmp, 'in')
  fs.mkdirSync(folder)
  // Named so that the line file sorts first: 一分一段 is loaded first anyway.
  fs.writeFileSync(
    path.join(folder, 'a-lines.csv'),
    [
      LINES_HEADER,
      '重庆,2030,物理类,,1101,北京大学,,,数学类,690,30,',
      '重庆,2030,历史类,,1101,北京大学,,,中国语言文学类,650,40,',
      '重庆,2030,历史类,,9999,某某大学,,,历史学,600,900,'
    ].join('\n')
  )
  fs.writeFileSync(path.join(folder, 'b-one-score.csv'), [ONE_SCORE_HEADER, '重庆,2030,物理类,700,5,5', '重庆,2030,物理类,699,3,8'].join('\n'))
  fs.writeFileSync(path.join(folder, 'notes.txt'), 'not read: a folder means its *.csv')
})
afterAll(() => fs.rmSync(tmp, { recursive: true, force: true }))

test('a folder: loads every CSV (一分一段 first), prints the summary, exits 0; a second run changes nothing', async () => {
  const run = await runImport([folder])
  expect(run.stderr).toContain('已导入院校名单')
  expect(run.code).toBe(0)
  // Progress (stderr is not a terminal here: one plain line per group).
  expect(run.stderr).toMatch(/\[1\/3 重庆 2030 物理类\] 新增 2 行 · b-one-score\.csv/)
  expect(run.stderr).toMatch(/\[3\/3 重庆 2030 历史类\] 新增 2 行 · a-lines\.csv/)
  expect(run.stdout).toContain(`文件 ${path.join(folder, 'a-lines.csv')}（录取分数线）`)
  expect(run.stdout).toMatch(/重庆 2030 历史类\s+1\s+0\s+0\s+2/)
  expect(run.stdout).toMatch(/合计\s+2\s+0\s+0\s+3/)
  // 某某大学 is not in the ministry's list: imported as 未匹配院校库, named with its code.
  expect(run.stdout).toContain('未匹配院校库：1 个院校名称、1 行未匹配到教育部院校名单')
  expect(run.stdout).toContain('重庆 某某大学（院校代号 9999）：1 行，1 个单位')
  expect(run.stdout).toContain('没有拒绝的行')
  expect(run.stdout).not.toContain('notes.txt')

  const again = await runImport([folder, '--source', '某机构整理（仅供参考）'])
  expect(again.code).toBe(0)
  // Another label is another source: the groups are rewritten once, then unchanged.
  expect(again.stdout).toMatch(/新增 0、更新 3、未变 0 组/)
  const third = await runImport(['--source=某机构整理（仅供参考）', folder])
  expect(third.code).toBe(0)
  expect(third.stdout).toMatch(/新增 0、更新 0、未变 3 组/)
}, 180_000)

test('--aliases: the user’s names first; the unmatched institution joins its listed one; a bad alias file exits 1', async () => {
  const aliases = path.join(tmp, 'aliases.csv')
  fs.writeFileSync(aliases, 'alias,name,province\n某某大学,重庆大学,重庆\n')
  const run = await runImport(['--aliases', aliases])
  expect(run.code).toBe(0)
  expect(run.stdout).toContain('（院校别名）')
  expect(run.stdout).toContain('新增 1、更新 0、未变 0；1 个未匹配院校已并入名单中的院校')
  const lines = await runImport([folder, '--aliases', aliases])
  expect(lines.code).toBe(0)
  expect(lines.stdout).not.toContain('未匹配院校库')
  fs.writeFileSync(aliases, 'alias,name\n某某大学,不存在的大学\n')
  const bad = await runImport([`--aliases=${aliases}`])
  expect(bad.code).toBe(1)
  expect(bad.stdout).toContain('院校名称不在教育部院校名单中：不存在的大学')
}, 180_000)

test('a rejected row: its line and reason in the summary, exit code 1; an unknown file is skipped', async () => {
  const bad = path.join(tmp, 'bad.csv')
  fs.writeFileSync(bad, [LINES_HEADER, '重庆,2031,物理类,,1101,北京大学,,,数学类,690,abc,', '浙江,2031,物理类,,0001,浙江大学,,,数学类,650,100,'].join('\n'))
  const other = path.join(tmp, 'readme.md')
  fs.writeFileSync(other, '# x')
  const run = await runImport([bad, other])
  expect(run.code).toBe(1)
  expect(run.stdout).toContain('第 2 行：最低位次（min_rank）应为 1-10000000 的整数：abc')
  expect(run.stdout).toContain('第 3 行：浙江 2031 年的科类应为 综合，不是 物理类')
  expect(run.stdout).toContain('未导入：重庆 2031 物理类、浙江 2031 物理类')
  expect(run.stdout).toContain(`文件 ${other}（已跳过）`)
}, 90_000)

test('misuse exits 2 with the usage: no path, a missing file, an unknown option', async () => {
  for (const args of [[], [path.join(tmp, 'missing.csv')], ['--fast', folder]]) {
    const run = await runImport(args)
    expect(run.code).toBe(2)
    expect(run.stderr).toContain('用法 / usage: npm run import')
  }
}, 90_000)

test('a data dir held by a running server: a clear Chinese message (stop the server, or use PostgreSQL), exit 3', async () => {
  // The lock a running server holds: DATA_DIR/pglite.lock with a live pid (this test's own).
  fs.mkdirSync(dataDir, { recursive: true })
  fs.writeFileSync(path.join(dataDir, 'pglite.lock'), String(process.pid))
  try {
    const run = await runImport([folder])
    expect(run.code).toBe(3)
    expect(run.stderr).toContain('内嵌数据库（PGlite）同一时间只允许一个进程使用')
    expect(run.stderr).toContain('请先停止服务')
    expect(run.stderr).toContain('DATABASE_URL')
    expect(run.stdout).toBe('')
  } finally {
    fs.rmSync(path.join(dataDir, 'pglite.lock'), { force: true })
  }
}, 90_000)
