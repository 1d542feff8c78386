import AnimaticClock
import AnimaticExport
import Foundation

/// Turns still SVG frames (``StoryExporter/frame(of:at:)`` of any SVG-writing exporter) into
/// PNG files with librsvg's `rsvg-convert` (Debian's librsvg2-bin), run as a packaged program
/// through ``ProcessRunner``: a real SVG renderer, never a browser screenshot, so the same
/// frame gives the same pixels.
///
/// librsvg 2.54 drops every element whose filter uses `feDropShadow` (a filter primitive it does
/// not know), so each frame's drop shadows are rewritten first as the equivalent chain the
/// Filter Effects spec defines `feDropShadow` by (`feGaussianBlur` of the alpha, `feOffset`,
/// `feFlood`, `feComposite in`, `feMerge` under the source): see ``rasterisable(_:)``.
package struct SVGRasteriser: Sendable {
    /// Where still frames come from.
    package var frames: any StoryExporter

    package init(frames: any StoryExporter) { self.frames = frames }

    /// Renders the frames of `source` at `instants` to `folder/000000.png`, `000001.png`, …,
    /// each `width` x `height` pixels, two at a time (the machine's cores); returns the files.
    package func render(_ source: ExportSource, at instants: [StoryTime], width: Int, height: Int,
                        into folder: URL, progress: RasterProgress? = nil) throws -> [URL] {
        let files = instants.indices.map { folder.appendingPathComponent(String(format: "%06d.png", $0)) }
        let failures = FailureBox()
        let workers = max(1, min(ProcessInfo.processInfo.activeProcessorCount, instants.count))
        DispatchQueue.concurrentPerform(iterations: workers) { worker in
            var index = worker
            while index < instants.count, !failures.failed {
                do {
                    try renderOne(source, at: instants[index], width: width, height: height,
                                  to: files[index], scratch: folder, tag: "\(index)")
                    if let progress { progress(failures.finished(), instants.count) }
                } catch {
                    failures.record(index, error)
                }
                index += workers
            }
        }
        if let error = failures.first { throw error }
        return files
    }

    /// Renders one frame of `source` at `time` to the PNG file `png`.
    package func renderOne(_ source: ExportSource, at time: StoryTime, width: Int, height: Int,
                           to png: URL, scratch: URL, tag: String = "0") throws {
        let svg = try Self.rasterisable(frames.frame(of: source, at: time))
        let input = scratch.appendingPathComponent("frame-\(tag).svg")
        guard FileManager.default.createFile(atPath: input.path, contents: Data(svg)) else {
            throw ExportError.file(path: input.path, reason: "cannot write the frame for the rasteriser")
        }
        defer { try? FileManager.default.removeItem(at: input) }
        let folder = scratch.appendingPathComponent("log-\(tag)", isDirectory: true)
        try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try ProcessRunner.run("rsvg-convert", ["--width", "\(width)", "--height", "\(height)", "--keep-aspect-ratio",
                                               "--format", "png", "--output", png.path, input.path],
                              in: folder, package: "librsvg2-bin")
    }

    /// `svg` with every `<feDropShadow …/>` written as the primitives it stands for: the blurred
    /// source alpha, offset, flooded with the shadow colour and opacity, composited in, and the
    /// source drawn over it (Filter Effects Module Level 1, "feDropShadow").
    package static func rasterisable(_ svg: [UInt8]) -> [UInt8] {
        let text = String(decoding: svg, as: UTF8.self)
        guard text.contains("<feDropShadow") else { return svg }
        var out = ""
        var rest = Substring(text)
        while let open = rest.range(of: "<feDropShadow") {
            out += rest[..<open.lowerBound]
            guard let close = rest[open.upperBound...].range(of: "/>") else { break }
            let attributes = attributeList(rest[open.upperBound..<close.lowerBound])
            func value(_ name: String, _ fallback: String) -> String {
                attributes.first { $0.0 == name }?.1 ?? fallback
            }
            let deviation = value("stdDeviation", "2")
            out += "<feGaussianBlur in=\"SourceAlpha\" stdDeviation=\"\(deviation)\"/>"
            out += "<feOffset dx=\"\(value("dx", "2"))\" dy=\"\(value("dy", "2"))\" result=\"offsetShadow\"/>"
            out += "<feFlood flood-color=\"\(value("flood-color", "black"))\" flood-opacity=\"\(value("flood-opacity", "1"))\"/>"
            out += "<feComposite in2=\"offsetShadow\" operator=\"in\"/>"
            out += "<feMerge><feMergeNode/><feMergeNode in=\"SourceGraphic\"/></feMerge>"
            rest = rest[close.upperBound...]
        }
        out += rest
        return Array(out.utf8)
    }

    /// The `name="value"` pairs of an element's attribute text (values as written, escaped).
    private static func attributeList(_ text: Substring) -> [(String, String)] {
        var pairs: [(String, String)] = []
        var rest = text
        while let equals = rest.firstIndex(of: "=") {
            let name = rest[..<equals].trimmingCharacters(in: .whitespacesAndNewlines)
            let afterEquals = rest[rest.index(after: equals)...]
            guard let quote = afterEquals.first(where: { $0 == "\"" || $0 == "'" }),
                  let start = afterEquals.firstIndex(of: quote),
                  let end = afterEquals[afterEquals.index(after: start)...].firstIndex(of: quote) else { break }
            pairs.append((name, String(afterEquals[afterEquals.index(after: start)..<end])))
            rest = afterEquals[afterEquals.index(after: end)...]
        }
        return pairs
    }
}

/// Called as frames are rendered: how many are done, of how many (from any thread).
public typealias RasterProgress = @Sendable (_ done: Int, _ total: Int) -> Void

/// The first failure of parallel work, and whether there was one.
private final class FailureBox: @unchecked Sendable {
    private let lock = NSLock()
    private var index = Int.max
    private var error: (any Error)?
    private var done = 0

    /// Counts one more finished frame; the count so far.
    func finished() -> Int { lock.withLock { done += 1; return done } }

    var failed: Bool { lock.withLock { error != nil } }
    var first: (any Error)? { lock.withLock { error } }

    func record(_ at: Int, _ failure: any Error) {
        lock.withLock {
            if at < index { index = at; error = failure }
        }
    }
}
