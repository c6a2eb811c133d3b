# The README's commands. `make demo` renders the article's ViewThatFits, from its Swift;
# `make test` runs every test (among them the layout-invariant suite over a fixed seed's random
# trees, docs/invariants.md), a fixed-seed minute of fuzzing, the live preview in a headless
# browser, then the snapshot demo package (scripts/snapshot-demo.sh).
# Both install missing Debian packages first.
SWIFT ?= swift
RENDER = .build/debug/render

MINUTES ?= 10
JOBS ?= 2
# Folders of real apps' Swift files for the fuzzers' seeds (local checkouts; optional).
SEEDS ?=

.PHONY: deps build release release-binary install uninstall order demo test docs preview-browser fuzz-smoke fuzz fuzz-decoder fuzz-swift invariants bench figures clean

# `make install`: the release binary into $(PREFIX)/bin (default /usr/local/bin; DESTDIR for
# packaging). It is self-contained: the Swift runtime, the symbols' paths and the fonts.conf are
# inside it; only the Debian libraries (Cairo, Pango, libjpeg-turbo) and fonts of `make deps` are needed.
# CONFIG=debug installs the debug build instead (quick, for trying the installed command).
PREFIX ?= /usr/local
CONFIG ?= release

deps:
	@./scripts/install-deps.sh

build: deps
	$(SWIFT) build

demo: build
	$(RENDER) examples/swift/001-03-view-that-fits-width-100.swift --scale 2 -o out.png
	@echo "wrote out.png"

# The snapshot demo's package builds beside the tests (XCTest runs its cases on one core); its
# runs come last. If the tests fail, the demo's build is still waited for, then the failure stands.
test: deps
	./scripts/check-vector-abi.sh
	$(SWIFT) build --build-tests
	@mkdir -p .build; SWIFT=$(SWIFT) ./scripts/snapshot-demo.sh --build-only >.build/snapshot-demo-build.log 2>&1 & demo=$$!; \
	SWIFT=$(SWIFT) ./scripts/swift-test.sh --skip-build; status=$$?; \
	wait $$demo || { echo "snapshot demo build failed:"; cat .build/snapshot-demo-build.log; exit 1; }; exit $$status
	$(MAKE) fuzz-smoke
	$(MAKE) preview-browser
	SWIFT=$(SWIFT) ./scripts/snapshot-demo.sh

# docs/vocabulary.md from the definitions' entries (VocabularyTests fails while it is stale).
docs: build
	$(RENDER) vocabulary > docs/vocabulary.md

# `render preview` in Debian's headless Chromium (scripts/preview-browser-test.py): the page loads,
# an edit changes the picture without a reload, the slider changes its width, a broken file shows
# its error and recovers. SKIP (said, not silent) only where chromium could not be installed.
preview-browser:
	$(SWIFT) build --product render
	./scripts/preview-browser-test.py --render $(RENDER)

# A fixed-seed minute of the fuzz suite (scripts/fuzz/README.md): the same cases every run.
fuzz-smoke:
	$(SWIFT) build
	nice scripts/fuzz/fuzz.py --seed 1 --cases 300 --max-seconds 45 --timeout 20 --jobs 2

# A long campaign: make fuzz MINUTES=60 [SEEDS="dir…"] (a new seed each run, printed; findings in fuzz-findings/).
fuzz: build
	nice -n 19 scripts/fuzz/fuzz.py --minutes $(MINUTES) --jobs $(JOBS) $(foreach dir,$(SEEDS),--seeds $(dir))

# The layout-invariant campaign (docs/invariants.md): random view trees over the whole vocabulary,
# laid out and checked for MINUTES (a new seed each run, printed; INVARIANT_SEED=S repeats one).
# Each distinct finding is shrunk and saved to invariant-findings/seedS-caseN/ (scene, Swift file,
# what broke, the command that shows it); the run fails when there are any.
invariants: deps
	INVARIANT_MINUTES=$(MINUTES) nice -n 19 $(SWIFT) test --filter InvariantCampaignTests

# Coverage-guided fuzzing of the JSON scene decoder with libFuzzer (not part of make test).
fuzz-decoder: deps
	nice -n 19 scripts/fuzz/libfuzzer-decoder.sh $(MINUTES)

