/// What went wrong while starting or driving the headless browser.
///
/// Every case describes itself in one readable paragraph; a missing tool names the setup script.
public enum BrowserError: Error, Sendable, Equatable, CustomStringConvertible {
    /// A program (chromedriver or chromium) was not found at any of the `searched` places.
    case missingTool(name: String, searched: [String])
    /// chromedriver did not start or did not create a browser session.
    case startFailed(reason: String, log: String)
    /// The HTTP exchange with chromedriver failed (connection refused, timeout, malformed reply).
    case transport(request: String, reason: String)
    /// chromedriver answered a command with a W3C WebDriver error.
    case webDriver(command: String, status: Int, error: String, message: String)
    /// chromedriver answered with something this client does not understand.
    case unexpectedReply(command: String, reply: String)
    /// The browser was used after `quit()`.
    case closed
    /// The engine's driver has no such command (classic WebDriver commands on Firefox's BiDi session).
    case notSupported(engine: BrowserEngine, command: String)

    /// The hint printed with every missing-tool error.
    public static let setupHint =
        "Run scripts/install-test-deps (or `make test`, which runs it) to install chromium, chromium-driver, firefox-esr, webkit2gtk-driver, xvfb and libxml2-utils."

    /// A readable explanation, with the setup hint where installing something would help.
    public var description: String {
        switch self {
        case .missingTool(let name, let searched):
            return "\(name) was not found (looked for: \(searched.joined(separator: ", "))). \(Self.setupHint)"
        case .startFailed(let reason, let log):
            let tail = log.split(separator: "\n", omittingEmptySubsequences: true).suffix(15).joined(separator: "\n")
            return "Could not start the headless browser: \(reason)."
                + (tail.isEmpty ? "" : "\nLast lines of the driver's log:\n\(tail)")
                + "\nIf the browser or its driver is missing or broken: \(Self.setupHint)"
        case .transport(let request, let reason):
            return "HTTP to the driver failed for \(request): \(reason)"
        case .webDriver(let command, let status, let error, let message):
            return "WebDriver command \(command) failed (HTTP \(status), \(error)): \(message)"
        case .unexpectedReply(let command, let reply):
            return "Unexpected reply from the driver to \(command): \(reply.prefix(500))"
        case .closed:
            return "The browser was used after quit()."
        case .notSupported(let engine, let command):
            return "\(engine) (\(engine.driverName)) does not support \(command) in this client"
        }
    }
}
