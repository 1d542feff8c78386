import Foundation
import Testing
@testable import AnimaticSVG
import AnimaticExport
import AnimaticTimeline

/// Compact documents start at `<svg` (no XML declaration: UTF-8 is XML's default encoding);
/// pretty ones keep `<?xml version="1.0" encoding="UTF-8"?>`. Either way libxml2 escapes
/// attributes as for a UTF-8 document: non-ASCII text stays UTF-8, not character references.
@Suite struct DeclarationTests {
    /// One element with a user attribute (escaped by libxml2), in memory.
    private func written(pretty: Bool) throws -> String {
        let stream = try XMLStream(pretty: pretty)
        try stream.startDocument()
        try stream.start("svg")
        try stream.attribute("data-name", "Café ✓ <1>")
        try stream.finish()
        return String(decoding: stream.memoryBytes, as: UTF8.self)
    }

    @Test func compactDocumentsHaveNoDeclarationAndKeepUTF8() throws {
        #expect(try written(pretty: false) == "<svg data-name=\"Café ✓ &lt;1&gt;\"/>\n")
        #expect(try written(pretty: true)
                == "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<svg data-name=\"Café ✓ &lt;1&gt;\"/>\n")
    }

    /// Files (plain and `.svgz`) hold the same bytes as the document in memory: the
    /// declaration is dropped from the chunk before anything reaches the file.
    @Test func filesStartAtTheRootToo() throws {
        let r = TimelineRecorder()
        _ = r.addView(identifier: "Ünïcode box", parent: nil,
                      initial: ViewState(centerX: 10, centerY: 10, width: 20, height: 20,
                                         backgroundColor: RGBA(red: 1, green: 0, blue: 0)), at: .zero)
        let timeline = r.timeline
        let size = CGSize(width: 40, height: 40)
        let memory = try SVGExport.bytes(timeline: timeline, size: size)
        #expect(String(decoding: memory.prefix(11), as: UTF8.self) == "<svg xmlns=")
        #expect(String(decoding: memory, as: UTF8.self).contains("data-name=\"Ünïcode box\""))
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("animatic-declaration-\(getpid())")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let plain = folder.appendingPathComponent("box.svg"), packed = folder.appendingPathComponent("box.svgz")
        try SVGExport.write(timeline: timeline, size: size, to: plain)
        try SVGExport.write(timeline: timeline, size: size, to: packed)
        #expect([UInt8](try Data(contentsOf: plain)) == memory)
        let gunzip = Process()
        gunzip.executableURL = URL(fileURLWithPath: "/bin/gzip")
        gunzip.arguments = ["-dc", packed.path]
        let pipe = Pipe()
        gunzip.standardOutput = pipe
        try gunzip.run()
        let unpacked = pipe.fileHandleForReading.readDataToEndOfFile()
        gunzip.waitUntilExit()
        #expect(gunzip.terminationStatus == 0)
        #expect([UInt8](unpacked) == memory)
    }
}
