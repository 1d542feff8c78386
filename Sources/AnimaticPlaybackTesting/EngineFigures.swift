import AnimaticBrowserTesting
import Foundation
import Synchronization

/// The closing figures of the browser tests, per engine, written as they are measured to the
/// file named by the `ANIMATIC_ENGINE_FIGURES` environment variable (nothing is written when it
/// is not set). `scripts/engine-figures` runs the playback tests with it and sums the lines up.
///
/// One tab-separated line per measurement:
/// - `playback <engine> <group> <file> <times probed> <worst px> <worst opacity> <mismatches>`:
///   one export compared with its model by
///   ``PlaybackComparison/report(story:svg:browser:times:rootSelector:modelTime:)`` (the group is
///   ``group`` when it was compared, e.g. `samples` for the bundled samples);
/// - `pixels <engine> <name> <time> <differing> <total>`: one screenshot compared with Chromium's.
public enum EngineFigures {
    /// The environment variable naming the file the figures are appended to.
    public static let environmentVariable = "ANIMATIC_ENGINE_FIGURES"

    private static let lock = Mutex(())

    /// What the comparisons made in this task belong to (`other` unless set):
    /// `EngineFigures.$group.withValue("samples") { ... }`.
    @TaskLocal public static var group = "other"

    /// Appends one comparison's figures (see ``PlaybackComparison/Report``), labelled by the file played.
    public static func record(_ report: PlaybackComparison.Report, file: String) {
        append(["playback", report.engine.rawValue, group, file, "\(report.timesProbed)", "\(report.worstPixel)",
                "\(report.worstOpacity)", "\(report.mismatches.count)"])
    }

    /// Appends one screenshot comparison: `differing` of `total` pixels differ from Chromium's.
    public static func recordPixels(engine: BrowserEngine, name: String, time: Double, differing: Int, total: Int) {
        append(["pixels", engine.rawValue, name, "\(time)", "\(differing)", "\(total)"])
    }

    private static func append(_ fields: [String]) {
        guard let path = ProcessInfo.processInfo.environment[environmentVariable], !path.isEmpty else { return }
        let line = Data((fields.map { $0.replacingOccurrences(of: "\t", with: " ") }.joined(separator: "\t") + "\n").utf8)
        lock.withLock { _ in
            if !FileManager.default.fileExists(atPath: path) {
                _ = FileManager.default.createFile(atPath: path, contents: nil)
            }
            guard let handle = FileHandle(forWritingAtPath: path) else { return }
            defer { try? handle.close() }
            _ = try? handle.seekToEnd()
            try? handle.write(contentsOf: line)
        }
    }
}
