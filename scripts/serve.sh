#!/bin/sh
# The production server, as `npm run serve` and `npm start` run it (and the bench's servers): Node with
# two memory settings, replaced by node itself (exec), so a process manager's signals reach the server.
# - MALLOC_ARENA_MAX=2: with glibc's default of one memory arena per thread, processing a 24-megapixel
#   photo peaked ~380 MB above the server's resting size; with two arenas ~180 MB.
# - V8's young generation: 2 MB semi-spaces on the embedded database, where the footprint target binds
#   (V8's default grew that server by ~200 MB under load; 2 MB keeps it near 300 MB at the same throughput).
#   With PostgreSQL the database is another process and the server rests near 145 MB either way; there
#   16 MB semi-spaces cut an answer save's scavenges from ~40 to ~5 per thousand saves and its CPU by
#   ~15 % (docs/performance.md, seventh round).
# - --liftoff-only on the embedded database: V8 keeps PGlite's WebAssembly in its baseline code and never
#   optimises it, whose compilation took the process to a peak of ~780 MB in its first seconds (a 1 GB
#   VPS's whole memory, nearly). The peak is now ~290 MB, for ~5-10 % more time in the database's work
#   (docs/performance.md, eighth round). A V8 flag: check it still exists when Node is upgraded (node
#   stops with "bad option" if not).
case "${DATABASE_URL:-}" in
  postgres://* | postgresql://*) semi_space_mb=16 ;;
  *) semi_space_mb=2; wasm=--liftoff-only ;;
esac
NODE_ENV=production MALLOC_ARENA_MAX=2 exec "${NODE:-node}" --max-semi-space-size="$semi_space_mb" ${wasm:-} server/index.ts
