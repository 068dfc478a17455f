export type * from './schemas/forumCircles'

/**
 * Circles and hashtag pages of the forum (issue 19 "Topics and hashtags": circles, join or leave, a
 * feed per circle, a member count; the tag/tag pages). Constants and API paths shared by the app
 * and the server; the shapes are in types/schemas/forumCircles.ts.
 *
 * A circle is a curated group of one level (高中 or 大学) with its own feed: the posts written into
 * it. Anyone reads a circle; joining needs login, and only a member posts into a circle (a question
 * or a topic of the circle's level: NewQuestion.circle, NewTopic.circle in types/schemas/forum.ts).
 */

/** A circle's stable key in links ('gaokao-2027'): a lowercase letter, then letters, digits or '-'. */
export const CIRCLE_SLUG_PATTERN = '^[a-z][a-z0-9-]{0,39}$'

/** A circle named in a path or a post: its slug, or its id (digits). */
export const CIRCLE_REF_PATTERN = '^(?:[a-z][a-z0-9-]{0,39}|[1-9][0-9]{0,15})$'

export const FORUM_CIRCLE_PATHS = {
  /**
   * GET ?level=: the level's circles, the viewer's first (login optional). + '<ref>/' GET one circle;
   * '<ref>/posts/' GET its feed (keyset, newest first); '<ref>/join/' PUT joins, DELETE leaves
   * (login, both idempotent). <ref> is the slug or the id.
   */
  circles: '/api/forum/circles/',
  /** GET ?name=&level=: a hashtag page's head (the word and its number of published posts); its posts come from FORUM_PATHS.feed with `hashtag`. */
  tag: '/api/forum/tag/'
} as const
