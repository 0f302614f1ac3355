#!/usr/bin/env bash
# Starts a throwaway PostgreSQL cluster on loopback for the integration tests and prints its URL.
# Usage: scripts/postgres-test-server.sh [port]   (stop it with: pg_ctl -D "$PGDATA_DIR" stop)
set -euo pipefail
port="${1:-54329}"
bin="$(ls -d /usr/lib/postgresql/*/bin | sort -V | tail -n 1)"
dir="${PGDATA_DIR:-/tmp/expo-site-pg}"
run_as=()
if [ "$(id -u)" = 0 ]; then run_as=(runuser -u postgres --); fi
if [ ! -f "$dir/PG_VERSION" ]; then
  mkdir -p "$dir"
  [ "$(id -u)" = 0 ] && chown postgres:postgres "$dir"
  "${run_as[@]}" "$bin/initdb" -D "$dir" -U postgres --auth=trust -E UTF8 --locale=C.UTF-8 >/dev/null
fi
if ! "${run_as[@]}" "$bin/pg_ctl" -D "$dir" status >/dev/null 2>&1; then
  "${run_as[@]}" "$bin/pg_ctl" -D "$dir" -l "$dir/server.log" -w \
    -o "-c listen_addresses=127.0.0.1 -c port=$port -c unix_socket_directories=$dir -c fsync=off -c max_connections=200" start >/dev/null
fi
echo "postgres://postgres@127.0.0.1:$port/postgres"
