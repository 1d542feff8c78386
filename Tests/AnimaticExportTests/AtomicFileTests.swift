import AnimaticExport
import Foundation
import Testing

@Suite struct AtomicFileTests {
    @Test func writesTheBytesAndLeavesNoTemporaryFile() throws {
        let folder = try scratchFolder("bytes")
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("page.html")
        try AtomicFile.write(Array("<p>first</p>".utf8), to: file)
        try AtomicFile.write(Array("<p>second</p>\n".utf8), to: file)
        #expect(try String(contentsOf: file, encoding: .utf8) == "<p>second</p>\n")
        #expect(try fileNames(in: folder) == ["page.html"])
    }

    @Test func aFailingWriterKeepsTheOldFileAndRemovesItsTemporary() throws {
        struct Interrupted: Error, Equatable {}
        let folder = try scratchFolder("failing")
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("story.svg")
        try AtomicFile.write(Array("old".utf8), to: file)
        #expect(throws: Interrupted()) {
            try AtomicFile.write(to: file) { fd in
                #expect(write(fd, "partial", 7) == 7)
                throw Interrupted()
            }
        }
        #expect(try String(contentsOf: file, encoding: .utf8) == "old")
        #expect(try fileNames(in: folder) == ["story.svg"])
    }

    @Test func aMissingFolderIsNamed() throws {
        let folder = try scratchFolder("missing")
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("nope/story.svg")
        #expect(throws: ExportError.file(path: file.path, reason: "the folder \(folder.path)/nope does not exist")) {
            try AtomicFile.write([1, 2, 3], to: file)
        }
        #expect(try fileNames(in: folder).isEmpty)
    }

    @Test func aFolderInTheWayIsNotReplaced() throws {
        let folder = try scratchFolder("inway")
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("index.html")
        try FileManager.default.createDirectory(at: file, withIntermediateDirectories: false)
        #expect(throws: ExportError.file(path: file.path,
                                         reason: "cannot replace the file (a folder of that name is in the way)")) {
            try AtomicFile.write(Array("x".utf8), to: file)
        }
        #expect(try fileNames(in: folder) == ["index.html"])
        #expect(try fileNames(in: file).isEmpty)
    }

    @Test func onlyFileURLsAreWritten() throws {
        let url = try #require(URL(string: "https://example.com/story.svg"))
        #expect(throws: ExportError.file(path: "https://example.com/story.svg",
                                         reason: "not a file URL (only file: URLs can be written)")) {
            try AtomicFile.write([0], to: url)
        }
    }
}
