import AnimaticClock
import AnimaticExport
import Foundation
import Testing
@testable import AnimaticSVG
import AnimaticTimeline

@Suite struct ExporterTests {
    private let source = ExportSource(timeline: richTimeline(), size: stage,
                                      background: RGBA(red: 0.1, green: 0.2, blue: 0.3), duration: s(9))

    @Test func theExporterWritesWhatSVGExportWritesForTheSameOptions() throws {
        let exporter = SVGExporter(decimals: 3, pretty: false)
        let options = SVGExport.Options(loop: true, decimals: 3, pretty: false, background: source.background,
                                        duration: s(9))
        #expect(exporter.options(for: source, loop: true) == options)
        #expect(try exporter.document(of: source, loop: true) == SVGExport.bytes(timeline: source.timeline, size: stage,
                                                                                   options: options))
        let frame = try exporter.frame(of: source, at: s(0.6))
        #expect(String(decoding: frame, as: UTF8.self)
                    == (try SVGExport.frame(timeline: source.timeline, size: stage, at: s(0.6), options: options)))
        #expect(exporter.fileExtension == "svg" && exporter.mimeType == "image/svg+xml")
        #expect(SVGExporter() == SVGExporter(decimals: SVGExport.Options().decimals, pretty: SVGExport.Options().pretty))
    }

    @Test func itsFilesHoldTheSameBytesAsItsDocuments() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("animatic-exporter-\(getpid())")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let exporter: any StoryExporter = SVGExporter()
        let animated = folder.appendingPathComponent("story.svg"), still = folder.appendingPathComponent("still.svg")
        try exporter.write(source, loop: false, to: animated)
        try exporter.writeFrame(source, at: s(1.25), to: still)
        #expect([UInt8](try Data(contentsOf: animated)) == (try exporter.document(of: source, loop: false)))
        #expect([UInt8](try Data(contentsOf: still)) == (try exporter.frame(of: source, at: s(1.25))))
    }
}
