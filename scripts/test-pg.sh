#!/usr/bin/env bash
# `npm run test:pg`: the API suite against a real PostgreSQL, a throw-away server that
# scripts/with-postgres.sh starts and removes. The exit code is jest's.
set -euo pipefail
cd "$(dirname "$0")/.."

# Each file makes its own database on the one server. Three workers as in scripts/test.sh: a worker
# waiting on the server's answer leaves its core to the others.
# Left out: the files that never use the run's database, whatever TEST_DATABASE_URL says (the embedded
# store's DATA_DIR lock, the import command's own PGlite, PGlite's on-disk persistence, settings parsing,
# the replay cache): the main run has run them already, and here they would repeat the same work.
embedded_only='test/api/(lock|import-cli|persistence|config|replay-cache|pay-config)\.test\.ts$'
exec bash scripts/with-postgres.sh npx jest --maxWorkers=3 --selectProjects api --testPathIgnorePatterns "$embedded_only" "$@"
