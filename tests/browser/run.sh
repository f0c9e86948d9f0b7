#!/usr/bin/env bash
# The viewer's browser tests, against a running server:
#
#   tests/browser/run.sh HOST:PORT
#
# Installs its npm packages (pinned, from package-lock.json; no browser is
# downloaded), rebuilds web/dist and fails if it differs from what is checked
# in, checks the messages of the viewer's five languages (messages.ts), then
# has bots play games watched by Debian's Chromium (installed with apt-get
# when /usr/bin/chromium is missing and we are root). See docs/viewer.md.
set -euo pipefail

addr=${1:?usage: tests/browser/run.sh HOST:PORT (a running server)}
here=$(cd "$(dirname "$0")" && pwd)
repo=$(cd "$here/../.." && pwd)
export PUPPETEER_SKIP_DOWNLOAD=1 PUPPETEER_SKIP_CHROME_DOWNLOAD=1 PUPPETEER_SKIP_CHROME_HEADLESS_SHELL_DOWNLOAD=1
export CHROMIUM=${CHROMIUM:-/usr/bin/chromium}
# Screenshots of the boards: MG_SCREENSHOTS=docs/images refreshes the docs'.
MG_SCREENSHOTS=$(realpath -m "${MG_SCREENSHOTS:-${TMPDIR:-/tmp}/mountain-goats-browser}")
export MG_SCREENSHOTS

if [[ ! -x "$CHROMIUM" ]]; then
  if [[ $(id -u) -eq 0 ]] && command -v apt-get >/dev/null; then
    echo "browser: installing Debian's chromium"
    apt-get update -qq
    DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium >/dev/null
  else
    echo "browser: $CHROMIUM is missing: apt-get install chromium (or set CHROMIUM)" >&2
    exit 1
  fi
fi

# The page: rebuilt from its sources, and it must be what is checked in.
dist_hash() { (cd "$repo/web/dist" && find . -type f -print0 | sort -z | xargs -0 sha256sum); }
before=$(dist_hash)
"$repo/web/build.sh"
after=$(dist_hash)
if [[ "$before" != "$after" ]]; then
  echo "browser: web/dist differs from what web/src builds: run web/build.sh and commit web/dist" >&2
  diff <(echo "$before") <(echo "$after") >&2 || true
  exit 1
fi
if git -C "$repo" rev-parse --is-inside-work-tree >/dev/null 2>&1 \
  && [[ -n $(git -C "$repo" ls-files -- web/dist) ]]; then
  git -C "$repo" diff --exit-code --stat -- web/dist
fi
echo "browser: web/dist is up to date"

cd "$here"
if [[ ! -d node_modules/puppeteer-core || package-lock.json -nt node_modules/.package-lock.json ]]; then
  npm ci --no-audit --no-fund --loglevel=error
fi
mkdir -p .build
# The messages of the five languages first (no browser needed).
node_modules/.bin/esbuild messages.ts --bundle --platform=node --format=esm --packages=external \
  --target=node20 --log-level=warning --outfile=.build/messages.mjs
node .build/messages.mjs
node_modules/.bin/esbuild test.ts --bundle --platform=node --format=esm --packages=external \
  --target=node20 --log-level=warning --outfile=.build/test.mjs
timeout "${MG_BROWSER_TIMEOUT:-300}" node .build/test.mjs "$addr"
echo "browser: screenshots in $MG_SCREENSHOTS"
