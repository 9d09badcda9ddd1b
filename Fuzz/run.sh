#!/usr/bin/env bash
# Fuzz Concord's readers and template parser with libFuzzer (Swift -sanitize=fuzzer with AddressSanitizer).
#
#   Fuzz/run.sh [SECONDS] [TARGET...]     default: 60 seconds for each of the six targets
#   FUZZ_CONFIG=release Fuzz/run.sh 60    the same with optimised targets
#
# Each target is built into .build-fuzz (kept apart from the normal .build), seeded from Content/, Templates/ and
# Tests/Fixtures/, and run for SECONDS. Crashing, leaking or hanging inputs are saved to Fuzz/findings/; replay one
# with `.build-fuzz/debug/FuzzX Fuzz/findings/FuzzX-crash-…` (or with `.build/debug/FuzzX FILE` in a normal build).
# Prints executions and findings per target; exits 1 when anything was found.
set -euo pipefail
cd "$(dirname "$0")/.."

SECONDS_EACH="${1:-60}"
shift || true
TARGETS=("$@")
[ ${#TARGETS[@]} -eq 0 ] && TARGETS=(FuzzTranscript FuzzPlainText FuzzMarkdown FuzzFrontMatter FuzzMustache FuzzForeignSyntax)

SCRATCH=.build-fuzz
CONFIG="${FUZZ_CONFIG:-debug}"      # FUZZ_CONFIG=release: optimised targets, many more executions per second
FINDINGS=Fuzz/findings
export SWIFT_BACKTRACE=enable=no   # or a crash leaves the backtracer holding the pipe for 30 s
# Leak checking is off: Swift keeps object pointers in enum payloads with spare bits set, which LeakSanitizer
# can't follow, so it reports live trees of indirect enums (templates, JSON values) as leaked at exit.
export ASAN_OPTIONS="${ASAN_OPTIONS:-detect_leaks=0}"
mkdir -p "$FINDINGS" "$SCRATCH"

# Seeds: files of the target's format, each copied under a unique name.
seed() {
  local target=$1 corpus="$SCRATCH/corpus/$1"
  mkdir -p "$corpus"
  local files=()
  case $target in
    FuzzTranscript) mapfile -t files < <(grep -rlsE '^\s*[{[]' Content Tests/Fixtures --include='*.json' --include='*.txt' | head -200) ;;
    FuzzPlainText)  mapfile -t files < <(find Content Tests/Fixtures -type f \( -name '*.txt' -o -name '*.text' \) | head -200) ;;
    FuzzMarkdown)   mapfile -t files < <(find Content Tests/Fixtures -type f -name '*.md'; echo README.md) ;;
    FuzzFrontMatter) mapfile -t files < <(find Content Tests/Fixtures Templates/strings -type f \( -name '*.yml' -o -name '*.md' \)) ;;
    FuzzMustache)   mapfile -t files < <(find Templates Tests/Fixtures -type f -name '*.mustache') ;;
    FuzzForeignSyntax) mapfile -t files < <(find Content Tests/Fixtures -type f \( -name '*.md' -o -name '*.txt' -o -name '*.vtt' -o -name '*.srt' \) | head -300) ;;
  esac
  for f in "${files[@]}"; do
    [ -f "$f" ] || continue
    # Large seeds are cut: libFuzzer mutates small inputs far faster.
    head -c 65536 "$f" > "$corpus/seed-$(echo "$f" | tr '/' '_')"
  done
  if [ "$target" = FuzzFrontMatter ]; then
    # Front matter alone: the lines between the first two '---'.
    for f in "$corpus"/seed-*.md; do
      [ -f "$f" ] || continue
      awk 'NR==1 && $0!="---" {exit} NR>1 && $0=="---" {exit} NR>1 {print}' "$f" > "$f.yml"
    done
  fi
  # Every saved finding is a seed too, so a fixed crash stays fixed.
  cp "$FINDINGS/$target"-* "$corpus/" 2>/dev/null || true
  ls "$corpus" | wc -l
}

printf '%-16s %8s %12s %10s %9s\n' target seconds executions "exec/s" findings
status=0
for target in "${TARGETS[@]}"; do
  swift build -c "$CONFIG" --scratch-path "$SCRATCH" --product "$target" -Xswiftc -sanitize=fuzzer,address >"$SCRATCH/$target.build.log" 2>&1 || {
    echo "$target: build failed, see $SCRATCH/$target.build.log"; status=1; continue; }
  seeds=$(seed "$target")
  log="$SCRATCH/$target.log"
  before=$(ls "$FINDINGS" | grep -c "^$target-" || true)
  set +e
  "$SCRATCH/$CONFIG/$target" "$SCRATCH/corpus/$target" -max_total_time="$SECONDS_EACH" -timeout=10 -rss_limit_mb=4096 \
    -max_len=65536 -artifact_prefix="$FINDINGS/$target-" -print_final_stats=1 >"$log" 2>&1
  set -e
  after=$(ls "$FINDINGS" | grep -c "^$target-" || true)
  runs=$(grep -oE "stat::number_of_executed_units: *[0-9]+" "$log" | tail -1 | grep -oE "[0-9]+$" || echo 0)
  secs=$(grep -oE 'Done [0-9]+ runs in [0-9]+ second' "$log" | grep -oE '[0-9]+ second' | grep -oE '[0-9]+' || echo "$SECONDS_EACH")
  found=$((after - before))
  printf '%-16s %8s %12s %10s %9s   (%s seeds)\n' "$target" "$secs" "$runs" "$(( runs / (secs > 0 ? secs : 1) ))" "$found" "$seeds"
  if [ "$found" -gt 0 ]; then
    status=1
    grep -E 'ERROR|SUMMARY|Fatal error|panic' "$log" | head -5 | sed 's/^/    /'
    ls "$FINDINGS" | grep "^$target-" | sed 's/^/    saved: Fuzz\/findings\//'
  fi
done
exit $status
