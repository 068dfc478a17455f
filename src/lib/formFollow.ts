/**
 * The form follows the user (issue 27): which form 我的志愿表 shows when it opens, this device's
 * draft or the user's most recently saved form (by the server's updated_at). The rule, pure; the
 * draft keeps what it needs in stores/applicationForm.ts (docs/recommendation.md "Saved forms").
 *
 * - A draft of another user is dropped (a user never sees the one who used the device before).
 * - A draft edited on this device since it was last loaded or saved stays, however old: those
 *   edits exist nowhere else, and the saved forms stay listed below it to be opened by hand.
 * - Otherwise the newest saved form of the draft's apply mode opens when it was saved after the
 *   draft last caught up with the server (a fresh device has never caught up), so a form saved on
 *   another device arrives, and a form opened here by hand stays until a newer one is saved.
 */
import type { ApplicationForm } from '@types-contract/application'
import type { ApplyMode } from '@types-contract/edu'

/** What the device keeps beside the draft of one apply mode. */
export interface DraftSync {
  /** The user the draft belongs to; 0 while not known (a draft from before owners were kept). */
  owner: number
  /** Changed on this device since it was last loaded or saved. */
  edited: boolean
  /** The newest server updated_at the draft has caught up with (loaded, saved or opened); null: never. */
  synced: string | null
}

export interface FollowChoice {
  /** The draft is another user's: forget it (every mode) first. */
  drop: boolean
  /** The saved form to open, or null to keep the draft. */
  open: ApplicationForm | null
}

/** A known user who is not the draft's known owner. */
export function isOtherUsers(owner: number, userId: number): boolean {
  return owner !== 0 && userId !== 0 && owner !== userId
}

/** The most recently saved form of `mode` (others cannot be opened in it), by the server's updated_at. */
export function newestForm(forms: readonly ApplicationForm[], mode: ApplyMode): ApplicationForm | null {
  let newest: ApplicationForm | null = null
  for (const f of forms) if (f.mode === mode && (!newest || Date.parse(f.updated_at) > Date.parse(newest.updated_at))) newest = f
  return newest
}

export function followChoice(args: { userId: number; draft: DraftSync; forms: readonly ApplicationForm[]; mode: ApplyMode }): FollowChoice {
  const drop = isOtherUsers(args.draft.owner, args.userId)
  const newest = newestForm(args.forms, args.mode)
  if (!newest || drop) return { drop, open: newest }
  if (args.draft.edited) return { drop, open: null }
  const caughtUp = args.draft.synced !== null && Date.parse(newest.updated_at) <= Date.parse(args.draft.synced)
  return { drop, open: caughtUp ? null : newest }
}
