/**
 * `npm run staff -- <phone> [--revoke]`: makes the account of a phone staff (users.is_staff; the
 * account is made when the phone has none, as STAFF_PHONES does at start-up: services/users.ts
 * grantStaffPhones), or with --revoke takes the flag away. The console (/admin/) lets that phone in
 * at its next request: the flag is read on every one.
 *
 * Uses the server's configuration (DATA_DIR or DATABASE_URL). With PostgreSQL it works while the
 * server runs; the embedded PGlite allows one process, so with a running server it says so and
 * exits 3 (a staff member can grant staff in the console's 用户 page instead).
 * Exit codes: 0 done, 1 --revoke of a phone without an account, 2 misuse, 3 the database could not be opened.
 */
import type { Database } from '../server/db/open'
import { revokeStaffPhone } from '../server/services/admin/users'
import { findByPhone, grantStaffPhones } from '../server/services/users'
import { isMobile } from '../core/phone'
import { openCliDatabase } from './lib/cliDatabase'

const USAGE = `用法 / usage: npm run staff -- <手机号> [--revoke]
  设为管理员（该手机号没有账号时先创建账号，用该手机号验证码登录 /admin/ 即可）；--revoke 撤销管理员。
  数据库：DATA_DIR（内嵌 PGlite，须先停止服务）或 DATABASE_URL（PostgreSQL，服务运行时也可执行）。`

const LOCKED_HELP =
  '操作失败：内嵌数据库（PGlite）同一时间只允许一个进程使用，而服务正在运行。\n' +
  '请先停止服务（在运行 npm start 的终端按 Ctrl+C），再执行本命令，完成后重新 npm start；\n' +
  '或由已有的管理员在管理后台（/admin/）的「用户」页面授予或撤销管理员；\n' +
  '或改用 PostgreSQL（设置 DATABASE_URL），服务运行时也可执行。'

function parseArgs(argv: string[]): { phone: string; revoke: boolean } | string {
  let phone: string | undefined
  let revoke = false
  for (const arg of argv) {
    if (arg === '--revoke') revoke = true
    else if (arg === '-h' || arg === '--help') return ''
    else if (arg.startsWith('-')) return `未知选项 / unknown option: ${arg}`
    else if (phone !== undefined) return '只能指定一个手机号 / one phone only'
    else phone = arg.trim()
  }
  if (phone === undefined) return '缺少手机号 / a phone is needed'
  if (!isMobile(phone)) return `手机号格式不正确（11 位，以 13-19 开头）：${phone}`
  return { phone, revoke }
}

async function run(database: Database, phone: string, revoke: boolean): Promise<number> {
  if (revoke) {
    const outcome = await revokeStaffPhone(database.db, phone)
    if (outcome === 'no_account') {
      console.error(`手机号 ${phone} 没有账号，无需撤销。`)
      return 1
    }
    console.log(outcome === 'revoked' ? `已撤销 ${phone} 的管理员权限。` : `${phone} 本来就不是管理员，未作改动。`)
    return 0
  }
  const before = await findByPhone(database.db, phone)
  await grantStaffPhones(database.db, [phone])
  if (!before) console.log(`已为 ${phone} 创建账号并设为管理员；用该手机号验证码登录 /admin/ 即可。`)
  else console.log(before.isStaff ? `${phone} 已经是管理员，未作改动。` : `已将 ${phone}（${before.username ?? ''}）设为管理员。`)
  return 0
}

async function main(): Promise<number> {
  const args = parseArgs(process.argv.slice(2))
  if (typeof args === 'string') {
    if (!args) {
      console.log(USAGE)
      return 0
    }
    console.error(`${args}\n\n${USAGE}`)
    return 2
  }
  const database = await openCliDatabase(LOCKED_HELP)
  if (!database) return 3
  try {
    await database.migrate()
    return await run(database, args.phone, args.revoke)
  } finally {
    await database.close()
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error)
    process.exit(1)
  }
)
