import Animatic
import Foundation
import Testing

// Sources/Animatic/Animatic.docc/ExportingStories.md's code (DocumentationCodeTests checks it is here).

@Suite struct ExportingStoriesArticleTests {
    @Test func theFiveWaysOutWriteTheirFilesAndAgree() throws {
        let folder = try articleFolder("export")
        defer { try? FileManager.default.removeItem(at: folder) }
        func URL(fileURLWithPath path: String) -> Foundation.URL { folder.appendingPathComponent(path) }
        let box = UIView(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
        box.accessibilityIdentifier = "box"
        let story = try Story.record(size: CGSize(width: 200, height: 100)) { stage in
            stage.addSubview(box)
            UIView.animate(withDuration: 1.5, delay: 0, options: .curveLinear, animations: { box.alpha = 0 })
        }

        try story.write(to: URL(fileURLWithPath: "intro.svg"))                // animated SVG
        try story.write(to: URL(fileURLWithPath: "intro-loop.svg"), loop: true) // loops forever
        try story.writeFrame(at: 1.25, to: URL(fileURLWithPath: "intro-1.25.svg")) // a still frame
        let svgText = try story.svg()                                          // or keep it in memory
        let state = try story.state(at: 0.75)                                  // the model at any time

        #expect(try String(contentsOf: URL(fileURLWithPath: "intro.svg"), encoding: .utf8) == svgText)
        let loop = try String(contentsOf: URL(fileURLWithPath: "intro-loop.svg"), encoding: .utf8)
        #expect(loop != svgText && loop.contains("indefinite"))
        let frame = try String(contentsOf: URL(fileURLWithPath: "intro-1.25.svg"), encoding: .utf8)
        #expect(!frame.contains("<animate") && frame.contains("box"))
        #expect(state["box"]?.state.alpha == 0.5)
    }

    // SmallerSVGs.md: a name ending in .svgz gets the same document gzip-compressed.
    @Test func anSVGZIsTheSameDocumentGzipped() throws {
        let folder = try articleFolder("svgz")
        defer { try? FileManager.default.removeItem(at: folder) }
        func URL(fileURLWithPath path: String) -> Foundation.URL { folder.appendingPathComponent(path) }
        let story = try Story.record(size: CGSize(width: 100, height: 100)) { stage in
            let box = UIView(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
            stage.addSubview(box)
            UIView.animate(withDuration: 0.5) { box.alpha = 0 }
        }
        try story.write(to: URL(fileURLWithPath: "intro.svgz"))
        let bytes = try [UInt8](Data(contentsOf: URL(fileURLWithPath: "intro.svgz")))
        #expect(Array(bytes.prefix(2)) == [0x1f, 0x8b])   // gzip's magic number
        // gunzip gives back exactly the document story.svg() writes.
        let gunzip = Process()
        gunzip.executableURL = Foundation.URL(fileURLWithPath: "/usr/bin/env")
        gunzip.arguments = ["gzip", "-dc", URL(fileURLWithPath: "intro.svgz").path]
        let output = Pipe()
        gunzip.standardOutput = output
        try gunzip.run()
        let text = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        gunzip.waitUntilExit()
        #expect(gunzip.terminationStatus == 0)
        #expect(text == (try story.svg()))
    }
}
