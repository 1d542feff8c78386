import Foundation

/// Firefox ESR spoken to directly over WebDriver BiDi (https://w3c.github.io/webdriver-bidi/):
/// Firefox is started with `--remote-debugging-port=0`, prints the WebSocket address it listens
/// on, and the session is `ws://127.0.0.1:PORT/session`. Debian packages no geckodriver.
extension Browser {
    static func startFirefox(options: BrowserOptions, firefox: String, tmp: String) async throws -> Browser {
        let directory = URL(fileURLWithPath: tmp, isDirectory: true)
            .appendingPathComponent("\(ProcessJanitor.directoryPrefix)\(getpid())-\(UUID().uuidString.prefix(8))")
        let fm = FileManager.default
        let profile = directory.appendingPathComponent("profile")
        try fm.createDirectory(at: directory.appendingPathComponent("tmp"), withIntermediateDirectories: true)
        try fm.createDirectory(at: profile, withIntermediateDirectories: true)
        // Quiet, offline, one content scale: nothing that could make a run differ from the next.
        let prefs = [
            "browser.shell.checkDefaultBrowser": "false", "browser.startup.homepage_override.mstone": "\"ignore\"",
            "datareporting.policy.dataSubmissionEnabled": "false", "toolkit.telemetry.enabled": "false",
            "app.update.disabledForTesting": "true", "browser.safebrowsing.update.enabled": "false",
            "layout.css.devPixelsPerPx": "\"1.0\"", "ui.prefersReducedMotion": "0",
            "network.proxy.type": "0", "services.settings.server": "\"data:,#remote-settings-disabled\"",
        ]
        try prefs.map { "user_pref(\"\($0.key)\", \($0.value));" }.sorted().joined(separator: "\n")
            .write(to: profile.appendingPathComponent("user.js"), atomically: true, encoding: .utf8)
        let logURL = directory.appendingPathComponent("firefox.log")
        guard fm.createFile(atPath: logURL.path, contents: nil) else {
            ProcessJanitor.cleanUp(pid: nil, directory: directory.path)
            throw BrowserError.startFailed(reason: "cannot create \(logURL.path)", log: "")
        }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: firefox)
        process.arguments = ["--headless", "--no-remote", "--profile", profile.path, "--remote-debugging-port=0",
                             "--width=\(options.windowWidth)", "--height=\(options.windowHeight)", "about:blank"]
        var environment = ProcessInfo.processInfo.environment
        environment["TMPDIR"] = directory.appendingPathComponent("tmp").path
        environment["MOZ_CRASHREPORTER_DISABLE"] = "1"
        environment["MOZ_HEADLESS"] = "1"
        environment.removeValue(forKey: "DISPLAY")
        process.environment = environment
        try Browser.launch(process, program: firefox, log: logURL, directory: directory)
        func fail(_ reason: String) -> BrowserError { Browser.startFailure(reason, process: process, log: logURL, directory: directory) }

        // Wait for "WebDriver BiDi listening on ws://127.0.0.1:PORT".
        let start = Date()
        var port: UInt16?
        while Date().timeIntervalSince(start) < options.startupTimeout {
            guard process.isRunning else { throw fail("firefox exited with status \(process.terminationStatus) before it was ready") }
            if let log = try? String(contentsOf: logURL, encoding: .utf8),
               let range = log.range(of: "WebDriver BiDi listening on ws://127.0.0.1:") {
                port = UInt16(log[range.upperBound...].prefix { $0.isNumber })
                if port != nil { break }
            }
            try? await Task.sleep(nanoseconds: 25_000_000)
        }
        guard let port else { throw fail("firefox did not open its WebDriver BiDi port within \(options.startupTimeout) s") }

