#!/bin/bash
# Every file ARCHITECTURE.md names in backquotes is there: a path from the root
# (`gui/modes/edit_mode.hpp`), a path inside a folder it has just named (`window/stage.*`,
# `modes/ask_mode.*`), or a file name alone (`main_window_ask.cpp`) that some tracked file
# has. A name left behind by a move or a rename fails, with the line it is on.
#   check_paths.sh SOURCE_DIR
set -u
root=$1
doc=$root/ARCHITECTURE.md
cd "$root" || exit 2
files=$(git ls-files 2>/dev/null || find . -type f -not -path './build/*' | sed 's|^\./||')
status=0
line_number=0
while IFS= read -r line; do
  line_number=$((line_number + 1))
  # Backquoted words that look like files: a known suffix, or a glob over one (name.*).
  while IFS= read -r name; do
    [ -z "$name" ] && continue
    case $name in _*) continue ;; esac  # a suffix spoken of (`_play.cpp`), not a file
    # `core/.../trace/narration.hpp`: any folders there; `stage.*`: any name there.
    pattern=$(sed -e 's/\.\.\./@/g' -e 's/\./\\./g' -e 's/\*/[^\/]*/g' -e 's/@/.*/g' <<<"$name")
    if ! grep -Eq "(^|/)${pattern}\$" <<<"$files"; then
      echo "ARCHITECTURE.md:$line_number: \`$name\` names no file of the project" >&2
      status=1
    fi
  done < <(grep -oE '`([a-z0-9_./-]+\.(cpp|hpp|inc|md|py|sh|json|txt|xml|ts)|[a-z0-9_/-]+\.\*)`' <<<"$line" | tr -d '`')
done <"$doc"
exit $status
