import Animatic
import AnimaticBrowserTesting
import AnimaticPlaybackTesting
import Testing

extension UIView {
    /// The usual helper: a new anchor, with the position moved so that the view stays put.
    fileprivate func setAnchorPoint(_ point: CGPoint) {
        let new = CGPoint(x: bounds.width * point.x, y: bounds.height * point.y).applying(transform)
        let old = CGPoint(x: bounds.width * layer.anchorPoint.x, y: bounds.height * layer.anchorPoint.y).applying(transform)
        layer.position = CGPoint(x: layer.position.x - old.x + new.x, y: layer.position.y - old.y + new.y)
        layer.anchorPoint = point
    }
}

/// `CALayer.anchorPoint` played in Chromium, Firefox and WebKit and compared with the model
/// (bounds corners within 0.01 px, opacity within 0.001).
@Suite(.serialized) struct AnchorPointPlaybackTests {
    /// A door hinged on its left edge (anchor moved mid-story with `setAnchorPoint`, then
    /// opened), a card scaled about its bottom-right corner (anchor set before its frame), a
    /// tag turned 30° whose anchor animates to outside its bounds, a bar growing from its
    /// top-left corner, a chip whose anchor and size animate at once (the sampled case), and a
    /// badge whose anchor jumps with no compensation.
    static func story() throws -> Story {
        try Story.record(size: CGSize(width: 360, height: 260)) { stage in
            let door = UIView(frame: CGRect(x: 20, y: 20, width: 80, height: 120))
            door.backgroundColor = .brown
            door.accessibilityIdentifier = "door"
            stage.addSubview(door)
            let card = UIView()
            card.layer.anchorPoint = CGPoint(x: 1, y: 1)
            card.frame = CGRect(x: 130, y: 20, width: 90, height: 60)
            card.backgroundColor = .blue
            card.accessibilityIdentifier = "card"
            stage.addSubview(card)
            let tag = UIView(frame: CGRect(x: 250, y: 30, width: 70, height: 40))
            tag.transform = CGAffineTransform(rotationAngle: .pi / 6)
            tag.backgroundColor = .orange
            tag.accessibilityIdentifier = "tag"
            stage.addSubview(tag)
            let bar = UIView(frame: CGRect(x: 20, y: 170, width: 40, height: 20))
            bar.layer.anchorPoint = .zero
            bar.frame = CGRect(x: 20, y: 170, width: 40, height: 20)
            bar.backgroundColor = .green
            bar.accessibilityIdentifier = "bar"
            stage.addSubview(bar)
            let chip = UIView(frame: CGRect(x: 180, y: 150, width: 60, height: 60))
            chip.backgroundColor = .purple
            chip.accessibilityIdentifier = "chip"
            stage.addSubview(chip)
            let badge = UIView(frame: CGRect(x: 280, y: 180, width: 40, height: 40))
            badge.backgroundColor = .red
            badge.accessibilityIdentifier = "badge"
            stage.addSubview(badge)

            UIView.animate(withDuration: 0.8, delay: 0.1, options: [.curveEaseOut], animations: {
                card.transform = CGAffineTransform(scaleX: 0.5, y: 0.3)
                bar.bounds.size = CGSize(width: 140, height: 30)
            })
            let slide = CABasicAnimation(keyPath: "anchorPoint")
            slide.fromValue = CGPoint(x: 0.5, y: 0.5)
            slide.toValue = CGPoint(x: -0.5, y: 1.5)
            slide.duration = 1
            slide.timingFunction = CAMediaTimingFunction(name: .easeInEaseOut)
            slide.fillMode = .forwards
            slide.isRemovedOnCompletion = false
            tag.layer.add(slide, forKey: "slide")
            let drift = CABasicAnimation(keyPath: "anchorPoint")
            drift.fromValue = CGPoint(x: 0, y: 0)
            drift.toValue = CGPoint(x: 1, y: 0.5)
            drift.duration = 1.2
            chip.layer.add(drift, forKey: "drift")
            UIView.animate(withDuration: 1, delay: 0.2, options: [], animations: {
                chip.bounds.size = CGSize(width: 100, height: 30)
            })
            DispatchQueue.main.asyncAfter(deadline: .now() + 0.5, execute: DispatchWorkItem {
                door.setAnchorPoint(CGPoint(x: 0, y: 0.5))
                UIView.animate(withDuration: 1, animations: {
                    door.transform = CGAffineTransform(rotationAngle: -.pi / 3)
                })
                badge.layer.anchorPoint = CGPoint(x: 1, y: 0)
            })
        }
    }

    /// The story is what the test means: the anchors change and animate as described.
    @Test func theStoryMovesItsAnchors() throws {
        let story = try Self.story()
        let text = story.timeline.text
        #expect(text.contains("0.500 +0.000 door anchorPoint (0.5, 0.5) -> (0, 0.5) linear"))
        #expect(text.contains("0.500 +0.000 door center (60, 80) -> (20, 80) linear"))
        #expect(text.contains("0.000 +1.000 tag anchorPoint (0.5, 0.5) -> (-0.5, 1.5)"))
        #expect(text.contains("0.500 +0.000 badge anchorPoint (0.5, 0.5) -> (1, 0) linear"))
        let bar = try #require(try story.state(at: 0)["bar"]).state
        #expect(bar.anchorPoint == (x: 0, y: 0) && bar.center == (x: 20, y: 170))
    }

    @Test(arguments: BrowserEngine.allCases)
    func anchorsPlayAsTheModel(engine: BrowserEngine) async throws {
        let story = try Self.story()
        let folder = try PlaybackComparison.temporaryFolder("anchor-\(engine)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let url = folder.appendingPathComponent("anchor.svg")
        try story.write(to: url)
        #expect(try PlaybackComparison.xmllintProblem(url) == nil)
        let times = PlaybackComparison.probeTimes(for: story, evenly: 80)
        let report = try await BrowserPool.shared(for: engine).withBrowser { browser in
            try await PlaybackComparison.report(story: story, svg: url, browser: browser, times: times)
        }
        print("playback anchor \(report)")
        #expect(report.timesProbed == times.count)
        #expect(report.mismatches.isEmpty, "\(engine): \(report.mismatches.count) mismatches, first: \(report.mismatches.prefix(5))")
    }
}
