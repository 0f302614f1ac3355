#!/usr/bin/env bash
# Until the first release, the schema lives in one "initial" migration per dialect: this rebuilds
# both from the content model. After a release, add migrations with `npx payload migrate:create`.
set -euo pipefail
cd "$(dirname "$0")/.."
rm -rf src/migrations/sqlite src/migrations/postgres
mkdir -p src/migrations/sqlite src/migrations/postgres
npx payload generate:types
npx payload generate:importmap
tmp="$(mktemp -d)"
DATABASE_URL="file:$tmp/schema.db" DATA_DIR="$tmp" npx payload migrate:create initial
pg="$(scripts/postgres-test-server.sh)"
db="schema_$$"
psql "$pg" -qc "create database $db"
DATABASE_URL="${pg%/*}/$db" DATA_DIR="$tmp" npx payload migrate:create initial
psql "$pg" -qc "drop database $db"
rm -rf "$tmp"
