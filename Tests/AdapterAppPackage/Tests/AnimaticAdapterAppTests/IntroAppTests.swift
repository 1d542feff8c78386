import Animatic
import Testing

/// A delegate that implements the optional requirement.
final class FinishRecorder: IntroDelegate {
    // StoryContext is `package` (this is a package of its own): the story's end time says when.
    var finished = 0
    func introDidFinish(_ intro: IntroViewController) { finished += 1 }
}

/// A delegate that leaves the optional requirement out, as `@objc optional` allows.
final class SilentDelegate: IntroDelegate {}

/// The README's worked example of "Bring your intro": Tests/AdapterFixtures/IntroApp's file,
/// unchanged (`import UIKit`, `@objc protocol` with an optional requirement, `@IBOutlet`,
/// `@IBAction`, `#selector` for a button's target-action and a `Timer`), compiled through
/// AnimaticAdapterPlugin and recorded.
@Suite struct IntroAppTests {
    static func record(delegate: IntroDelegate) throws -> Story {
        try Story.record(size: CGSize(width: 300, height: 200)) { stage in
            let intro = IntroViewController()
            let logo = UIView(frame: CGRect(x: 20, y: 20, width: 60, height: 60))
            logo.accessibilityIdentifier = "logo"
            let next = UIButton(frame: CGRect(x: 20, y: 120, width: 100, height: 44))
            next.accessibilityIdentifier = "next"
            intro.logo = logo
            intro.nextButton = next
            intro.delegate = delegate
            stage.addSubview(logo)
            stage.addSubview(next)
            intro.loadViewIfNeeded()
            stage.tap(next, at: 2)
        }
    }

    /// The same screen laid out in `IntroViewController.xib` beside the app's file: the plugin
    /// lists the app's folder (`AnimaticAppResources`), where `init(nibName:bundle:)` finds the
    /// nib; the generated outlet table sets `logo` and `nextButton`, the File's Owner's `view`
    /// outlet gives the view, and `viewDidLoad` wires the button as before.
    @Test func theNibLoadsThroughTheGeneratedOutletTableAndTheAppsFolder() throws {
        #expect(AnimaticAppResources.folders.count == 1)
        #expect(AnimaticAppResources.folders.first?.hasSuffix("/Tests/AdapterFixtures/IntroApp") == true)
        let recorder = FinishRecorder()
        var frames: [CGRect] = []
        // Sources/Intro/main.swift: the story, beside the adapted app files
        let story = try Story.record(size: CGSize(width: 300, height: 200)) { stage in
            let intro = IntroViewController(nibName: "IntroViewController", bundle: nil)
            intro.delegate = recorder
            stage.addSubview(intro.view)
            frames = [intro.logo.frame, intro.nextButton.frame]
            #expect(intro.nextButton.title(for: .normal) == "Next")
            stage.tap(intro.nextButton, at: 2)
        }
        #expect(frames == [CGRect(x: 20, y: 20, width: 60, height: 60), CGRect(x: 20, y: 120, width: 100, height: 44)])
        // The tap's Touch Up Inside (2.1 s) reached nextTapped(_:) through the selector table;
        // the timer and the move run as in the screen built in code below.
        #expect(recorder.finished == 1)
        #expect(story.duration == 2.85)
        #expect(story.timeline.text.hasSuffix("2.350 +0.500 logo center (50, 50) -> (150, 50) easeInOut\n"))
    }

    @Test func aSetterTableAnswersOnlyItsOutletsOfTheirTypes() {
        let intro = IntroViewController()
        let logo = UIView()
        #expect(intro.animaticSetOutlet("logo", logo))
        #expect(intro.logo === logo)
        #expect(!intro.animaticSetOutlet("logo", 3))
        #expect(!intro.animaticSetOutlet("delegate", logo))
    }

