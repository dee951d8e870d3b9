#!/bin/sh
# Four students' work on the shipped lesson class_results_lianliankan, each through the
# program as a student runs it (their own board of the exercise slide, the model answer's
# first steps taken, their results kept under their name), then the class view of the
# folder drawn to a picture: README's docs/class-results.png.
#   tests/data/class_results.sh OUT.png     (FRONTIER: the built frontier, by default build/dev's)
set -eu
out=${1:-docs/class-results.png}
frontier=${FRONTIER:-build/dev/gui/frontier}
lesson=sample_inputs/lessons/class_results_lianliankan.frontier-lesson
data=$(mktemp -d)
trap 'rm -rf "$data"' EXIT
export XDG_DATA_HOME="$data" QT_QPA_PLATFORM=offscreen
steps=3
for student in "Ann Lee" "Bo Wang" "Cai Xin" "Dan Wu"; do
  "$frontier" "$lesson" --slide 3 --student "$student" --exercise-steps "$steps" --screenshot "$data/slide.png" >/dev/null
  steps=$((steps + 2))
done
"$frontier" "$lesson" --class-results "$data/Frontier/frontier/results" --screenshot "$out" --size 1000x420
