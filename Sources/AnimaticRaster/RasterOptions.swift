import AnimaticClock
import AnimaticExport
import AnimaticTimeline
import Foundation

/// How a story is turned into pixels: which instants, how big, on what background, how often it
/// loops. Every raster format (poster PNG, APNG, GIF, MP4, WebP) takes one.
///
/// ```swift
/// var options = RasterOptions()
/// options.frameRate = 30
/// options.scale = 2
/// options.timeRange = .zero...(try StoryTime(seconds: 1.5))
/// let gif = try GIFExporter(options: options).document(of: story.exportSource, loop: true)
/// ```
public struct RasterOptions: Sendable, Hashable {
    /// What is painted behind the stage.
    public enum Background: Sendable, Hashable {
        /// The story's own background (``ExportSource/background``), transparent without one.
        case story
        /// Transparent, whatever the story says.
        case transparent
        /// This colour instead of the story's.
        case color(RGBA)
    }

    /// Frames per second of an animated format (1...120; default 30).
    public var frameRate: Int = 30
    /// The stage's size in points in the output, or `nil` for the story's own size; the
    /// drawing is scaled to fit, centred (the SVG's `xMidYMid meet`).
    public var size: CGSize?
    /// Pixels per point: 1, 2 or 3 (as the screen scales of iOS devices; default 1).
    public var scale: Int = 1
    /// What is painted behind the stage.
    public var background: Background = .story
    /// How many times a looping animation plays, or `nil` for forever (default).
    public var loopCount: Int?
    /// The part of the story to export, or `nil` for all of it; it must lie within the story.
    public var timeRange: ClosedRange<StoryTime>?

    /// The default options: 30 frames per second, the story's size at 1x, its background,
    /// looping forever, the whole story.
    public init() {}

    /// The output size in whole pixels for `source`, checking the size and scale.
    package func pixelSize(for source: ExportSource) throws -> (width: Int, height: Int) {
        guard (1...3).contains(scale) else {
            throw ExportError.invalidOption(name: "scale", reason: "must be 1, 2 or 3 (it is \(scale))")
        }
        let points = size ?? source.size
        guard points.width.isFinite, points.height.isFinite, points.width > 0, points.height > 0 else {
            throw ExportError.invalidOption(name: "size",
                                            reason: "must be a positive, finite width and height (it is \(points.width) x \(points.height))")
        }
        let width = (Double(points.width) * Double(scale)).rounded()
        let height = (Double(points.height) * Double(scale)).rounded()
        guard width >= 1, height >= 1, width <= 16_384, height <= 16_384 else {
            throw ExportError.invalidOption(name: "size",
                                            reason: "must give 1 to 16384 pixels a side (it gives \(width) x \(height))")
        }
        return (Int(width), Int(height))
    }

    /// The source with the background these options ask for.
    package func painted(_ source: ExportSource) -> ExportSource {
        var source = source
        switch background {
        case .story: break
        case .transparent: source.background = nil
        case .color(let color): source.background = color
        }
        return source
    }

    /// The story's length: its duration if longer than the timeline, else the timeline's.
    package static func length(of source: ExportSource) -> StoryTime {
        let own = source.timeline.duration
        guard let duration = source.duration, duration > own else { return own }
        return duration
    }

    /// The range of the story to export, checked against the story's length.
    package func range(of source: ExportSource) throws -> ClosedRange<StoryTime> {
        let length = Self.length(of: source)
        guard let range = timeRange else { return .zero...length }
        guard range.lowerBound >= .zero, range.upperBound <= length else {
            throw ExportError.invalidOption(
                name: "time range",
                reason: "must lie within the story, 0 s to \(length.seconds) s (it is \(range.lowerBound.seconds) s to \(range.upperBound.seconds) s)")
        }
        return range
    }

    /// The exact instants of the frames of an animated export: `start + i / frameRate` for
    /// every `i` before the end, then the end itself (so the last frame is the story's last
    /// state). Instants are whole nanoseconds (`StoryTime` ticks), `i * 10^9 / rate` rounded
    /// down, so the same options always sample the same instants.
    package func instants(of source: ExportSource) throws -> [StoryTime] {
        guard (1...120).contains(frameRate) else {
            throw ExportError.invalidOption(name: "frame rate", reason: "must be 1 to 120 frames per second (it is \(frameRate))")
        }
        if let loopCount, loopCount < 1 {
            throw ExportError.invalidOption(name: "loop count", reason: "must be 1 or more, or none for forever (it is \(loopCount))")
        }
        let range = try range(of: source)
        let start = range.lowerBound.ticks, end = range.upperBound.ticks
        var instants: [StoryTime] = []
        var i: Int64 = 0
        while true {
            let (offset, overflow) = i.multipliedReportingOverflow(by: StoryTime.ticksPerSecond)
            let t = start + (overflow ? end : offset / Int64(frameRate))
            if t >= end { break }
            instants.append(StoryTime(ticks: t))
            i += 1
            if instants.count > 100_000 {
                throw ExportError.invalidOption(name: "frame rate",
                                                reason: "gives more than 100000 frames for this time range; choose a lower rate or a shorter range")
            }
        }
        instants.append(StoryTime(ticks: end))
        return instants
    }
}
