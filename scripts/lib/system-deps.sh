# Helpers shared by scripts/test.sh and .ci/run: make sure Chromium, poppler-utils and PostgreSQL are there.

can_apt() { [ "$(id -u)" = "0" ] && command -v apt-get >/dev/null 2>&1; }

apt_updated=""
apt_install() {
  if [ -z "$apt_updated" ]; then apt-get update -qq; apt_updated=1; fi
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "$@" >/dev/null
}

# Exports CHROMIUM_PATH (the browser), and installs its headless shell, which runs the specs that compare no
# pixels (playwright.config.ts finds it, or reads CHROMIUM_SHELL_PATH). Without it the browser runs them all.
ensure_chromium() {
  export CHROMIUM_PATH="${CHROMIUM_PATH:-/usr/bin/chromium}"
  if [ ! -x "$CHROMIUM_PATH" ]; then
    if can_apt; then
      echo "Installing Chromium (Debian package 'chromium')..."
      apt_install chromium
    else
      echo "Chromium is missing. Install it (Debian: 'sudo apt-get install chromium') or set CHROMIUM_PATH." >&2
      exit 1
    fi
  fi
  local shell="${CHROMIUM_SHELL_PATH:-/usr/bin/chromium-headless-shell}"
  if [ ! -x "$shell" ] && can_apt; then
    echo "Installing Chromium's headless shell (Debian package 'chromium-headless-shell')..."
    apt_install chromium-headless-shell || echo "Could not install it: every spec runs in the full browser." >&2
  fi
}

# pdftoppm and pdftotext (Debian's poppler-utils): the PDF report's first page is rendered to an image and compared.
ensure_poppler() {
  command -v pdftoppm >/dev/null 2>&1 && command -v pdftotext >/dev/null 2>&1 && return 0
  if can_apt; then
    echo "Installing pdftoppm and pdftotext (Debian package 'poppler-utils')..."
    apt_install poppler-utils
  else
    echo "pdftoppm is missing. Install it (Debian: 'sudo apt-get install poppler-utils')." >&2
    exit 1
  fi
}

# Exports TEST_DATABASE_URL pointing at a role that may create databases.
ensure_postgres() {
  if [ -n "${TEST_DATABASE_URL:-}" ]; then return 0; fi
  if ! command -v pg_lsclusters >/dev/null 2>&1 || [ -z "$(pg_lsclusters -h 2>/dev/null)" ]; then
    if can_apt; then
      echo "Installing PostgreSQL (Debian package 'postgresql')..."
      apt_install postgresql
    else
      echo "PostgreSQL is missing. Install it (Debian: 'sudo apt-get install postgresql') or set TEST_DATABASE_URL" >&2
      echo "to a postgres:// URL of a role allowed to create databases." >&2
      exit 1
    fi
  fi
  local version cluster port status
  read -r version cluster port status _ < <(pg_lsclusters -h | head -n 1)
  if [ "$status" != "online" ]; then
    if [ "$(id -u)" != "0" ]; then
      echo "PostgreSQL cluster $version/$cluster is stopped. Start it ('sudo pg_ctlcluster $version $cluster start')" >&2
      echo "or set TEST_DATABASE_URL." >&2
      exit 1
    fi
    pg_ctlcluster "$version" "$cluster" start
  fi
  if [ "$(id -u)" = "0" ]; then
    runuser -u postgres -- psql -q -p "$port" -v ON_ERROR_STOP=1 >/dev/null <<'SQL'
DO $$ BEGIN
  IF NOT EXISTS (SELECT FROM pg_roles WHERE rolname = 'ho_test') THEN
    CREATE ROLE ho_test LOGIN PASSWORD 'ho_test' CREATEDB;
  END IF;
END $$;
-- A test database is dropped WITH (FORCE); an autovacuum worker busy in it can only be ended by a
-- role allowed to signal other backends.
GRANT pg_signal_backend TO ho_test;
SQL
  fi
  export TEST_DATABASE_URL="postgres://ho_test:ho_test@127.0.0.1:${port}/postgres"
}
