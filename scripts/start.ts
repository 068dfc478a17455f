/**
 * npm start: builds the H5 app when it is missing or stale, then runs the server
 * (embedded database, migrations, demo seed on an empty database) at http://localhost:8080/h5/.
 */
import { ensureBuild } from './lib/ensureBuild'

try {
  ensureBuild({ platform: 'h5' })
} catch (err) {
  console.error((err as Error).message)
  process.exit(1)
}
import('../server/main')
