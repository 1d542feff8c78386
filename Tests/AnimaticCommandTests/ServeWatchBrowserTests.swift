import AnimaticBrowserTesting
import Foundation
import Testing

/// `serve --watch` on a user's own package, as a person uses it: the page keeps its place while
/// the story's code changes, shows a compile error, and recovers when it is fixed.
///
/// SLOW ON PURPOSE: the temporary package depends on this package by path, so its first
/// `swift build` compiles Animatic and Hummingbird once more (minutes on 2 cores; later runs on
/// the same machine reuse `.build/animatic-serve-test`). This is the only such test.
@Suite struct ServeWatchBrowserTests {
    static let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    static func storySource(duration: String) -> String {
        """
        import Animatic
        import AnimaticCatalog

        @main struct LiveStories: StoryCatalog {
            static let stories = [
                CatalogStory(name: "slide", title: "Slide", summary: "A box slides right.") {
                    try Story.record(size: CGSize(width: 300, height: 100)) { stage in
                        let box = UIView(frame: CGRect(x: 10, y: 10, width: 40, height: 40))
                        box.backgroundColor = .systemBlue
                        box.accessibilityIdentifier = "box"
                        stage.addSubview(box)
                        UIView.animate(withDuration: \(duration), delay: 0, options: .curveLinear) {
                            box.frame.origin.x = 250
                        }
                    }
                },
            ]
        }

        """
    }

    /// A user's package in a new temporary folder: the `live-stories` catalog of one story,
    /// `Sources/LiveStories/Stories.swift` (returned), depending on this package by path.
    static func makePackage(at package: URL) throws -> URL {
        let fm = FileManager.default
        let sources = package.appendingPathComponent("Sources/LiveStories", isDirectory: true)
        try fm.createDirectory(at: sources, withIntermediateDirectories: true)
        let identity = Self.repository.lastPathComponent.lowercased()
        try """
            // swift-tools-version: 6.1
            import PackageDescription
            let package = Package(
                name: "LiveStories",
                products: [.executable(name: "live-stories", targets: ["LiveStories"])],
                dependencies: [.package(path: \(JSONString(Self.repository.path)))],
                targets: [.executableTarget(name: "LiveStories", dependencies: [
                    .product(name: "Animatic", package: "\(identity)"),
                    .product(name: "AnimaticCatalog", package: "\(identity)"),
                ])]
            )

            """.write(to: package.appendingPathComponent("Package.swift"), atomically: true, encoding: .utf8)
        let storyFile = sources.appendingPathComponent("Stories.swift")
        try Self.storySource(duration: "2.0").write(to: storyFile, atomically: true, encoding: .utf8)
        return storyFile
    }

    /// Where the temporary packages build, kept for later runs.
    static var scratch: URL { repository.appendingPathComponent(".build/animatic-serve-test", isDirectory: true) }

    @Test(.timeLimit(.minutes(30)))
    func aSavedEditReloadsThePageAtTheSameTimeAndErrorsShowUntilFixed() async throws {
        let package = FileManager.default.temporaryDirectory.appendingPathComponent("animatic-live-\(UUID().uuidString)", isDirectory: true)
        defer { try? FileManager.default.removeItem(at: package) }
        let storyFile = try Self.makePackage(at: package)

        // The first build (the slow part), kept in this package's .build for later runs.
        let scratch = Self.scratch
        let build = try await runToEnd("/usr/bin/env", ["swift", "build", "--product", "live-stories", "--scratch-path", scratch.path], in: package)
        try #require(build.status == 0, "first build failed:\n\(build.output.suffix(4000))")
        let binPath = try await runToEnd("/usr/bin/env", ["swift", "build", "--show-bin-path", "--scratch-path", scratch.path], in: package)
        let binary = URL(fileURLWithPath: binPath.output.trimmingCharacters(in: .whitespacesAndNewlines)).appendingPathComponent("live-stories")

        let server = try ServerProcess(binary, ["serve", "--watch", "--port", "0", "--scratch-path", scratch.path], in: package)
        let port = try await server.servingPort()
        #expect(server.text.contains("Serving 1 story on http://127.0.0.1:\(port)/"))

        try await BrowserPool.shared.withBrowser { browser in
            try await browser.navigate(to: URL(string: "http://127.0.0.1:\(port)/slide.html")!)
            try await waitFor(browser, "document.body.dataset.liveGeneration === '0' && window.animatic.duration === 2", timeout: 30)
            // Seek, choose half speed, stay paused.
            _ = try await browser.execute(script: """
                window.animatic.seek(0.75);
                var speed = document.querySelector('body > main .speed'); speed.value = '0.5';
                window.animaticMark = 'before';
                return true
                """)

            // 1. A new duration: the page reloads (the mark is gone) at 0.75 s, paused, half speed.
            try Self.storySource(duration: "3.0").write(to: storyFile, atomically: true, encoding: .utf8)
            try await waitFor(browser, "window.animaticMark === undefined && window.animatic && window.animatic.duration === 3 && document.body.dataset.liveRestored === '0.75'", timeout: 600)
            let kept = try await browser.execute(script: """
                return [window.animatic.time(), document.body.dataset.playing, document.querySelector('body > main .speed').value,
                        document.querySelector('body > main .time').textContent, document.body.dataset.liveGeneration]
                """)
            #expect(kept == .array([.number(0.75), .string("false"), .string("0.5"), .string("0.750 s / 3.000 s"), .string("1")]))
            _ = try await browser.execute(script: "window.animaticMark = 'good'; return true")

            // 2. A compile error: shown on the page with file and line; the good story stays.
            try Self.storySource(duration: "3.0 +").write(to: storyFile, atomically: true, encoding: .utf8)
            try await waitFor(browser, "document.body.dataset.liveProblem !== undefined && document.body.dataset.liveBuilding === 'false'", timeout: 600)
            let problem = try await browser.execute(script: "return document.querySelector('.animatic-live-problem').textContent", as: String.self)
            #expect(problem.hasPrefix("Sources/LiveStories/Stories.swift:12:"), "\(problem)")
            #expect(problem.contains(": error: "))
            let shown = try await browser.execute(script: """
                var banner = document.querySelector('.animatic-live');
                return [window.animaticMark, window.animatic.duration, window.animatic.time(), getComputedStyle(banner).display]
                """)
            #expect(shown == .array([.string("good"), .number(3), .number(0.75), .string("block")]), "the page was not reloaded")

            // 3. Fixed: the problem goes, the page reloads at the same time.
            try Self.storySource(duration: "1.5").write(to: storyFile, atomically: true, encoding: .utf8)
            try await waitFor(browser, "window.animaticMark === undefined && window.animatic && window.animatic.duration === 1.5 && document.body.dataset.liveRestored === '0.75'", timeout: 600)
            let fixed = try await browser.execute(script: """
                return [document.body.dataset.liveProblem === undefined, window.animatic.time(),
                        getComputedStyle(document.querySelector('.animatic-live')).display]
                """)
            #expect(fixed == .array([.bool(true), .number(0.75), .string("none")]))
        }
        #expect(try await server.interrupt() == 0, "Ctrl-C stops the server with the page's event stream open")
        #expect(server.text.contains("Build failed in "))
        // Edits of an existing file skip SwiftPM's planning.
        #expect(server.text.contains("(quick build "), "\(server.text)")
        #expect(server.text.hasSuffix("Stopped.\n"))
    }

