import Foundation

/// The three browser engines the playback tests run in.
///
/// ```swift
/// for engine in BrowserEngine.allCases {
///     try await BrowserPool.shared(for: engine).withBrowser { browser in ... }
/// }
/// ```
public enum BrowserEngine: String, Sendable, CaseIterable, Hashable, CustomStringConvertible {
    /// Chromium (Blink), driven through chromedriver.
    case chromium
    /// Firefox ESR (Gecko), driven over WebDriver BiDi.
    case firefox
    /// WebKitGTK's MiniBrowser (WebKit, Safari's engine family), driven through WebKitWebDriver.
    case webkit

    /// The engines the browser tests run in: every engine, or those the comma-separated
    /// `ANIMATIC_ENGINES` environment variable names (`ANIMATIC_ENGINES=firefox swift test`
    /// runs the engine-parameterised tests in Firefox only; unknown names are ignored, and a
    /// list naming no engine means every engine).
    ///
    /// ```swift
    /// @Test(arguments: BrowserEngine.tested)
    /// func playsAsTheModel(engine: BrowserEngine) async throws { ... }
    /// ```
    public static var tested: [BrowserEngine] {
        let names = (ProcessInfo.processInfo.environment["ANIMATIC_ENGINES"] ?? "")
            .split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces).lowercased() }
        let chosen = allCases.filter { names.contains($0.rawValue) }
        return chosen.isEmpty ? allCases : chosen
    }

    /// The engine's name as people say it: "Chromium", "Firefox", "WebKit".
    public var description: String {
        switch self {
        case .chromium: "Chromium"
        case .firefox: "Firefox"
        case .webkit: "WebKit"
        }
    }

    /// The program the tests talk to: chromedriver, Firefox itself, or WebKitWebDriver.
    public var driverName: String {
        switch self {
        case .chromium: "chromedriver"
        case .firefox: "firefox"
        case .webkit: "WebKitWebDriver"
        }
    }

    /// The Debian packages that provide the engine (installed by scripts/install-test-deps).
    public var packages: [String] {
        switch self {
        case .chromium: ["chromium", "chromium-driver"]
        case .firefox: ["firefox-esr"]
        case .webkit: ["webkit2gtk-driver", "xvfb"]
        }
    }
}
