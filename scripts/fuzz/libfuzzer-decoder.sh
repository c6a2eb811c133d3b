#!/usr/bin/env bash
# Coverage-guided fuzzing of the JSON scene decoder and the layout with libFuzzer.
#
#   scripts/fuzz/libfuzzer-decoder.sh [MINUTES]     (default 10; `make fuzz-decoder MINUTES=…`)
#
# Compiles the engine and the JSON front end (Sources/RenderLayout, Sources/RenderScene) as one
# module with scripts/fuzz/libfuzzer/DecoderFuzzer.swift into one executable with
# -sanitize=fuzzer,address (swiftc on Linux), seeds its corpus with the repository's scenes and
# runs it. Crashes, timeouts and out-of-memory inputs are written to
# .build/fuzz/ as crash-*, timeout-*, oom-*; replay one with `.build/fuzz/decoder-fuzzer FILE`.
# Not part of `make test`: it needs a few minutes to compile and runs for as long as asked.
# Leak detection is off: Swift's lazily initialised globals (the vocabulary tables) show up
# as "leaks" at exit; crashes, timeouts and memory blow-ups are what this target looks for.
set -euo pipefail
cd "$(dirname "$0")/../.."
minutes="${1:-10}"
out=.build/fuzz
mkdir -p "$out/corpus"
for scene in examples/*.json Tests/Golden/*.json docs/scenes/*.json; do
  cp "$scene" "$out/corpus/seed-${scene//\//_}"
done

cflags=()
for flag in $(pkg-config --cflags pangocairo fontconfig); do cflags+=(-Xcc "$flag"); done
libs=()
for flag in $(pkg-config --libs pangocairo pangoft2 fontconfig freetype2); do libs+=("$flag"); done
# The symbols' path data, as SwiftPM compiles it into the engine (`PackageResources`).
swift build --target RenderLayout >&2
sources=(.build/debug/RenderLayout.build/DerivedSources/embedded_resources.swift)
while IFS= read -r file; do sources+=("$file"); done < <(find Sources/RenderLayout Sources/RenderScene -name '*.swift' | sort)

if [ ! -x "$out/decoder-fuzzer" ] || [ -n "$(find Sources/RenderLayout Sources/RenderScene scripts/fuzz/libfuzzer -newer "$out/decoder-fuzzer" -name '*.swift' | head -1)" ]; then
  echo "building $out/decoder-fuzzer" >&2
  # One module of both targets: their imports of each other are ignored (a warning each).
  swiftc -sanitize=fuzzer,address -parse-as-library -module-name RenderLayout -package-name render -Onone \
    -I Sources/CCairoPango "${cflags[@]}" "${sources[@]}" scripts/fuzz/libfuzzer/DecoderFuzzer.swift \
    "${libs[@]}" -o "$out/decoder-fuzzer" 2> >(grep -v "Cannot export local symbol\|is part of module 'RenderLayout'; ignoring import" >&2)
fi
# -detect_leaks=0 stops libFuzzer's own leak checks; LeakSanitizer's check at exit, too, would
# report the lazily initialised tables (the vocabulary's) as leaks.
export ASAN_OPTIONS="${ASAN_OPTIONS:-detect_leaks=0}"
exec "$out/decoder-fuzzer" "$out/corpus" -dict=scripts/fuzz/libfuzzer/scene.dict \
  -max_total_time=$((${minutes%.*} * 60)) -timeout=10 -rss_limit_mb=4096 -max_len=65536 -detect_leaks=0 \
  -artifact_prefix="$out/" -print_final_stats=1
