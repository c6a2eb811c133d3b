# The README's commands. `make demo` renders the article's ViewThatFits, from its Swift;
# `make test` runs every test, then the snapshot demo package (scripts/snapshot-demo.sh).
# Both install missing Debian packages first.
SWIFT ?= swift
RENDER = .build/debug/render

.PHONY: deps build demo test bench figures clean

deps:
	@./scripts/install-deps.sh

build: deps
	$(SWIFT) build

demo: build
	$(RENDER) examples/swift/001-03-view-that-fits-width-100.swift --scale 2 -o out.png
	@echo "wrote out.png"

test: deps
	$(SWIFT) test
	SWIFT=$(SWIFT) ./scripts/snapshot-demo.sh

bench: deps
	$(SWIFT) build -c release
	./scripts/bench.py

figures: build
	./scripts/make-figures.sh

clean:
	rm -rf .build Examples/SnapshotDemo/.build out.png
