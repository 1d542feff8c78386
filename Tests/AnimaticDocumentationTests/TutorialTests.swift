import Animatic
import Foundation
import Testing

/// The tutorial's export, run: what its pages show is what this does.
@Suite struct TutorialTests {
    @Test func theIntroRecordsAndExportsAnSVGAndAReviewSite() throws {
        let out = FileManager.default.temporaryDirectory.appendingPathComponent("animatic-tutorial-\(UUID().uuidString)", isDirectory: true)
        try FileManager.default.createDirectory(at: out, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: out) }
        let story = try exportWelcome(to: out)

        // The tap at 2 s runs start(): the screen fades out over 0.3 s after the button's highlight.
        #expect(story.duration == 2.4)
        let svg = try String(contentsOf: out.appendingPathComponent("welcome.svg"), encoding: .utf8)
        #expect(svg.hasPrefix("<svg xmlns=") && svg.contains("<animate"))
        #expect(try FileManager.default.contentsOfDirectory(atPath: out.appendingPathComponent("site").path).sorted()
                == ["index.html", "welcome.html", "welcome.svg"])
        #expect(try String(contentsOf: out.appendingPathComponent("site/welcome.svg"), encoding: .utf8) == svg)
    }
}
