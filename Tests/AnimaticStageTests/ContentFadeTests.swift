import Foundation
import Testing
import AnimaticClock
import AnimaticTimeline
@testable import AnimaticStage
@testable import AnimaticRuntime

/// Cross-dissolves of content (a label's text, an image view's image): the versions' shares of
/// the picture over time, exactly.
@Suite struct ContentFadeTests {
    /// A label "A" on stage; `body` runs at 1 s.
    private func runLabel(_ body: @escaping (UILabel, UIView) -> Void) -> Recording {
        let box = makeBox()
        let label = UILabel(frame: CGRect(x: 0, y: 0, width: 100, height: 20))
        label.text = "A"
        label.accessibilityIdentifier = "label"
        box.addSubview(label)
        return record { stage, clock in
            stage.addSubview(box)
            clock.schedule(at: s(1)) { body(label, box) }
        }
    }

    /// Runs `action` `seconds` from now on the story clock.
    private func after(_ seconds: Double, _ action: @escaping () -> Void) {
        let clock = StoryContext.current!.clock
        clock.schedule(at: clock.now + s(seconds), action)
    }

    private func labelText(_ content: ViewContent) -> String? {
        if case .label(let label) = content { return label.lines.joined(separator: "\n") }
        return nil
    }

    private func weights(_ r: Recording, _ view: Int, at seconds: Double) -> [Double] {
        r.timeline.views[view].contentWeights(at: s(seconds))
    }

    // MARK: Edge cases first

    @Test func aZeroDurationTransitionSwapsAtOnceAsBefore() {
        let r = runLabel { label, _ in
            UIView.transition(with: label, duration: 0, options: .transitionCrossDissolve, animations: { label.text = "B" })
        }
        #expect(r.problems.isEmpty)
        let changes = r.timeline.views[1].contentChanges
        #expect(changes.count == 1 && changes[0].duration == .zero && !changes[0].fades)
        #expect(weights(r, 1, at: 0.999999999) == [1, 0])
        #expect(weights(r, 1, at: 1) == [0, 1])
        #expect(r.timeline.text.hasSuffix("1.000 +0.000 label content -> label \"B\"\n"))
    }

    @Test func aChangeOutsideATransitionOrWithAllowAnimatedContentSwaps() {
        let r = runLabel { label, _ in
            label.text = "B"
            UIView.transition(with: label, duration: 0.4, options: [.transitionCrossDissolve, .allowAnimatedContent],
                              animations: { label.text = "C" })
        }
        // Both in one instant: one change, to "C", at once.
        let changes = r.timeline.views[1].contentChanges
        #expect(changes.map { labelText($0.content) } == ["C"])
        #expect(changes.allSatisfy { !$0.fades })
        #expect(r.timeline.views[1].contentFadeEnd == nil)
    }

    @Test func aViewThatJoinsInTheTransitionShowsItsContentAtOnce() {
        let box = makeBox()
        let r = record { stage, clock in
            stage.addSubview(box)
            clock.schedule(at: s(1)) {
                UIView.transition(with: box, duration: 0.4, options: .transitionCrossDissolve, animations: {
                    let late = UILabel(frame: CGRect(x: 0, y: 0, width: 50, height: 20))
                    box.addSubview(late)
                    late.text = "late"
                })
            }
        }
        #expect(r.problems.isEmpty)
        #expect(r.timeline.views[1].contentChanges.isEmpty)
    }

    // MARK: The fade

    @Test func aLabelsTextCrossDissolvesOverTheTransitionsDurationLinearly() {
        let r = runLabel { label, _ in
            UIView.transition(with: label, duration: 0.4, options: [.transitionCrossDissolve, .curveLinear],
                              animations: { label.text = "B" })
        }
        #expect(r.problems.isEmpty)
        let view = r.timeline.views[1]
        #expect(view.contentChanges.count == 1)
        let change = view.contentChanges[0]
        #expect(change.time == s(1) && change.duration == s(0.4) && change.curve == .linear && change.reach == 1)
        #expect(labelText(change.content) == "B")
        // Start, quarter, half, end: old·(1 − p) + new·p.
        #expect(weights(r, 1, at: 0.5) == [1, 0])
        #expect(weights(r, 1, at: 1) == [1, 0])
        #expect(weights(r, 1, at: 1.1) == [0.75, 0.25])
        #expect(weights(r, 1, at: 1.2) == [0.5, 0.5])
        #expect(weights(r, 1, at: 1.4) == [0, 1])
        #expect(weights(r, 1, at: 3) == [0, 1])
        #expect(view.contentMix(at: s(1.1)).map(\.version) == [0, 1])
        #expect(view.contentMix(at: s(1.4)).map(\.version) == [1])
        // The model content is the new one from the change on (what `content(at:)` always said).
        #expect(labelText(view.content(at: s(1.1))) == "B")
        #expect(r.timeline.duration == s(1.4))
        #expect(r.timeline.text.hasSuffix("1.000 +0.400 label content -> label \"B\" linear\n"))
    }

