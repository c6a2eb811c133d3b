#!/usr/bin/env bash
# `make test`'s `swift test`: the whole output as usual, kept in .build/swift-test.log, and on a
# failure a digest of what failed printed last, so a CI log cut to its tail still names the
# failing tests (XCTest's report comes before Swift Testing's long one).
set -uo pipefail
cd "$(dirname "$0")/.."
mkdir -p .build
log=.build/swift-test.log
"${SWIFT:-swift}" test "$@" 2>&1 | tee "$log"
status=${PIPESTATUS[0]}
if [ "$status" -ne 0 ]; then
  echo "==== swift test failed (exit $status); what failed, from $log:" >&2
  grep -nE "error:|: failed|' failed|✘|Fatal error|signal|Exited with|crashed" "$log" | grep -v "passed" | tail -60 >&2
  grep -nE "Executed [0-9]+ tests" "$log" | tail -2 >&2
fi
exit "$status"
