#!/usr/bin/env bash
# Renders every scene of the repository with two `render` binaries and compares the bytes:
# the check for a refactor that must not change a picture (docs/architecture.md).
#   scripts/compare-renders.sh OLD_BINARY NEW_BINARY
# Each JSON and Swift scene of examples/, docs/scenes/, Tests/Golden/ and the test fixtures is
# rendered as PNG, as PNG right to left, with debug borders (right to left), as SVG and as the
# layout dump, by both binaries; the exit status, standard error and every output must be the
# same. Prints the scenes that differ.
set -uo pipefail
old=$(realpath "$1"); new=$(realpath "$2")
cd "$(dirname "$0")/.."
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
find examples docs/scenes Tests/Golden Tests/RenderTests/Fixtures -type f \( -name '*.json' -o -name '*.swift' \) \
  ! -name 'figures.tsv' ! -path '*__goldens__*' | sort > "$work/scenes"
one() {
  local scene=$1 old=$2 new=$3 work=$4
  local key; key=$(echo "$scene" | tr '/' '_')
  for variant in png rtl debug svg dump; do
    for side in old new; do
      local bin; [ $side = old ] && bin=$old || bin=$new
      local out="$work/$side-$key-$variant"
      case $variant in
        png)  (cd "$work" && timeout 60 "$bin" "$OLDPWD/$scene" -o "$out.png") >/dev/null 2>"$out.err"; echo $? >"$out.rc" ;;
        rtl)  (cd "$work" && timeout 60 "$bin" "$OLDPWD/$scene" --rtl -o "$out.png") >/dev/null 2>"$out.err"; echo $? >"$out.rc" ;;
        debug) (cd "$work" && timeout 60 "$bin" "$OLDPWD/$scene" --rtl --debug-borders -o "$out.png") >/dev/null 2>"$out.err"; echo $? >"$out.rc" ;;
        svg)  (cd "$work" && timeout 60 "$bin" "$OLDPWD/$scene" -o "$out.svg") >/dev/null 2>"$out.err"; echo $? >"$out.rc" ;;
        dump) (cd "$work" && timeout 60 "$bin" "$OLDPWD/$scene" -o "$out.png" --layout-json "$out.json") >/dev/null 2>"$out.err"; echo $? >"$out.rc" ;;
      esac
    done
    for ext in png svg json err rc; do
      local a="$work/old-$key-$variant.$ext" b="$work/new-$key-$variant.$ext"
      [ -e "$a" ] || [ -e "$b" ] || continue
      if ! cmp -s "$a" "$b"; then echo "DIFF $scene ($variant .$ext)"; fi
    done
    rm -f "$work"/old-"$key"-"$variant".* "$work"/new-"$key"-"$variant".*
  done
}
export -f one
xargs -P "${JOBS:-2}" -I{} bash -c 'one "$@"' _ {} "$old" "$new" "$work" < "$work/scenes" | sort > "$work/diffs"
count=$(wc -l < "$work/scenes")
if [ -s "$work/diffs" ]; then cat "$work/diffs"; echo "compare-renders: $(cut -d' ' -f2 "$work/diffs" | sort -u | wc -l) of $count scenes differ"; exit 1; fi
echo "compare-renders: $count scenes, identical (PNG, right to left, debug borders, SVG, layout dump, messages, status)"
