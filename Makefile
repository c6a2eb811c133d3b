# The README's commands. `make demo` renders the article's ViewThatFits, from its Swift;
# `make test` runs every test, a fixed-seed minute of fuzzing, then the snapshot demo package
# (scripts/snapshot-demo.sh).
# Both install missing Debian packages first.
SWIFT ?= swift
RENDER = .build/debug/render

MINUTES ?= 10
JOBS ?= 2

.PHONY: deps build release demo test fuzz-smoke fuzz fuzz-decoder bench figures clean

deps:
	@./scripts/install-deps.sh

build: deps
	$(SWIFT) build

demo: build
	$(RENDER) examples/swift/001-03-view-that-fits-width-100.swift --scale 2 -o out.png
	@echo "wrote out.png"

test: deps
	$(SWIFT) test
	$(MAKE) fuzz-smoke
	SWIFT=$(SWIFT) ./scripts/snapshot-demo.sh

# A fixed-seed minute of the fuzz suite (scripts/fuzz/README.md): the same cases every run.
fuzz-smoke:
	$(SWIFT) build
	nice scripts/fuzz/fuzz.py --seed 1 --cases 300 --max-seconds 45 --timeout 20 --jobs 2

# A long campaign: make fuzz MINUTES=60 (a new seed each run, printed; findings in fuzz-findings/).
fuzz: build
	nice -n 19 scripts/fuzz/fuzz.py --minutes $(MINUTES) --jobs $(JOBS)

# Coverage-guided fuzzing of the JSON scene decoder with libFuzzer (not part of make test).
fuzz-decoder: deps
	nice -n 19 scripts/fuzz/libfuzzer-decoder.sh $(MINUTES)

# The release binary as it ships: the Swift standard library and Foundation linked statically
# into the executable only (a build flag, not Package.swift, so packages that depend on this one
# and the test bundle link as before; only the executable: the static SDK has no XCTest for
# RenderSnapshotTesting). Not position-independent, so the loader has no relocations of its
# own data to apply; see docs/performance.md.
release: deps
	$(SWIFT) build -c release --static-swift-stdlib -Xlinker -no-pie -Xlinker --no-export-dynamic --product render

# Issue 16's figures against a C floor compiled in the same run (docs/performance.md).
bench: release
	./scripts/bench.py

figures: build
	./scripts/make-figures.sh

clean:
	rm -rf .build Examples/SnapshotDemo/.build out.png
