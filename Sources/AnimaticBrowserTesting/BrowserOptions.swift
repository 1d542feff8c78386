import Foundation

/// How to start a headless browser: which engine, the viewport, timeouts, where the programs are.
public struct BrowserOptions: Sendable, Equatable {
    /// The engine: Chromium (the default), Firefox or WebKit.
    public var engine: BrowserEngine
    /// Initial viewport width in CSS pixels (the width of a screenshot; device scale factor 1).
    public var windowWidth: Int
    /// Initial viewport height in CSS pixels (the height of a screenshot).
    public var windowHeight: Int
    /// Longest wait, in seconds, for chromedriver to answer `/status` and open a session.
    public var startupTimeout: Double
    /// Longest wait, in seconds, for any one WebDriver command.
    public var commandTimeout: Double
    /// Arguments appended to the default Chromium arguments.
    public var extraArguments: [String]
    /// chromedriver to run; `nil` finds it (`$ANIMATIC_CHROMEDRIVER`, `PATH`, `/usr/lib/chromium`).
    public var chromedriverPath: String?
    /// Chromium binary; `nil` finds it (`$ANIMATIC_CHROMIUM`, `/usr/lib/chromium/chromium`, `chromium` on `PATH`).
    public var chromiumPath: String?

    /// Options with the defaults: a 1024 x 768 viewport, 60 s to start (a cold Chromium on a busy 2-core machine took 8.5 s), 120 s per command.
    public init(
        engine: BrowserEngine = .chromium,
        windowWidth: Int = 1024, windowHeight: Int = 768,
        startupTimeout: Double = 60, commandTimeout: Double = 120,
        extraArguments: [String] = [],
        chromedriverPath: String? = nil, chromiumPath: String? = nil
    ) {
        self.engine = engine
        self.windowWidth = windowWidth
        self.windowHeight = windowHeight
        self.startupTimeout = startupTimeout
        self.commandTimeout = commandTimeout
        self.extraArguments = extraArguments
        self.chromedriverPath = chromedriverPath
        self.chromiumPath = chromiumPath
    }

    /// The Chromium command-line arguments these options produce (without the profile directory).
    public var chromiumArguments: [String] {
        ["--headless=new", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage",
         "--window-size=\(windowWidth),\(windowHeight)", "--force-device-scale-factor=1",
         "--hide-scrollbars", "--no-first-run", "--no-default-browser-check", "--disable-extensions",
         "--disable-background-networking", "--disable-crash-reporter", "--allow-file-access-from-files"]
            + extraArguments
    }

    /// Finds chromedriver or throws `BrowserError.missingTool` with the setup hint.
    public func resolveChromedriver() throws -> String {
        try Self.resolve(name: "chromedriver", explicit: chromedriverPath,
                         environment: "ANIMATIC_CHROMEDRIVER",
                         candidates: ["chromedriver", "/usr/lib/chromium/chromedriver"])
    }

    /// Finds the Chromium binary or throws `BrowserError.missingTool` with the setup hint.
    public func resolveChromium() throws -> String {
        try Self.resolve(name: "chromium", explicit: chromiumPath,
                         environment: "ANIMATIC_CHROMIUM",
                         candidates: ["/usr/lib/chromium/chromium", "chromium", "chromium-browser"])
    }

    /// Finds Firefox (`$ANIMATIC_FIREFOX`, `firefox-esr` or `firefox` on `PATH`) or throws
    /// `BrowserError.missingTool` with the setup hint.
    public func resolveFirefox() throws -> String {
        try Self.resolve(name: "firefox-esr", explicit: nil, environment: "ANIMATIC_FIREFOX",
                         candidates: ["firefox-esr", "firefox", "/usr/lib/firefox-esr/firefox-esr"])
    }

    /// Finds WebKitWebDriver (`$ANIMATIC_WEBKITWEBDRIVER`, `PATH`) or throws `BrowserError.missingTool`.
    public func resolveWebKitWebDriver() throws -> String {
        try Self.resolve(name: "WebKitWebDriver", explicit: nil, environment: "ANIMATIC_WEBKITWEBDRIVER",
                         candidates: ["WebKitWebDriver"])
    }

    /// Finds WebKitGTK's MiniBrowser (`$ANIMATIC_MINIBROWSER`, Debian's libexec folders) or throws
    /// `BrowserError.missingTool`.
    public func resolveMiniBrowser() throws -> String {
        try Self.resolve(name: "MiniBrowser", explicit: nil, environment: "ANIMATIC_MINIBROWSER",
                         candidates: ["/usr/lib/x86_64-linux-gnu/webkit2gtk-4.1/MiniBrowser",
                                      "/usr/lib/aarch64-linux-gnu/webkit2gtk-4.1/MiniBrowser",
                                      "/usr/lib/x86_64-linux-gnu/webkit2gtk-4.0/MiniBrowser",
                                      "/usr/lib/aarch64-linux-gnu/webkit2gtk-4.0/MiniBrowser"])
    }

    static func resolveTool(name: String, explicit: String?, environment: String, candidates: [String]) throws -> String {
        try resolve(name: name, explicit: explicit, environment: environment, candidates: candidates)
    }

    private static func resolve(name: String, explicit: String?, environment: String, candidates: [String]) throws -> String {
        let fm = FileManager.default
        if let explicit {
            guard fm.isExecutableFile(atPath: explicit) else {
                throw BrowserError.missingTool(name: name, searched: [explicit])
            }
            return explicit
        }
        var searched: [String] = []
        if let fromEnv = ProcessInfo.processInfo.environment[environment], !fromEnv.isEmpty {
            if fm.isExecutableFile(atPath: fromEnv) { return fromEnv }
            searched.append("$\(environment)=\(fromEnv)")
        }
        let path = (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/local/bin:/usr/bin:/bin")
            .split(separator: ":").map(String.init)
        for candidate in candidates {
            if candidate.hasPrefix("/") {
                if fm.isExecutableFile(atPath: candidate) { return candidate }
                searched.append(candidate)
            } else {
                for dir in path {
                    let full = (dir as NSString).appendingPathComponent(candidate)
                    if fm.isExecutableFile(atPath: full) { return full }
                }
                searched.append("\(candidate) on PATH")
            }
        }
        throw BrowserError.missingTool(name: name, searched: searched)
    }
}
