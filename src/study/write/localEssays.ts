/**
 * The device's essay drafts (lib/essayDraft.ts rules) through the storage adapter: one list per
 * owner, written at every keystroke. A guest's drafts move into the account's list at the first
 * visit after login (then saved to the server as new drafts).
 */
import { storage } from '@/platform/storage'
import { adoptGuestEssays, essayStorageKey, putLocalEssay, readLocalEssays, removeLocalEssay, type LocalEssay } from '@/lib/essayDraft'

export function localEssays(userId: number | null): LocalEssay[] {
  const own = readLocalEssays(storage.get<unknown>(essayStorageKey(userId)))
  if (userId === null) return own
  const guest = readLocalEssays(storage.get<unknown>(essayStorageKey(null)))
  if (guest.length === 0) return own
  const merged = adoptGuestEssays(guest).reduce(putLocalEssay, own)
  storage.set(essayStorageKey(userId), merged)
  storage.remove(essayStorageKey(null))
  return merged
}

export function keepLocalEssay(userId: number | null, essay: LocalEssay): void {
  storage.set(essayStorageKey(userId), putLocalEssay(readLocalEssays(storage.get<unknown>(essayStorageKey(userId))), essay))
}

export function dropLocalEssay(userId: number | null, key: string): void {
  storage.set(essayStorageKey(userId), removeLocalEssay(readLocalEssays(storage.get<unknown>(essayStorageKey(userId))), key))
}
