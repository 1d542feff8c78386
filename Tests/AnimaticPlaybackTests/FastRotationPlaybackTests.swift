import Animatic
import AnimaticBrowserTesting
import AnimaticPlaybackTesting
import Foundation
import Testing

/// The smallest story of #21: one view, one eased keyframe turning 4 rad in about 10 ms (the
/// whole animation's ease in and out squeezes the keyframe's 18 ms of relative time into
/// 10.47 ms). Its corners, 70.7 px from the centre, move more than 0.01 px per microsecond, so
/// this story tells whether the browser plays the model's times to the microsecond.
///
/// Two faults showed here, both ours (#21):
/// - The comparison looked at the model at the sought float32, but Chromium keeps its SMIL
///   clock in whole microseconds and truncates a seek to them (`SMILTime::FromSecondsD`): a
///   seek to 0.5710079 s shows 0.571007 s. The random-story test's 0.019 px was that 0.9 µs.
///   ``PlaybackComparison/shownTime(of:engine:)`` now gives the whole microsecond below.
/// - The story ends at 0.360472464 s, and the writer wrote that as every track's `dur`: Firefox
///   keeps milliseconds and read 0.360 s (every track 0.13 % fast: 7 px off here), Chromium
///   truncated to 0.360472 s (0.46 µs early at the turn: 0.007 px). The document now spans the
///   story rounded up to a whole millisecond (`dur="0.361s"`).
///
/// Measured after both fixes, through the turn at 300 times that are not whole microseconds:
/// Chromium 0.0002 px from the model, Firefox 0.00005 px, WebKit 0.0002 px.
@Suite(.serialized) struct FastRotationPlaybackTests {
    /// A 100 x 100 box turned 4 rad by the one keyframe (relative start 0.5, relative duration
    /// 0.06) of a 0.3 s `animateKeyframes` with default options, starting at 0.2 s.
    static func story() throws -> Story {
        let box = UIView(frame: CGRect(x: 150, y: 100, width: 100, height: 100))
        box.backgroundColor = .red
        box.accessibilityIdentifier = "box"
        return try Story.record(size: CGSize(width: 400, height: 300)) { stage in
            stage.addSubview(box)
            UIView.animateKeyframes(withDuration: 0.3, delay: 0.2, options: [], animations: {
                UIView.addKeyframe(withRelativeStartTime: 0.5, relativeDuration: 0.06) {
                    box.transform = CGAffineTransform(rotationAngle: 4)
                }
            })
        }
    }

    /// 300 times through the turn (and just either side of it), none of them a whole
    /// microsecond: the sought value's fraction of a microsecond varies from time to time.
    static let times = (0..<300).map { 0.3495 + Double($0) * 0.0000387 + 0.000000413 }

    @Test func theTurnIsOneFastSegmentEndingBetweenMilliseconds() throws {
        let story = try Self.story()
        #expect(story.timeline.segments.count == 1)
        let segment = try #require(story.timeline.segments.first)
        #expect(segment.start.ticks == 350_000_000)
        #expect(segment.end.ticks == 360_472_464)
        #expect(story.duration == 0.360472464)
        // At the end the box's matrix is a rotation by 4 rad.
        let end = try #require(story.state(at: 0.361)["box"])
        #expect(abs(atan2(end.matrixToStage.b, end.matrixToStage.a) - (4 - 2 * .pi)) < 1e-12)
        // In the middle of the turn a corner moves more than 0.01 px in one microsecond.
        let corner = { (t: Double) throws -> (x: Double, y: Double) in
            let s = try #require(story.state(at: t)["box"])
            return s.matrixToStage.apply(s.state.boundsX, s.state.boundsY)
        }
        let a = try corner(0.355), b = try corner(0.355001)
        #expect(hypot(b.x - a.x, b.y - a.y) > 0.01)
        // The document spans the story rounded up to the millisecond.
        let svg = try story.svg()
        #expect(svg.contains(#"dur="0.361s" calcMode="spline" keyTimes="0;.969529085;.998538681;1""#))
        #expect(!svg.contains("0.360472464s"))
    }

    /// In every engine the box's corners stay within 0.01 px of the model all through the turn,
    /// compared at the time the engine shows (``PlaybackComparison/shownTime(of:engine:)``).
    @Test(arguments: BrowserEngine.tested)
    func playsAsTheModelThroughTheTurn(engine: BrowserEngine) async throws {
        let story = try Self.story()
        let folder = try PlaybackComparison.temporaryFolder("fast-rotation")
        defer { try? FileManager.default.removeItem(at: folder) }
        let url = folder.appendingPathComponent("fast-rotation.svg")
        try story.write(to: url)
        let times = Self.times + PlaybackComparison.probeTimes(for: story)
        let report = try await BrowserPool.shared(for: engine).withBrowser { browser in
            try await PlaybackComparison.report(story: story, svg: url, browser: browser, times: times)
        }
        #expect(report.timesProbed == times.count)
        #expect(report.mismatches.isEmpty, "\(engine): \(report), first: \(report.mismatches.prefix(3))")
        #expect(report.worstPixel < 0.002, "\(report)")
    }

