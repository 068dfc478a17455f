#!/usr/bin/env bash
# npm test: the whole suite. Builds H5, weapp and every brand's weapp when missing or stale, type-checks,
# runs the recommendation and calibration benches on one small province, every jest project
# (unit, component, api, e2e, weapp + size budgets) and ends
# with one line "N passed, N failed".
set -u
cd "$(dirname "$0")/.."
out=test-output
mkdir -p "$out"
rm -rf "$out/checks.txt" "$out/jest.json" "$out/screenshots"

check() { # check <name> <command...>: runs a step and records pass/fail
  local name=$1; shift
  if "$@"; then echo "pass $name" >> "$out/checks.txt"; else echo "fail $name" >> "$out/checks.txt"; echo "步骤失败: $name" >&2; fi
}

check typecheck npx tsc -p tsconfig.json --noEmit
check build-h5 npx tsx scripts/ensure-build.ts h5
check build-weapp npx tsx scripts/ensure-build.ts weapp
check build-brands npx tsx scripts/ensure-build.ts brands
# The benches on a small province, so a broken pipeline fails CI; they print figures, never assert them.
check bench-recommend npx tsx bench/recommend.ts 宁夏
check bench-calibration npx tsx bench/calibration.ts 宁夏 --quick
check bench-backtest npx tsx bench/backtest.ts --slice=重庆/历史类
npx jest --ci --json --outputFile="$out/jest.json" "$@"
npx tsx scripts/summarize.ts "$out/checks.txt" "$out/jest.json"
