#!/bin/sh
# The production server, as `npm start`, `npm run serve`, the tests and the bench run it: the project's
# own Node 24 with the memory settings below, replaced by node itself (exec), so a process manager's
# signals reach the server.
#
# Which Node: the project's (node_modules/.bin/node, the `node` devDependency), never `$NODE`: npm sets
# NODE to the Node that runs npm itself (the machine's, v20 on a fresh Debian), which cannot run
# server/index.ts. The newcomer smoke in .ci/run fails if this script runs another Node.
#
# The settings (measured in docs/performance.md):
# - MALLOC_ARENA_MAX=2: fewer glibc memory arenas, ~200 MB less peak while processing a large photo.
# - V8's young generation: 2 MB semi-spaces on the embedded database (keeps the process near 300 MB),
#   16 MB with PostgreSQL (fewer scavenges per answer save, ~15 % less CPU).
# - --liftoff-only on the embedded database: PGlite's WebAssembly stays in V8's baseline code, which
#   keeps the first seconds' peak near 290 MB instead of ~780 MB (a V8 flag: check it when Node changes).
root=$(CDPATH='' cd -- "$(dirname -- "$0")/.." && pwd)
node="$root/node_modules/.bin/node"
if [ ! -x "$node" ]; then
  echo "The project's Node is missing ($node): run 'npm ci' first." >&2
  exit 1
fi
case "${DATABASE_URL:-}" in
  postgres://* | postgresql://*) semi_space_mb=16 ;;
  *) semi_space_mb=2; wasm=--liftoff-only ;;
esac
cd "$root" || exit 1
NODE_ENV=production MALLOC_ARENA_MAX=2 exec "$node" --max-semi-space-size="$semi_space_mb" ${wasm:-} server/cluster.ts
