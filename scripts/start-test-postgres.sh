#!/usr/bin/env bash
# Starts a throwaway PostgreSQL cluster for the server tests and prints its URL.
# initdb refuses to run as root, so the cluster belongs to the postgres user.
# Usage: eval "$(scripts/start-test-postgres.sh)"   → exports TEST_DATABASE_URL
set -euo pipefail
port="${PGPORT_TEST:-54329}"
dir="$(mktemp -d /tmp/signing-pg.XXXXXX)"
bindir="$(dirname "$(command -v initdb || ls /usr/lib/postgresql/*/bin/initdb | tail -1)")"
run() { if [ "$(id -u)" = 0 ]; then su -s /bin/bash postgres -c "$*"; else bash -c "$*"; fi; }
[ "$(id -u)" = 0 ] && chown postgres "$dir"
run "$bindir/initdb -D $dir -A trust -U postgres" >/dev/null
run "$bindir/pg_ctl -D $dir -l $dir/log -w -o \"-p $port -k $dir -c listen_addresses=127.0.0.1 -c fsync=off\" start" >/dev/null
echo "export TEST_DATABASE_URL=postgres://postgres@127.0.0.1:$port/postgres"
echo "export TEST_POSTGRES_DIR=$dir"
