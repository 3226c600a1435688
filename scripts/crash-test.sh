#!/usr/bin/env bash
# `npm run test:crash [-- --cycles N --clients N --driver pglite|postgres|both]`: builds the production
# bundle into build-crash/ (unless a build newer than the sources is there) and runs
# scripts/crash-test.ts: SIGKILL the server while clients save answers, restart, check nothing
# acknowledged was lost, on PGlite and on PostgreSQL (127.0.0.1, ports 3700–3799).
set -euo pipefail
cd "$(dirname "$0")/.."
export PATH="$PWD/node_modules/.bin:$PATH"
source scripts/lib/system-deps.sh

case " $* " in
  *" --driver pglite "* | *" --driver=pglite "*) ;;
  *) ensure_postgres ;; # exports TEST_DATABASE_URL (a role that may create the test's database)
esac

export BUILD_DIR=build-crash
if [ ! -f "$BUILD_DIR/server/index.js" ] ||
  [ -n "$(find app server package.json react-router.config.ts vite.config.ts -newer "$BUILD_DIR/server/index.js" -print -quit)" ]; then
  echo "Building into $BUILD_DIR/..."
  react-router build >/dev/null
fi
node scripts/crash-test.ts "$@"
