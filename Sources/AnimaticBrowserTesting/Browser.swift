import Foundation

/// One headless browser of any of three engines behind one API (navigate, execute a script,
/// screenshot): Chromium driven through chromedriver (W3C WebDriver over HTTP), WebKit (WebKitGTK's
/// MiniBrowser, Safari's engine family) through WebKitWebDriver on a private virtual X display
/// (see ``VirtualDisplay``), and Firefox ESR spoken to directly over WebDriver BiDi (a WebSocket;
/// Debian packages no geckodriver). ``BrowserOptions/engine`` chooses.
///
/// Starting a browser costs about a second, so share one across many checks: launch it once, or
/// borrow one from a ``BrowserPool``. ``withBrowser(_:isolation:_:)`` runs a closure with a fresh
/// browser and always shuts it down, also when the closure throws.
///
/// ```swift
/// try await Browser.withBrowser { browser in
///     try await browser.navigate(to: URL(fileURLWithPath: "/tmp/box.svg"))
///     let title = try await browser.execute(script: "return document.title")
///     let png = try await browser.screenshot()
/// }
/// ```
///
/// Each run owns a private work directory (TMPDIR and profile for Chromium, the chromedriver
/// log), removed by ``quit()``. chromedriver, Chromium and their helpers are killed by pid on
/// ``quit()``, when the actor is deinitialised, and at process exit, so a failing test leaves
/// no browser behind.
public actor Browser {
    /// The options the browser was started with.
    public nonisolated let options: BrowserOptions
    /// The port the driver listens on (127.0.0.1): chromedriver's, WebKitWebDriver's, or
    /// Firefox's WebDriver BiDi WebSocket.
    public nonisolated let port: UInt16
    /// The WebDriver (or WebDriver BiDi) session id.
    public nonisolated let sessionID: String
    /// The private work directory of this run (removed by ``quit()``).
    public nonisolated let workDirectory: URL
    /// The engine of this browser.
    public nonisolated var engine: BrowserEngine { options.engine }
    private let driver: Process
    private var closed = false
    /// Firefox only: the BiDi connection and the top-level browsing context.
    let bidi: LoopbackWebSocket?
    let bidiContext: String
    var bidiNextID = 10

    init(options: BrowserOptions, port: UInt16, sessionID: String, workDirectory: URL, driver: Process,
                 bidi: LoopbackWebSocket? = nil, bidiContext: String = "") {
        self.options = options
        self.port = port
        self.sessionID = sessionID
        self.workDirectory = workDirectory
        self.driver = driver
        self.bidi = bidi
        self.bidiContext = bidiContext
    }

    deinit {
        if !closed {
            ProcessJanitor.cleanUp(pid: driver.processIdentifier, directory: workDirectory.path)
            ProcessJanitor.reapLater(driver)
        }
    }

    // MARK: Starting and stopping

    /// Starts the engine's driver (chromedriver or WebKitWebDriver on a free port; Firefox with its
    /// WebDriver BiDi endpoint), waits until it is ready and opens a session.
    ///
    /// - Throws: ``BrowserError/missingTool(name:searched:)`` (with the setup hint) when the driver
    ///   or the browser is not installed, ``BrowserError/startFailed(reason:log:)`` when they do not
    ///   start within ``BrowserOptions/startupTimeout``.
    public static func launch(_ options: BrowserOptions = BrowserOptions()) async throws -> Browser {
        let tmp = ProcessInfo.processInfo.environment["TMPDIR"].flatMap { $0.isEmpty ? nil : $0 } ?? "/tmp"
        let tools: (driver: String, browser: String)
        switch options.engine {
        case .chromium: tools = (try options.resolveChromedriver(), try options.resolveChromium())
        case .firefox: tools = ("", try options.resolveFirefox())
        case .webkit: tools = (try options.resolveWebKitWebDriver(), try options.resolveMiniBrowser())
        }
        ProcessJanitor.cleanUpOrphans(in: tmp)
        var lastError: (any Error)?
        for _ in 0..<3 { // a port that was free can be taken before the driver binds it: retry
            do {
                switch options.engine {
                case .chromium, .webkit:
                    return try await start(options: options, chromedriver: tools.driver, chromium: tools.browser, tmp: tmp)
                case .firefox:
                    return try await startFirefox(options: options, firefox: tools.browser, tmp: tmp)
                }
            } catch let error as BrowserError {
                guard case .startFailed = error else { throw error }
                lastError = error
            }
        }
        throw lastError!
    }

    private static func start(options: BrowserOptions, chromedriver: String, chromium: String, tmp: String) async throws -> Browser {
        let directory = URL(fileURLWithPath: tmp, isDirectory: true)
            .appendingPathComponent("\(ProcessJanitor.directoryPrefix)\(getpid())-\(UUID().uuidString.prefix(8))")
        let fm = FileManager.default
        try fm.createDirectory(at: directory.appendingPathComponent("tmp"), withIntermediateDirectories: true)
        let logURL = directory.appendingPathComponent("driver.log")
        guard fm.createFile(atPath: logURL.path, contents: nil) else {
            ProcessJanitor.cleanUp(pid: nil, directory: directory.path)
            throw BrowserError.startFailed(reason: "cannot create \(logURL.path)", log: "")
        }
        let port = try LoopbackHTTP.freePort()

        let process = Process()
        process.executableURL = URL(fileURLWithPath: chromedriver)
        var environment = ProcessInfo.processInfo.environment
        environment["TMPDIR"] = directory.appendingPathComponent("tmp").path
        if options.engine == .webkit {
            process.arguments = ["--port=\(port)", "--host=local"]
            environment["DISPLAY"] = try await VirtualDisplay.shared.name()
        } else {
            process.arguments = ["--port=\(port)", "--allowed-ips=127.0.0.1", "--log-path=\(logURL.path)"]
        }
        process.environment = environment
        try Browser.launch(process, program: chromedriver, log: logURL, directory: directory)
        func fail(_ reason: String) -> BrowserError { Browser.startFailure(reason, process: process, log: logURL, directory: directory) }

        // Wait for /status to say ready.
        let start = Date()
        var ready = false
        while Date().timeIntervalSince(start) < options.startupTimeout {
            guard process.isRunning else {
                throw fail("\(options.engine.driverName) exited with status \(process.terminationStatus) before it was ready")
            }
            if let reply = try? await LoopbackHTTP.request(port: port, method: "GET", path: "/status", body: nil, timeout: 2),
               reply.status == 200, let json = try? JSONValue(jsonData: reply.body),
               json["value"]?["ready"]?.boolValue == true {
                ready = true
                break
            }
            try? await Task.sleep(nanoseconds: 25_000_000)
        }
        guard ready else { throw fail("\(options.engine.driverName) did not report ready within \(options.startupTimeout) s") }

        // Create the session.
        let capabilities: JSONValue
        if options.engine == .webkit {
            capabilities = ["capabilities": ["alwaysMatch": [
                "pageLoadStrategy": "normal",
                "webkitgtk:browserOptions": ["binary": .string(chromium), "args": ["--automation"]],
            ]]]
        } else {
            var args = options.chromiumArguments.map { JSONValue.string($0) }
            args.append(.string("--user-data-dir=\(directory.appendingPathComponent("profile").path)"))
            capabilities = ["capabilities": ["alwaysMatch": [
                "browserName": "chrome",
                "pageLoadStrategy": "normal",
                "goog:chromeOptions": ["binary": .string(chromium), "args": .array(args)],
            ]]]
        }
        let sessionID: String
        do {
            let reply = try await LoopbackHTTP.request(port: port, method: "POST", path: "/session",
                                                       body: try capabilities.jsonData(), timeout: options.startupTimeout + 10)
            let json = try? JSONValue(jsonData: reply.body)
            guard reply.status == 200, let id = json?["value"]?["sessionId"]?.stringValue else {
                let message = json?["value"]?["message"]?.stringValue ?? String(decoding: reply.body, as: UTF8.self)
                throw fail("new session was refused (HTTP \(reply.status)): \(message)")
            }
            sessionID = id
        } catch let error as BrowserError {
            if case .startFailed = error { throw error }
            throw fail("new session failed: \(error)")
        }
        let browser = Browser(options: options, port: port, sessionID: sessionID, workDirectory: directory, driver: process)
        do {
            try await browser.setWindowSize(width: options.windowWidth, height: options.windowHeight)
        } catch {
            let log = (try? String(contentsOf: logURL, encoding: .utf8)) ?? ""
            await browser.quit()
            throw BrowserError.startFailed(reason: "cannot size the window: \(error)", log: log)
        }
        return browser
    }

    /// Runs `body` with a freshly launched browser and always quits it afterwards.
    public static func withBrowser<T>(
        _ options: BrowserOptions = BrowserOptions(),
        isolation: isolated (any Actor)? = #isolation,
        _ body: (Browser) async throws -> T
    ) async throws -> T {
        let browser = try await launch(options)
        do {
            let result = try await body(browser)
            await browser.quit()
            return result
        } catch {
            await browser.quit()
            throw error
        }
    }

    /// Closes the session, kills the driver and the browser, and removes the work directory.
    /// Calling it again does nothing.
    public func quit() async {
        guard !closed else { return }
        closed = true
        if let bidi {
            bidi.close()
        } else {
            _ = try? await LoopbackHTTP.request(port: port, method: "DELETE", path: "/session/\(sessionID)", body: nil, timeout: 10)
        }
        if driver.isRunning { driver.terminate() }
        for _ in 0..<40 where ProcessJanitor.isAlive(driver.processIdentifier) {
            try? await Task.sleep(nanoseconds: 25_000_000)
        }
        ProcessJanitor.cleanUp(pid: driver.processIdentifier, directory: workDirectory.path)
        await ProcessJanitor.reap(driver)
    }

    /// Whether ``quit()`` has been called.
    public var isClosed: Bool { closed }

    /// The pid of the driver process (chromedriver, WebKitWebDriver, or Firefox itself).
    public nonisolated var driverProcessIdentifier: Int32 { driver.processIdentifier }

    // MARK: Commands

    /// Sends one WebDriver command of this session and returns the reply's `value`.
    ///
    /// - Parameters:
    ///   - method: `GET`, `POST` or `DELETE`.
    ///   - path: the path after `/session/{id}`, such as `/url` (empty for the session itself).
    ///   - body: the JSON body (`POST` commands without one send `{}`).
    public func command(_ method: String, _ path: String, body: JSONValue? = nil) async throws -> JSONValue {
        try await command(method, path, body: body, as: JSONValue.self)
    }

    /// Like ``command(_:_:body:)``, decoding the reply's `value` as `T` straight from the JSON text
    /// (faster than going through ``JSONValue`` for large replies).
    public func command<T: Decodable & Sendable>(_ method: String, _ path: String, body: JSONValue? = nil, as type: T.Type) async throws -> T {
        guard !closed else { throw BrowserError.closed }
        let name = "\(method) \(path.isEmpty ? "/session" : path)"
        guard bidi == nil else { throw BrowserError.notSupported(engine: engine, command: name) }
        let reply = try await LoopbackHTTP.request(
            port: port, method: method, path: "/session/\(sessionID)\(path)",
            body: try (body ?? (method == "POST" ? [:] : nil))?.jsonData(), timeout: options.commandTimeout)
        guard reply.status == 200 else {
            guard let value = (try? JSONValue(jsonData: reply.body))?["value"] else {
                throw BrowserError.unexpectedReply(command: name, reply: "HTTP \(reply.status): " + String(decoding: reply.body, as: UTF8.self))
            }
            throw BrowserError.webDriver(command: name, status: reply.status,
                                         error: value["error"]?.stringValue ?? "unknown error",
                                         message: value["message"]?.stringValue ?? value.description)
        }
        do {
            return try JSONDecoder().decode(Reply<T>.self, from: reply.body).value
        } catch {
            throw BrowserError.unexpectedReply(command: name, reply: "\(error) in " + String(decoding: reply.body.prefix(400), as: UTF8.self))
        }
    }

    private struct Reply<T: Decodable>: Decodable { var value: T }

    /// Loads `url` (usually `file://`) and returns when the page has finished loading.
    public func navigate(to url: URL) async throws {
        if bidi != nil {
            _ = try await bidiCommand("browsingContext.navigate", ["context": .string(bidiContext), "url": .string(url.absoluteString), "wait": "complete"])
            return
        }
        _ = try await command("POST", "/url", body: ["url": .string(url.absoluteString)])
    }

    /// The URL of the current page.
    public func currentURL() async throws -> String {
        if bidi != nil { return try await execute(script: "return location.href").stringValue ?? "" }
        let value = try await command("GET", "/url")
        guard let url = value.stringValue else { throw BrowserError.unexpectedReply(command: "GET /url", reply: value.description) }
        return url
    }

    /// Runs `script` as the body of a JavaScript function in the page (WebDriver `execute/sync`)
    /// and returns what it returns. `arguments[0]`, ... are `args`.
    ///
    /// A script that throws fails with ``BrowserError/webDriver(command:status:error:message:)``
    /// whose error is `javascript error` and whose message is the exception's.
    public func execute(script: String, args: [JSONValue] = []) async throws -> JSONValue {
        if bidi != nil { return try JSONValue(jsonData: Data(try await bidiExecute(script: script, args: args).utf8)) }
        return try await command("POST", "/execute/sync", body: ["script": .string(script), "args": .array(args)])
    }

    /// Like ``execute(script:args:)``, decoding the script's result as `T`.
    public func execute<T: Decodable & Sendable>(script: String, args: [JSONValue] = [], as type: T.Type) async throws -> T {
        if bidi != nil {
            let text = try await bidiExecute(script: script, args: args)
            do {
                return try JSONDecoder().decode(T.self, from: Data(text.utf8))
            } catch {
                throw BrowserError.unexpectedReply(command: "script.callFunction", reply: "\(error) in \(text.prefix(400))")
            }
        }
        return try await command("POST", "/execute/sync", body: ["script": .string(script), "args": .array(args)], as: type)
    }

    /// A PNG screenshot of the viewport.
    public func screenshot() async throws -> Data {
        let value = bidi != nil
            ? try await bidiCommand("browsingContext.captureScreenshot", ["context": .string(bidiContext)])["data"] ?? .null
            : try await command("GET", "/screenshot")
        guard let base64 = value.stringValue, let data = Data(base64Encoded: base64) else {
            throw BrowserError.unexpectedReply(command: "GET /screenshot", reply: String(value.description.prefix(200)))
        }
        return data
    }

    /// Writes a PNG screenshot of the viewport to `file` and returns its bytes.
    @discardableResult
    public func screenshot(to file: URL) async throws -> Data {
        let data = try await screenshot()
        try data.write(to: file, options: .atomic)
        return data
    }

    /// The size of the window's content area (the page's viewport) in CSS pixels.
    public struct WindowSize: Sendable, Hashable {
        /// Width in CSS pixels.
        public var width: Int
        /// Height in CSS pixels.
        public var height: Int
        /// A size from its parts.
        public init(width: Int, height: Int) { self.width = width; self.height = height }
    }

    /// Resizes the window so that its content area (the page's viewport, hence every screenshot)
    /// is exactly `width` x `height` CSS pixels, and returns the viewport size the page reports.
    ///
    /// Headless Chromium keeps about 140 px of invisible browser UI inside the outer window, so
    /// `--window-size=640,480` alone gives a 640 x 337 viewport. This sets the outer window with
    /// WebDriver and pins the viewport with the DevTools command
    /// `Emulation.setDeviceMetricsOverride` (device scale factor 1), which lasts across navigations.
    @discardableResult
    public func setWindowSize(width: Int, height: Int) async throws -> WindowSize {
        switch engine {
        case .firefox:
            _ = try await bidiCommand("browsingContext.setViewport", [
                "context": .string(bidiContext),
                "viewport": ["width": .number(Double(width)), "height": .number(Double(height))], "devicePixelRatio": 1,
            ])
            return try await windowSize()
        case .webkit:
            // MiniBrowser's window has a toolbar: size the window, measure the viewport, grow by the difference.
            // The viewport follows a window resize a little later: wait until it settles.
            func settledSize(outer: (width: Int, height: Int)) async throws -> WindowSize {
                _ = try await command("POST", "/window/rect", body: ["width": .number(Double(outer.width)), "height": .number(Double(outer.height))])
                var last = try await windowSize()
                for _ in 0..<40 {
                    try await Task.sleep(nanoseconds: 25_000_000)
                    let now = try await windowSize()
                    if now == last && now.width <= outer.width && now.height <= outer.height { break }
                    last = now
                }
                return last
            }
            let first = try await settledSize(outer: (width, height))
            if first.width != width || first.height != height {
                return try await settledSize(outer: (max(width, 2 * width - first.width), max(height, 2 * height - first.height)))
            }
            return first
        case .chromium:
            break
        }
        _ = try await command("POST", "/window/rect", body: ["width": .number(Double(width)), "height": .number(Double(height))])
        _ = try await command("POST", "/goog/cdp/execute", body: [
            "cmd": "Emulation.setDeviceMetricsOverride",
            "params": ["width": .number(Double(width)), "height": .number(Double(height)), "deviceScaleFactor": 1, "mobile": false],
        ])
        return try await windowSize()
    }

    /// The size of the page's viewport (`innerWidth` x `innerHeight`), which is the size of a screenshot.
    public func windowSize() async throws -> WindowSize {
        let value = try await execute(script: "return {width: window.innerWidth, height: window.innerHeight}")
        return try Self.windowSize(from: value, command: "window size")
    }

    private static func windowSize(from value: JSONValue, command: String) throws -> WindowSize {
        guard let w = value["width"]?.doubleValue, let h = value["height"]?.doubleValue else {
            throw BrowserError.unexpectedReply(command: command, reply: value.description)
        }
        return WindowSize(width: Int(w), height: Int(h))
    }
}

