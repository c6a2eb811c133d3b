#!/usr/bin/env bash
# make figures: renders every figure listed in docs/scenes/figures.tsv into docs/figures/
# (PNG at the scene's scale — 2 — or an animated PNG for sweeps). A scene may be an article's
# own Swift (../../examples/swift/…); its JSON twin (the fourth column) is checked by tests.
set -euo pipefail
cd "$(dirname "$0")/.."
render=.build/debug/render
mkdir -p docs/figures
count=0
while IFS=$'\t' read -r name scene kind twin arguments; do
  case "$name" in ''|'#'*) continue ;; esac
  read -r -a args <<< "${arguments:-}"
  if [ "$kind" = sweep ]; then
    "$render" sweep "docs/scenes/$scene" "${args[@]}" -o "docs/figures/$name.png" 2>/dev/null
  else
    "$render" "docs/scenes/$scene" "${args[@]}" -o "docs/figures/$name.png"
  fi
  count=$((count + 1))
done < docs/scenes/figures.tsv
echo "wrote $count figures to docs/figures/"
