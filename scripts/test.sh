#!/usr/bin/env bash
# The whole test suite: typecheck, lint, the production build, unit/route tests on PGlite, the same tests
# on PostgreSQL, then the end-to-end suite in Chromium and a short crash test (SIGKILL during saves). Installs/starts
# Chromium and PostgreSQL when missing (as root with apt); otherwise says exactly what to install.
set -euo pipefail
cd "$(dirname "$0")/.."
export PATH="$PWD/node_modules/.bin:$PATH"
source scripts/lib/system-deps.sh

ensure_chromium
ensure_poppler    # pdftoppm/pdftotext for the PDF report's visual test
ensure_postgres   # exports TEST_DATABASE_URL

step() { printf '\n\033[1m== %s ==\033[0m\n' "$*"; }

step "Typecheck"
node scripts/i18n.ts
react-router typegen
tsc

step "Lint and format"
biome check .

step "Build"
# Before the unit tests: the ones that start the server use this build (scripts/lib/serve.ts builds only
# when its sources are newer), and its migrated template gives each new data directory without PGlite's initdb.
npm run build

step "Unit and route tests (PGlite)"
env -u TEST_DATABASE_URL vitest run

step "Unit and route tests (PostgreSQL)"
vitest run

step "End-to-end tests (Chromium)"
playwright test

step "Crash test (SIGKILL, nothing lost)"
# The build from the Build step; 5 cycles per database keep this step short (npm run test:crash runs 50).
BUILD_DIR=build node scripts/crash-test.ts --cycles 5 --clients 3

echo
echo "All test suites passed."
