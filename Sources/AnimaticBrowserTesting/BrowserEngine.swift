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
