#!/usr/bin/env bash
# Runs the test suite with the clock set to other days, to prove no test depends on the day it
# runs: a month end, a leap day, the EU summer-time change and a year end by default.
#
#   scripts/test-at-dates.sh                        # Vitest (unit + API) at each default date
#   scripts/test-at-dates.sh 2027-01-31 2030-06-30  # at these dates instead
#   E2E_SPECS="tests/property.spec.ts tests/search.spec.ts" scripts/test-at-dates.sh
#                                                   # also these Playwright specs at each date
#   UNIT=false E2E_SPECS=... scripts/test-at-dates.sh   # only the Playwright specs
#   E2E_ARGS="--workers=1 --timeout=120000"          # extra Playwright options (a busy machine)
#
# The clock comes from libfaketime (`apt-get install -y faketime`) as an offset from the real
# clock (-f '+N' seconds to 10:00 UTC that day), so time still moves on and every process agrees
# on it (the '@…' form starts each process's clock anew: the site, started after the API seeded,
# would lag the API by minutes and a hold's countdown would read 22 minutes). Everything under it is faked: Node,
# the embedded PGlite, the API and site the Playwright config starts, and Chromium. Tests run on
# PGlite (a PostgreSQL server keeps its own clock). One date at a time: the suite is heavy.
# The e2e specs need a built site: WEB_BUILD_DIR (default build-dates) is built once if absent.
# Not part of CI (too slow); CI runs the normal suite. Prints pass/fail counts per date.
set -uo pipefail
cd "$(dirname "$0")/.."

if ! command -v faketime >/dev/null; then
  echo "faketime is missing: apt-get install -y faketime" >&2
  exit 2
fi
node_major() { node -p 'process.versions.node.split(".")[0]' 2>/dev/null || echo 0; }
if [ "$(node_major)" -lt 22 ] && [ -x "$HOME/.cache/node24/node_modules/node/bin/node" ]; then
  export PATH="$HOME/.cache/node24/node_modules/node/bin:$PATH"
fi

dates=("$@")
[ ${#dates[@]} -eq 0 ] && dates=(2027-01-31 2028-02-29 2027-03-28 2026-12-31)
unit="${UNIT:-true}"
specs="${E2E_SPECS:-}"
reports=".data/test-at-dates"
mkdir -p "$reports"
unset DATABASE_URL
export FAKETIME_NO_CACHE=1

build="${WEB_BUILD_DIR:-build-dates}"
if [ -n "$specs" ] && [ ! -f "apps/web/$build/server/index.js" ]; then
  WEB_BUILD_DIR="$build" npm run build --workspace apps/web --silent || exit 1
fi

counts() { # vitest or playwright json report → "passed failed"
  node -e '
    const r = JSON.parse(require("fs").readFileSync(process.argv[1], "utf8"));
    if (r.stats) console.log(`${r.stats.expected + r.stats.flaky} passed, ${r.stats.unexpected} failed, ${r.stats.skipped} skipped`);
    else console.log(`${r.numPassedTests} passed, ${r.numFailedTests} failed (${r.numFailedTestSuites} files)`);
  ' "$1" 2>/dev/null || echo "no report"
}

summary=()
status=0
for date in "${dates[@]}"; do
  offset=$(( $(date -u -d "$date 10:00:00" +%s) - $(date -u +%s) ))
  if [ "$offset" -ge 0 ]; then clock="+$offset"; else clock="$offset"; fi
  faketime -f "$clock" node -e 'process.stdout.write(`clock: ${new Date().toISOString()}\n`)'
  if [ "$unit" = true ]; then
    out="$reports/vitest-$date.json"
    rm -f "$out"
    faketime -f "$clock" npx vitest run --reporter=dot --reporter=json --outputFile.json="$out" || status=1
    summary+=("$date vitest: $(counts "$out")")
  fi
  if [ -n "$specs" ]; then
    out="$PWD/$reports/playwright-$date.json"
    rm -f "$out"
    # shellcheck disable=SC2086 # the spec list is split on purpose
    (cd e2e && WEB_BUILD_DIR="$build" PLAYWRIGHT_JSON_OUTPUT_FILE="$out" CHROMIUM_PATH="${CHROMIUM_PATH:-/usr/bin/chromium}" \
      faketime -f "$clock" npx playwright test --output "$PWD/../$reports/playwright-$date" ${E2E_ARGS:-} $specs) || status=1
    summary+=("$date playwright: $(counts "$out")")
  fi
done

echo
printf '%s\n' "${summary[@]}"
exit $status
