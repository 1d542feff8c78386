import AnimaticClock
import Foundation
import Testing
@testable import AnimaticSVG
import AnimaticTimeline

private func scratchFolder(_ name: String) throws -> URL {
    let folder = FileManager.default.temporaryDirectory
        .appendingPathComponent("animatic-svg-\(name)-\(getpid())-\(UInt32.random(in: 0...UInt32.max))")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    return folder
}

@Suite struct FileTests {
    @Test func writesTheSameBytesAsInMemory() throws {
        let folder = try scratchFolder("same")
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("story.svg")
        try SVGExport.write(timeline: richTimeline(), size: stage, to: file)
        #expect(try Data(contentsOf: file) == SVGExport.data(timeline: richTimeline(), size: stage))
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["story.svg"])
    }

    @Test func missingFolderIsAnErrorAndLeavesNothing() throws {
        let folder = try scratchFolder("missing")
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("nope/story.svg")
        do {
            try SVGExport.write(timeline: articleTimeline(), size: stage, to: file)
            Issue.record("expected an error")
        } catch let error as SVGExportError {
            #expect("\(error)".contains("does not exist"), "\(error)")
        }
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).isEmpty)
    }

    @Test func failedWriteKeepsTheOldFileAndRemovesTheTemporary() throws {
        let folder = try scratchFolder("keep")
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("story.svg")
        try SVGExport.write(timeline: articleTimeline(), size: stage, to: file)
        let before = try Data(contentsOf: file)
        // A non-finite value deep in the document fails the write half-way.
        let r = TimelineRecorder()
        for i in 0..<2000 {
            _ = r.addView(identifier: nil, parent: nil,
                          initial: ViewState(centerX: i == 1999 ? .nan : 1, width: 1, height: 1), at: .zero)
        }
        #expect(throws: SVGExportError.self) { try SVGExport.write(timeline: r.timeline, size: stage, to: file) }
        #expect(try Data(contentsOf: file) == before)
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["story.svg"])
    }

    @Test func unwritablePlaceIsAnError() throws {
        // /proc refuses new files even to root.
        do {
            try SVGExport.write(timeline: articleTimeline(), size: stage, to: URL(fileURLWithPath: "/proc/animatic.svg"))
            Issue.record("expected an error")
        } catch let error as SVGExportError {
            #expect("\(error)".contains("/proc"), "\(error)")
        }
    }

    @Test func folderInTheWayIsAnError() throws {
        let folder = try scratchFolder("inway")
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("story.svg")
        try FileManager.default.createDirectory(at: file, withIntermediateDirectories: false)
        #expect(throws: SVGExportError.self) { try SVGExport.write(timeline: articleTimeline(), size: stage, to: file) }
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["story.svg"])
    }
}
