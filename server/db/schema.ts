/**
 * The one database schema (drizzle pg-core), used for both PGlite and PostgreSQL.
 * Change it, then run `npm run db:generate` to add a migration under server/db/migrations.
 */
import { bigserial, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core'

export const users = pgTable('users', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  phone: text('phone').unique(),
  username: text('username'),
  /** Bumped to revoke every access token issued before (logout, phone rebind, deletion). */
  tokenVersion: integer('token_version').notNull().default(0),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow()
})

/** Small server-wide facts, e.g. `demo_seeded`. */
export const appMeta = pgTable('app_meta', {
  key: text('key').primaryKey(),
  value: jsonb('value').notNull()
})
