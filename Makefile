# make test     installs missing test dependencies (scripts/install-test-deps), builds, runs every test
# make samples  installs missing build dependencies (scripts/install-build-deps), then writes every
#               sample to out/ (<name>.svg, <name>.html, index.html) with the `animatic` executable
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

# Installs libxml2-dev and pkg-config first when pkg-config cannot find libxml2.
samples:
	bash scripts/install-build-deps
	swift run animatic samples --output out
