#!/usr/bin/env bash
# npm test: the whole suite. Builds H5, weapp and every brand's weapp when missing or stale, type-checks,
# runs the recommendation and calibration benches on one small province, every jest project
# (unit, component, api, e2e, weapp + size budgets) and ends
# with one line "N passed, N failed, N skipped". Without ../shared (a newcomer's clone; SHARED_DIR
# points elsewhere) what needs its third-party data is skipped, saying so, and counted apart.
set -u
cd "$(dirname "$0")/.."
out=test-output
mkdir -p "$out"
rm -rf "$out/checks.txt" "$out/timings.txt" "$out/jest.json" "$out/screenshots"

# Exit status of a step skipped for want of ../shared's data (SKIPPED_EXIT_CODE, test/support/shared.ts).
skipped_status=75

check() { # check <name> <command...>: runs a step and records pass, fail or skip, and its time
  local name=$1; shift
  local started=$SECONDS
  "$@"
  local status=$?
  echo "$name $((SECONDS - started))s" >> "$out/timings.txt"
  if [ $status -eq 0 ]; then echo "pass $name" >> "$out/checks.txt"
  elif [ $status -eq $skipped_status ]; then echo "skip $name" >> "$out/checks.txt"
  else echo "fail $name" >> "$out/checks.txt"; echo "步骤失败: $name" >&2; fi
}

# The type check and lint read sources only: they run beside the builds (one webpack run keeps about
# one core busy), so the two cores of CI both work. Their output may interleave with the builds'.
check typecheck npx tsc -p tsconfig.json --noEmit &
check lint npm run -s lint &
check build-h5 npx tsx scripts/ensure-build.ts h5
check build-admin npx tsx scripts/ensure-build.ts admin
check build-weapp npx tsx scripts/ensure-build.ts weapp
wait
# Every brand's mini-program, unminified (MINIFY=false, config/index.ts): the brand test reads each one's app id and
# name; minifying is the plain weapp build's, which the size budgets measure. The default brand's is a copy of that;
# of the others one is built and the rest are written from it with their own brand (scripts/lib/ensureBuild.ts).
MINIFY=false check build-brands npx tsx scripts/ensure-build.ts brands
# The benches on a small province, so a broken pipeline fails CI; they print figures, never assert them.
# The backtest reads ../shared/data/gaokao-real: skipped, saying so, without it.
check bench-recommend npx tsx bench/recommend.ts 宁夏
check bench-calibration npx tsx bench/calibration.ts 宁夏 --quick
check bench-backtest npx tsx bench/backtest.ts --slice=重庆/历史类
started=$SECONDS
# jest's default is one worker fewer than the cores: one on CI's two. Every test file brings its own
# database, server and port, so several workers run them side by side. Three on two cores: an e2e
# file spends much of its time waiting on the browser and its server, and the third fills that.
# Every server a test starts also writes its log at info into $SUITE_LOG_DIR (test/support/logLeaks.ts
# suiteLog); the suite-logs step greps them all for secrets and unmasked phone numbers.
export SUITE_LOG_DIR="$PWD/$out/logs"
rm -rf "$SUITE_LOG_DIR"
npx jest --ci --maxWorkers=3 --json --outputFile="$out/jest.json" "$@"
echo "jest $((SECONDS - started))s" >> "$out/timings.txt"
check suite-logs npx tsx scripts/check-suite-logs.ts "$SUITE_LOG_DIR"
cat "$out/timings.txt"
npx tsx scripts/summarize.ts "$out/checks.txt" "$out/jest.json"
