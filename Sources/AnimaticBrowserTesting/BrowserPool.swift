import Foundation

/// Lends headless browsers to concurrent tests, launching at most `maxBrowsers` and reusing them.
///
/// A browser costs about a second to start; a pool pays that once per browser instead of once
/// per test. Each ``withBrowser(isolation:_:)`` call gets exclusive use of one browser for the
/// duration of its closure, so parallel tests never navigate each other's pages. A browser whose
/// closure threw is checked with a trivial script and replaced when it no longer answers.
///
/// ```swift
/// @Test func boxFadesOut() async throws {
///     try await BrowserPool.shared.withBrowser { browser in
///         let probe = try await SVGProbe.open(url, in: browser)
///         let state = try await probe.read(ids: ["box"], at: 1.0)
///         #expect(state["box"]!.opacity == 0)
///     }
/// }
/// ```
///
/// Browsers of the pool live until ``shutdown()`` or the end of the process (they are killed at
/// exit, see ``Browser``).
public actor BrowserPool {
    /// A process-wide Chromium pool with default options and up to two browsers (one per core here).
    public static let shared = BrowserPool()
    /// A process-wide Firefox pool with default options and one browser (Firefox is the heaviest).
    public static let firefox = BrowserPool(options: BrowserOptions(engine: .firefox), maxBrowsers: 1)
    /// A process-wide WebKit pool with default options and one browser.
    public static let webkit = BrowserPool(options: BrowserOptions(engine: .webkit), maxBrowsers: 1)

    /// The process-wide pool of `engine`: ``shared``, ``firefox`` or ``webkit``.
    public static func shared(for engine: BrowserEngine) -> BrowserPool {
        switch engine {
        case .chromium: shared
        case .firefox: firefox
        case .webkit: webkit
        }
    }

    /// Options for every browser of the pool.
    public nonisolated let options: BrowserOptions
    /// The most browsers alive at once.
    public nonisolated let maxBrowsers: Int

    private var idle: [Browser] = []
    private var alive = 0
    private var waiters: [CheckedContinuation<Browser?, Never>] = []

    /// A pool launching browsers with `options`, at most `maxBrowsers` at once
    /// (default: the number of cores, at most 2).
    public init(options: BrowserOptions = BrowserOptions(), maxBrowsers: Int? = nil) {
        self.options = options
        self.maxBrowsers = max(1, maxBrowsers ?? min(2, ProcessInfo.processInfo.activeProcessorCount))
    }

    /// Runs `body` with exclusive use of one of the pool's browsers, launching one if needed.
    ///
    /// - Throws: what `body` throws, or ``BrowserError`` when no browser can be launched
    ///   (for example ``BrowserError/missingTool(name:searched:)`` with the setup hint).
    public func withBrowser<T>(
        isolation: isolated (any Actor)? = #isolation,
        _ body: (Browser) async throws -> T
    ) async throws -> T {
        let browser = try await checkOut()
        do {
            let result = try await body(browser)
            await checkIn(browser, healthy: !(await browser.isClosed))
            return result
        } catch {
            var healthy = !(await browser.isClosed)
            if healthy { healthy = (try? await browser.execute(script: "return 1")) == .number(1) }
            await checkIn(browser, healthy: healthy)
            throw error
        }
    }

    /// Quits every idle browser; browsers in use are quit when they come back.
    public func shutdown() async {
        let browsers = idle
        idle = []
        alive -= browsers.count
        for browser in browsers { await browser.quit() }
    }

    /// The number of browsers currently launched (idle or in use).
    public var launchedCount: Int { alive }

    private func checkOut() async throws -> Browser {
        while true {
            if let browser = idle.popLast() { return browser }
            if alive < maxBrowsers {
                alive += 1
                do {
                    return try await Browser.launch(options)
                } catch {
                    alive -= 1
                    wakeOne(with: nil)
                    throw error
                }
            }
            if let browser = await withCheckedContinuation({ waiters.append($0) }) { return browser }
        }
    }

    private func checkIn(_ browser: Browser, healthy: Bool) async {
        if healthy {
            if waiters.isEmpty { idle.append(browser) } else { waiters.removeFirst().resume(returning: browser) }
        } else {
            alive -= 1
            await browser.quit()
            wakeOne(with: nil)
        }
    }

    private func wakeOne(with browser: Browser?) {
        if !waiters.isEmpty { waiters.removeFirst().resume(returning: browser) }
    }
}
