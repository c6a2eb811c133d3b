#!/usr/bin/env bash
# The previews of real apps (docs/previews.md, "A real app"): for each row of
# scripts/corpus/previews.tsv (repository, folder, commit), checked out at
# $RENDER_CORPUS/<owner>+<name> (default /work/corpus; scripts/corpus/README.md says how), copies
# the folder to a scratch place (goldens are never written into the checkout), then
#   1. render previews FOLDER -o OUT/<owner>+<name>/gallery   (the gallery, every preview)
#   2. render check FOLDER --previews --record all --allow-placeholders   (records the goldens)
#   3. render check FOLDER --previews --record never --allow-placeholders (must pass)
# and prints each step's summary. Exit status 1 when a step fails or a checkout is missing.
#
#   scripts/previews-corpus.sh [OUT]   (default OUT: .build/previews-corpus; RENDER=path/to/render)
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
corpus="${RENDER_CORPUS:-/work/corpus}"
out="${1:-$root/.build/previews-corpus}"
render="${RENDER:-$root/.build/debug/render}"
[ -x "$render" ] || { echo "error: $render is not built (swift build, or RENDER=…)" >&2; exit 1; }
status=0
while IFS=$'\t' read -r repository folder commit; do
  case "$repository" in ''|'#'*) continue ;; esac
  name="${repository/\//+}"
  checkout="$corpus/$name"
  if [ ! -d "$checkout/$folder" ]; then
    echo "$repository: missing: $checkout/$folder is not checked out" >&2
    status=1
    continue
  fi
  head="$(git -C "$checkout" rev-parse HEAD)"
  [ "$head" = "$commit" ] || echo "$repository: note: checkout at ${head:0:10}, the list says ${commit:0:10}" >&2
  work="$out/$name"
  rm -rf "$work"
  mkdir -p "$work"
  # The whole checkout, so each file's module (its .xcodeproj or Package.swift) is found as in place.
  cp -R "$checkout" "$work/checkout"
  rm -rf "$work/checkout/.git"
  source="$work/checkout/$folder"
  echo "== $repository ($folder)"
  "$render" previews "$source" -o "$work/gallery" || status=1
  "$render" check "$source" --previews --record all --allow-placeholders --no-environment | tail -n 1 || status=1
  "$render" check "$source" --previews --record never --allow-placeholders --no-environment | tail -n 1 || status=1
  echo "gallery: $work/gallery/index.html"
done < "$root/scripts/corpus/previews.tsv"
exit $status
