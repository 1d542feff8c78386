import Animatic
import AnimaticCatalog
import AnimaticSnapshotTesting
import Foundation
import SnapshotTesting
import Testing

// README.md's code, compiled and run: DocumentationCodeTests checks that every Swift block of
// the README is in one of this target's files, line by line, in order.

extension Reactive where Base == UIView {
    func shift(duration: TimeInterval) -> Observable<Void> {
        Observable.create { observer in
            UIView.animate(withDuration: duration, animations: {
                self.base.frame = self.base.frame.offsetBy(dx: 50, dy: 0)
            }, completion: { _ in
                observer.onNext(())
                observer.onCompleted()
            })
            return Disposables.create()
        }
    }

    func rotate(duration: TimeInterval) -> Observable<Void> {
        Observable.create { observer in
            UIView.animate(withDuration: duration, animations: {
                self.base.transform = CGAffineTransform(rotationAngle: .pi / 2)
            }, completion: { _ in
                observer.onNext(())
                observer.onCompleted()
            })
            return Disposables.create()
        }
    }

    func fade(duration: TimeInterval) -> Observable<Void> {
        Observable.create { observer in
            UIView.animate(withDuration: duration, animations: {
                self.base.alpha = 0
            }, completion: { _ in
                observer.onNext(())
                observer.onCompleted()
            })
            return Disposables.create()
        }
    }
}

/// The README's minimal story; returns it and its printed lines.
func minimalStory(in folder: URL) throws -> (Story, [String]) {
    var printed: [String] = []
    // What the README prints, kept; its relative file name, in `folder` (the process's current
    // folder is shared by every test).
    func print(_ value: Any) { printed.append("\(value)") }
    func URL(fileURLWithPath path: String) -> Foundation.URL { folder.appendingPathComponent(path) }

    let box = UIView(frame: CGRect(x: 150, y: 100, width: 100, height: 100))
    box.backgroundColor = .red
    box.accessibilityIdentifier = "box"

    let story = try Story.record(size: CGSize(width: 400, height: 300)) { stage in
        stage.addSubview(box)
        Observable.concat([
            box.rx.rotate(duration: 0.5),
            box.rx.shift(duration: 0.5),
            box.rx.fade(duration: 0.5),
        ])
        .subscribe()
        .disposed(by: stage.disposeBag)
    }
    print(story.duration)        // 1.5
    print(story.timeline.text)   // one segment a line: start, duration, view, property, values, curve
    try story.write(to: URL(fileURLWithPath: "box.svg"))
    return (story, printed)
}

/// The README's "Bring your intro": the welcome screen presented on an iPhone 15 stage.
func bringYourIntro(in folder: URL) throws -> Story {
    func URL(fileURLWithPath path: String) -> Foundation.URL { folder.appendingPathComponent(path) }
    let welcome = WelcomeViewController()
    let story = try Story.record(presenting: welcome, device: .iPhone15) { stage in
        stage.tap(welcome.startButton, at: 2.0)
    }
    try story.write(to: URL(fileURLWithPath: "welcome.svg"))
    return story
}

/// The README's catalog (`@main` in a user's executable; a test target has its own entry point).
struct IntroStories: StoryCatalog {
    static let stories = [
        CatalogStory(name: "intro", title: "Intro", summary: "Logo, title, cards.") { try IntroScreen.record() },
    ]
}

/// A user's intro, as the README's catalog and snapshot test name it.
enum IntroScreen {
    static func record() throws -> Story {
        let welcome = WelcomeViewController()
        return try Story.record(presenting: welcome, device: .iPhone15)
    }
}

func makeIntro() throws -> Story { try IntroScreen.record() }

@Suite(.serialized) struct ReadmeExampleTests {
    @Test func theMinimalStoryLastsOneAndAHalfSecondsAndWritesItsSVG() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("animatic-readme-\(UUID().uuidString)", isDirectory: true)
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let (story, printed) = try minimalStory(in: folder)
        #expect(story.duration == 1.5)
        #expect(printed.first == "1.5")
        let lines = story.timeline.text.split(separator: "\n").map(String.init)
        #expect(lines.count == 3)
        #expect(lines.first?.hasPrefix("0.000 +0.500 box transform") == true)
        #expect(lines.last?.hasPrefix("1.000 +0.500 box alpha 1 -> 0") == true)
        #expect(FileManager.default.fileExists(atPath: folder.appendingPathComponent("box.svg").path))
    }

    @Test func theBroughtIntroIsWrittenAsAnSVG() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("animatic-readme-\(UUID().uuidString)", isDirectory: true)
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let story = try bringYourIntro(in: folder)
        #expect(story.duration == 2.4)
        let svg = try String(contentsOf: folder.appendingPathComponent("welcome.svg"), encoding: .utf8)
        #expect(svg.contains("id=\"logo\"") && svg.contains("id=\"start\""))
    }

    @Test func theCatalogHasTheIntro() throws {
        #expect(IntroStories.stories.map(\.name) == ["intro"])
        #expect(try IntroStories.stories[0].record().duration > 0)
    }

    @Test func introDoesNotChange() throws {
        assertSnapshot(of: try makeIntro(), as: .timeline)   // also .svg and .frame(at: 1.5)
    }
}
