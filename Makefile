# make test     installs missing test dependencies (scripts/install-test-deps), builds, runs every test
#               (then the adapter plugin's end-to-end package, Tests/AdapterAppPackage)
# make samples  installs missing build dependencies (scripts/install-build-deps), then writes every
#               sample to out/ (<name>.svg, <name>.html, index.html, and with --share a poster
#               <name>.png and a looping <name>.gif) with the `animatic` executable
# make docs     the DocC documentation (Sources/*/*.docc and the doc comments) as static HTML in
#               .build/docs, warnings as errors, with DocC's coverage summary (scripts/docs)
# make sanitize the whole suite under AddressSanitizer (with LeakSanitizer) in .build-asan, then under
#               ThreadSanitizer in .build-tsan (slow: see the Guarantees article, "Sanitizers"); `make sanitize-address`
#               or `make sanitize-thread` runs one; SANITIZE_FILTER=Suite limits it to some tests
SHELL := /bin/bash

# Snapshot tests compare against committed references and never record new ones here.
export SNAPSHOT_TESTING_RECORD := never

.PHONY: test test-adapter-app deps samples docs sanitize sanitize-address sanitize-thread

deps:
	bash scripts/install-test-deps

# Swift Testing runs tests in parallel inside the test process; browser tests share a pool of
# at most two headless Chromiums (see AnimaticBrowserTesting.BrowserPool).
test: deps
	swift build --build-tests
	swift test
	$(MAKE) test-adapter-app

# The adapter plugin applied as a user's package applies it (Tests/AdapterAppPackage): a package
# of its own so that no target of this one applies a build-tool plugin, whose tools (swift-syntax)
# SwiftPM would otherwise build before every build of this package, `make samples` included.
test-adapter-app:
	swift build --build-tests --package-path Tests/AdapterAppPackage --scratch-path $(CURDIR)/.build-adapter-app
	swift test --skip-build --package-path Tests/AdapterAppPackage --scratch-path $(CURDIR)/.build-adapter-app

# Installs libxml2-dev and pkg-config first when pkg-config cannot find libxml2.
samples:
	bash scripts/install-build-deps
	swift run animatic samples --share --output out

docs: deps
	bash scripts/docs

# Each sanitizer builds everything again, instrumented, in its own scratch folder (git-ignored).
# LeakSanitizer runs with AddressSanitizer on Linux: a leak fails the run at exit.
SANITIZE_FILTER ?=
sanitize_filter = $(if $(SANITIZE_FILTER),--filter '$(SANITIZE_FILTER)',)

sanitize: sanitize-address sanitize-thread

sanitize-address: deps
	swift build --build-tests --sanitize=address --scratch-path .build-asan
	ASAN_OPTIONS=detect_leaks=1 LSAN_OPTIONS=suppressions=$(CURDIR)/scripts/lsan-suppressions.txt swift test --skip-build --sanitize=address --scratch-path .build-asan $(sanitize_filter)

sanitize-thread: deps
	swift build --build-tests --sanitize=thread --scratch-path .build-tsan
	TSAN_OPTIONS=halt_on_error=1 swift test --skip-build --sanitize=thread --scratch-path .build-tsan $(sanitize_filter)