    @Test func theOptionsCurveIsHonouredEaseInOutByDefault() {
        let r = runLabel { label, _ in
            UIView.transition(with: label, duration: 0.4, options: .transitionCrossDissolve, animations: { label.text = "B" })
        }
        let change = r.timeline.views[1].contentChanges[0]
        #expect(change.curve == .easeInOut)
        let quarter = weights(r, 1, at: 1.1)
        #expect(abs(quarter[1] - 0.1291) < 1e-4)        // easeInOut at a quarter of the time
        #expect(quarter[0] == 1 - quarter[1])
        #expect(weights(r, 1, at: 1.2)[1] == TimingCurve.easeInOut.progress(at: 0.5))
        #expect(r.timeline.text.hasSuffix("1.000 +0.400 label content -> label \"B\" easeInOut\n"))
        let easeOut = runLabel { label, _ in
            UIView.transition(with: label, duration: 0.4, options: [.transitionCrossDissolve, .curveEaseOut],
                              animations: { label.text = "B" })
        }
        #expect(abs(weights(easeOut, 1, at: 1.1)[1] - TimingCurve.easeOut.progress(at: 0.25)) < 1e-12)
        #expect(weights(easeOut, 1, at: 1.1)[1] > 0.3)
    }

    @Test func aTransitionOfTheParentFadesAChildLabelsText() {
        let r = runLabel { label, box in
            UIView.transition(with: box, duration: 0.5, options: [.transitionCrossDissolve, .curveLinear], animations: {
                label.text = "B"
                label.font = .boldSystemFont(ofSize: 20)
            })
        }
        #expect(r.problems.isEmpty)
        let changes = r.timeline.views[1].contentChanges
        #expect(changes.count == 1 && changes[0].duration == s(0.5))
        #expect(weights(r, 1, at: 1.125) == [0.75, 0.25])
        guard case .label(let label) = changes[0].content else { Issue.record("no label"); return }
        #expect(label.font.weight == 700 && label.font.size == 20)
    }

    @Test func severalChangesInOneInstantMakeOneFadeToTheLastContent() {
        let r = runLabel { label, _ in
            UIView.transition(with: label, duration: 0.4, options: [.transitionCrossDissolve, .curveLinear], animations: {
                label.text = "B"
                label.textAlignment = .center
                label.text = "C"
            })
            label.numberOfLines = 2   // after the block, in the same instant: still this one fade
        }
        let changes = r.timeline.views[1].contentChanges
        #expect(changes.count == 1)
        #expect(labelText(changes[0].content) == "C" && changes[0].duration == s(0.4))
        #expect(weights(r, 1, at: 1.2) == [0.5, 0.5])
    }

