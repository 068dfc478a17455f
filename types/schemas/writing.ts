/**
 * Writing and check-in schemas (issue 24). Constants, paths and the story: types/writing.ts.
 */
import { MONTH_PATTERN } from '../personalTasks'
import { CHECKIN_LIMITS, ESSAY_GENRES, ESSAY_LIMITS } from '../writing'
import { Id, Int, Nullable, Obj, PAGE_QUERY, StringEnum, Type, type Static } from '../schema'

export const EssayGenreSchema = StringEnum(ESSAY_GENRES)

export const EssayPromptQuery = Obj({ genre: Type.Optional(EssayGenreSchema), ...PAGE_QUERY })
export type EssayPromptQuery = Static<typeof EssayPromptQuery>

export const WritingIdParams = Obj({ id: Id() })
export type WritingIdParams = Static<typeof WritingIdParams>

/** A prompt as the list shows it: the start of its text. */
export const EssayPromptCard = Obj({
  id: Int(),
  title: Type.String(),
  genre: EssayGenreSchema,
  genre_name: Type.String(),
  excerpt: Type.String(),
  target_words: Int(),
  /** Our own demo prompts: shown with 示例数据. */
  is_demo: Type.Boolean()
})
export type EssayPromptCard = Static<typeof EssayPromptCard>

export const EssayPrompt = Obj({
  id: Int(),
  title: Type.String(),
  genre: EssayGenreSchema,
  genre_name: Type.String(),
  /** The whole prompt (material and requirements), paragraphs split by '\n'. */
  body: Type.String(),
  target_words: Int(),
  is_demo: Type.Boolean()
})
export type EssayPrompt = Static<typeof EssayPrompt>

/** A new draft: on a prompt or free (prompt_id null or absent). */
export const EssayDraftCreate = Obj({
  prompt_id: Type.Optional(Nullable(Id())),
  title: Type.String({ maxLength: ESSAY_LIMITS.titleMax }),
  body: Type.String({ maxLength: ESSAY_LIMITS.bodyMax })
})
export type EssayDraftCreate = Static<typeof EssayDraftCreate>

/** A save: the text and the revision it was based on (the one the app last had from the server). */
export const EssayDraftUpdate = Obj({
  title: Type.String({ maxLength: ESSAY_LIMITS.titleMax }),
  body: Type.String({ maxLength: ESSAY_LIMITS.bodyMax }),
  // The column is an integer and a save stores revision + 1.
  revision: Int({ minimum: 1, maximum: 2_147_483_646 })
})
export type EssayDraftUpdate = Static<typeof EssayDraftUpdate>

export const EssayDraft = Obj({
  id: Int(),
  prompt_id: Nullable(Int()),
  /** The prompt's title (null: free writing, or the prompt was removed). */
  prompt_title: Nullable(Type.String()),
  /** The word count the draft aims at: its prompt's, else ESSAY_LIMITS.defaultTarget. */
  target_words: Int(),
  title: Type.String(),
  body: Type.String(),
  /** core/essayWords.ts essayWordCount of the body. */
  word_count: Int(),
  /** 1 when created, one more at each save. */
  revision: Int(),
  created_at: Type.String(),
  updated_at: Type.String()
})
export type EssayDraft = Static<typeof EssayDraft>

/** A draft in 我的草稿: its title, the start of its text, its count. */
export const EssayDraftSummary = Obj({
  id: Int(),
  prompt_id: Nullable(Int()),
  prompt_title: Nullable(Type.String()),
  target_words: Int(),
  title: Type.String(),
  excerpt: Type.String(),
  word_count: Int(),
  revision: Int(),
  updated_at: Type.String()
})
export type EssayDraftSummary = Static<typeof EssayDraftSummary>

export const CheckinQuery = Obj({ month: Type.Optional(Type.String({ pattern: MONTH_PATTERN })) })
export type CheckinQuery = Static<typeof CheckinQuery>

export const CheckinCreate = Obj({
  minutes: Type.Optional(Int({ minimum: 0, maximum: CHECKIN_LIMITS.minutesMax })),
  note: Type.Optional(Type.String({ maxLength: CHECKIN_LIMITS.noteMax }))
})
export type CheckinCreate = Static<typeof CheckinCreate>

export const CheckinDay = Obj({
  /** 'YYYY-MM-DD', China's date. */
  date: Type.String(),
  minutes: Int(),
  note: Type.String()
})
export type CheckinDay = Static<typeof CheckinDay>

export const CheckinStatus = Obj({
  /** China's date today, 'YYYY-MM-DD'. */
  today: Type.String(),
  /** Today's check-in, null before it. */
  today_entry: Nullable(CheckinDay),
  /** Consecutive days up to today (or yesterday, while today is not checked in yet); 0 when broken. */
  streak: Int(),
  longest_streak: Int(),
  total_days: Int(),
  /** The coins today's check-in grants (its task). */
  coins: Int(),
  /** 'YYYY-MM' */
  month: Type.String(),
  /** The month's check-ins, oldest first. */
  days: Type.Array(CheckinDay)
})
export type CheckinStatus = Static<typeof CheckinStatus>

export const CheckedIn = Obj({
  entry: CheckinDay,
  streak: Int(),
  longest_streak: Int(),
  total_days: Int(),
  /** Coins its task granted now (0 when granted before). */
  coins: Int(),
  num_coins: Int()
})
export type CheckedIn = Static<typeof CheckedIn>
