import { defineConfig } from 'drizzle-kit'

// `npm run db:generate` writes SQL migrations here; the server applies them at start-up.
export default defineConfig({
  dialect: 'postgresql',
  schema: './server/db/schema.ts',
  out: './server/db/migrations'
})
