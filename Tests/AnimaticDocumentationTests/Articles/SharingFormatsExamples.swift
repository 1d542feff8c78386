import Animatic
import AnimaticGIF
import AnimaticRaster
import Foundation
import Testing

// Sources/Animatic/Animatic.docc/SharingFormats.md's code (DocumentationCodeTests checks it is here).

@Suite struct SharingFormatsArticleTests {
    @Test func aGIFAtTwentyFramesASecondTwiceTheSizeWithItsNotes() throws {
        let folder = try articleFolder("share")
        defer { try? FileManager.default.removeItem(at: folder) }
        func URL(fileURLWithPath path: String) -> Foundation.URL { folder.appendingPathComponent(path) }
        var notes: [String] = []
        func print(_ label: String, _ note: String) { notes.append("\(label) \(note)") }
        let dot = UIView(frame: CGRect(x: 10, y: 10, width: 20, height: 20))
        dot.backgroundColor = .red
        let story = try Story.record(size: CGSize(width: 60, height: 40)) { stage in
            stage.addSubview(dot)
            UIView.animate(withDuration: 0.5) { dot.alpha = 0 }
        }

        var options = RasterOptions()
        options.frameRate = 20
        options.scale = 2
        let gif = GIFExporter(frames: SVGExporter(), options: options)
        try gif.write(story.exportSource, loop: true, to: URL(fileURLWithPath: "intro.gif"))
        for note in try gif.approximations(for: story.exportSource) { print("note:", note) }

        let bytes = [UInt8](try Data(contentsOf: URL(fileURLWithPath: "intro.gif")))
        #expect(Array(bytes.prefix(6)) == Array("GIF89a".utf8))
        // The logical screen: 120 x 80 pixels (60 x 40 points at 2x), little-endian.
        #expect(Int(bytes[6]) | Int(bytes[7]) << 8 == 120)
        #expect(Int(bytes[8]) | Int(bytes[9]) << 8 == 80)
        #expect(notes.contains { $0.hasPrefix("note: GIF has 256 colours") })
    }
}