    /// `swift package animatic list` in a user's package: the command plugin finds the catalog
    /// product, builds it in a scratch folder of its own (the package's `.build` is locked while a
    /// plugin runs) and runs the command; a wrong product is refused by name.
    @Test(.timeLimit(.minutes(30)))
    func theCommandPluginBuildsTheCatalogAndRunsItsCommand() async throws {
        let package = FileManager.default.temporaryDirectory.appendingPathComponent("animatic-plugin-\(UUID().uuidString)", isDirectory: true)
        defer { try? FileManager.default.removeItem(at: package) }
        _ = try Self.makePackage(at: package)
        // `swift package`'s own scratch folder (it builds the plugin there) and the plugin's.
        let outer = Self.repository.appendingPathComponent(".build/animatic-plugin-test", isDirectory: true)
        let swiftPackage = ["swift", "package", "--scratch-path", outer.path, "animatic"]
        let list = try await runToEnd("/usr/bin/env", swiftPackage + ["--scratch-path", Self.scratch.path, "list"], in: package)
        #expect(list.status == 0, "\(list.output.suffix(4000))")
        #expect(list.output.hasSuffix("slide  A box slides right.\n"), "\(list.output.suffix(2000))")

        let wrong = try await runToEnd("/usr/bin/env", swiftPackage + ["--product", "nope", "list"], in: package)
        #expect(wrong.status != 0)
        #expect(wrong.output.contains("no executable product named 'nope'; executables: live-stories"), "\(wrong.output.suffix(2000))")
    }
}

/// The Swift string literal of `text` (for a generated manifest).
func JSONString(_ text: String) -> String {
    "\"" + text.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"") + "\""
}

/// Polls `condition` (a JavaScript expression) in the page until it is true.
func waitFor(_ browser: Browser, _ condition: String, timeout: Double) async throws {
    let deadline = Date().addingTimeInterval(timeout)
    // Asked once more after the deadline (this task may wake late while other tests hold the
    // cooperative threads).
    while true {
        // The page may be reloading: a script error then just means "not yet".
        if let value = try? await browser.execute(script: "try { return !!(\(condition)); } catch (e) { return false; }"),
           value == .bool(true) {
            return
        }
        guard Date() < deadline else { break }
        try await Task.sleep(for: .milliseconds(100))
    }
    let state = try? await browser.execute(script: "return [location.href, document.body && document.body.dataset.liveProblem || null, window.animatic ? window.animatic.duration : null, document.body ? JSON.stringify(document.body.dataset) : null]")
    Issue.record("not true within \(timeout) s: \(condition); page: \(String(describing: state))")
    throw CancellationError()
}

/// Runs a command to its end, output and errors together, on a thread of its own: a build takes
/// minutes, and blocking one of the test process's two cooperative threads that long starves
/// every other test's timers.
func runToEnd(_ executable: String, _ arguments: [String], in folder: URL) async throws -> (status: Int32, output: String) {
    try await withCheckedThrowingContinuation { continuation in
        Thread.detachNewThread {
            continuation.resume(with: Result { try runToEndBlocking(executable, arguments, in: folder) })
        }
    }
}

private func runToEndBlocking(_ executable: String, _ arguments: [String], in folder: URL) throws -> (status: Int32, output: String) {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: executable)
    process.arguments = arguments
    process.currentDirectoryURL = folder
    process.standardInput = FileHandle.nullDevice
    let pipe = Pipe()
    process.standardOutput = pipe
    process.standardError = pipe
    try process.run()
    let data = pipe.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return (process.terminationStatus, String(decoding: data, as: UTF8.self))
}
