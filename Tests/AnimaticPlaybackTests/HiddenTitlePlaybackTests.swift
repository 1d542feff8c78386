import Animatic
import AnimaticBrowserTesting
import AnimaticExport
import AnimaticPlaybackTesting
import Testing

/// A button hidden while RxCocoa's `rx.title(for:)` changes its title, played in headless
/// Chromium, Firefox and WebKit: the new title stays hidden until the button is shown again.
/// (Chromium resolves an animated `visibility` of `inherit` against the parent's value without
/// its animations, so a title switching to `inherit` inside a button hidden by an animation
/// showed; the export now writes `hidden`/`visible` worked out down the tree.)
@Suite(.serialized) struct HiddenTitlePlaybackTests {
    /// "One" shown; hidden at 0.5 s; the title becomes "Two" at 1 s; shown again at 1.5 s; the
    /// title becomes "Three" at 2 s. A label added at 1 s into a box that joined at 0.5 s
    /// changes its text at 1.25 s and shows from 1 s.
    static func story() throws -> Story {
        let button = UIButton(type: .system)
        button.frame = CGRect(x: 20, y: 20, width: 200, height: 44)
        button.setTitle("One", for: .normal)
        button.accessibilityIdentifier = "button"
        button.titleLabel?.accessibilityIdentifier = "title"
        let box = UIView(frame: CGRect(x: 20, y: 80, width: 200, height: 44))
        box.accessibilityIdentifier = "box"
        let note = UILabel(frame: CGRect(x: 0, y: 0, width: 200, height: 44))
        note.text = "Four"
        note.accessibilityIdentifier = "note"
        return try Story.record(size: CGSize(width: 240, height: 140)) { stage in
            stage.addSubview(button)
            let at = { (ms: Int) in Observable<Int>.timer(.milliseconds(ms), scheduler: MainScheduler.instance) }
            Observable.merge(at(500).map { _ in true }, at(1500).map { _ in false })
                .bind(to: button.rx.isHidden).disposed(by: stage.disposeBag)
            Observable.merge(at(1000).map { _ in "Two" }, at(2000).map { _ in "Three" })
                .bind(to: button.rx.title(for: .normal)).disposed(by: stage.disposeBag)
            at(500).subscribe(onNext: { _ in stage.addSubview(box) }).disposed(by: stage.disposeBag)
            at(1000).subscribe(onNext: { _ in box.addSubview(note) }).disposed(by: stage.disposeBag)
            at(1250).subscribe(onNext: { _ in note.text = "Five" }).disposed(by: stage.disposeBag)
            at(2500).subscribe(onNext: { _ in }).disposed(by: stage.disposeBag)
        }
    }

    /// The texts the model shows at `time`.
    static func shownTexts(_ story: Story, at time: Double) throws -> [String] {
        let state = try story.state(at: time)
        return state.views.filter(\.isVisible).compactMap { view -> String? in
            guard case .label(let label) = story.timeline.views[view.index].content(at: try! StoryTime(seconds: time)) else { return nil }
            return label.lines.joined(separator: " ")
        }.sorted()
    }

    static let times = [0.25, 0.75, 1.1, 1.3, 1.75, 2.25]
    static let texts: [[String]] = [["One"], [], ["Four"], ["Five"], ["Five", "Two"], ["Five", "Three"]]

    @Test func theModelHidesTheTitlesWhileTheButtonIsHidden() throws {
        let story = try Self.story()
        #expect(try Self.times.map { try Self.shownTexts(story, at: $0) } == Self.texts)
    }

    @Test(arguments: BrowserEngine.tested)
    func enginesShowOnlyTheTitlesTheModelShows(engine: BrowserEngine) async throws {
        let story = try Self.story()
        let folder = try PlaybackComparison.temporaryFolder("hidden-title")
        defer { try? FileManager.default.removeItem(at: folder) }
        let url = folder.appendingPathComponent("hidden-title.svg")
        try story.write(to: url)
        let ids = ViewIdentifiers.assign(story.timeline.views)
        let found = try await BrowserPool.shared(for: engine).withBrowser { browser in
            let mismatches = try await PlaybackComparison.mismatches(story: story, svg: url, browser: browser,
                                                                     times: PlaybackComparison.probeTimes(for: story))
            try await browser.navigate(to: url)
            var shown: [JSONValue] = []
            for t in Self.times {
                try await SVGProbe(browser: browser).seek(to: t)
                try await LayerPlaybackTests.waitForPaint(in: browser)
                shown.append(try await browser.execute(script: """
                    return Array.from(document.querySelectorAll("text"))
                        .filter(t => getComputedStyle(t).visibility === "visible" && getComputedStyle(t).display !== "none")
                        .map(t => t.textContent.trim()).sort();
                    """))
            }
            return (mismatches, shown)
        }
        #expect(ids.contains("title") && ids.contains("note"))
        #expect(found.0.isEmpty, "\(engine): \(found.0.count) mismatches, first: \(found.0.prefix(5))")
        #expect(found.1 == Self.texts.map { .array($0.map { .string($0) }) }, "\(engine)")
    }
}
