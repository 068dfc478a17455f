#!/usr/bin/env bash
# scripts/with-postgres.sh <command...>: runs the command beside a throw-away PostgreSQL server from
# Debian's packages (installed with apt-get when missing), on 127.0.0.1 at a free port, with trust
# auth and fsync off, in a temp dir; always stops and removes it on exit. The server's URL is in
# TEST_DATABASE_URL (the API suite, scripts/test-pg.sh) and PG_SERVER_URL (bench/load.ts --pg makes
# its own database there). Works unattended as root on a fresh Debian machine (CI); the exit code
# is the command's.
set -euo pipefail
cd "$(dirname "$0")/.."

find_pg_bin() {
  local dir
  for dir in $(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V -r); do
    [ -x "$dir/initdb" ] && [ -x "$dir/pg_ctl" ] && { echo "$dir"; return; }
  done
  command -v initdb >/dev/null 2>&1 && command -v pg_ctl >/dev/null 2>&1 && dirname "$(command -v initdb)"
  return 0
}

PG_BIN="$(find_pg_bin)"
if [ -z "$PG_BIN" ]; then
  echo "with-postgres: PostgreSQL not found, installing it with apt-get" >&2
  export DEBIAN_FRONTEND=noninteractive
  apt-get update -q
  apt-get install -y -q postgresql
  PG_BIN="$(find_pg_bin)"
fi
[ -n "$PG_BIN" ] || { echo "with-postgres: initdb/pg_ctl not found" >&2; exit 1; }

# initdb refuses to run as root: run the server as the postgres OS user then.
if [ "$(id -u)" = 0 ]; then
  id postgres >/dev/null 2>&1 || useradd --system --no-create-home --shell /usr/sbin/nologin postgres
  as_pg() { runuser -u postgres -- "$@"; }
else
  as_pg() { "$@"; }
fi

PG_DIR="$(mktemp -d /tmp/gaokao-pg.XXXXXX)"
PORT="$(node -e "const s=require('net').createServer().listen(0,'127.0.0.1',()=>{console.log(s.address().port);s.close()})")"
if [ "$(id -u)" = 0 ]; then chown postgres "$PG_DIR"; fi

cleanup() {
  as_pg "$PG_BIN/pg_ctl" -D "$PG_DIR/data" -m fast -w stop >/dev/null 2>&1 || true
  rm -rf "$PG_DIR"
}
trap cleanup EXIT

as_pg "$PG_BIN/initdb" -D "$PG_DIR/data" -U postgres --auth=trust --encoding=UTF8 --locale=C >"$PG_DIR/initdb.log" 2>&1 ||
  { cat "$PG_DIR/initdb.log" >&2; exit 1; }
as_pg "$PG_BIN/pg_ctl" -D "$PG_DIR/data" -l "$PG_DIR/server.log" -w -t 60 \
  -o "-h 127.0.0.1 -p $PORT -k $PG_DIR -c fsync=off -c full_page_writes=off" start >/dev/null ||
  { cat "$PG_DIR/server.log" >&2; exit 1; }

export TEST_DATABASE_URL="postgres://postgres@127.0.0.1:$PORT/postgres"
export PG_SERVER_URL="$TEST_DATABASE_URL"
echo "with-postgres: $("$PG_BIN/pg_ctl" --version) on 127.0.0.1:$PORT" >&2

status=0
"$@" || status=$?
exit "$status"