    /// Chromium shows the whole microsecond below the sought float32 (its `getCurrentTime()`
    /// reports that time), and comparing with the model at the float32 itself would see the box
    /// more than 0.01 px away: the 0.019 px of #21.
    @Test func chromiumShowsTheWholeMicrosecondBelowTheSoughtTime() async throws {
        guard BrowserEngine.tested.contains(.chromium) else { return }
        let story = try Self.story()
        let folder = try PlaybackComparison.temporaryFolder("fast-rotation-chromium")
        defer { try? FileManager.default.removeItem(at: folder) }
        let url = folder.appendingPathComponent("fast-rotation.svg")
        try story.write(to: url)
        let frames = try await BrowserPool.shared(for: .chromium).withBrowser { browser in
            try await SVGProbe.open(url, in: browser).read(ids: ["box"], at: Self.times, includeText: false)
        }
        var worstAtSeek = 0.0, worstAtShown = 0.0
        for frame in frames {
            let seek = Double(frame.seekValue)
            let shown = PlaybackComparison.shownTime(of: frame, engine: .chromium)
            #expect(shown == (seek * 1e6).rounded(.down) / 1e6)
            #expect(shown < seek && seek - shown < 1e-6)
            #expect(Float(shown) == Float(frame.documentTime), "t=\(frame.time): reported \(frame.documentTime)")
            let matrix = try #require(frame["box"]?.matrix)
            func distance(at t: Double) throws -> Double {
                let model = try #require(story.state(at: t)["box"])
                let s = model.state
                return [(s.boundsX, s.boundsY), (s.boundsX + s.width, s.boundsY), (s.boundsX, s.boundsY + s.height),
                        (s.boundsX + s.width, s.boundsY + s.height)].map { x, y in
                    let a = matrix.apply(x: x, y: y), b = model.matrixToStage.apply(x, y)
                    return max(abs(a.x - b.x), abs(a.y - b.y))
                }.max()!
            }
            worstAtSeek = max(worstAtSeek, try distance(at: seek))
            worstAtShown = max(worstAtShown, try distance(at: shown))
        }
        #expect(worstAtShown < 0.002)
        #expect(worstAtSeek > 0.01)
    }

    /// Looped, the story's passes last 0.361 s (its 0.360472464 s rounded up to the millisecond),
    /// and the second pass plays the turn as the first.
    @Test(arguments: BrowserEngine.tested)
    func loopedTurnPlaysTheSecondPassLikeTheFirst(engine: BrowserEngine) async throws {
        let story = try Self.story()
        #expect(PlaybackComparison.loopPass(of: story) == 0.361)
        let folder = try PlaybackComparison.temporaryFolder("fast-rotation-loop")
        defer { try? FileManager.default.removeItem(at: folder) }
        let url = folder.appendingPathComponent("fast-rotation-loop.svg")
        try story.write(to: url, loop: true)
        #expect(try String(contentsOf: url, encoding: .utf8).contains(#"dur="0.361s""#))
        let report = try await BrowserPool.shared(for: engine).withBrowser { browser in
            try await PlaybackComparison.twoPassReport(story: story, svg: url, browser: browser)
        }
        #expect(report.timesProbed > 40)
        #expect(report.mismatches.isEmpty, "\(engine): \(report), first: \(report.mismatches.prefix(3))")
    }

    @Test func shownTimeOfEachEngine() {
        // Chromium: whole microseconds, truncated (a float32 seek to 0.5710079 is 0.57100791...).
        #expect(PlaybackComparison.shownTime(seekValue: Double(Float(0.5710079)), documentTime: 0, engine: .chromium) == 0.571007)
        // A whole microsecond sought as the float32 just above it lands on it.
        #expect(PlaybackComparison.shownTime(seekValue: Double(Float(0.7).nextUp), documentTime: 0, engine: .chromium) == 0.7)
        #expect(PlaybackComparison.shownTime(seekValue: 0.125, documentTime: 0, engine: .chromium) == 0.125)
        // WebKit: the float32 itself; Firefox: the reported time, rounded to the millisecond.
        #expect(PlaybackComparison.shownTime(seekValue: Double(Float(0.5710079)), documentTime: 0, engine: .webkit)
                == Double(Float(0.5710079)))
        #expect(PlaybackComparison.shownTime(seekValue: 0.9999, documentTime: 0.99999994, engine: .firefox) == 1)
    }
}
