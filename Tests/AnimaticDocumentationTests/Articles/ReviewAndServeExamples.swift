import AnimaticReview   // re-exports Animatic
import Foundation
import Testing

// Sources/Animatic/Animatic.docc/ReviewAndServe.md's code (DocumentationCodeTests checks it is
// here; its catalog, `IntroStories`, is ReadmeExamples.swift's).

@Suite struct ReviewAndServeArticleTests {
    @Test func aSiteOfTwoStoriesAndOnePage() throws {
        let folder = try articleFolder("review")
        defer { try? FileManager.default.removeItem(at: folder) }
        func URL(fileURLWithPath path: String) -> Foundation.URL { folder.appendingPathComponent(path) }
        var printed: [String] = []
        func print(_ value: String) { printed.append(value) }
        let intro = try IntroScreen.record()
        let outro = try Story.record(size: CGSize(width: 100, height: 100)) { stage in
            let dot = UIView(frame: CGRect(x: 10, y: 10, width: 10, height: 10))
            stage.addSubview(dot)
            UIView.animate(withDuration: 0.5) { dot.alpha = 0 }
        }

        let index = try ReviewPage.writeSite([
            ReviewPage.Entry(name: "intro", title: "Intro", story: intro),  // intro.svg, intro.html
            ReviewPage.Entry(name: "outro", story: outro),                  // the title defaults to the name
        ], title: "My app", to: URL(fileURLWithPath: "out"))                // and out/index.html
        print("open \(index.path)")

        try ReviewPage.write(intro, name: "intro", title: "Intro", to: URL(fileURLWithPath: "intro.html"))

        #expect(index == URL(fileURLWithPath: "out").appendingPathComponent("index.html"))
        #expect(printed == ["open \(index.path)"])
        #expect(try FileManager.default.contentsOfDirectory(atPath: URL(fileURLWithPath: "out").path).sorted()
                == ["index.html", "intro.html", "intro.svg", "outro.html", "outro.svg"])
        #expect(try String(contentsOf: URL(fileURLWithPath: "out/outro.html"), encoding: .utf8).contains("<title>outro"))
        #expect(FileManager.default.fileExists(atPath: URL(fileURLWithPath: "intro.html").path))
    }
}