# Coverage-guided fuzzing of the Swift front end (parse + interpret, no drawing) with libFuzzer:
# swift-syntax and the targets below RenderSwiftSource built instrumented in .build/fuzz-swift.
fuzz-swift: deps
	nice -n 19 scripts/fuzz/libfuzzer-swift.sh $(MINUTES) $(SEEDS)

# The release binary as it ships (docs/performance.md):
# - the Swift standard library and Foundation linked statically into the executable only (a
#   build flag, not Package.swift, so packages that depend on this one and the test bundle link
#   as before; the static SDK has no XCTest for RenderSnapshotTesting);
# - not position-independent, so the loader has no relocations of its own data to apply;
# - every function in its own section, laid out by LLD in the order of scripts/release/render.order
#   (`make order`), so the code a render runs sits in a few pages, and the functions that have no
#   symbol for that file to name gathered beside them (scripts/release/unnamed-text.ld);
# - swift-syntax's conformance records in a section of their own
#   (scripts/release/lazy-conformances.ld), registered only when a Swift file is read;
# - the package's own modules compiled to reach concrete generic types' metadata through accessors
#   that pass their conformances, not by demangling names (RENDER_RELEASE_BUILD=1, Package.swift):
#   no conformance lookup, each a scan of every record, for the types our code builds.
# Afterwards: the moved records are there, and the release binary passes the Swift-source golden
# screens, which go through them.
# RENDER_RELEASE_BUILD=1: Package.swift's release-only Swift flags for the package's own modules.
RELEASE_SWIFT = RENDER_RELEASE_BUILD=1 $(SWIFT)
RELEASE_FLAGS = -c release --static-swift-stdlib \
	-Xswiftc -Xfrontend -Xswiftc -function-sections -Xswiftc -use-ld=lld \
	-Xlinker -no-pie -Xlinker --no-export-dynamic \
	-Xlinker --symbol-ordering-file=$(CURDIR)/scripts/release/render.order -Xlinker --no-warn-symbol-ordering \
	-Xlinker -T -Xlinker $(CURDIR)/scripts/release/lazy-conformances.ld \
	-Xlinker -T -Xlinker $(CURDIR)/scripts/release/unnamed-text.ld
RELEASE_LINK_INPUTS = scripts/release/render.order scripts/release/lazy-conformances.ld scripts/release/unnamed-text.ld
release-binary: deps
	@# SwiftPM does not know the linker reads these files: relink when one is newer.
	@bin=$$($(RELEASE_SWIFT) build $(RELEASE_FLAGS) --show-bin-path)/render; \
	for input in $(RELEASE_LINK_INPUTS); do [ "$$input" -nt "$$bin" ] && rm -f "$$bin"; done; true
	$(RELEASE_SWIFT) build $(RELEASE_FLAGS) --product render
	@readelf -SW $$($(RELEASE_SWIFT) build $(RELEASE_FLAGS) --show-bin-path)/render \
	  | grep -Eq 'swift5_lazy_conformances +PROGBITS +[0-9a-f]+ +[0-9a-f]+ +0*[1-9a-f]' \
	  || { echo "release: no swift-syntax conformance records were moved: see scripts/release/lazy-conformances.ld"; exit 1; }

release: release-binary
	$$($(RELEASE_SWIFT) build $(RELEASE_FLAGS) --show-bin-path)/render check Tests/Golden/screens --no-environment --record never

install: $(if $(filter debug,$(CONFIG)),build,release-binary)
	install -d "$(DESTDIR)$(PREFIX)/bin"
	install -m 755 "$$($(if $(filter debug,$(CONFIG)),$(SWIFT) build,$(RELEASE_SWIFT) build $(RELEASE_FLAGS)) --show-bin-path)/render" "$(DESTDIR)$(PREFIX)/bin/render"
	@echo "installed $(DESTDIR)$(PREFIX)/bin/render"

uninstall:
	rm -f "$(DESTDIR)$(PREFIX)/bin/render"

# Rewrites scripts/release/render.order from the functions the release binary runs on the
# examples (callgrind; needs valgrind). Run it after large changes; a stale order costs speed only.
order: release
	RENDER=$$($(RELEASE_SWIFT) build $(RELEASE_FLAGS) --show-bin-path)/render ./scripts/release/order.py
	$(MAKE) release

# Issue 16's and issue 28's figures against C floors compiled in the same run (docs/performance.md).
bench: release
	./scripts/bench.py

figures: build
	./scripts/make-figures.sh

clean:
	rm -rf .build Examples/SnapshotDemo/.build out.png
