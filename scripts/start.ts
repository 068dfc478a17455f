/**
 * npm start: builds the H5 app and the operator console when missing or stale, then runs the server
 * (embedded database, migrations, demo seed on an empty database) at http://localhost:8080/h5/
 * (the console at /admin/).
 */
import { ensureBuild } from './lib/ensureBuild'

try {
  ensureBuild({ platform: 'h5' })
  ensureBuild({ platform: 'admin' })
} catch (err) {
  console.error((err as Error).message)
  process.exit(1)
}
import('../server/main')
