import Animatic
import Foundation
import Testing

// Sources/Animatic/Animatic.docc/Storyboards.md's code (DocumentationCodeTests checks it is
// here). Its files are in Interface/ beside this file: Story.record(storyboard:) and the UIKit
// calls find them from the folder of the Swift file that makes the call. They are named as no
// sample's or other test's file is: once this folder is searched, the samples' nib-cards story
// in the same test process would otherwise load a WelcomeCard.xib from here.

/// The storyboard's scene "Welcome" and the nib `OnboardingViewController.xib`'s File's Owner,
/// with the two tables the adapter plugin writes for an app's `@IBOutlet`s and `@IBAction`s.
final class OnboardingViewController: UIViewController, AnimaticOutletTarget, AnimaticSelectorTarget {
    var logo: UIView!
    var nextButton: UIButton!

    /// Connected in the storyboard to the button's Touch Up Inside.
    func next(_ sender: UIButton) {
        UIView.animate(withDuration: 0.5) { self.logo.alpha = 0 }
    }

    func animaticSetOutlet(_ name: String, _ value: Any) -> Bool {
        switch name {
        case "logo": if let value = animaticOutletValue(value, as: UIView.self) { logo = value; return true }; return false
        case "nextButton": if let value = animaticOutletValue(value, as: UIButton.self) { nextButton = value; return true }; return false
        default: return false
        }
    }

    func animaticPerform(_ selector: Selector, with argument: Any?) -> Bool {
        switch String(describing: selector) {
        case "next:": if let argument = argument as? UIButton { next(argument); return true }; return false
        default: return false
        }
    }
}

/// `OnboardingCard.xib`'s one view.
final class OnboardingCard: UIView, AnimaticOutletTarget {
    var titleLabel: UILabel!

    func animaticSetOutlet(_ name: String, _ value: Any) -> Bool {
        guard name == "titleLabel", let value = animaticOutletValue(value, as: UILabel.self) else { return false }
        titleLabel = value
        return true
    }
}

@Suite struct StoryboardsArticleTests {
    static let interface = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Interface")

    @Test func aScenePresentedAtZeroAndTappedAtTwo() throws {
        let story = try Story.record(storyboard: "Onboarding", identifier: "Welcome", device: .iPhone15) { stage in
            let welcome = stage.rootViewController as! OnboardingViewController
            stage.tap(welcome.nextButton, at: 2)
        }
        // The tap lifts at 2.1 s (Touch Up Inside): the action connected in the file fades the logo.
        #expect(story.timeline.text.contains("2.100 +0.500 logo alpha 1 -> 0 easeInOut\n"))
        #expect(story.duration == 2.6)
    }

    @Test func aButtonWithoutAnOutletThenALaterTapOnTheStoryClock() throws {
        let story = try Story.record(storyboard: "Onboarding", identifier: "Welcome", device: .iPhone15) { stage in
            let welcome = stage.rootViewController as! OnboardingViewController
            let button = welcome.view.subviews.compactMap { $0 as? UIButton }.first!   // no outlet needed
            stage.tap(button, at: 1)                                    // Touch Up Inside at 1.1 s
            let center = button.convert(CGPoint(x: button.bounds.midX, y: button.bounds.midY), to: nil)
            stage.tap(center, at: 3)                                    // a finger there at 3 s, hit-tested then
        }
        // The first tap lifts at 1.1 s (Touch Up Inside: the action fades the logo). The point tap
        // finds the button at 3 s: it highlights (a system button dims to 0.2) and lifts at 3.1 s;
        // the logo is already hidden, so its action animates nothing.
        let text = story.timeline.text
        #expect(text.contains("1.000 +0.000 #3 alpha 1 -> 0.2 linear\n1.100 +0.000 #3 alpha 0.2 -> 1 linear\n1.100 +0.500 logo alpha 1 -> 0 easeInOut\n"))
        #expect(text.hasSuffix("3.000 +0.000 #3 alpha 1 -> 0.2 linear\n3.100 +0.000 #3 alpha 0.2 -> 1 linear\n"))
        #expect(story.duration == 3.1)
    }

    @Test func theUIKitCallsLoadTheSameFiles() throws {
        var checked = false
        _ = try Story.record(size: CGSize(width: 393, height: 852)) { _ in
            let storyboard = UIStoryboard(name: "Onboarding", bundle: nil)
            let welcome = storyboard.instantiateViewController(withIdentifier: "Welcome") as! OnboardingViewController
            let first = storyboard.instantiateInitialViewController()
            let card = Bundle.main.loadNibNamed("OnboardingCard", owner: nil)?.first as! OnboardingCard
            let views = UINib(nibName: "OnboardingCard", bundle: nil).instantiate(withOwner: nil, options: nil)
            // init(nibName:bundle:) is not told the caller's file: its folder is added to the search
            // (for the rest of the process: every file in it has a name no other test or sample uses).
            UIStoryboard.addSearchFolder(Self.interface)
            let screen = OnboardingViewController(nibName: "OnboardingViewController", bundle: nil)   // its view from the nib

            #expect(welcome.isViewLoaded == false)
            #expect(welcome.view.subviews.count == 2)
            #expect(welcome.logo.frame == CGRect(x: 146, y: 200, width: 100, height: 100))
            #expect(first is OnboardingViewController)
            #expect(card.titleLabel.text == "Welcome")
            #expect(card.frame.size == CGSize(width: 240, height: 120))
            #expect(views.count == 1 && views.first is OnboardingCard)
            #expect(screen.view.frame.size == CGSize(width: 300, height: 200))
            #expect(screen.nextButton.title(for: .normal) == "Next")
            #expect(screen.logo.frame == CGRect(x: 20, y: 20, width: 60, height: 60))
            checked = true
        }
        #expect(checked)
    }
}
