#!/usr/bin/env bash
# After a change to the content model: one new migration per SQL dialect, named $1, from the
# difference between the model and each dialect's latest migration snapshot.
set -euo pipefail
cd "$(dirname "$0")/.."
name="${1:?usage: scripts/create-migrations.sh <name>}"
npx payload generate:types
npx payload generate:importmap
tmp="$(mktemp -d)"
DATABASE_URL="file:$tmp/schema.db" DATA_DIR="$tmp" npx payload migrate:create "$name" --skip-empty
pg="${TEST_DATABASE_URL:-$(scripts/postgres-test-server.sh)}"
db="schema_$$"
psql "$pg" -qc "create database $db"
trap 'psql "$pg" -qc "drop database if exists $db" >/dev/null; rm -rf "$tmp"' EXIT
DATABASE_URL="${pg%/*}/$db" DATA_DIR="$tmp" PUBLIC_URL="${PUBLIC_URL:-http://localhost:3000}" npx payload migrate:create "$name" --skip-empty