    @Test func timerAndButtonRunTheirSelectorsOnTheStoryClock() throws {
        let finish = FinishRecorder()
        let story = try Self.record(delegate: finish)
        // tick at 0.5 s (alpha -> 0.5) and 1 s (-> 1, then invalidated); the tap at 2 s lifts
        // (.touchUpInside) at 2.1 s (Stage.tapDuration) and runs nextTapped(_:), which moves the
        // logo 0.25 s later, for 0.5 s; the optional delegate call runs at its end, 2.85 s.
        #expect(story.timeline.text == """
            0.500 +0.250 logo alpha 1 -> 0.5 easeInOut
            1.000 +0.250 logo alpha 0.5 -> 1 easeInOut
            2.350 +0.500 logo center (50, 50) -> (150, 50) easeInOut

            """)
        #expect(finish.finished == 1)
        #expect(story.duration == 2.85)
    }

    @Test func aDelegateWithoutTheOptionalMethodIsFine() throws {
        let story = try Self.record(delegate: SilentDelegate())
        #expect(story.duration == 2.85)
    }

    /// The Gestures article's example: CardIntroViewController.swift (unchanged: `#selector`,
    /// `@objc`) and the story that drags its card.
    @Test func theGesturesArticlesPanDragsTheCardAndItSpringsBack() throws {
        let intro = CardIntroViewController()
        intro.card.accessibilityIdentifier = "card"
        let story = try Story.record(presenting: intro, device: .iPhone15) { stage in
            stage.drag(from: CGPoint(x: 196, y: 400), to: CGPoint(x: 196, y: 250), at: 1, duration: 0.5)
        }
        // The pan begins once the finger has moved 10 pt (1.033 s: 300 pt/s, a move every 1/60 s)
        // and follows it 5 pt a frame; at 1.5 s the finger lifts at -150 pt and `.ended` animates
        // the card back over 0.3 s.
        let lines = story.timeline.text.split(separator: "\n").map(String.init)
        #expect(lines.count == 29)
        #expect(lines.first == "1.033 +0.000 card transform translate(0, 0) rotate(0°) -> translate(0, -10) rotate(0°) linear")
        #expect(lines[27] == "1.483 +0.000 card transform translate(0, -140) rotate(0°) -> translate(0, -145) rotate(0°) linear")
        #expect(lines.last == "1.500 +0.300 card transform translate(0, -150) rotate(0°) -> translate(0, 0) rotate(0°) easeInOut")
        #expect(story.duration == 1.8)
    }

    /// A recording problem raised by an adapted file names the app's original file and the line
    /// of the call (Tests/AdapterFixtures/IntroApp/FlipCardView.swift, line 10), not the adapted
    /// copy's (`FlipCardView.adapted.swift`, which starts with the `#sourceLocation` line).
    @Test func aRecordingProblemNamesTheOriginalFileAndLine() {
        do {
            _ = try Story.record(size: CGSize(width: 300, height: 200)) { stage in
                let card = FlipCardView(frame: CGRect(x: 20, y: 20, width: 100, height: 140))
                let front = UIView(frame: card.bounds)   // the outlet is weak: the card's subviews hold it
                card.addSubview(front)
                card.front = front
                stage.addSubview(card)
                card.flip()
            }
            Issue.record("the flip recorded")
        } catch {
            #expect(error.problems == [.notSupported(call: "UIView.transition(with:duration:options:animations:completion:)",
                                                     feature: "the transition .transitionFlipFromLeft")])
            #expect(error.callSites == [CallSite(fileID: "AnimaticAdapterAppTests/FlipCardView.swift", line: 10)])
            #expect("\(error)" == "Story.record: UIView.transition(with:duration:options:animations:completion:): the transition"
                + " .transitionFlipFromLeft is not supported yet (at AnimaticAdapterAppTests/FlipCardView.swift:10)")
        }
    }
}

/// A subclass of another module's adapted class (the app's `TourController` of IntroKit's
/// `PagerController`): the plugin indexes IntroKit's files, so the subclass's table overrides
/// the library's (open in an open class) and falls back to it.
@Suite struct CrossModuleSubclassTests {
    @Test func bothModulesActionsAnswerThroughTheSubclassesTable() throws {
        var tour: TourController?
        _ = try Story.record(size: CGSize(width: 300, height: 200)) { _ in
            let controller = TourController()
            tour = controller
            // The library's action, by the name #selector(goForward(_:)) gives, through the
            // subclass's table.
            #expect(controller.animaticPerform(Selector("goForward:"), with: nil))
            Timer.scheduledTimer(timeInterval: 0.5, target: controller, selector: Selector("tick:"), userInfo: nil, repeats: false)
        }
        #expect(tour?.page == 1)
        #expect(tour?.ticks == 1)
    }

    /// `responds(to:)` (Apple's `NSObjectProtocol`) asks the generated tables without running
    /// anything: the subclass's own action, the library's through the subclass's fallback.
    @Test func respondsToAnswersBothModulesActionsWithoutRunningThem() {
        let controller = TourController()
        #expect(controller.responds(to: Selector("tick:")))
        #expect(controller.responds(to: Selector("goForward:")))
        #expect(!controller.responds(to: Selector("goBack:")))
        #expect(controller.page == 0)
        #expect(controller.ticks == 0)
    }
}
