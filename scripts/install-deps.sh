#!/usr/bin/env bash
# Installs the Debian packages render needs, only those missing: Cairo and Pango headers,
# pkg-config, and the fonts of the project's own font configuration.
set -euo pipefail

packages=(
  pkg-config libcairo2-dev libpango1.0-dev zlib1g-dev python3
  fonts-inter fonts-noto-cjk fonts-liberation2 fonts-jetbrains-mono fonts-comfortaa
  fonts-noto-color-emoji fonts-noto-core
)

missing=()
for package in "${packages[@]}"; do
  if ! dpkg-query -W -f='${Status}' "$package" 2>/dev/null | grep -q "install ok installed"; then
    missing+=("$package")
  fi
done
[ ${#missing[@]} -eq 0 ] && exit 0

echo "Installing: ${missing[*]}" >&2
if [ "$(id -u)" -eq 0 ]; then
  sudo=()
elif command -v sudo >/dev/null 2>&1; then
  sudo=(sudo)
else
  echo "error: need root (or sudo) to install: ${missing[*]}" >&2
  exit 1
fi
export DEBIAN_FRONTEND=noninteractive
"${sudo[@]}" apt-get update -qq
"${sudo[@]}" apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null
