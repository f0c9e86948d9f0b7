#!/usr/bin/env bash
# The TypeScript client in a real browser, against a running server:
#
#   clients/typescript/test/browser/run.sh HOST:PORT [--no-prepare]
#
# 1. `clients/typescript/test.sh --prepare` packs the package and installs the
#    tarball into .pack/consumer, with this folder's page.ts, index.html and
#    tsconfig.page.json in .pack/consumer/browser (--no-prepare reuses that
#    project when it is there, e.g. right after test.sh ran);
# 2. npm ci here (esbuild, puppeteer-core; pinned in package-lock.json; no
#    browser is downloaded);
# 3. the page is type-checked there as a browser project (DOM types, no
#    @types/node) and bundled by esbuild for browsers from the installed
#    package's web entry (`@mountain-goats/client/web`);
# 4. driver.ts serves it on a loopback port and opens it in Debian's Chromium
#    (installed with apt-get when /usr/bin/chromium is missing and we are
#    root), where it creates a game, joins 2 seats, plays them to the end with
#    the first legal move while watching, and verifies the dice; over gRPC-Web
#    to HOST:PORT, another origin (the server allows it with CORS).
#
# Prints every check and a PASS/FAIL summary; exits non-zero on a failure.
# MG_TS_BROWSER_TIMEOUT_MS bounds the game (default 180000); CHROMIUM
# overrides the browser.
set -euo pipefail

addr=${1:?usage: clients/typescript/test/browser/run.sh HOST:PORT [--no-prepare] (a running server)}
prepare=1
[[ ${2:-} == --no-prepare ]] && prepare=0
here=$(cd "$(dirname "$0")" && pwd)
pkg=$(cd "$here/../.." && pwd)
consumer=$pkg/.pack/consumer
export PUPPETEER_SKIP_DOWNLOAD=1 PUPPETEER_SKIP_CHROME_DOWNLOAD=1 PUPPETEER_SKIP_CHROME_HEADLESS_SHELL_DOWNLOAD=1
export CHROMIUM=${CHROMIUM:-/usr/bin/chromium}

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

if [[ $prepare == 1 || ! -f $consumer/browser/page.ts ]]; then
  echo "browser: packing and installing the package (test.sh --prepare)"
  "$pkg/test.sh" --prepare
fi

cd "$here"
if [[ ! -d node_modules/puppeteer-core || package-lock.json -nt node_modules/.package-lock.json ]]; then
  npm ci --no-audit --no-fund --loglevel=error
fi
tsc=$pkg/node_modules/.bin/tsc
esbuild=$here/node_modules/.bin/esbuild

# The page, where the tarball is installed: type-checked, then bundled.
echo "browser: type-checking and bundling the page against the installed package"
"$tsc" -p "$consumer/browser/tsconfig.json"
(
  cd "$consumer/browser"
  rm -rf .build
  "$esbuild" page.ts --bundle --platform=browser --format=esm --target=es2022 --sourcemap \
    --metafile=.build/meta.json --log-level=warning --outfile=.build/page.js
  cp index.html .build/
)

# The driver.
"$tsc" -p tsconfig.json
mkdir -p .build
"$esbuild" driver.ts --bundle --platform=node --format=esm --packages=external \
  --target=node20 --log-level=warning --outfile=.build/driver.mjs
timeout 600 node .build/driver.mjs "$addr" "$consumer/browser/.build"
