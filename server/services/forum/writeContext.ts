/**
 * What every forum write needs besides its input (posts.ts WriteContext): the URL prefix, the clock,
 * and the sensitive-word list staff edit (services/admin/sensitiveWords.ts), kept in memory where this
 * process alone uses the database (wordCache.ts).
 */
import type { Config } from '../../config'
import type { Database } from '../../db/open'
import { currentSensitiveWords } from '../admin/sensitiveWords'
import type { WriteContext } from './posts'
import { sensitiveWordsOf } from './wordCache'

export function writeContextOf(
  database: Pick<Database, 'db' | 'kind'>,
  config: Pick<Config, 'apiPrefix' | 'forumSensitiveWords'>,
  clock: () => number
): () => Promise<WriteContext> {
  const { db, kind } = database
  return async () => {
    const now = clock()
    const sensitiveWords = await sensitiveWordsOf(db, kind === 'pglite', () => currentSensitiveWords(db, config.forumSensitiveWords, new Date(now)))
    return { apiPrefix: config.apiPrefix, now, sensitiveWords }
  }
}
