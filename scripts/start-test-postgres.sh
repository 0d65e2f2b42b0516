#!/usr/bin/env bash
# Starts a throwaway PostgreSQL 15 (Debian's package) for the API tests and prints DATABASE_URL.
# Idempotent: when the server on $PGPORT already answers, it only prints the URL.
# `start-test-postgres.sh stop` stops the server of $PGPORT (or $PG_TEST_DIR) if it runs.
# Works as root: the cluster is owned by the `postgres` system user.
set -euo pipefail

PGPORT="${PGPORT:-55432}"
PGBIN="${PGBIN:-/usr/lib/postgresql/15/bin}"
BASE="${PG_TEST_DIR:-/tmp/carcare-test-postgres-${PGPORT}}"
DATA="$BASE/data"
SOCKETS="$BASE/sockets"
LOG="$BASE/postgres.log"
URL="postgres://postgres@127.0.0.1:${PGPORT}/postgres"

if [ ! -x "$PGBIN/pg_ctl" ]; then
  echo "PostgreSQL 15 binaries not found in $PGBIN (apt-get install -y postgresql)" >&2
  exit 1
fi

# Run a command as the postgres user (directly when we already are that user).
as_postgres() {
  if [ "$(id -un)" = "postgres" ]; then
    "$@"
  elif [ "$(id -u)" = "0" ]; then
    if command -v runuser >/dev/null 2>&1; then runuser -u postgres -- "$@"; else su postgres -s /bin/sh -c "$(printf '%q ' "$@")"; fi
  else
    echo "Run as root or as the postgres user" >&2
    exit 1
  fi
}

if [ "${1:-}" = "stop" ]; then
  if [ -f "$DATA/postmaster.pid" ]; then as_postgres "$PGBIN/pg_ctl" -D "$DATA" stop -m fast >/dev/null; fi
  exit 0
fi

if "$PGBIN/pg_isready" -h 127.0.0.1 -p "$PGPORT" -q 2>/dev/null; then
  echo "DATABASE_URL=$URL"
  exit 0
fi

mkdir -p "$BASE"
if [ "$(id -u)" = "0" ]; then chown postgres:postgres "$BASE"; fi

if [ ! -f "$DATA/PG_VERSION" ]; then
  as_postgres mkdir -p "$DATA" "$SOCKETS"
  as_postgres "$PGBIN/initdb" -D "$DATA" -U postgres --auth=trust --encoding=UTF8 --no-locale >/dev/null
fi
as_postgres mkdir -p "$SOCKETS"

as_postgres "$PGBIN/pg_ctl" -D "$DATA" -l "$LOG" -w -t 30 \
  -o "-c listen_addresses=127.0.0.1 -c port=${PGPORT} -c unix_socket_directories=${SOCKETS} -c fsync=off -c synchronous_commit=off -c full_page_writes=off" \
  start >/dev/null

for _ in $(seq 1 30); do
  if "$PGBIN/pg_isready" -h 127.0.0.1 -p "$PGPORT" -q; then
    echo "DATABASE_URL=$URL"
    exit 0
  fi
  sleep 1
done
echo "PostgreSQL did not become ready; see $LOG" >&2
exit 1
