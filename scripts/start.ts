/**
 * npm start: builds the H5 app and the operator console when missing or stale, then runs the server
 * (embedded database, migrations, demo seed on an empty database) at http://localhost:8080/h5/
 * (the console at /admin/). It is the demo command: without STAFF_PHONES, the demo operator
 * DEMO_STAFF_PHONE may sign in to the console (docs/admin.md); a deployment sets its own list.
 */
import { ensureBuild } from './lib/ensureBuild'

const DEMO_STAFF_PHONE = '13800000000'

try {
  ensureBuild({ platform: 'h5' })
  ensureBuild({ platform: 'admin' })
} catch (err) {
  console.error((err as Error).message)
  process.exit(1)
}
if (!process.env.STAFF_PHONES) {
  process.env.STAFF_PHONES = DEMO_STAFF_PHONE
  console.log(`运营后台 http://localhost:${process.env.PORT ?? 8080}/admin/ 的演示工作人员手机号：${DEMO_STAFF_PHONE}（设置 STAFF_PHONES 以替换）`)
}
import('../server/main')
