#!/usr/bin/env bash
# Whole-process ratios, as a user waits for them: frontier-cli against the yardsticks from
# outside (tests/bench/yardsticks), each run as its own process by hyperfine, start-up
# included, on the judges' own data shapes. `./frontier bench` runs it after the Google
# Benchmark programs; by hand: tests/bench/whole_process.sh [BUILD_DIR] [RUNS]
#   Huarongdao  30x30, 500 queries (NOIP 2013's largest): the official data's corridor
#               mazes (generate --corridors 1) and random boards of density 0.7 and 0.5,
#               against the accepted contest solution (yardstick_huarongdao)
#   Lianliankan three 1000x999 cases, 49 queries each (one dense, two nearly empty; about
#               6 MB), against only reading its integers (yardstick_read_integers)
# Before timing, each pair's answers are compared where both answer.
set -euo pipefail
cd "$(dirname "$(readlink -f "$0")")/../.."
build=${1:-build/dev}
runs=${2:-20}
cli=$build/core/cli/frontier-cli
accepted=$build/tests/bench/yardstick_huarongdao
read_only=$build/tests/bench/yardstick_read_integers
for program in "$cli" "$accepted" "$read_only"; do
  [ -x "$program" ] || { echo "whole_process.sh: $program is not built" >&2; exit 1; }
done
command -v hyperfine >/dev/null || { echo "whole_process.sh: hyperfine is not installed (Debian's hyperfine)" >&2; exit 1; }
data=$(mktemp -d)
trap 'rm -rf "$data"' EXIT

# The files.
"$cli" generate huarongdao --seed 2013 --rows 30 --cols 30 --queries 500 --corridors 1 > "$data/hrd_corridors.in"
"$cli" generate huarongdao --seed 2013 --rows 30 --cols 30 --queries 500 --density 0.7 > "$data/hrd_density_0_7.in"
"$cli" generate huarongdao --seed 2013 --rows 30 --cols 30 --queries 500 --density 0.5 > "$data/hrd_density_0_5.in"
{
  # One case each, their end markers dropped, one end marker after the three.
  for args in "1175 0.5" "1176 0.00001" "1177 0.00001"; do
    set -- $args
    "$cli" generate lianliankan --seed "$1" --rows 1000 --cols 999 --queries 49 --density "$2" | sed '$d'
  done
  echo "0 0"
} > "$data/llk_3x1000x999.in"

for shape in corridors density_0_7 density_0_5; do
  file=$data/hrd_$shape.in
  if ! cmp -s <("$accepted" "$file") <("$cli" solve huarongdao "$file"); then
    echo "whole_process.sh: the contest solution and frontier-cli disagree on $shape" >&2
    exit 1
  fi
done

ratio() {  # ratio NAME FILE YARDSTICK_COMMAND FRONTIER_COMMAND
  local name=$1
  echo
  echo "== $name ($(du -h "$2" | cut -f1))"
  hyperfine -N --warmup 3 --runs "$runs" --style basic \
    --export-markdown "$data/$name.md" -n yardstick "$3" -n frontier-cli "$4" |
    grep -E 'Benchmark|Time|±|faster|slower' || true
}
for shape in corridors density_0_7 density_0_5; do
  ratio "huarongdao_$shape" "$data/hrd_$shape.in" "$accepted $data/hrd_$shape.in" \
    "$cli solve huarongdao $data/hrd_$shape.in"
done
ratio lianliankan_3x1000x999 "$data/llk_3x1000x999.in" "$read_only $data/llk_3x1000x999.in" \
  "$cli solve lianliankan $data/llk_3x1000x999.in"

# A puzzle's own ratios (tests/bench/<puzzle>/whole_process_part.sh), sourced with $cli,
# $build, $data, $runs and ratio() in scope, so that a new puzzle's bench adds its own.
for part in tests/bench/*/whole_process_part.sh; do
  [ -e "$part" ] || continue
  # shellcheck source=/dev/null
  source "$part"
done
