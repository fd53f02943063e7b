#!/usr/bin/env bash
# Runs the server test suite on PostgreSQL (the default run uses SQLite). Uses TEST_DATABASE_URL
# when set (CI starts a cluster), otherwise starts a throwaway cluster for the run.
set -euo pipefail
cd "$(dirname "$0")/.."
started=""
if [ -z "${TEST_DATABASE_URL:-}" ]; then
  if ! command -v initdb >/dev/null && ! ls /usr/lib/postgresql/*/bin/initdb >/dev/null 2>&1; then
    echo "PostgreSQL is not installed: server tests ran on SQLite only." >&2
    exit 1
  fi
  eval "$(PGPORT_TEST="${PGPORT_TEST:-54331}" scripts/start-test-postgres.sh)"
  started="$TEST_POSTGRES_DIR"
fi
cleanup() {
  if [ -n "$started" ]; then
    if [ "$(id -u)" = 0 ]; then su -s /bin/bash postgres -c "pg_ctl -D $started -m immediate stop" >/dev/null 2>&1 || true
    else pg_ctl -D "$started" -m immediate stop >/dev/null 2>&1 || true; fi
    rm -rf "$started"
  fi
}
trap cleanup EXIT
echo "Server tests on PostgreSQL (${TEST_DATABASE_URL})"
TEST_DATABASE_URL="$TEST_DATABASE_URL" npx vitest run server/test
