/** Defined by scripts/build-admin.ts (esbuild `define`); absent under tsc and jest. Read it through env.ts. */
declare const __ADMIN_ENV__: { signKeys: string[]; apiPrefix: string } | undefined
