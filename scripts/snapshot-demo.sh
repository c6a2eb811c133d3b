#!/usr/bin/env bash
# The "done when" of the Swift API, run by `make test`: a separate package
# (Examples/SnapshotDemo) that depends on this one and on swift-snapshot-testing builds a
# SwiftUI-style view, renders it to PNG with ImageRenderer and snapshot-tests it with
# assertSnapshot(of:as: .render(width:)):
#   1. the first run records the snapshot and fails;
#   2. the second run passes;
#   3. a run with a changed title fails, naming the layout change.
# Packages resolve as the root package's do (no network where github.com is mirrored).
set -euo pipefail
cd "$(dirname "$0")/../Examples/SnapshotDemo"
SWIFT="${SWIFT:-swift}"
snapshots=Tests/SnapshotDemoTests/__Snapshots__
log="$(mktemp)"
trap 'rm -f "$log"' EXIT
export SNAPSHOT_TESTING_RECORD=missing
unset DEMO_TITLE

fail() { echo "snapshot-demo: $1" >&2; cat "$log" >&2; exit 1; }

# `--build-only`: build the demo's test product and stop (make test starts it beside the main
# package's tests, whose XCTest half runs on one core). Only the test product: its dependencies
# are render's library targets and SnapshotTesting, not swift-syntax or the command line.
"$SWIFT" build --product SnapshotDemoPackageTests -q >"$log" 2>&1 || fail "the demo package does not build"
[ "${1:-}" = "--build-only" ] && exit 0

rm -rf "$snapshots"

if "$SWIFT" test --skip-build >"$log" 2>&1; then fail "run 1 passed; it should record the snapshot and fail"; fi
grep -q "No reference was found on disk. Automatically recorded snapshot" "$log" || fail "run 1 failed, but not by recording"
[ -f "$snapshots/CardTests/card.1.png" ] || fail "run 1 did not write $snapshots/CardTests/card.1.png"
echo "snapshot-demo: run 1 recorded $snapshots/CardTests/card.1.png and failed, as it should"

"$SWIFT" test --skip-build >"$log" 2>&1 || fail "run 2 failed; it should pass against the recorded snapshot"
echo "snapshot-demo: run 2 passed"

if DEMO_TITLE="Hello, a much longer title" "$SWIFT" test --skip-build >"$log" 2>&1; then fail "run 3 passed with a changed title"; fi
grep -q "The rendered view does not match the snapshot — layout changed." "$log" || fail "run 3 failed without naming a layout change"
grep -q "Text at root" "$log" || fail "run 3's message does not name the changed Text"
echo "snapshot-demo: run 3 (changed title) failed, naming the layout change:"
grep -A4 "The rendered view does not match the snapshot" "$log" | sed 's/^/    /' | head -6
rm -rf "$snapshots"
