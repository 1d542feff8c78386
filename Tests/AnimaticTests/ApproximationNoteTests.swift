import Animatic
import Testing

/// What Animatic draws only approximately is noted in the recording (`Story.notes`) at the story
/// time it appears, as sounds are, never silently: a blur drawn as a tint, vibrancy drawn as plain
/// content, Animatic's own spinner and rounded-rect text field, the modal presentations' fitted
/// timing, and estimated text widths.
@Suite struct ApproximationNoteTests {
    let size = CGSize(width: 400, height: 300)

    /// Runs `body` `seconds` into the story, on the story clock.
    static func at(_ seconds: Double, on stage: Stage, _ body: @escaping () -> Void) {
        Observable<Int>.timer(.milliseconds(Int(seconds * 1000)), scheduler: MainScheduler.instance)
            .subscribe(onNext: { _ in body() })
            .disposed(by: stage.disposeBag)
    }

    static let blurText = "the .dark blur is drawn as a translucent tint (a grey of 0.11 at alpha 0.6); what is behind"
        + " shows through unblurred, as an SVG cannot blur what lies behind an element"

    @Test func aBlurIsNotedWhenItsViewAppearsAndWhenAnEffectViewOnStageGetsOne() throws {
        let dark = UIVisualEffectView(effect: UIBlurEffect(style: .dark))
        dark.frame = CGRect(x: 0, y: 0, width: 400, height: 300)
        dark.accessibilityIdentifier = "dark"
        let fading = UIVisualEffectView(effect: nil)
        fading.accessibilityIdentifier = "fading"
        let vibrant = UIVisualEffectView(effect: UIVibrancyEffect(blurEffect: UIBlurEffect(style: .light)))
        vibrant.accessibilityIdentifier = "vibrant"
        let story = try Story.record(size: size) { stage in
            Self.at(0.25, on: stage) { stage.addSubview(dark) }
            stage.addSubview(fading)   // no effect: nothing to note
            Self.at(1, on: stage) {
                UIView.animate(withDuration: 0.5) { fading.effect = UIBlurEffect(style: .systemThinMaterial) }
            }
            Self.at(2, on: stage) {
                fading.effect = nil    // the tint goes: nothing to note
                stage.addSubview(vibrant)
            }
        }
        #expect(story.notes == [
            StoryNote(time: 0.25, call: "UIBlurEffect", text: "effect view dark: " + Self.blurText),
            StoryNote(time: 1, call: "UIBlurEffect",
                      text: "effect view fading: the .systemThinMaterial blur is drawn as a translucent tint (white at alpha"
                        + " 0.45); what is behind shows through unblurred, as an SVG cannot blur what lies behind an element"),
            StoryNote(time: 2, call: "UIVibrancyEffect",
                      text: "effect view vibrant: vibrancy is drawn as its content unchanged, as an SVG cannot mix content"
                        + " with a blurred backdrop"),
        ])
        #expect(story.notes[0].description == "0.25 s: UIBlurEffect: effect view dark: " + Self.blurText)
    }

    @Test func aSpinnerAndARoundedRectFieldAreNotedWhenTheyJoin() throws {
        let spinner = UIActivityIndicatorView(style: .medium)
        spinner.accessibilityIdentifier = "spinner"
        spinner.startAnimating()
        let field = UITextField(frame: CGRect(x: 10, y: 10, width: 200, height: 34))
        field.accessibilityIdentifier = "email"
        field.borderStyle = .roundedRect
        let plain = UITextField(frame: CGRect(x: 10, y: 60, width: 200, height: 34))
        plain.borderStyle = .line
        let story = try Story.record(size: size, duration: 1) { stage in
            stage.addSubview(plain)
            stage.addSubview(field)
            Self.at(0.5, on: stage) { stage.addSubview(spinner) }
        }
        #expect(story.notes.map(\.call) == ["UITextField.borderStyle", "UIActivityIndicatorView"])
        #expect(story.notes.map(\.time) == [0, 0.5])
        #expect(story.notes[0].text == "text field email: .roundedRect is drawn as Animatic's approximation of iOS's light"
            + " look (a white fill, corner radius 5, a 0.5 pt border of grey 0.8, text 7 pt in)")
        #expect(story.notes[1].text == "spinner spinner is drawn as Animatic's spinner (8 spokes, one step every 1/8 s);"
            + " UIKit does not document its own")
    }

    /// Text widths are estimated: noted once per recording, at the first estimate.
    @Test func estimatedTextWidthsAreNotedOncePerRecording() throws {
        let story = try Story.record(size: size) { stage in
            Self.at(0.5, on: stage) {
                let first = UILabel(), second = UILabel()
                first.text = "Welcome"
                second.text = "Get started"
                stage.addSubview(first)
                stage.addSubview(second)
                first.sizeToFit()
                second.sizeToFit()
            }
        }
        #expect(story.notes == [StoryNote(
            time: 0.5, call: "UIFont",
            text: "text widths (wrapping, truncation, intrinsic sizes of labels, buttons and text fields) are Animatic's"
                + " estimate of SF Pro Text's advances; the browser draws the text with its own font, so drawn text can be"
                + " wider or narrower than on iOS")])
        let again = try Story.record(size: size) { stage in
            let label = UILabel()
            label.text = "Again"
            stage.addSubview(label)
            label.sizeToFit()
        }
        #expect(again.notes.map(\.call) == ["UIFont"])
    }

    @Test func modalPresentationsNoteTheirFittedTiming() throws {
        let root = UIViewController(), sheet = UIViewController(), fade = UIViewController()
        fade.modalTransitionStyle = .crossDissolve
        let story = try Story.record(presenting: root, size: size) { stage in
            root.present(sheet, animated: true)
            Self.at(1, on: stage) { sheet.dismiss(animated: true) }
            Self.at(2, on: stage) { root.present(fade, animated: true) }
        }
        #expect(story.notes == [
            StoryNote(time: 0, call: "UIViewController.present(_:animated:completion:)",
                      text: "the cover-vertical slide of UIViewController is drawn as a 0.5 s Bezier curve,"
                        + " cubic-bezier(0.2833, 0.99, 0.31833, 0.99), fitted to UIKit's spring"),
            StoryNote(time: 1, call: "UIViewController.dismiss(animated:completion:)",
                      text: "the cover-vertical slide of UIViewController is drawn as a 0.5 s Bezier curve,"
                        + " cubic-bezier(0.2833, 0.99, 0.31833, 0.99), fitted to UIKit's spring"),
            StoryNote(time: 2, call: "UIViewController.present(_:animated:completion:)",
                      text: "the cross-dissolve of UIViewController takes 0.4 s, ease-in-out, as observed on iOS; Apple"
                        + " documents neither its duration nor its curve"),
        ])
    }

    @Test func aStoryDrawnExactlyHasNoNotes() throws {
        let box = UIView(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
        let story = try Story.record(size: size) { stage in
            stage.addSubview(box)
            UIView.animate(withDuration: 0.5) { box.alpha = 0 }
            UIView.performWithoutAnimation { UIView.animate(withDuration: 1) { box.center.x = 200 } }
        }
        #expect(story.notes.isEmpty)
    }
}
