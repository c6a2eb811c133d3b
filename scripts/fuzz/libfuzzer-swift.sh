#!/usr/bin/env bash
# Coverage-guided fuzzing of the Swift front end (parse + interpret + decode, no drawing) with
# libFuzzer.
#
#   scripts/fuzz/libfuzzer-swift.sh [MINUTES] [SEED_DIR...]   (default 10; `make fuzz-swift MINUTES=…`)
#
# swift-syntax must be instrumented like the code it calls into, so this is a package-level
# build: SwiftPM builds RenderSwiftSource and everything below it (swift-syntax included) with
# --sanitize=fuzzer --sanitize=address into .build/fuzz-swift (a build folder of its own; the
# first build takes as long as a cold `swift build`), then scripts/fuzz/libfuzzer/SwiftFrontendFuzzer.swift
# is linked against those objects into .build/fuzz/swift-fuzzer. The corpus starts with the
# repository's Swift files (examples/swift, Tests/Golden's Swift screens) and, when given,
# the Swift files below SEED_DIR (local checkouts of real apps; never copied into the
# repository). Crashes, timeouts and out-of-memory inputs land in .build/fuzz/ as
# swift-crash-*, swift-timeout-*, swift-oom-*; replay one with `.build/fuzz/swift-fuzzer FILE`.
# Not part of `make test`. Leak detection is off, as for the decoder (lazily made tables).
set -euo pipefail
cd "$(dirname "$0")/../.."
minutes="${1:-10}"
shift || true
out=.build/fuzz
build=.build/fuzz-swift
mkdir -p "$out/swift-corpus"
while IFS= read -r file; do cp "$file" "$out/swift-corpus/seed-${file//\//_}"; done \
  < <(find examples/swift Tests/Golden -name '*.swift' | sort)
for directory in "$@"; do
  while IFS= read -r file; do
    cp "$file" "$out/swift-corpus/real-$(printf '%s' "$file" | sha1sum | cut -c1-16).swift"
  done < <(find "$directory" -name '*.swift' -size -64k -not -path '*/.*' | sort)
done

swift build --build-path "$build" --sanitize=fuzzer --sanitize=address --target RenderSwiftSource >&2
bin=$(swift build --build-path "$build" --show-bin-path)
objects=()
for target in SwiftSyntax SwiftParser SwiftDiagnostics SwiftParserDiagnostics SwiftOperators SwiftBasicFormat \
              _SwiftSyntaxCShims RenderLayout RenderScene RenderSwiftSource; do
  [ -d "$bin/$target.build" ] || continue
  while IFS= read -r object; do objects+=("$object"); done < <(find "$bin/$target.build" -name '*.o' | sort)
done
libs=()
for flag in $(pkg-config --libs pangocairo pangoft2 fontconfig freetype2); do libs+=("$flag"); done
cflags=()
for flag in $(pkg-config --cflags pangocairo fontconfig); do cflags+=(-Xcc "$flag"); done

if [ ! -x "$out/swift-fuzzer" ] || [ -n "$(find "$bin/RenderSwiftSource.build" scripts/fuzz/libfuzzer -newer "$out/swift-fuzzer" \( -name '*.o' -o -name '*.swift' \) | head -1)" ]; then
  echo "linking $out/swift-fuzzer" >&2
  swiftc -sanitize=fuzzer,address -parse-as-library -module-name SwiftFrontendFuzzer -Onone \
    -I "$bin/Modules" -I Sources/CCairoPango "${cflags[@]}" scripts/fuzz/libfuzzer/SwiftFrontendFuzzer.swift \
    "${objects[@]}" "${libs[@]}" -o "$out/swift-fuzzer"
fi
export ASAN_OPTIONS="${ASAN_OPTIONS:-detect_leaks=0}"
exec "$out/swift-fuzzer" "$out/swift-corpus" -dict=scripts/fuzz/libfuzzer/swift.dict \
  -max_total_time=$((${minutes%.*} * 60)) -timeout=10 -rss_limit_mb=4096 -max_len=65536 -detect_leaks=0 \
  -artifact_prefix="$out/swift-" -print_final_stats=1
