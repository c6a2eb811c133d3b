#!/usr/bin/env bash
# Installs the Debian packages render needs, only those missing: Cairo, Pango and libjpeg headers,
# librsvg and poppler-glib (SVG and PDF images; their headers check vector_images.h), mimalloc
# (the release binary's malloc: Makefile, RELEASE_FLAGS),
# pkg-config, the fonts of the project's own font configuration, and Chromium for the live
# preview's browser test (scripts/preview-browser-test.py). Chromium is tried on its own: where it
# cannot be installed the build still can, and the browser test says SKIP with the reason.
set -euo pipefail

packages=(
  pkg-config libcairo2-dev libpango1.0-dev zlib1g-dev libjpeg-dev librsvg2-dev libpoppler-glib-dev python3
  libmimalloc2.0
  fonts-inter fonts-noto-cjk fonts-liberation2 fonts-jetbrains-mono fonts-comfortaa
  fonts-noto-color-emoji fonts-noto-core
)

installed() { dpkg-query -W -f='${Status}' "$1" 2>/dev/null | grep -q "install ok installed"; }

missing=()
for package in "${packages[@]}"; do
  installed "$package" || missing+=("$package")
done
browser_missing=0
installed chromium || browser_missing=1
[ ${#missing[@]} -eq 0 ] && [ $browser_missing -eq 0 ] && exit 0

[ ${#missing[@]} -gt 0 ] && echo "Installing: ${missing[*]}" >&2
if [ "$(id -u)" -eq 0 ]; then
  sudo=()
elif command -v sudo >/dev/null 2>&1; then
  sudo=(sudo)
elif [ ${#missing[@]} -eq 0 ]; then
  echo "warning: chromium is not installed and needs root (or sudo); the preview browser test will say SKIP" >&2
  exit 0
else
  echo "error: need root (or sudo) to install: ${missing[*]}" >&2
  exit 1
fi
export DEBIAN_FRONTEND=noninteractive
"${sudo[@]}" apt-get update -qq
if [ ${#missing[@]} -gt 0 ]; then
  "${sudo[@]}" apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null
fi
if [ $browser_missing -eq 1 ]; then
  echo "Installing: chromium (the live preview's browser test)" >&2
  "${sudo[@]}" apt-get install -y -qq --no-install-recommends chromium >/dev/null \
    || echo "warning: chromium could not be installed; the preview browser test will say SKIP" >&2
fi
