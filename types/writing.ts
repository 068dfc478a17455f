export type * from './schemas/writing'

/**
 * Writing and the daily study check-in (issue 24, docs/writing.md). An essay space: prompts (our
 * own demo prompts, labelled 示例数据), drafts saved as the user types (on the device at once, on
 * the server a moment later, guarded by a revision so an older save never overwrites a newer one)
 * and the gaokao word count (core/essayWords.ts). The check-in: once per China day, with minutes
 * and a note, streaks counted from the days (core/studyCheckin.ts), and a task of the task centre.
 */

/** The prompts' kinds, in the list's order. */
export const ESSAY_GENRES = ['argument', 'narrative', 'material'] as const
export type EssayGenre = (typeof ESSAY_GENRES)[number]
export const ESSAY_GENRE_NAMES: Record<EssayGenre, string> = { argument: '议论文', narrative: '记叙文', material: '材料作文' }

export const ESSAY_LIMITS = {
  /** A draft's title, in characters. */
  titleMax: 50,
  /** A draft's body, in characters (UTF-16 units, as the text field counts). */
  bodyMax: 20000,
  /** Drafts one account keeps on the server. */
  draftsMax: 100,
  /** The word count a free essay aims at (a prompt states its own). */
  defaultTarget: 800,
  /** The drafts list's excerpt, in characters. */
  excerptMax: 60
} as const

export const WRITING_PATHS = {
  /**
   * GET EssayPromptQuery (?genre=&page=&page_size=) → Page(EssayPromptCard), open to visitors.
   * + '<id>/' GET → EssayPrompt (404 题目不存在).
   */
  prompts: '/api/edu/writing/prompts/',
  /**
   * Login. GET PAGE_QUERY → Page(EssayDraftSummary), the caller's own, last edited first.
   * POST EssayDraftCreate → 201 EssayDraft (revision 1); 422 at ESSAY_LIMITS.draftsMax.
   * + '<id>/' GET → EssayDraft; PUT EssayDraftUpdate → EssayDraft (revision + 1), 409 when the
   *   revision it was based on is not the server's (a newer save won); DELETE → DetailResponse.
   *   Another user's draft: 404 草稿不存在.
   */
  drafts: '/api/edu/writing/drafts/'
} as const

export const CHECKIN_LIMITS = {
  /** Minutes studied, optional (0: not said). */
  minutesMax: 720,
  /** The note, in characters. */
  noteMax: 100,
  /** The coins the check-in's task grants (core/personalTasks.ts TASKS study_checkin). */
  coins: 5
} as const

export const CHECKIN_PATHS = {
  /**
   * Login. GET CheckinQuery (?month=YYYY-MM, default this China month) → CheckinStatus: today's
   * state, the streaks and the month's checked days.
   * POST CheckinCreate → 201 CheckedIn; 422 今天已经打卡了 when today is checked in already.
   */
  checkin: '/api/edu/checkin/'
} as const
