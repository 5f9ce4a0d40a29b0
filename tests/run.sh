#!/usr/bin/env bash
# `npm test`: type check, lint and format check (when configured), then every vitest suite (unit,
# integration against real PostgreSQL and Temporal, workflow replay, browser end-to-end).
# Every step runs even when an earlier one failed, so one run shows all problems; the exit status
# is non-zero when any step failed.
set -uo pipefail
cd "$(dirname "$0")/.."

failed=()
times=()
# Each step's time is printed with its outcome and again in the summary (vitest adds each suite's).
step() {
  local name=$1 started=$SECONDS took outcome
  shift
  echo
  echo "== $name: $*"
  if "$@"; then outcome=ok; else outcome=FAILED; fi
  took=$((SECONDS - started))
  echo "== $name: $outcome ($((took / 60))m $((took % 60))s)"
  [[ $outcome == ok ]] || failed+=("$name")
  times+=("$name $((took / 60))m $((took % 60))s")
}

has_any() {
  local f
  for f in "$@"; do [[ -e $f ]] && return 0; done
  return 1
}

# The three static checks are independent and single-threaded: they run side by side (about half
# their summed time on two cores), each into its own log, printed in order once all have ended.
static_dir=$(mktemp -d)
static=()
static_step() {
  local name=$1
  shift
  static+=("$name")
  (
    started=$SECONDS
    if "$@" >"$static_dir/$name.log" 2>&1; then echo ok; else echo FAILED; fi >"$static_dir/$name.outcome"
    echo $((SECONDS - started)) >"$static_dir/$name.took"
  ) &
  echo "$*" >"$static_dir/$name.cmd"
}

# TypeScript 7 (the compiler in Go, `typescript-native`): the same checks in a fifth of 5.9's time on
# two cores. TypeScript 5.9 stays for the tools that read its JavaScript API (typescript-eslint,
# openapi-typescript); both check the project clean.
static_step typecheck node node_modules/typescript-native/bin/tsc -p tsconfig.json --noEmit

if has_any eslint.config.js eslint.config.mjs eslint.config.cjs eslint.config.ts eslint.config.mts; then
  static_step lint npx eslint .
else
  echo "== lint: skipped (no eslint.config.*)"
fi

if has_any .prettierrc .prettierrc.json .prettierrc.yaml .prettierrc.yml .prettierrc.js .prettierrc.mjs .prettierrc.cjs \
  prettier.config.js prettier.config.mjs prettier.config.cjs .prettierrc.toml; then
  static_step format npx prettier --check .
else
  echo "== format: skipped (no prettier configuration)"
fi

wait
for name in "${static[@]}"; do
  outcome=$(cat "$static_dir/$name.outcome")
  took=$(cat "$static_dir/$name.took")
  echo
  echo "== $name: $(cat "$static_dir/$name.cmd")"
  cat "$static_dir/$name.log"
  echo "== $name: $outcome ($((took / 60))m $((took % 60))s, beside the other static checks)"
  [[ $outcome == ok ]] || failed+=("$name")
  times+=("$name $((took / 60))m $((took % 60))s")
done
rm -rf "$static_dir"

# The vitest reporter writes vitest's summary lines here (" Test Files  N passed (N)" and
# "      Tests  N passed (N)") and then the plain "N passed, N failed, N skipped" line that CI reads;
# they are repeated as the very last lines (.ci/run names its own file to repeat them after its
# phase table).
if [[ -z ${TEST_COUNTS_FILE:-} ]]; then
  TEST_COUNTS_FILE=$(mktemp)
  trap 'rm -f "$TEST_COUNTS_FILE"' EXIT
fi
export TEST_COUNTS_FILE
: >"$TEST_COUNTS_FILE"
# How busy the machine's CPUs were during the tests (all processes: the servers and browsers too), so
# the next person can tell a run that waited on the servers from one that had no CPU to spare.
cpu_ticks() { awk '/^cpu /{busy=$2+$3+$4+$7+$8; print busy, busy+$5+$6}' /proc/stat; }
[[ -r /proc/stat ]] && read -r busy_before all_before < <(cpu_ticks)
step vitest npx vitest run
if [[ -r /proc/stat ]]; then
  read -r busy_after all_after < <(cpu_ticks)
  echo "npm test: CPU busy during vitest: $((100 * (busy_after - busy_before) / (all_after - all_before > 0 ? all_after - all_before : 1))) % of $(nproc) cores"
fi

echo
echo "npm test: step times: $(IFS=','; echo "${times[*]}" | sed 's/,/, /g')"
if ((${#failed[@]})); then
  echo "npm test: FAILED steps: ${failed[*]}"
  tail -n 3 "$TEST_COUNTS_FILE"
  exit 1
fi
echo "npm test: all steps passed"
tail -n 3 "$TEST_COUNTS_FILE"
