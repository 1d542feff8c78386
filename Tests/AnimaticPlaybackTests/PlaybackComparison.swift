import Animatic
import AnimaticBrowserTesting
import Foundation
import Testing

/// Compares what Chromium shows of an exported SVG with the story's own model.
///
/// For every identified view, at every probe time, the element whose id is the view's
/// identifier must have the view's bounds space as its user space: its matrix to the root
/// (read through `getScreenCTM`) must map the view's four bounds corners to within 0.01 px of
/// where `story.state(at:)` puts them, and its effective opacity must be within 0.001.
enum PlaybackComparison {
    static let pixelTolerance = 0.01
    static let opacityTolerance = 0.001

    struct Mismatch: CustomStringConvertible {
        var time: Double
        var id: String
        var what: String
        var description: String { "t=\(time) \(id): \(what)" }
    }

    /// At least 50 times: evenly spread over the story and half a second past its end, plus
    /// 1 ms and 0.1 ms either side of every segment boundary.
    static func probeTimes(for story: Story, evenly count: Int = 50) -> [Double] {
        let duration = story.duration
        var times = Set<Double>()
        for k in 0..<count {
            times.insert((duration + 0.5) * Double(k) / Double(count - 1))
        }
        for segment in story.timeline.segments {
            for boundary in [segment.start.seconds, segment.end.seconds] {
                for offset in [-0.001, -0.0001, 0.0001, 0.001] where boundary + offset >= 0 {
                    times.insert(boundary + offset)
                }
            }
        }
        return times.sorted()
    }

    /// The identifiers the comparison reads (every view that has one).
    static func identifiers(of story: Story) -> [String] {
        story.timeline.views.compactMap(\.identifier)
    }

    /// Reads the file at every time (in batches) and lists every difference from the model.
    static func mismatches(story: Story, svg url: URL, browser: Browser, times: [Double],
                           modelTime: (Double) -> Double = { $0 }) async throws -> [Mismatch] {
        let ids = identifiers(of: story)
        let probe = try await SVGProbe.open(url, in: browser)
        var found: [Mismatch] = []
        var start = 0
        while start < times.count {
            let batch = Array(times[start..<min(times.count, start + 40)])
            start += batch.count
            let frames = try await probe.read(ids: ids, at: batch, includeText: false)
            for frame in frames {
                let t = modelTime(Double(frame.seekValue))
                let state = story.state(at: t)
                for id in ids {
                    guard let model = state[id] else { continue }
                    guard let shown = frame[id] else {
                        found.append(Mismatch(time: t, id: id, what: "missing in the browser"))
                        continue
                    }
                    if !model.isVisible {
                        if shown.isShown { found.append(Mismatch(time: t, id: id, what: "shown but hidden in the model")) }
                        continue
                    }
                    if shown.visibility != "visible" || shown.display == "none" {
                        found.append(Mismatch(time: t, id: id, what: "hidden (\(shown.visibility), \(shown.display)) but visible in the model"))
                        continue
                    }
                    if abs(shown.opacity - model.effectiveOpacity) > opacityTolerance {
                        found.append(Mismatch(time: t, id: id, what: "opacity \(shown.opacity) vs model \(model.effectiveOpacity)"))
                    }
                    guard let matrix = shown.matrix else {
                        found.append(Mismatch(time: t, id: id, what: "no matrix"))
                        continue
                    }
                    let w = model.state.width, h = model.state.height
                    let x0 = model.state.boundsX, y0 = model.state.boundsY
                    var worst = 0.0
                    for (x, y) in [(x0, y0), (x0 + w, y0), (x0, y0 + h), (x0 + w, y0 + h)] {
                        let a = matrix.apply(x: x, y: y)
                        let b = model.matrixToStage.apply(x, y)
                        worst = max(worst, abs(a.x - b.x), abs(a.y - b.y))
                    }
                    if worst > pixelTolerance {
                        found.append(Mismatch(time: t, id: id, what: "corners \(worst) px apart (browser \(matrix), model \(model.matrixToStage))"))
                    }
                }
            }
        }
        return found
    }

    /// Runs `xmllint --noout` on a file and returns its complaint, or nil when it parses.
    static func xmllintProblem(_ url: URL) throws -> String? {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["xmllint", "--noout", url.path]
        let pipe = Pipe()
        process.standardError = pipe
        process.standardOutput = pipe
        try process.run()
        let output = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return process.terminationStatus == 0 ? nil : String(decoding: output, as: UTF8.self)
    }

    /// A fresh folder for one test's files.
    static func temporaryFolder(_ name: String) throws -> URL {
        let url = FileManager.default.temporaryDirectory
            .appendingPathComponent("animatic-playback-\(getpid())-\(name)-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }
}
