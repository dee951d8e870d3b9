# The 8-puzzle's whole-process ratio, sourced by tests/bench/whole_process.sh ($cli, $build,
# $data, ratio()): 10,000 random cases (HDU 1043's shape, half unsolvable) against the
# accepted contest solution (yardstick_eight). Both outputs are held to frontier-cli check
# first: the judge takes any way to the goal, so the lines may differ but not their verdict.
eight_accepted=$build/tests/bench/yardstick_eight
"$cli" generate eight --seed 1043 --cases 10000 > "$data/eight_10000.in"
"$eight_accepted" "$data/eight_10000.in" > "$data/eight_accepted.out"
"$cli" check eight "$data/eight_10000.in" "$data/eight_accepted.out" > /dev/null ||
  { echo "whole_process.sh: frontier-cli check refuses the accepted solution's answers" >&2; exit 1; }
ratio eight_10000 "$data/eight_10000.in" "$eight_accepted $data/eight_10000.in" \
  "$cli solve eight $data/eight_10000.in"
