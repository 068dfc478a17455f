/**
 * The database of a command-line tool (npm run import, npm run staff): opened from the same
 * configuration as the server, with one clear message when it cannot be (exit code 3): the embedded
 * database is held by a running server (`lockedHelp` says what to do instead), or the start-up
 * checks refused it.
 */
import { loadConfig } from '../../server/config'
import { DataDirLockedError } from '../../server/db/lock'
import { openDatabase, type Database } from '../../server/db/open'
import { StartupError } from '../../server/errors'

/** The opened database, or null after printing why it could not be opened. */
export async function openCliDatabase(lockedHelp: string): Promise<Database | null> {
  try {
    return await openDatabase(loadConfig())
  } catch (error) {
    if (error instanceof DataDirLockedError) console.error(`${lockedHelp}\n${error.message}`)
    else if (error instanceof StartupError) console.error(error.message)
    else throw error
    return null
  }
}
