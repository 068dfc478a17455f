import type { ForumLevel } from '@types-contract/forum'
import { levelOfIdentity } from '@/lib/composeForm'
import { parseForumPrefs } from '@/lib/forumPrefs'
import { STORAGE_KEYS, storage } from '@/platform/storage'
import { userStore } from '@/stores'

/** The level a forum page reads when its address names none: the welcome page's choice, else the user's identity's. */
export function readerLevel(): ForumLevel {
  return parseForumPrefs(storage.get(STORAGE_KEYS.forumPrefs))?.level ?? levelOfIdentity(userStore.data.identity)
}
