#!/usr/bin/env bash
# A screenshot of a local HTML page with headless Chromium (Debian's `chromium`), to look at a
# gallery as a browser shows it:  scripts/screenshot-page.sh PAGE.html OUT.png [WIDTH [HEIGHT]]
set -euo pipefail
[ $# -ge 2 ] || { echo "usage: $0 PAGE.html OUT.png [WIDTH [HEIGHT]]" >&2; exit 2; }
page="$(cd "$(dirname "$1")" && pwd)/$(basename "$1")"
out="$2"
width="${3:-1280}"
height="${4:-2000}"
browser="$(command -v chromium || command -v chromium-browser || true)"
[ -n "$browser" ] || { echo "error: chromium is not installed (Debian: apt-get install chromium)" >&2; exit 1; }
profile="$(mktemp -d)"
trap 'rm -rf "$profile"' EXIT
"$browser" --headless --no-sandbox --disable-gpu --hide-scrollbars --user-data-dir="$profile" \
  --window-size="$width,$height" --screenshot="$(realpath -m "$out")" "file://$page" >/dev/null 2>&1
[ -s "$out" ] || { echo "error: chromium wrote no screenshot to $out" >&2; exit 1; }
echo "wrote $out"