        let socket: LoopbackWebSocket
        let sessionID: String
        let context: String
        do {
            socket = try LoopbackWebSocket(port: port, path: "/session", timeout: options.startupTimeout)
            let session = try await Self.bidiExchange(socket, id: 1, method: "session.new",
                                                      params: ["capabilities": ["alwaysMatch": ["acceptInsecureCerts": true]]],
                                                      timeout: options.startupTimeout)
            guard let id = session["sessionId"]?.stringValue else { throw fail("session.new answered \(session)") }
            sessionID = id
            let tree = try await Self.bidiExchange(socket, id: 2, method: "browsingContext.getTree", params: ["maxDepth": 0],
                                                   timeout: options.startupTimeout)
            guard let first = tree["contexts"]?[0]?["context"]?.stringValue else { throw fail("no browsing context in \(tree)") }
            context = first
        } catch let error as BrowserError {
            if case .startFailed = error { throw error }
            throw fail("WebDriver BiDi session failed: \(error)")
        }
        let browser = Browser(options: options, port: port, sessionID: sessionID, workDirectory: directory, driver: process,
                              bidi: socket, bidiContext: context)
        do {
            try await browser.setWindowSize(width: options.windowWidth, height: options.windowHeight)
        } catch {
            let log = (try? String(contentsOf: logURL, encoding: .utf8)) ?? ""
            await browser.quit()
            throw BrowserError.startFailed(reason: "cannot size the viewport: \(error)", log: log)
        }
        return browser
    }

    private struct MessageID: Decodable { var id: Int? }

    /// Sends one command of this browser's BiDi session and returns its `result`.
    func bidiCommand(_ method: String, _ params: JSONValue) async throws -> JSONValue {
        guard !isClosed else { throw BrowserError.closed }
        guard let bidi else { throw BrowserError.notSupported(engine: engine, command: method) }
        bidiNextID += 1
        return try await Self.bidiExchange(bidi, id: bidiNextID, method: method, params: params, timeout: options.commandTimeout)
    }

    /// Runs `script` as a function body with `arguments` = `args` in the page (like WebDriver's
    /// `execute/sync`, which also waits for a returned promise) and returns the JSON text of its
    /// result (`null` for `undefined`).
    ///
    /// The arguments travel as one JSON string and the result comes back as one, so no BiDi
    /// value serialisation is involved. A script that throws fails with a `javascript error`.
    func bidiExecute(script: String, args: [JSONValue]) async throws -> String {
        let argsText = String(decoding: try JSONValue.array(args).jsonData(), as: UTF8.self)
        let function = "async function(argsJSON) { const value = await (function() {\n\(script)\n}).apply(null, JSON.parse(argsJSON));"
            + " const text = JSON.stringify(value); return text === undefined ? 'null' : text; }"
        let result = try await bidiCommand("script.callFunction", [
            "functionDeclaration": .string(function), "awaitPromise": true,
            "target": ["context": .string(bidiContext)],
            "arguments": [["type": "string", "value": .string(argsText)]],
        ])
        if result["type"]?.stringValue == "exception" {
            let details = result["exceptionDetails"]
            throw BrowserError.webDriver(command: "script.callFunction", status: 0, error: "javascript error",
                                         message: details?["text"]?.stringValue ?? "\(details ?? .null)")
        }
        guard let text = result["result"]?["value"]?.stringValue else {
            throw BrowserError.unexpectedReply(command: "script.callFunction", reply: String("\(result)".prefix(400)))
        }
        return text
    }

    /// Sends one WebDriver BiDi command and returns its `result`, or throws its error.
    static func bidiExchange(_ socket: LoopbackWebSocket, id: Int, method: String, params: JSONValue, timeout: Double) async throws -> JSONValue {
        let text = String(decoding: try JSONValue.object(["id": .number(Double(id)), "method": .string(method), "params": params]).jsonData(),
                          as: UTF8.self)
        let reply = try await socket.exchange(text: text, timeout: timeout) { message in
            (try? JSONDecoder().decode(MessageID.self, from: Data(message.utf8)))?.id == id
        }
        let json = try JSONValue(jsonData: Data(reply.utf8))
        guard json["id"]?.doubleValue == Double(id) else {
            throw BrowserError.unexpectedReply(command: method, reply: String(reply.prefix(400)))
        }
        if json["type"]?.stringValue == "error" {
            throw BrowserError.webDriver(command: method, status: 0, error: json["error"]?.stringValue ?? "unknown error",
                                         message: json["message"]?.stringValue ?? reply)
        }
        return json["result"] ?? .null
    }
}
