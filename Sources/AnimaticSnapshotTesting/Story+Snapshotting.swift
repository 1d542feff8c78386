import Animatic
import SnapshotTesting

/// Snapshot strategies for recorded stories, for pointfreeco's swift-snapshot-testing.
///
/// ```swift
/// import AnimaticSnapshotTesting
/// import Testing
///
/// @Test func introStaysTheSame() throws {
///     let story = try Story.record(size: CGSize(width: 400, height: 300)) { stage in /* … */ }
///     assertSnapshot(of: story, as: .timeline)
/// }
/// ```
///
/// Every strategy is text compared line by line, so a failure prints the changed lines: for
/// `.timeline` the changed segments, for `.svg` and `.frame(at:)` the changed elements: the
/// SVG is written pretty-printed, one element a line (``SVGExport/Options/pretty``), where
/// `Story.svg()` writes it without indentation; the elements and attributes are the same. The texts hold no dates, paths or random ids:
/// recording the same story twice gives the same bytes.
extension Snapshotting where Value == Story, Format == String {
    /// The human-readable timeline, one segment a line (`.txt` files).
    public static var timeline: Snapshotting<Story, String> {
        SimplySnapshotting.lines.pullback { story in story.timeline.text }
    }

    /// The animated SVG document (`.svg` files).
    public static var svg: Snapshotting<Story, String> {
        svg(loop: false)
    }

    /// The animated SVG document, looping the whole story when `loop` is true (`.svg` files).
    public static func svg(loop: Bool) -> Snapshotting<Story, String> {
        var strategy = SimplySnapshotting.lines.pullback { (story: Story) in
            exportText {
                try SVGExport.document(timeline: story.timeline, size: story.size, options: prettyOptions(story, loop: loop))
            }
        }
        strategy.pathExtension = "svg"
        return strategy
    }

    /// A still SVG of the story at `seconds` (`.svg` files).
    ///
    /// ```swift
    /// assertSnapshot(of: story, as: .frame(at: 1.5))
    /// ```
    ///
    /// Takes the times `Story.svg(at:)` takes: any finite time from zero on, a time past the end
    /// showing the last frame. A negative, NaN or infinite time makes the snapshot text the
    /// error (`Animatic export failed: frame time must not be negative, got -1.0 s`).
    public static func frame(at seconds: TimeInterval) -> Snapshotting<Story, String> {
        var strategy = SimplySnapshotting.lines.pullback { (story: Story) in
            exportText {
                try SVGExport.frame(timeline: story.timeline, size: story.size,
                                    at: StoryTime(instant: seconds, what: "frame time"),
                                    options: prettyOptions(story, loop: false))
            }
        }
        strategy.pathExtension = "svg"
        return strategy
    }

    /// The story's export options, pretty-printed: snapshots are compared and shown line by
    /// line, and one element a line makes a changed element one changed line.
    private static func prettyOptions(_ story: Story, loop: Bool) -> SVGExport.Options {
        SVGExporter(pretty: true).options(for: story.exportSource, loop: loop)
    }

    /// An export error becomes the snapshot text, so the failure shows what went wrong
    /// instead of crashing the test run.
    private static func exportText(_ export: () throws -> String) -> String {
        do {
            return try export()
        } catch {
            return "Animatic export failed: \(error)\n"
        }
    }
}
