import Animatic
import AnimaticBrowserTesting
import AnimaticPlaybackTesting
import Foundation
import Testing

/// A view controller presented over another and dismissed again, played in headless Chromium,
/// Firefox and WebKit and compared with the model: the cover-vertical slide (0.5 s along UIKit's fitted Bézier,
/// `cubic-bezier(0.2833, 0.99, 0.31833, 0.99)`) up and back down, then a cross-dissolve
/// (0.4 s) in and out, with a subview riding along inside the presented view.
@Suite(.serialized) struct PresentationPlaybackTests {
    private final class Sheet: UIViewController {
        let name: String
        let color: UIColor
        init(_ name: String, _ color: UIColor) {
            self.name = name; self.color = color
            super.init(nibName: nil, bundle: nil)
        }
        required init?(coder: NSCoder) { nil }
        override func viewDidLoad() {
            super.viewDidLoad()
            view.accessibilityIdentifier = name
            view.backgroundColor = color
            let badge = UIView(frame: CGRect(x: 40, y: 80, width: 120, height: 60))
            badge.backgroundColor = .white
            badge.accessibilityIdentifier = "\(name)-badge"
            view.addSubview(badge)
        }
    }

    private final class Root: UIViewController {
        var started = false
        override func viewDidLoad() {
            super.viewDidLoad()
            view.accessibilityIdentifier = "root"
            view.backgroundColor = .yellow
        }
        override func viewDidAppear(_ animated: Bool) {
            super.viewDidAppear(animated)
            // As in UIKit, viewDidAppear runs again when the full-screen slide is dismissed.
            guard !started else { return }
            started = true
            let slide = Sheet("slide", .blue)
            slide.modalPresentationStyle = .fullScreen
            present(slide, animated: true) {
                slide.dismiss(animated: true) {
                    let fade = Sheet("fade", .red)
                    fade.modalTransitionStyle = .crossDissolve
                    fade.modalPresentationStyle = .overFullScreen
                    self.present(fade, animated: true) { fade.dismiss(animated: true) }
                }
            }
        }
    }

    private static func story() throws -> Story {
        try Story.record(presenting: Root(), device: .iPhoneSE3)
    }

    @Test func theModelSlidesAndFadesAtUIKitsTimes() throws {
        let story = try Self.story()
        #expect(story.duration == 1.8)
        let mid = try story.state(at: 0.25)["slide"]!.state.center.y
        #expect(mid > 333.5 && mid < 333.5 + 667 * 0.1)   // the fitted curve is most of the way at half time
        #expect(try story.state(at: 0.5)["slide"]!.state.center.y == 333.5)
        #expect(abs(try story.state(at: 1.2)["fade"]!.effectiveOpacity - 0.5) < 1e-9)   // ease-in-out at half time
        #expect(try story.state(at: 1.8)["fade"] == nil || !(try story.state(at: 1.8)["fade"]!.isVisible))
    }

    @Test(arguments: BrowserEngine.tested)
    func enginesPlayThePresentationsAsTheModel(engine: BrowserEngine) async throws {
        let story = try Self.story()
        let folder = try PlaybackComparison.temporaryFolder("presentation")
        defer { try? FileManager.default.removeItem(at: folder) }
        let url = folder.appendingPathComponent("presentation.svg")
        try story.write(to: url)
        #expect(try PlaybackComparison.xmllintProblem(url) == nil)
        let times = PlaybackComparison.probeTimes(for: story, evenly: 60)
        #expect(times.count >= 60)
        let found = try await BrowserPool.shared(for: engine).withBrowser { browser in
            try await PlaybackComparison.mismatches(story: story, svg: url, browser: browser, times: times)
        }
        #expect(found.isEmpty, "\(engine): \(found.count) mismatches, first: \(found.prefix(5))")
    }
}
