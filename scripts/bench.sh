#!/usr/bin/env bash
# `npm run bench`: builds the production bundle into build-bench/ (beside any running build) and
# measures it on 127.0.0.1 (ports 3600–3699) with scripts/bench/run.ts, on PGlite and PostgreSQL.
# Writes bench/results.json and bench/results.md. Targets are reported, not asserted: the exit code
# is non-zero only when a measurement could not run.
set -euo pipefail
cd "$(dirname "$0")/.."
export PATH="$PWD/node_modules/.bin:$PATH"
source scripts/lib/system-deps.sh

ensure_chromium   # exports CHROMIUM_PATH (Lighthouse's browser)
ensure_postgres   # exports TEST_DATABASE_URL (a role that may create the benchmark's database)

# As `npm run serve`: two glibc memory arenas (sharp's peak RSS halves; see README, Production).
export MALLOC_ARENA_MAX=2
export BUILD_DIR=build-bench
react-router build >/dev/null
node --liftoff-only scripts/db-template.ts build-bench/server >/dev/null
node scripts/bench/run.ts