extension Browser {
    /// Starts a browser or driver `process` with its output going to `log` and registers it with
    /// the janitor (so it is killed with the test process); a program that cannot start removes
    /// `directory` and throws ``BrowserError/startFailed(reason:log:)``.
    static func launch(_ process: Process, program: String, log logURL: URL, directory: URL) throws {
        process.standardInput = FileHandle.nullDevice
        let output = try FileHandle(forWritingTo: logURL)
        process.standardOutput = output
        process.standardError = output
        do {
            try process.run()
        } catch {
            try? output.close()
            ProcessJanitor.cleanUp(pid: nil, directory: directory.path)
            throw BrowserError.startFailed(reason: "cannot run \(program): \(error)", log: "")
        }
        try? output.close()
        ProcessJanitor.register(pid: process.processIdentifier, directory: directory.path)
    }

    /// The error for a started `process` that did not come up: its log, after killing it and
    /// removing `directory`.
    static func startFailure(_ reason: String, process: Process, log logURL: URL, directory: URL) -> BrowserError {
        let log = (try? String(contentsOf: logURL, encoding: .utf8)) ?? ""
        ProcessJanitor.cleanUp(pid: process.processIdentifier, directory: directory.path)
        ProcessJanitor.reapLater(process)
        return BrowserError.startFailed(reason: reason, log: log)
    }
}
