#!/usr/bin/env bash
# Starts a throwaway PostgreSQL cluster for the API tests and prints its DATABASE_URL on the last line.
# Usage: eval "$(scripts/ci-postgres.sh start)"  …  scripts/ci-postgres.sh stop
set -euo pipefail
PGPORT="${MATKA_PG_PORT:-55432}"
PGDATA="${MATKA_PG_DATA:-/tmp/matka-pg-$PGPORT}"
pg_bin() {
  local ctl
  ctl=$(ls /usr/lib/postgresql/*/bin/pg_ctl 2>/dev/null | sort -V | tail -n 1 || true)
  [ -n "$ctl" ] || ctl=$(command -v pg_ctl || true)
  [ -n "$ctl" ] || { echo "pg_ctl not found: apt-get install postgresql" >&2; exit 1; }
  dirname "$ctl"
}
as_postgres() {
  if [ "$(id -u)" = 0 ]; then runuser -u postgres -- "$@"; else "$@"; fi
}
case "${1:-start}" in
  start)
    BIN=$(pg_bin)
    if [ "$(id -u)" = 0 ] && ! id postgres >/dev/null 2>&1; then useradd --system --home /var/lib/postgresql postgres; fi
    if [ ! -f "$PGDATA/PG_VERSION" ]; then
      rm -rf "$PGDATA"; mkdir -p "$PGDATA"
      [ "$(id -u)" = 0 ] && chown postgres "$PGDATA"
      as_postgres "$BIN/initdb" -D "$PGDATA" -A trust -U postgres >/dev/null
    fi
    as_postgres "$BIN/pg_ctl" -D "$PGDATA" -l "$PGDATA/server.log" -w -o "-p $PGPORT -k /tmp -c listen_addresses=127.0.0.1 -c fsync=off -c max_connections=200" start >/dev/null
    echo "export DATABASE_URL=postgresql://postgres@127.0.0.1:$PGPORT/postgres"
    ;;
  stop)
    BIN=$(pg_bin)
    [ -f "$PGDATA/PG_VERSION" ] && as_postgres "$BIN/pg_ctl" -D "$PGDATA" -m fast -w stop >/dev/null || true
    ;;
esac
