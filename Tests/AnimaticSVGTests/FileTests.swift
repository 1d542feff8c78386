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

    /// A name ending in `.svgz` (any case) gets the document gzip-compressed: `gzip -d`
    /// gives back exactly the bytes of the `.svg`, and writing twice gives the same file (the
    /// header has no time in it).
    @Test(arguments: ["story.svgz", "STORY.SVGZ"])
    func svgzIsTheDocumentGzipped(name: String) throws {
        let folder = try scratchFolder("svgz")
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent(name)
        try SVGExport.write(timeline: richTimeline(), size: stage, to: file)
        let compressed = try Data(contentsOf: file)
        #expect(compressed.prefix(3) == Data([0x1f, 0x8b, 8]))   // gzip magic, deflate
        let document = try SVGExport.data(timeline: richTimeline(), size: stage)
        #expect(try gunzip(file) == document)
        #expect(compressed.count < document.count / 2, "\(compressed.count) of \(document.count)")
        try SVGExport.write(timeline: richTimeline(), size: stage, to: file)
        #expect(try Data(contentsOf: file) == compressed)
        // A document already rendered, written as the command's --sizes writes it: the same file.
        let again = folder.appendingPathComponent("again.svgz")
        try SVGExport.write(document: [UInt8](document), to: again)
        #expect(try Data(contentsOf: again) == compressed)
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted() == ["again.svgz", name].sorted())
    }

    /// A document of several megabytes (more than one of the writer's 1 MiB chunks) survives
    /// compression whole; a still frame compresses as well.
    @Test func largeSvgzAndFrames() throws {
        let folder = try scratchFolder("svgz-large")
        defer { try? FileManager.default.removeItem(at: folder) }
        let r = TimelineRecorder()
        for i in 0..<20_000 {
            let v = r.addView(identifier: "v\(i)", parent: nil, initial: ViewState(centerX: Double(i % 400), width: 3, height: 3), at: .zero)
            _ = r.record(view: v, property: .alpha, start: .zero, duration: s(0.001 * Double(i % 997 + 1)),
                         curve: .linear, to: .scalar(0.5))
        }
        let file = folder.appendingPathComponent("large.svgz")
        try SVGExport.write(timeline: r.timeline, size: stage, to: file)
        let document = try SVGExport.data(timeline: r.timeline, size: stage)
        #expect(document.count > 2 << 20)
        #expect(try gunzip(file) == document)
        let frame = folder.appendingPathComponent("frame.svgz")
        try SVGExport.writeFrame(timeline: r.timeline, size: stage, at: s(0.5), to: frame)
        #expect(try gunzip(frame) == Data(try SVGExport.frame(timeline: r.timeline, size: stage, at: s(0.5)).utf8))
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


/// The file decompressed by `gzip -dc` (the real tool, not our zlib call).
func gunzip(_ file: URL) throws -> Data {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/gzip")
    process.arguments = ["-dc", file.path]
    let pipe = Pipe()
    process.standardOutput = pipe
    try process.run()
    let data = pipe.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    guard process.terminationStatus == 0 else { throw CocoaError(.fileReadCorruptFile) }
    return data
}
