#!/usr/bin/env bash
# check_package.sh BUILD_DIR SOURCE_DIR SCRATCH: makes the Debian package from the built tree
# with CPack, unpacks it into SCRATCH/root as dpkg would install it, and checks what it holds
# and that the programs it installs work from where they land.
set -euo pipefail
build=$(readlink -f "$1")
source=$(readlink -f "$2")
scratch=$3
fail() { echo "check_package: $*" >&2; exit 1; }

rm -rf "$scratch"
mkdir -p "$scratch"
scratch=$(readlink -f "$scratch")
# Its own output folder, so the test never replaces the package `./frontier package` made.
(cd "$build" && cpack -G DEB -B "$scratch/out" >"$scratch/cpack.log") || { cat "$scratch/cpack.log" >&2; fail "cpack failed"; }
debs=("$scratch"/out/frontier_*.deb)
[ ${#debs[@]} -eq 1 ] && [ -f "${debs[0]}" ] || fail "expected one frontier_*.deb in $scratch/out, found: ${debs[*]}"
deb=${debs[0]}

# The control fields Debian's tools and the software centres read.
field() { dpkg-deb --field "$deb" "$1"; }
[ "$(field Package)" = frontier ] || fail "Package is '$(field Package)'"
[ "$(field Section)" = education ] || fail "Section is '$(field Section)'"
[ -n "$(field Maintainer)" ] || fail "no Maintainer"
[[ "$(field Homepage)" == https://* ]] || fail "Homepage is '$(field Homepage)'"
[[ "$(field Description)" == "step through search algorithms on judge puzzles"* ]] || fail "Description is '$(field Description)'"
# dpkg-shlibdeps found the libraries the programs link: the C library, Qt's widgets, and
# the encoders of File ▸ Export ▸ Animation (libcgif, libavcodec and libavformat, libswscale).
depends=$(field Depends)
depended=$(tr ',' '\n' <<<"$depends" | awk '{ print $1 }')
for library in libc6 libstdc++6 libqt6widgets6 libqt6svg6 libcgif0 libavcodec59 libavformat59 libswscale6; do
  grep -qx "$library" <<<"$depended" || fail "Depends lacks $library: $depends"
done

root=$scratch/root
dpkg -x "$deb" "$root"

# Every file the package installs, and nothing else: the samples as they are in the source.
expected=$scratch/expected.txt
{
  printf '%s\n' \
    usr/bin/frontier \
    usr/bin/frontier-cli \
    usr/share/applications/frontier.desktop \
    usr/share/mime/packages/frontier.xml \
    usr/share/metainfo/io.github.frontier_edu.frontier.metainfo.xml \
    usr/share/icons/hicolor/scalable/apps/frontier.svg \
    usr/share/man/man1/frontier.1.gz \
    usr/share/man/man1/frontier-cli.1.gz \
    usr/share/doc/frontier/trace-format.md \
    usr/share/doc/frontier/lesson-format.md
  for size in 16 22 24 32 48 64 128 256; do
    echo "usr/share/icons/hicolor/${size}x${size}/apps/frontier.png"
  done
  (cd "$source/sample_inputs" && find . -type f | sed 's|^\./|usr/share/frontier/sample_inputs/|')
} | sort >"$expected"
(cd "$root" && find . -type f -o -type l | sed 's|^\./||' | sort) >"$scratch/installed.txt"
diff -u "$expected" "$scratch/installed.txt" >&2 || fail "the package's files differ from the expected list (- expected, + packaged)"

diff -r "$source/sample_inputs" "$root/usr/share/frontier/sample_inputs" >&2 || fail "the packaged samples differ from sample_inputs/"
cmp "$source/packaging/frontier.desktop" "$root/usr/share/applications/frontier.desktop" || fail "the packaged desktop file is not packaging/frontier.desktop"
cmp "$source/resources/icons/frontier.svg" "$root/usr/share/icons/hicolor/scalable/apps/frontier.svg" || fail "the packaged SVG icon is not resources/icons/frontier.svg"
desktop-file-validate "$root/usr/share/applications/frontier.desktop" || fail "desktop-file-validate refused the packaged desktop file"
# The lesson type, as the desktop's MIME database reads it: a lesson file is known by its name.
grep -q '^MimeType=.*application/x-frontier-lesson;' "$root/usr/share/applications/frontier.desktop" ||
  fail "the desktop file does not say that Frontier opens lessons"
mime=$scratch/mime
mkdir -p "$mime/packages"
cp "$root/usr/share/mime/packages/frontier.xml" "$mime/packages/"
update-mime-database "$mime" >&2 || fail "update-mime-database refused the packaged lesson type"
[ -f "$mime/application/x-frontier-lesson.xml" ] || fail "the MIME database has no application/x-frontier-lesson"
grep -q '\*\.frontier-lesson' "$mime/globs2" || fail "the MIME database does not know *.frontier-lesson: $(cat "$mime/globs2")"
appstreamcli validate --no-net "$root/usr/share/metainfo/io.github.frontier_edu.frontier.metainfo.xml" >&2 ||
  fail "appstreamcli refused the packaged metainfo"
for size in 16 22 24 32 48 64 128 256; do
  png=$root/usr/share/icons/hicolor/${size}x${size}/apps/frontier.png
  file --brief "$png" | grep -q "^PNG image data, $size x $size," || fail "$png is $(file --brief "$png")"
done
for program in frontier frontier-cli; do
  file --brief "$root/usr/bin/$program" | grep -q '^ELF .*, stripped$' ||
    fail "usr/bin/$program is not a stripped executable: $(file --brief "$root/usr/bin/$program")"
done

# The man pages: well-formed roff (groff says nothing at -ww), and they carry the sections a
# reader looks for.
for page in frontier frontier-cli; do
  man_gz=$root/usr/share/man/man1/$page.1.gz
  warnings=$(zcat "$man_gz" | groff -man -Tutf8 -ww -z 2>&1) || fail "groff failed on $page.1"
  [ -z "$warnings" ] || fail "groff warns about $page.1: $warnings"
  text=$(zcat "$man_gz" | MANWIDTH=200 man -l - 2>/dev/null)
  for heading in NAME SYNOPSIS DESCRIPTION OPTIONS "EXIT STATUS" FILES EXAMPLES "SEE ALSO"; do
    grep -q "^$heading\$" <<<"$text" || fail "$page.1 has no $heading section"
  done
done
cli_page=$(zcat "$root/usr/share/man/man1/frontier-cli.1.gz" | MANWIDTH=200 man -l - 2>/dev/null)
for words in "solve huarongdao" "--max-moves K" "--closed-ring" "zero-one-bfs" "bidirectional-bfs"; do
  grep -qF -- "$words" <<<"$cli_page" || fail "frontier-cli.1 does not mention '$words'"
done
gui_page=$(zcat "$root/usr/share/man/man1/frontier.1.gz" | MANWIDTH=200 man -l - 2>/dev/null)
for words in "--screenshot" "--presentation" "--outside"; do
  grep -qF -- "$words" <<<"$gui_page" || fail "frontier.1 does not mention '$words'"
done

# The installed solver answers every installed sample as its .out says (with its .args).
samples=$root/usr/share/frontier/sample_inputs
cli=$root/usr/bin/frontier-cli
for input in "$samples"/*/*.in; do
  puzzle=$(basename "$(dirname "$input")")
  name=${input%.in}
  args=()
  [ -f "$name.args" ] && read -r -a args <"$name.args"
  "$cli" solve "$puzzle" "$input" "${args[@]}" >"$scratch/answer.txt" || fail "frontier-cli solve $puzzle $input ${args[*]} failed"
  cmp -s "$scratch/answer.txt" "$source/sample_inputs/$puzzle/$(basename "$name").out" ||
    fail "frontier-cli solve $puzzle $(basename "$input") ${args[*]} answered otherwise than its .out"
done

# The installed window: its translations are compiled in, so it speaks Chinese from wherever
# it is installed; and it runs a search end to end. An empty home keeps the user's saved
# language out of it.
home=$scratch/home
mkdir -p "$home"
gui() { env -u LANGUAGE HOME="$home" XDG_CONFIG_HOME="$home/.config" QT_QPA_PLATFORM=offscreen "$@"; }
# The help is read whole before it is searched: `frontier --help | grep -q` would let grep
# leave at the first line, and frontier, still writing, would die of SIGPIPE (pipefail).
english=$(gui LC_ALL=C.UTF-8 "$root/usr/bin/frontier" --help) || fail "the installed frontier --help failed"
grep -qF "Step through search algorithms on judge puzzles." <<<"$english" ||
  fail "the installed frontier --help is not in English under LC_ALL=C.UTF-8"
chinese=$(gui LC_ALL= LC_MESSAGES= LANG=zh_CN.UTF-8 "$root/usr/bin/frontier" --help) || fail "the installed frontier --help failed in Chinese"
grep -qF "在判题谜题上逐步演示搜索算法。" <<<"$chinese" ||
  fail "the installed frontier --help is not in Chinese under LANG=zh_CN.UTF-8: its translations are missing"
gui LC_ALL=C.UTF-8 "$root/usr/bin/frontier" "$samples/lianliankan/hdu1175_sample.in" --case 1 --query 1 \
  --algorithm bfs-turns --step end --screenshot "$scratch/end.png" >"$scratch/gui.txt" || fail "the installed frontier's screenshot run failed"
file --brief "$scratch/end.png" | grep -q '^PNG image data' || fail "the installed frontier wrote no picture"

echo "check_package: $(basename "$deb") holds $(wc -l <"$expected") files, all as expected"
