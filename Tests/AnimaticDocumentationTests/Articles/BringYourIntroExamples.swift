// Sources/intro-export/main.swift
import Animatic
import Foundation
import Testing

// Sources/Animatic/Animatic.docc/BringYourIntro.md's export program (its `main.swift`, in a
// function here; DocumentationCodeTests checks its lines are here, in order, and reads
// `import Intro`, the user's own module, as nothing). The view controller is
// WelcomeViewController.swift.

/// The article's `intro-export` program, writing into `folder`.
func introExport(in folder: URL) throws -> Story {
    func URL(fileURLWithPath path: String) -> Foundation.URL { folder.appendingPathComponent(path) }
    let welcome = WelcomeViewController()
    let story = try Story.record(presenting: welcome, device: .iPhone15) { stage in
        stage.tap(welcome.startButton, at: 2.0)
    }
    try story.write(to: URL(fileURLWithPath: "welcome.svg"))
    return story
}

@Suite struct BringYourIntroArticleTests {
    @Test func theExportProgramWritesTheWelcomeScreen() throws {
        let folder = try articleFolder("bring")
        defer { try? FileManager.default.removeItem(at: folder) }
        let story = try introExport(in: folder)
        #expect(story.duration == 2.4)
        let svg = try String(contentsOf: folder.appendingPathComponent("welcome.svg"), encoding: .utf8)
        #expect(svg.contains("id=\"logo\""))
    }
}
