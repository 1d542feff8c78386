# make test     installs missing test dependencies (scripts/install-test-deps), builds, runs every test
# make samples  builds and writes the sample stories to out/ with the `animatic` executable
SHELL := /bin/bash

# Snapshot tests compare against committed references and never record new ones here.
export SNAPSHOT_TESTING_RECORD := never

.PHONY: test deps samples

deps:
	bash scripts/install-test-deps

# Swift Testing runs tests in parallel inside the test process; browser tests share a pool of
# at most two headless Chromiums (see AnimaticBrowserTesting.BrowserPool).
test: deps
	swift build --build-tests
	swift test

# Needs an executable product named `animatic` in Package.swift (rule: its presence in
# `swift package describe` output); until it exists this target says so and fails.
samples:
	swift build
	@if swift package describe | awk '/^Products:/{p=1;next} /^Targets:/{p=0} p&&/^    Name: /{n=($$2=="animatic")} p&&n&&/Executable/{f=1} END{exit !f}'; then \
		echo "+ swift run animatic samples --output out"; \
		swift run animatic samples --output out; \
	else \
		echo "make samples: Package.swift has no executable product named animatic yet; nothing to run." >&2; \
		exit 1; \
	fi
