#!/bin/sh
# The compose `backup` service (it runs in the postgres image, whose pg_dump matches the server):
# a custom-format dump every BACKUP_INTERVAL_HOURS, written under a temporary name and renamed only
# when complete, so a half-written file never looks like a backup; dumps older than
# BACKUP_KEEP_DAYS are deleted. BACKUP_ONCE=1 makes one dump and exits (a manual run, the test).
set -eu
: "${PGHOST:=db}" "${PGUSER:=carcare}" "${PGDATABASE:=carcare}"
: "${BACKUP_DIR:=/backups}" "${BACKUP_INTERVAL_HOURS:=24}" "${BACKUP_KEEP_DAYS:=14}"
export PGHOST PGUSER PGDATABASE
# The password as a file (a Docker secret), never on pg_dump's command line.
if [ -n "${PGPASSWORD_FILE:-}" ]; then PGPASSWORD="$(cat "$PGPASSWORD_FILE")"; export PGPASSWORD; fi
mkdir -p "$BACKUP_DIR"

backup() {
  file="$BACKUP_DIR/carcare-$(date -u +%Y%m%dT%H%M%SZ).dump"
  if pg_dump --format=custom --file "$file.partial"; then
    mv "$file.partial" "$file"
    echo "backup: wrote $file ($(wc -c < "$file") bytes)"
  else
    rm -f "$file.partial"
    echo "backup: pg_dump of $PGDATABASE on $PGHOST failed" >&2
    return 1
  fi
  find "$BACKUP_DIR" -name 'carcare-*.dump' -mtime +"$BACKUP_KEEP_DAYS" -print -delete | sed 's/^/backup: deleted /'
}

if [ "${BACKUP_ONCE:-0}" = 1 ]; then
  backup
  exit
fi
while :; do
  # A failed dump is logged and tried again at the next interval; the service keeps running.
  backup || true
  sleep $((BACKUP_INTERVAL_HOURS * 3600))
done