    @Test func anImageViewsImageCrossDissolves() throws {
        let red = try #require(UIImage(data: Data(#"<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"/>"#.utf8)))
        let blue = try #require(UIImage(data: Data(#"<svg xmlns="http://www.w3.org/2000/svg" width="20" height="10"/>"#.utf8)))
        let imageView = UIImageView(image: red)
        let r = record { stage, clock in
            stage.addSubview(imageView)
            clock.schedule(at: s(0.5)) {
                UIView.transition(with: imageView, duration: 0.5, options: [.transitionCrossDissolve, .curveLinear],
                                  animations: { imageView.image = blue })
            }
        }
        #expect(r.problems.isEmpty)
        let view = r.timeline.views[0]
        #expect(view.contentChanges.count == 1)
        if case .image(let image) = view.contentChanges[0].content { #expect(image.width == 20) } else { Issue.record("no image") }
        #expect(weights(r, 0, at: 0.625) == [0.75, 0.25])
        #expect(weights(r, 0, at: 1) == [0, 1])
    }

    // MARK: Interruptions

    /// A new fade starts from the mix on screen: the interrupted mix is the "old" picture.
    @Test func aFadeInterruptedByAnotherStartsFromTheMixOnScreen() {
        let r = runLabel { label, _ in
            UIView.transition(with: label, duration: 0.4, options: [.transitionCrossDissolve, .curveLinear],
                              animations: { label.text = "B" })
            after(0.2) {
                UIView.transition(with: label, duration: 0.4, options: [.transitionCrossDissolve, .curveLinear],
                                  animations: { label.text = "C" })
            }
        }
        #expect(r.problems.isEmpty)
        let view = r.timeline.views[1]
        #expect(view.contentChanges.map { labelText($0.content) } == ["B", "C"])
        #expect(weights(r, 1, at: 1.2) == [0.5, 0.5, 0])
        #expect(weights(r, 1, at: 1.3) == [0.375, 0.375, 0.25])
        #expect(weights(r, 1, at: 1.5) == [0.125, 0.125, 0.75])
        #expect(weights(r, 1, at: 1.6) == [0, 0, 1])
        // The segments a writer draws: B's share rises to 0.5 (cut at 1.2), then falls with C's fade.
        #expect(view.contentShareSegments(version: 1) == [
            TimelineView.ShareSegment(start: s(1), duration: s(0.2), curve: .linear, from: 0, to: 0.5),
            TimelineView.ShareSegment(start: s(1.2), duration: s(0.4), curve: .linear, from: 0.5, to: 0),
        ])
        #expect(view.contentShareSegments(version: 0) == [
            TimelineView.ShareSegment(start: s(1), duration: s(0.2), curve: .linear, from: 1, to: 0.5),
            TimelineView.ShareSegment(start: s(1.2), duration: s(0.4), curve: .linear, from: 0.5, to: 0),
        ])
        #expect(view.contentFadeEnd == s(1.6))
        #expect(r.timeline.duration == s(1.6))
    }

    @Test func aChangeAtOnceDuringAFadeReplacesTheWholePicture() {
        let r = runLabel { label, _ in
            UIView.transition(with: label, duration: 0.4, options: [.transitionCrossDissolve, .curveLinear],
                              animations: { label.text = "B" })
            after(0.1) { label.text = "C" }
        }
        #expect(weights(r, 1, at: 1.099999999)[2] == 0)
        #expect(weights(r, 1, at: 1.1) == [0, 0, 1])
        // The fade ends where it was interrupted.
        #expect(r.timeline.views[1].contentFadeEnd == s(1.1))
    }

    @Test func repeatsInsideTheTransitionAreReportedAndTheContentFadesOnce() {
        let r = runLabel { label, _ in
            UIView.transition(with: label, duration: 0.4, options: [.transitionCrossDissolve, .curveLinear], animations: {
                UIView.modifyAnimations(withRepeatCount: 2, autoreverses: true) { label.text = "B" }
            })
        }
        #expect(r.problems == [.notSupported(
            call: "UIView.modifyAnimations(withRepeatCount:autoreverses:animations:)",
            feature: "repeating the cross-dissolve of a content change (UILabel.text on view label); the new content fades in once")])
        #expect(r.timeline.views[1].contentChanges.map(\.duration) == [s(0.4)])
    }

    /// A story cut while a fade runs holds the mix it reached.
    @Test func aStoryCutDuringAFadeHoldsTheMixItReached() throws {
        let label = UILabel(frame: CGRect(x: 0, y: 0, width: 100, height: 20))
        label.text = "A"
        let story = try Story.record(size: CGSize(width: 200, height: 100), duration: 1.1) { stage in
            stage.addSubview(label)
            after(1) {
                UIView.transition(with: label, duration: 0.4, options: [.transitionCrossDissolve, .curveLinear],
                                  animations: { label.text = "B" })
            }
        }
        let change = try #require(story.timeline.views[0].contentChanges.first)
        #expect(change.duration == s(0.1) && change.reach == 0.25)
        #expect(story.timeline.views[0].contentWeights(at: s(1.05)) == [0.875, 0.125])
        #expect(story.timeline.views[0].contentWeights(at: s(5)) == [0.75, 0.25])
        #expect(story.timeline.text.hasSuffix("1.000 +0.100 #0 content -> label \"B\" linear reaching 0.25\n"))
    }

    // MARK: CATransition

    @Test func aFadeTransitionAddedToTheLayerFadesTheTextSetBeforeOrAfterIt() {
        for textFirst in [false, true] {
            let r = runLabel { label, _ in
                let fade = CATransition()
                fade.duration = 0.4
                fade.timingFunction = CAMediaTimingFunction(name: .easeInEaseOut)
                if textFirst { label.text = "B" }
                label.layer.add(fade, forKey: kCATransition)
                if !textFirst { label.text = "B" }
            }
            #expect(r.problems.isEmpty)
            let changes = r.timeline.views[1].contentChanges
            #expect(changes.count == 1 && changes[0].duration == s(0.4) && changes[0].curve == .easeInOut, "text first: \(textFirst)")
            #expect(weights(r, 1, at: 1.2)[1] == TimingCurve.easeInOut.progress(at: 0.5))
        }
    }

    @Test func aFadeTransitionOnTheParentFadesAChildAndOnlyInItsInstant() {
        let r = runLabel { label, box in
            let fade = CATransition()
            fade.type = .fade
            fade.duration = 0.5
            box.layer.add(fade, forKey: kCATransition)
            label.text = "B"
            after(1) { label.text = "C" }
        }
        let changes = r.timeline.views[1].contentChanges
        #expect(changes.map(\.duration) == [s(0.5), .zero])
        #expect(changes[0].curve == .linear)
        #expect(weights(r, 1, at: 1.125) == [0.75, 0.25, 0])
    }

    @Test func otherTransitionTypesAndOptionsAreReported() {
        let r = runLabel { label, _ in
            let push = CATransition()
            push.type = .push
            push.subtype = .fromRight
            label.layer.add(push, forKey: kCATransition)
            let cube = CATransition()
            cube.type = CATransitionType(rawValue: "cube")
            label.layer.add(cube, forKey: nil)
            let partial = CATransition()
            partial.endProgress = 0.5
            label.layer.add(partial, forKey: nil)
            label.text = "B"
        }
        #expect(r.problems == [
            .notSupported(call: "CALayer.add(_:forKey:)", feature: "a CATransition of type \"push\" (only .fade)"),
            .notSupported(call: "CALayer.add(_:forKey:)", feature: "a CATransition of type \"cube\" (only .fade)"),
            .notSupported(call: "CALayer.add(_:forKey:)", feature: "a CATransition with startProgress/endProgress other than 0 and 1"),
        ])
        #expect(r.timeline.views[1].contentChanges.map(\.duration) == [.zero])
    }

    // MARK: contents

    private static func svg(_ width: Int) -> UIImage {
        UIImage(data: Data("<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"\(width)\" height=\"10\"/>".utf8))!
    }

    private func imageWidth(_ content: ViewContent) -> Double? {
        if case .image(let image) = content { return image.width }
        return nil
    }

    @Test func layerContentsIsTheImageViewsImage() {
        let imageView = UIImageView(image: Self.svg(10))
        #expect((imageView.layer.contents as? CGImage)?.width == 10)
        imageView.layer.contents = Self.svg(30).cgImage
        #expect(imageView.image?.size.width == 30)
        imageView.layer.contents = nil
        #expect(imageView.image == nil)
        let r = record { stage, _ in
            let box = makeBox()
            stage.addSubview(box)
            box.layer.contents = Self.svg(10).cgImage
            box.layer.contents = nil
            imageView.layer.contents = "not an image"
        }
        #expect(r.problems == [
            .notSupported(call: "CALayer.contents", feature: "contents of a layer that is not an image view's (use a UIImageView to draw an image)"),
            .notSupported(call: "CALayer.contents", feature: "contents that are not a CGImage or UIImage (String)"),
        ])
    }

    /// The common idiom: animate contents from the old image to the new, then set the new image.
    @Test func aContentsAnimationCrossFadesTheImagesThenTheModelShows() {
        let old = Self.svg(10), new = Self.svg(20)
        let imageView = UIImageView(image: old)
        let r = record { stage, clock in
            stage.addSubview(imageView)
            clock.schedule(at: s(1)) {
                let fade = CABasicAnimation(keyPath: "contents")
                fade.fromValue = old.cgImage
                fade.toValue = new.cgImage
                fade.duration = 0.5
                imageView.layer.add(fade, forKey: "contents")
                imageView.image = new
            }
        }
        #expect(r.problems.isEmpty)
        let changes = r.timeline.views[0].contentChanges
        #expect(changes.count == 1 && changes[0].time == s(1) && changes[0].duration == s(0.5) && changes[0].curve == .linear)
        #expect(changes.map { imageWidth($0.content) } == [20])
        #expect(weights(r, 0, at: 1.25) == [0.5, 0.5])
    }

    @Test func aContentsAnimationShowsItsFromImageAtOnceAndTheModelWhenRemovedAtItsEnd() {
        let a = Self.svg(10), b = Self.svg(20), c = Self.svg(30)
        let imageView = UIImageView(image: a)
        let r = record { stage, clock in
            stage.addSubview(imageView)
            clock.schedule(at: s(1)) {
                let fade = CABasicAnimation(keyPath: "contents")
                fade.fromValue = b.cgImage
                fade.toValue = c
                fade.duration = 0.4
                fade.beginTime = CACurrentMediaTime() + 0.5
                fade.timingFunction = CAMediaTimingFunction(name: .easeIn)
                imageView.layer.add(fade, forKey: nil)
            }
            clock.schedule(at: s(1.6)) { imageView.image = c }   // waits for the end
        }
        #expect(r.problems.isEmpty)
        let changes = r.timeline.views[0].contentChanges
        // b at once at 1.5, fading to c until 1.9; the model (a, then c) waits for the end: c already shows.
        #expect(changes.map { imageWidth($0.content) } == [20, 30])
        #expect(changes.map(\.time) == [s(1.5), s(1.5)])
        #expect(changes.map(\.duration) == [.zero, s(0.4)])
        #expect(changes[1].curve == .easeIn)
        #expect(weights(r, 0, at: 1.4) == [1, 0, 0])
        #expect(weights(r, 0, at: 1.5) == [0, 1, 0])
        #expect(weights(r, 0, at: 1.9) == [0, 0, 1])
    }

    /// Edge: a cross-fade begun before now (`CACurrentMediaTime() - 0.2`) would be part way
    /// through its fade: reported, not started from its beginning.
    @Test func aContentsAnimationBegunBeforeNowIsReported() {
        let a = Self.svg(10), b = Self.svg(20)
        let imageView = UIImageView(image: a)
        let r = record { stage, _ in
            stage.addSubview(imageView)
            let fade = CABasicAnimation(keyPath: "contents")
            fade.toValue = b.cgImage
            fade.duration = 0.5
            fade.beginTime = CACurrentMediaTime() - 0.2
            imageView.layer.add(fade, forKey: nil)
        }
        #expect(r.problems == [.notSupported(call: "CALayer.add(_:forKey:)", feature: "a contents cross-fade with a beginTime before now")])
        #expect(r.timeline.views[0].contentChanges.isEmpty)
    }

    @Test func aRemovedContentsAnimationShowsTheModelImageAtOnce() {
        let a = Self.svg(10), b = Self.svg(20)
        let imageView = UIImageView(image: a)
        let r = record { stage, clock in
            stage.addSubview(imageView)
            clock.schedule(at: s(1)) {
                let fade = CABasicAnimation(keyPath: "contents")
                fade.toValue = b.cgImage
                fade.duration = 1
                imageView.layer.add(fade, forKey: "swap")
            }
            clock.schedule(at: s(1.5)) { imageView.layer.removeAnimation(forKey: "swap") }
        }
        #expect(r.problems.isEmpty)
        let changes = r.timeline.views[0].contentChanges
        #expect(changes.map { imageWidth($0.content) } == [20, 10])
        #expect(changes.map(\.time) == [s(1), s(1.5)])
        #expect(weights(r, 0, at: 1.25) == [0.75, 0.25, 0])
        #expect(weights(r, 0, at: 1.5) == [0, 0, 1])
    }

    @Test func unsupportedContentsAnimationsAreReported() {
        let imageView = UIImageView(image: Self.svg(10))
        let r = record { stage, _ in
            stage.addSubview(imageView)
            let keyframes = CAKeyframeAnimation(keyPath: "contents")
            keyframes.values = [Self.svg(10).cgImage!, Self.svg(20).cgImage!]
            imageView.layer.add(keyframes, forKey: nil)
            let repeating = CABasicAnimation(keyPath: "contents")
            repeating.toValue = Self.svg(20).cgImage
            repeating.repeatCount = 2
            imageView.layer.add(repeating, forKey: nil)
        }
        #expect(r.problems == [
            .notSupported(call: "CALayer.add(_:forKey:)", feature: "a CAKeyframeAnimation of contents (only CABasicAnimation cross-fades images)"),
            .notSupported(call: "CALayer.add(_:forKey:)", feature: "a contents cross-fade with repeats and autoreverses"),
        ])
        #expect(r.timeline.views[0].contentChanges.isEmpty)
    }
}
