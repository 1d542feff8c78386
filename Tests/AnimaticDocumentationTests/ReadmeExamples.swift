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
    // fade(duration:) and rotateEndlessly(duration:) as in the article

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

extension Reactive where Base == UIView {
    /// The article's endless rotation: a quarter turn after another until disposed.
    func rotateEndlessly(duration: TimeInterval) -> Observable<Void> {
        var disposed = false
        return Observable.create { observer in
            func animate() {
                UIView.animate(withDuration: duration, animations: {
                    self.base.transform = self.base.transform.rotated(by: .pi / 2)
                }, completion: { _ in
                    observer.onNext(())
                    if !disposed { animate() }
                })
            }
            animate()
            return Disposables.create { disposed = true }
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

/// Getting started's minimal story (the article's rotateEndlessly, shift and fade).
func gettingStartedStory() throws -> (Story, [String]) {
    var printed: [String] = []
    func print(_ value: Any) { printed.append("\(value)") }
    let box = UIView(frame: CGRect(x: 150, y: 100, width: 100, height: 100))
    box.backgroundColor = .red
    box.accessibilityIdentifier = "box"
    let story = try Story.record(size: CGSize(width: 400, height: 300)) { stage in
        stage.addSubview(box)
        Observable.concat([
            box.rx.rotateEndlessly(duration: 0.5).take(5),
            box.rx.shift(duration: 0.5),
            box.rx.fade(duration: 0.5),
        ])
        .subscribe()
        .disposed(by: stage.disposeBag)
    }
    print(story.duration)        // 3.5 (seconds)
    print(story.timeline.text)
    // 0.000 +0.500 box transform rotate(0°) -> rotate(90°) easeInOut
    // ...
    // 2.500 +0.500 box center (200, 150) -> (250, 150) easeInOut
    // 3.000 +0.500 box alpha 1 -> 0 easeInOut
    do {
        _ = try Story.record(size: CGSize(width: 400, height: 300)) { stage in
            stage.addSubview(box)
            UIView.animate(withDuration: -1) { box.alpha = 0 }
        }
    } catch {
        print(error.problems == [.invalidArgument(call: "UIView.animate(withDuration:animations:)",
                                                  argument: "duration",
                                                  problem: "duration must not be negative, got -1.0 s")])  // true
        print(error.problems.contains { $0.call == "UIView.animate(withDuration:animations:)" })           // true
        print(error)  // Story.record: UIView.animate(withDuration:animations:): duration must not be negative, got -1.0 s (at MyApp/Intro.swift:12)
    }
    return (story, printed)
}

/// Getting started's idle loop, recorded up to 8 s and written looped into `folder`.
func idleLoop(in folder: URL) throws -> Story {
    func URL(fileURLWithPath path: String) -> Foundation.URL { folder.appendingPathComponent(path) }
    let hint = UIView(frame: CGRect(x: 100, y: 700, width: 190, height: 40))
    hint.accessibilityIdentifier = "hint"
    let idle = try Story.record(size: CGSize(width: 390, height: 844), duration: 8) { stage in
        stage.addSubview(hint)
        UIView.animate(withDuration: 0.6, delay: 0, options: [.repeat, .autoreverse],
                       animations: { hint.alpha = 0.3 })
    }
    try idle.write(to: URL(fileURLWithPath: "idle.svg"), loop: true)   // restarts every 8 s
    return idle
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

    @Test func gettingStartedsStoryLastsThreeAndAHalfSecondsAndItsErrorReadsAsShown() throws {
        let (story, printed) = try gettingStartedStory()
        #expect(story.duration == 3.5)
        #expect(printed.count == 5)
        #expect(printed.first == "3.5")
        let lines = printed[1].split(separator: "\n").map(String.init)
        #expect(lines.first == "0.000 +0.500 box transform rotate(0°) -> rotate(90°) easeInOut")
        #expect(lines.suffix(2) == ["2.500 +0.500 box center (200, 150) -> (250, 150) easeInOut",
                                    "3.000 +0.500 box alpha 1 -> 0 easeInOut"])
        #expect(printed.suffix(3) == ["true", "true",
            "Story.record: UIView.animate(withDuration:animations:): duration must not be negative, got -1.0 s"
                + " (at AnimaticDocumentationTests/ReadmeExamples.swift:123)"])
    }

    @Test func theIdleLoopLastsEightSecondsAndLoops() throws {
        let folder = try articleFolder("idle")
        defer { try? FileManager.default.removeItem(at: folder) }
        let idle = try idleLoop(in: folder)
        #expect(idle.duration == 8)
        #expect(try idle.state(at: 0.6)["hint"]?.state.alpha == 0.3)
        #expect(try idle.state(at: 1.2)["hint"]?.state.alpha == 1)
        let svg = try String(contentsOf: folder.appendingPathComponent("idle.svg"), encoding: .utf8)
        #expect(svg.contains("indefinite"))
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
