import Foundation
import Testing
@testable import AnimaticBrowserTesting

@Suite struct BrowserTests {
    @Test(arguments: BrowserEngine.tested)
    func executeReturnsJSONAndPassesArguments(engine: BrowserEngine) async throws {
        try await BrowserPool.shared(for: engine).withBrowser { browser in
            let sum = try await browser.execute(script: "return arguments[0] + arguments[1]", args: [1, 2.5])
            #expect(sum == 3.5)
            let object = try await browser.execute(
                script: "return {s: arguments[0].toUpperCase(), list: [true, null, 1], nested: {x: -0.5}}", args: ["abc"])
            #expect(object == ["s": "ABC", "list": [true, nil, 1], "nested": ["x": -0.5]])
            #expect(try await browser.execute(script: "return undefined") == .null)
        }
    }

    @Test(arguments: BrowserEngine.tested)
    func aThrowingScriptReportsTheJavaScriptMessage(engine: BrowserEngine) async throws {
        try await BrowserPool.shared(for: engine).withBrowser { browser in
            let error = await #expect(throws: BrowserError.self) {
                try await browser.execute(script: "throw new Error('boom from the page')")
            }
            guard case .webDriver(_, _, let kind, let message)? = error else {
                Issue.record("expected a WebDriver error, got \(String(describing: error))")
                return
            }
            #expect(kind == "javascript error")
            #expect(message.contains("boom from the page"))
        }
    }

    @Test(arguments: BrowserEngine.tested)
    func navigateLoadsAFileURL(engine: BrowserEngine) async throws {
        try await Fixtures.with { fixtures in
            let page = try fixtures.write("page.html", "<!doctype html><title>Hello probe</title><p id=p>text</p>")
            try await BrowserPool.shared(for: engine).withBrowser { browser in
                try await browser.navigate(to: page)
                #expect(try await browser.execute(script: "return document.title") == "Hello probe")
                #expect(try await browser.currentURL() == page.absoluteString)
            }
        }
    }

    @Test(arguments: BrowserEngine.tested)
    func screenshotIsAPNGOfTheWindowSize(engine: BrowserEngine) async throws {
        try await Fixtures.with { fixtures in
            let svg = try fixtures.write("red.svg", """
                <svg xmlns="http://www.w3.org/2000/svg" width="100%" height="100%"><rect width="100%" height="100%" fill="red"/></svg>
                """)
            try await Browser.withBrowser(BrowserOptions(engine: engine, windowWidth: 640, windowHeight: 480)) { browser in
                try await browser.navigate(to: svg)
                #expect(try await browser.windowSize() == Browser.WindowSize(width: 640, height: 480))
                var png = try await browser.screenshot()
                #expect(png.starts(with: [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]))
                #expect(pngSize(png) == [640, 480])

                let applied = try await browser.setWindowSize(width: 500, height: 300)
                #expect(applied == Browser.WindowSize(width: 500, height: 300))
                let file = fixtures.directory.appendingPathComponent("shot.png")
                png = try await browser.screenshot(to: file)
                #expect(try Data(contentsOf: file) == png)
                #expect(pngSize(png) == [500, 300])
            }
        }
    }

    @Test func quitKillsChromedriverAndChromiumAndRemovesTheWorkDirectory() async throws {
        let browser = try await Browser.launch()
        let directory = browser.workDirectory.path
        let driver = browser.driverProcessIdentifier
        #expect(ProcessJanitor.isAlive(driver))
        let chromium = ProcessJanitor.processes(mentioning: directory).filter { $0 != driver }
        #expect(!chromium.isEmpty, "Chromium should run with the run's own profile and TMPDIR")
        await browser.quit()
        #expect(!ProcessJanitor.isAlive(driver))
        #expect(ProcessJanitor.processes(mentioning: directory).filter(ProcessJanitor.isAlive).isEmpty)
        #expect(!FileManager.default.fileExists(atPath: directory))
        await #expect(throws: BrowserError.closed) { try await browser.execute(script: "return 1") }
        await browser.quit() // a second quit does nothing
    }

    @Test func withBrowserQuitsEvenWhenTheBodyThrows() async throws {
        struct Expected: Error {}
        var directory = ""
        await #expect(throws: Expected.self) {
            try await Browser.withBrowser { browser in
                directory = browser.workDirectory.path
                throw Expected()
            }
        }
        #expect(!directory.isEmpty)
        #expect(ProcessJanitor.processes(mentioning: directory).filter(ProcessJanitor.isAlive).isEmpty)
        #expect(!FileManager.default.fileExists(atPath: directory))
    }

    @Test func missingChromedriverFailsWithTheSetupHint() async throws {
        let options = BrowserOptions(chromedriverPath: "/nonexistent/chromedriver")
        let error = await #expect(throws: BrowserError.self) { try await Browser.launch(options) }
        #expect(error == .missingTool(name: "chromedriver", searched: ["/nonexistent/chromedriver"]))
        #expect("\(error!)".contains("scripts/install-test-deps"))

        let noChromium = BrowserOptions(chromiumPath: "/nonexistent/chromium")
        let chromiumError = await #expect(throws: BrowserError.self) { try await Browser.launch(noChromium) }
        #expect("\(chromiumError!)".contains("chromium was not found"))
        #expect("\(chromiumError!)".contains("scripts/install-test-deps"))
    }

    @Test func aBrokenChromiumBinaryFailsToStartWithTheLog() async throws {
        // /bin/true is executable but not a browser: chromedriver must report that session creation failed.
        let options = BrowserOptions(startupTimeout: 15, chromiumPath: "/bin/true")
        let error = await #expect(throws: BrowserError.self) { try await Browser.launch(options) }
        guard case .startFailed(let reason, _)? = error else {
            Issue.record("expected startFailed, got \(String(describing: error))")
            return
        }
        #expect(reason.contains("session"))
        #expect("\(error!)".contains("scripts/install-test-deps"))
    }

    @Test func loopbackHTTPReportsARefusedConnection() async throws {
        let port = try LoopbackHTTP.freePort()
        await #expect(throws: BrowserError.self) {
            try await LoopbackHTTP.request(port: port, method: "GET", path: "/status", body: nil, timeout: 2)
        }
    }
}

/// Width and height from a PNG's IHDR chunk.
func pngSize(_ png: Data) -> [Int]? {
    let bytes = [UInt8](png)
    guard bytes.count >= 24, bytes[12...15].elementsEqual(Array("IHDR".utf8)) else { return nil }
    func be32(_ i: Int) -> Int { bytes[i..<(i + 4)].reduce(0) { $0 << 8 | Int($1) } }
    return [be32(16), be32(20)]
}
