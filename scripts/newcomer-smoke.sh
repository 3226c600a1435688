#!/usr/bin/env bash
# The newcomer smoke (.ci/run's last step): what a new owner does with the README on a fresh machine.
# In a clean clone of this commit, with the caller's PATH as it is (the machine's own Node first, v20 on
# our machines), it runs the README's run command exactly as written, waits for /healthz, reads three
# pages, stops the server by its PID, creates the owner with the README's command, starts the server
# again as the README says, signs in over HTTP and stops the server again.
#
# The commands are read from README.md itself, so the README and this check cannot drift apart.
# Needs port 3000 free (the README's address). Usage: bash scripts/newcomer-smoke.sh
set -euo pipefail
repo="$(CDPATH='' cd -- "$(dirname -- "$0")/.." && pwd)"
base="http://localhost:3000"

say() { printf '\033[1m[newcomer]\033[0m %s\n' "$*"; }
fail() {
  printf '\033[31m[newcomer] FAILED: %s\033[0m\n' "$*" >&2
  if [ -f "${log:-}" ]; then
    echo "--- last lines of the server's output ---" >&2
    tail -n 40 "$log" >&2
  fi
  exit 1
}

# The README's commands: the fenced block under "## Run it", and its `npm run users -- create` line.
run_command="$(awk '/^## Run it/{s=1} s&&/^```sh/{getline; print; exit}' "$repo/README.md")"
create_command="$(grep -m1 -E '^npm run users -- create ' "$repo/README.md" || true)"
serve_command="$(grep -m1 -oE '`npm run serve`' "$repo/README.md" | tr -d '`' || true)"
[ -n "$run_command" ] || fail "README.md has no \`\`\`sh block under '## Run it'"
[ -n "$create_command" ] || fail "README.md shows no 'npm run users -- create' command"
[ -n "$serve_command" ] || fail "README.md does not say how to start the built server again (npm run serve)"
owner_email="$(sed -E 's/.*--email ([^ ]+).*/\1/' <<<"$create_command")"
owner_password="$(sed -E "s/.*--password '([^']+)'.*/\1/" <<<"$create_command")"

if curl -s -o /dev/null --max-time 2 "$base/"; then fail "something already answers on $base"; fi

work="$(mktemp -d "${TMPDIR:-/tmp}/ho-newcomer-XXXXXX")"
log="$work/server.log"
server_group=""
cleanup() {
  if [ -n "$server_group" ]; then kill -KILL -- "-$server_group" 2>/dev/null || true; fi
  rm -rf "$work"
}
trap cleanup EXIT
git clone --quiet --no-hardlinks "$repo" "$work/clone"
cd "$work/clone"
say "node on the PATH: $(command -v node) $(node --version 2>/dev/null || echo none)"

# Starts a README command in its own process group (so nothing it starts outlives the check).
start() {
  say "\$ $1"
  setsid bash -c "$1" >>"$log" 2>&1 &
  server_group=$!
}

wait_for_health() {
  local deadline=$((SECONDS + $1))
  until curl -fs -o /dev/null --max-time 2 "$base/healthz"; do
    kill -0 "$server_group" 2>/dev/null || fail "the command exited before /healthz answered"
    [ "$SECONDS" -lt "$deadline" ] || fail "/healthz did not answer within $1 s"
    sleep 1
  done
}

# The PID of the process listening on port 3000: the server itself.
server_pid() {
  ss -ltnpH 'sport = :3000' | grep -oE 'pid=[0-9]+' | head -n 1 | cut -d= -f2
}

stop_server() {
  local pid
  pid="$(server_pid)"
  [ -n "$pid" ] || fail "no process listens on port 3000"
  local exe
  exe="$(readlink "/proc/$pid/exe")"
  case "$exe" in
    "$work/clone/node_modules/"*) ;;
    *) fail "the server runs $exe, not the project's Node" ;;
  esac
  say "stopping the server (PID $pid, $("$exe" --version)) with SIGTERM"
  kill -TERM "$pid"
  local deadline=$((SECONDS + 20))
  while kill -0 "$pid" 2>/dev/null; do
    [ "$SECONDS" -lt "$deadline" ] || fail "the server did not stop within 20 s of SIGTERM"
    sleep 0.2
  done
  # npm, which ran the script, ends with it.
  deadline=$((SECONDS + 10))
  while kill -0 "$server_group" 2>/dev/null; do
    [ "$SECONDS" -lt "$deadline" ] || fail "npm did not exit after the server stopped"
    sleep 0.2
  done
  server_group=""
}

expect_page() {
  local status
  status="$(curl -s -o "$work/page.html" -w '%{http_code}' --max-time 10 "$base$1")"
  [ "$status" = "200" ] || fail "GET $1 answered $status"
  grep -q "$2" "$work/page.html" || fail "GET $1 does not show \"$2\""
  say "GET $1: 200, shows \"$2\""
}

start "$run_command"
wait_for_health 600
expect_page / "Our Mission"
expect_page /book "Book"
expect_page /portfolio "Portfolio"
stop_server

say "\$ $create_command"
bash -c "$create_command" >>"$log" 2>&1 || fail "the README's create command failed"

start "$serve_command"
wait_for_health 120
cookies="$work/cookies.txt"
status="$(curl -s -o /dev/null -w '%{http_code}' -c "$cookies" --max-time 10 -H "Origin: $base" \
  --data-urlencode view=sign_in --data-urlencode "email=$owner_email" --data-urlencode "password=$owner_password" \
  "$base/auth")"
[ "$status" = "302" ] || fail "signing in as $owner_email answered $status, not a redirect"
status="$(curl -s -o "$work/page.html" -w '%{http_code}' -b "$cookies" --max-time 10 "$base/dashboard")"
[ "$status" = "200" ] || fail "/dashboard after signing in answered $status"
grep -q "Today" "$work/page.html" || fail "/dashboard after signing in is not the owner's Today"
say "signed in as $owner_email over HTTP: the owner's dashboard answers"
stop_server
say "passed"
