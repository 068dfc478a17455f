export type * from './schemas/compose'

/**
 * The forum composer's contract (issue 19: personal/postTopic asks a question or posts a topic).
 * Posting itself uses FORUM_PATHS.questions and FORUM_PATHS.topics (types/forum.ts); this family
 * adds what the composer suggests: the hashtags people use now.
 */
export const COMPOSE_PATHS = {
  /** GET ?level= → the level's popular hashtags (login optional). */
  hashtags: '/api/forum/hashtags/'
} as const

/**
 * Popular hashtags: counted over the level's latest `recentPosts` published posts (an index scan of
 * (level, status, id desc), bounded whatever the forum's size), the `max` most used.
 */
export const POPULAR_HASHTAGS = {
  recentPosts: 1000,
  max: 20
} as const

/** Where a finished upload is served (server/routes/storage: GET <this><key>); posts answer these URLs too. */
export const UPLOADED_FILE_PATH = '/api/storage/file/'
