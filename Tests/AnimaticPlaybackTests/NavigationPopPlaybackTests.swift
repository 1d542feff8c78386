import Animatic
import AnimaticBrowserTesting
import AnimaticPlaybackTesting
import Testing

/// A navigation pop while a view in the outgoing page fades, played in headless Chromium,
/// Firefox and WebKit: the outgoing page slides away above the incoming one (UIKit inserts the
/// incoming view below it) and its badge's fade runs on until the page leaves.
@Suite(.serialized) struct NavigationPopPlaybackTests {
    private final class Page: UIViewController {
        let name: String
        let color: UIColor
        let badge = UIView(frame: CGRect(x: 20, y: 60, width: 100, height: 100))
        init(_ name: String, _ color: UIColor) { self.name = name; self.color = color; super.init(nibName: nil, bundle: nil) }
        required init?(coder: NSCoder) { nil }
        override func viewDidLoad() {
            super.viewDidLoad()
            view.accessibilityIdentifier = name
            view.backgroundColor = color
            badge.accessibilityIdentifier = "\(name)-badge"
            badge.backgroundColor = .green
            view.addSubview(badge)
        }
    }

    /// Red first page; the blue second one is pushed at 0.5 s; its green badge fades 1 → 0
    /// (linear, 1.2 ... 2.2 s); it is popped at 1.5 s (0.5 s).
    static func story() throws -> Story {
        let first = Page("first", .red), second = Page("second", .blue)
        let navigation = UINavigationController(rootViewController: first)
        navigation.setNavigationBarHidden(true, animated: false)
        return try Story.record(presenting: navigation, size: CGSize(width: 300, height: 400)) { _ in
            _ = Timer.scheduledTimer(withTimeInterval: 0.5, repeats: false) { _ in
                navigation.pushViewController(second, animated: true)
            }
            _ = Timer.scheduledTimer(withTimeInterval: 1.2, repeats: false) { _ in
                UIView.animate(withDuration: 1, delay: 0, options: .curveLinear) { second.badge.alpha = 0 }
            }
            _ = Timer.scheduledTimer(withTimeInterval: 1.5, repeats: false) { _ in
                navigation.popViewController(animated: true)
            }
        }
    }

    /// The last view named `name` (the one that joined last).
    static func last(_ name: String, in state: StageState) -> ViewSnapshot {
        state.views.last { $0.identifier == name }!
    }

    @Test func theModelFadesTheBadgeThroughThePop() throws {
        let story = try Self.story()
        #expect(story.duration == 2.2)
        #expect(abs(try story.state(at: 1.75)["second-badge"]!.effectiveOpacity - 0.45) < 1e-9)
        let state = try story.state(at: 1.75)
        // The first page joins again at the pop (the first view named "first" left at the push's end).
        #expect(state["second"]!.isVisible && Self.last("first", in: state).isVisible && !state["first"]!.isVisible)
        #expect(try !story.state(at: 2)["second-badge"]!.isVisible)
    }

    @Test(arguments: BrowserEngine.tested)
    func enginesDrawTheOutgoingPageAboveWithItsFadeRunning(engine: BrowserEngine) async throws {
        let story = try Self.story()
        let folder = try PlaybackComparison.temporaryFolder("navigation-pop")
        defer { try? FileManager.default.removeItem(at: folder) }
        let url = folder.appendingPathComponent("pop.svg")
        try story.write(to: url)
        // Where the pages are mid-pop: a point inside both (the outgoing one must cover it) and
        // the badge's middle.
        // The curve is most of the way within 0.1 s: the first moments where the badge is
        // still on stage.
        var probes: [(time: Double, x: Double, y: Double, want: [Double])] = []
        for k in 1...40 where probes.count < 6 {
            let t = 1.5 + 0.0025 * Double(k)
            let state = try story.state(at: t)
            let secondLeft = state["second"]!.state.centerX - 150, firstRight = Self.last("first", in: state).state.centerX + 150
            guard secondLeft + 10 < firstRight, secondLeft + 125 < 300 else { continue }
            let alpha = try #require(state["second-badge"]?.effectiveOpacity)
            probes.append((t, secondLeft + 5, 300, [0, 0, 255]))
            probes.append((t, secondLeft + 70, 110, [0, 255 * alpha, 255 * (1 - alpha)]))
        }
        #expect(probes.count == 6)
        let found = try await BrowserPool.shared(for: engine).withBrowser { browser in
            let mismatches = try await PlaybackComparison.mismatches(story: story, svg: url, browser: browser,
                                                                     times: PlaybackComparison.probeTimes(for: story))
            try await browser.navigate(to: url)
            var colors: [[Double]] = []
            for probe in probes {
                try await SVGProbe(browser: browser).seek(to: probe.time)
                try await LayerPlaybackTests.waitForPaint(in: browser)
                let png = try await browser.screenshot()
                colors.append(try await LayerPlaybackTests.pixel(in: browser, png: png, x: probe.x, y: probe.y))
            }
            return (mismatches, colors)
        }
        #expect(found.0.isEmpty, "\(engine): \(found.0.count) mismatches, first: \(found.0.prefix(5))")
        for (probe, color) in zip(probes, found.1) {
            #expect(color.count == 3 && zip(color, probe.want).allSatisfy { abs($0 - $1) <= 2 },
                    "\(engine) t=\(probe.time) (\(probe.x), \(probe.y)): \(color) vs \(probe.want)")
        }
        #expect(found.1.count == probes.count)
    }
}
