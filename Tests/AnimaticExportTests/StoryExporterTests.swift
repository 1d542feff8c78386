import AnimaticClock
import AnimaticExport
import AnimaticTimeline
import Foundation
import Testing

/// A format of its own for the tests: one line per view, its id and whether it is shown, and
/// the story's length; relies on the protocol's default `write` and `writeFrame`.
private struct ViewListExporter: StoryExporter {
    var fileExtension: String { "txt" }
    var mimeType: String { "text/plain" }

    func document(of source: ExportSource, loop: Bool) throws -> [UInt8] {
        let end = max(source.timeline.duration, source.duration ?? .zero)
        return try lines(source, at: .zero, header: "\(end.seconds) s\(loop ? ", looped" : "")")
    }

    func frame(of source: ExportSource, at time: StoryTime) throws -> [UInt8] {
        try lines(source, at: time, header: "at \(time.seconds) s")
    }

    private func lines(_ source: ExportSource, at time: StoryTime, header: String) throws -> [UInt8] {
        guard source.size.width > 0, source.size.height > 0 else {
            throw ExportError.invalidSize(width: Double(source.size.width), height: Double(source.size.height))
        }
        let ids = ViewIdentifiers.assign(source.timeline.views)
        var text = header + "\n"
        for view in source.timeline.views {
            let hidden = VisibilitySteps.isHidden(source.timeline, view: view.index, at: time)
            text += "\(ids[view.index]) \(hidden ? "hidden" : "shown")\n"
        }
        return Array(text.utf8)
    }
}

private func twoViews() -> Timeline {
    let r = TimelineRecorder()
    _ = r.addView(identifier: "title", parent: nil, initial: ViewState(width: 10, height: 10), at: .zero)
    let late = r.addView(identifier: nil, parent: nil, initial: ViewState(width: 10, height: 10), at: s(1))
    r.record(view: late, property: .alpha, start: s(1), duration: s(1), curve: .linear, to: .scalar(0))
    return r.timeline
}

@Suite struct StoryExporterTests {
    @Test func theDefaultWritesPutTheExportersBytesInTheFile() throws {
        let folder = try scratchFolder("exporter")
        defer { try? FileManager.default.removeItem(at: folder) }
        let exporter: any StoryExporter = ViewListExporter()
        let source = ExportSource(timeline: twoViews(), size: CGSize(width: 40, height: 30), duration: s(3))
        let story = folder.appendingPathComponent("story").appendingPathExtension(exporter.fileExtension)
        let still = folder.appendingPathComponent("still").appendingPathExtension(exporter.fileExtension)
        try exporter.write(source, loop: true, to: story)
        try exporter.writeFrame(source, at: s(1.5), to: still)
        #expect(try String(contentsOf: story, encoding: .utf8) == "3.0 s, looped\ntitle shown\nview-1 hidden\n")
        #expect(try String(contentsOf: still, encoding: .utf8) == "at 1.5 s\ntitle shown\nview-1 shown\n")
        #expect(try fileNames(in: folder) == ["still.txt", "story.txt"])
    }

    @Test func aSourceTheExporterRefusesLeavesTheOldFile() throws {
        let folder = try scratchFolder("refused")
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("story.txt")
        let exporter = ViewListExporter()
        try exporter.write(ExportSource(timeline: twoViews(), size: CGSize(width: 40, height: 30)), loop: false, to: file)
        let before = try Data(contentsOf: file)
        let flat = ExportSource(timeline: twoViews(), size: CGSize(width: 40, height: 0))
        #expect(throws: ExportError.invalidSize(width: 40, height: 0)) { try exporter.write(flat, loop: false, to: file) }
        #expect(throws: ExportError.invalidSize(width: 40, height: 0)) { try exporter.writeFrame(flat, at: .zero, to: file) }
        #expect(try Data(contentsOf: file) == before)
        #expect(try fileNames(in: folder) == ["story.txt"])
    }
}

@Suite struct ExportErrorTests {
    @Test func messagesNameTheCauseInPlainWords() {
        #expect("\(ExportError.file(path: "/out/a.svg", reason: "the folder /out does not exist"))"
                    == "cannot write /out/a.svg: the folder /out does not exist")
        #expect("\(ExportError.nonFiniteNumber(what: "the background colour"))"
                    == "cannot write SVG: the background colour is not a finite number below 2^64 in magnitude (the range written exactly)")
        #expect("\(ExportError.invalidSize(width: 0, height: 300))"
                    == "cannot write SVG: the stage size 0.0 x 300.0 must be positive and finite")
        #expect(ExportError.describe(errno: ENOENT) == "No such file or directory")
    }
}
