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
# - V8's young generation: 8 MB semi-spaces on the embedded database (a third of 2 MB's scavenging
#   time for a run of saves), 16 MB with PostgreSQL (fewer scavenges per answer save, ~15 % less CPU).
# - --heap-growing-percent=100 on the embedded database: after a full collection V8 lets the old
#   generation grow to twice what survived it, not four times (its default on a machine with this much
#   memory). Under the bench's mixed load the peak RSS went from ~510 to ~360 MB, as fast as before.
# - --liftoff-only on the embedded database: PGlite's WebAssembly stays in V8's baseline code, which
#   keeps the first seconds' peak near 290 MB instead of ~780 MB (both are V8 flags: check them when Node changes).
# - --expose-gc: once requests stop, server/rest-collector.ts has V8 collect and shrink the heap, which
#   V8 alone does not do after a load (RSS 15 s after the bench's saves: 313-329 MB without, 241-252 MB with).
# - NODE_COMPILE_CACHE: V8 keeps the compiled code of the server's modules on disk between starts
#   (checked against each file's content), so a restart does not compile them again: a start on an
#   existing data directory took 1.73-2.05 s without and 1.36-1.53 s with it (docs/performance.md).
root=$(CDPATH='' cd -- "$(dirname -- "$0")/.." && pwd)
node="$root/node_modules/.bin/node"
if [ ! -x "$node" ]; then
  echo "The project's Node is missing ($node): run 'npm ci' first." >&2
  exit 1
fi
embedded=
case "${DATABASE_URL:-}" in
  postgres://* | postgresql://*) semi_space_mb=16 ;;
  *) semi_space_mb=8; embedded="--liftoff-only --heap-growing-percent=100" ;;
esac
cd "$root" || exit 1
export NODE_COMPILE_CACHE="${NODE_COMPILE_CACHE:-${TMPDIR:-/tmp}/holistic-omega-compile-cache}"
NODE_ENV=production MALLOC_ARENA_MAX=2 exec "$node" --expose-gc --max-semi-space-size="$semi_space_mb" $embedded server/cluster.ts
