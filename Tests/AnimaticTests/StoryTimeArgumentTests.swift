import Animatic
import Foundation
import Testing

/// `Story.state(at:)`, `svg(at:)` and `writeFrame(at:to:)` take the same times: any finite time
/// from zero on, a time past the end showing the end; negative, NaN and infinite times throw
/// the same `StoryTimeError` from all three.
@Suite struct StoryTimeArgumentTests {
    /// A box fading from 1 to 0.5 over the first second (linearly).
    private func fade() throws -> Story {
        let box = UIView(frame: CGRect(x: 0, y: 0, width: 20, height: 20))
        box.accessibilityIdentifier = "box"
        box.backgroundColor = .red
        return try Story.record(size: CGSize(width: 40, height: 40)) { stage in
            stage.addSubview(box)
            UIView.animate(withDuration: 1, delay: 0, options: .curveLinear, animations: { box.alpha = 0.5 })
        }
    }

    private func alpha(_ story: Story, _ seconds: Double) throws -> Double {
        try story.state(at: seconds)["box"]!.state.alpha
    }

    @Test func zeroTheDurationAndPastTheEnd() throws {
        let story = try fade()
        #expect(story.duration == 1)
        #expect(try alpha(story, 0) == 1)
        #expect(try alpha(story, -0.0) == 1)
        #expect(try alpha(story, 0.5) == 0.75)
        #expect(try alpha(story, 1) == 0.5)
        #expect(try alpha(story, 1 + 1e-9) == 0.5)
        #expect(try alpha(story, 3600) == 0.5)
        #expect(try alpha(story, 1e300) == 0.5)
    }

    @Test func stillFramesAtZeroAndPastTheEnd() throws {
        let story = try fade()
        let end = try story.svg(at: 1)
        #expect(end.contains("opacity=\".5\""), "\(end)")
        #expect(try story.svg(at: 2) == end)
        // Beyond the longest story time (which `StoryTime(seconds:)` refuses) is still past the end.
        #expect(try story.svg(at: 1e300) == end)
        #expect(try story.svg(at: -0.0) == story.svg(at: 0))
        // Full opacity is SVG's default: not written.
        #expect(try !story.svg(at: 0).contains(" opacity="))
    }

    /// Each bad time, and the error `state(at:)` throws for it (`svg(at:)` and `writeFrame`
    /// name the argument "frame time").
    private static let badTimes: [(Double, StoryTimeError, String)] = [
        (-1e-9, .negative(what: "time", value: -1e-9), "time must not be negative, got -1e-09 s"),
        (-1, .negative(what: "time", value: -1), "time must not be negative, got -1.0 s"),
        (.infinity, .notFinite(what: "time", value: .infinity), "time must be a finite number of seconds, got inf"),
        (-.infinity, .notFinite(what: "time", value: -.infinity), "time must be a finite number of seconds, got -inf"),
    ]

    @Test func negativeAndInfiniteTimesThrowTheSameErrorEverywhere() throws {
        let story = try fade()
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("animatic-time-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        for (seconds, error, message) in Self.badTimes {
            let frameError: StoryTimeError
            switch error {
            case .negative(_, let value): frameError = .negative(what: "frame time", value: value)
            case .notFinite(_, let value): frameError = .notFinite(what: "frame time", value: value)
            case .tooLarge(_, let value): frameError = .tooLarge(what: "frame time", value: value)
            case .interval(_, let value): frameError = .interval(what: "frame time", value: value)
            }
            #expect(throws: error) { try story.state(at: seconds) }
            #expect("\(error)" == message)
            #expect(throws: frameError) { try story.svg(at: seconds) }
            let url = folder.appendingPathComponent("frame.svg")
            #expect(throws: frameError) { try story.writeFrame(at: seconds, to: url) }
            #expect(!FileManager.default.fileExists(atPath: url.path))
        }
    }

    @Test func nanThrowsTheSameErrorEverywhere() throws {
        let story = try fade()
        func isNaNError(_ error: any Error, _ what: String) -> Bool {
            guard case .notFinite(let named, let value) = error as? StoryTimeError else { return false }
            return named == what && value.isNaN && "\(error)" == "\(what) must be a finite number of seconds, got nan"
        }
        #expect { try story.state(at: .nan) } throws: { isNaNError($0, "time") }
        #expect { try story.svg(at: .nan) } throws: { isNaNError($0, "frame time") }
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("animatic-nan-\(UUID().uuidString).svg")
        #expect { try story.writeFrame(at: .nan, to: url) } throws: { isNaNError($0, "frame time") }
        #expect(!FileManager.default.fileExists(atPath: url.path))
    }

    @Test func theTimelineTakesTheSameTimes() throws {
        let story = try fade()
        #expect(throws: StoryTimeError.negative(what: "time", value: -1e-9)) { try story.timeline.state(atSeconds: -1e-9) }
        #expect(throws: StoryTimeError.negative(what: "time", value: -1e-9)) {
            try story.timeline.state(at: StoryTime(ticks: -1))
        }
        #expect(try story.timeline.state(atSeconds: 1e300)["box"]!.state.alpha == 0.5)
    }
}
