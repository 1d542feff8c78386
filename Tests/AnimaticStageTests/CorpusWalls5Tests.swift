import Foundation
import Testing
import AnimaticClock
import AnimaticTimeline
@testable import AnimaticStage
@testable import AnimaticRuntime

/// UIKit members behind the corpus's next compile walls (issue #29, fifth session): part
/// snapshots (IBAnimatable's fold, flip, explode and portal transitions), an image view's
/// highlighted image, and a Bézier path's even-odd rule.
@Suite struct CorpusWalls5Tests {
    private func svg(_ image: UIImage?) -> String { String(decoding: image?.data ?? [], as: UTF8.self) }

    private func card() -> UIView {
        let card = UIView(frame: CGRect(x: 50, y: 50, width: 100, height: 60))
        card.backgroundColor = .white
        let square = UIView(frame: CGRect(x: 60, y: 10, width: 20, height: 20))
        square.backgroundColor = .red
        card.addSubview(square)
        return card
    }

    // MARK: - resizableSnapshotView(from:afterScreenUpdates:withCapInsets:)

    @Test func aPartSnapshotIsTheRectOfTheViewsPictureMovedToTheOrigin() throws {
        let card = card()
        let right = try #require(card.resizableSnapshotView(from: CGRect(x: 50, y: 0, width: 50, height: 60),
                                                            afterScreenUpdates: false, withCapInsets: .zero) as? UIImageView)
        #expect(right.frame == CGRect(x: 0, y: 0, width: 50, height: 60))
        #expect(right.image?.size == CGSize(width: 50, height: 60))
        let text = svg(right.image)
        #expect(text.hasPrefix("<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"50\" height=\"60\" viewBox=\"0 0 50 60\">"))
        // The whole picture moved 50 pt left: the card's white from x = -50, the red square
        // (at 60...80 in the card) at 10...30.
        #expect(text == """
            <svg xmlns="http://www.w3.org/2000/svg" width="50" height="60" viewBox="0 0 50 60">\
            <path d="M-50 0 L50 0 L50 60 L-50 60 Z" fill="#ffffff"/>\
            <path d="M10 10 L30 10 L30 30 L10 30 Z" fill="#ff0000"/></svg>
            """)
        // A rect flipped in sign is the same rect (standardized), a negative origin is allowed.
        let flipped = try #require(card.resizableSnapshotView(from: CGRect(x: 100, y: 60, width: -50, height: -60),
                                                              afterScreenUpdates: true, withCapInsets: .zero) as? UIImageView)
        #expect(svg(flipped.image) == text)
    }

    @Test func anEmptyOrNonFiniteRectGivesNoSnapshot() {
        let card = card()
        #expect(card.resizableSnapshotView(from: CGRect(x: 0, y: 0, width: 0, height: 60), afterScreenUpdates: false, withCapInsets: .zero) == nil)
        #expect(card.resizableSnapshotView(from: CGRect(x: 0, y: 0, width: CGFloat.infinity, height: 60), afterScreenUpdates: false, withCapInsets: .zero) == nil)
        #expect(card.resizableSnapshotView(from: CGRect(x: CGFloat.nan, y: 0, width: 10, height: 60), afterScreenUpdates: false, withCapInsets: .zero) == nil)
    }

    @Test func capInsetsAreReportedAsNotSupported() throws {
        let card = card()
        var snapshot: UIView?
        let r = record { stage, _ in
            stage.addSubview(card)
            snapshot = card.resizableSnapshotView(from: card.bounds, afterScreenUpdates: false,
                                                  withCapInsets: UIEdgeInsets(top: 4, left: 4, bottom: 4, right: 4))
        }
        #expect(snapshot?.frame == CGRect(x: 0, y: 0, width: 100, height: 60))
        #expect(r.problems == [.notSupported(
            call: "UIView.resizableSnapshotView(from:afterScreenUpdates:withCapInsets:)",
            feature: "cap insets \(UIEdgeInsets(top: 4, left: 4, bottom: 4, right: 4)) (the snapshot stretches as a whole when resized)")])
        let clean = record { stage, _ in
            stage.addSubview(card)
            _ = card.resizableSnapshotView(from: card.bounds, afterScreenUpdates: false, withCapInsets: .zero)
        }
        #expect(clean.problems.isEmpty)
    }

    // MARK: - UIImageView.highlightedImage / isHighlighted

    private func image(_ color: UIColor) -> UIImage {
        UIGraphicsImageRenderer(size: CGSize(width: 10, height: 10)).image { ctx in
            color.setFill()
            ctx.fill(CGRect(x: 0, y: 0, width: 10, height: 10))
        }
    }

    @Test func aHighlightedImageViewShowsItsHighlightedImage() throws {
        let normal = image(.blue), selected = image(.red)
        let icon = UIImageView(image: normal)
        icon.accessibilityIdentifier = "icon"
        #expect(!icon.isHighlighted && icon.highlightedImage == nil)
        icon.highlightedImage = selected
        icon.isHighlighted = true
        #expect(icon.image === normal)   // the image is kept; only what shows changes
        let r = record { stage, _ in stage.addSubview(icon) }
        #expect(r.problems.isEmpty)
        let index = try #require(r.timeline.view(named: "icon"))
        #expect(r.timeline.views[index].content == icon.content(showing: selected))
        #expect(icon.content(showing: selected) != icon.content(showing: normal))
    }

    @Test func withoutAHighlightedImageTheImageShowsWhileHighlighted() throws {
        let normal = image(.blue)
        let icon = UIImageView(image: normal)
        icon.accessibilityIdentifier = "icon"
        icon.isHighlighted = true
        let r = record { stage, _ in stage.addSubview(icon) }
        let index = try #require(r.timeline.view(named: "icon"))
        #expect(r.timeline.views[index].content == icon.content(showing: normal))
        #expect(icon.shownImage === normal)
        icon.isHighlighted = false
        icon.highlightedImage = image(.red)
        #expect(icon.shownImage === normal)
    }

    @Test func highlightingOnStageSwapsTheImageAtThatInstantAsAnImageChangeDoes() throws {
        let normal = image(.blue), selected = image(.red)
        let icon = UIImageView(image: normal)
        icon.accessibilityIdentifier = "icon"
        icon.highlightedImage = selected
        let r = record { stage, clock in
            stage.addSubview(icon)
            clock.schedule(at: s(1)) { icon.isHighlighted = true }
            clock.schedule(at: s(2)) { icon.highlightedImage = normal }   // highlighted: shows at once
            clock.schedule(at: s(3)) { icon.isHighlighted = false }       // back to the image: no change on screen
        }
        #expect(r.problems.isEmpty)
        let index = try #require(r.timeline.view(named: "icon"))
        let view = r.timeline.views[index]
        #expect(view.content(at: s(0.5)) == icon.content(showing: normal))
        #expect(view.content(at: s(1)) == icon.content(showing: selected))
        #expect(view.content(at: s(2)) == icon.content(showing: normal))
        #expect(view.contentChanges.map(\.time) == [s(1), s(2)])   // at 3 s the same picture shows: no change
        #expect(view.contentChanges.allSatisfy { !$0.fades })
        // No highlighted image: highlighting changes nothing on screen, and nothing is recorded.
        let plain = UIImageView(image: image(.blue))
        plain.accessibilityIdentifier = "plain"
        let quiet = record { stage, clock in
            stage.addSubview(plain)
            clock.schedule(at: s(1)) { plain.isHighlighted = true }
        }
        #expect(quiet.problems.isEmpty)
        #expect(quiet.timeline.views[try #require(quiet.timeline.view(named: "plain"))].contentChanges.isEmpty)
    }

    // MARK: - UIBezierPath.usesEvenOddFillRule

    @Test func theEvenOddRuleFillsAndClipsWithAHole() {
        func drawn(evenOdd: Bool) -> String {
            svg(UIGraphicsImageRenderer(size: CGSize(width: 20, height: 20)).image { _ in
                let path = UIBezierPath(rect: CGRect(x: 0, y: 0, width: 20, height: 20))
                path.append(UIBezierPath(rect: CGRect(x: 5, y: 5, width: 10, height: 10)))
                path.usesEvenOddFillRule = evenOdd
                UIColor.black.setFill()
                path.fill()
                path.addClip()
                UIColor.red.setFill()
                UIBezierPath(rect: CGRect(x: 0, y: 0, width: 20, height: 20)).fill()
            })
        }
        #expect(!UIBezierPath().usesEvenOddFillRule)
        #expect(drawn(evenOdd: true).contains("fill=\"#000000\" fill-rule=\"evenodd\""))
        #expect(drawn(evenOdd: true).contains("clip-rule=\"evenodd\""))
        #expect(!drawn(evenOdd: false).contains("evenodd"))
    }

    // MARK: - CALayer.value(forKeyPath:)

    @Test func aKeyPathReadsStoredValuesAndPropertiesAndReportsOtherLayerProperties() {
        let layer = CALayer(), inner = CALayer(), pulse = CABasicAnimation(keyPath: "opacity")
        inner.setValue(3, forKey: "count")
        pulse.setValue("fade", forKey: "tag")
        var read: [Any?] = []
        let r = record { _, _ in
            layer.setValue(inner, forKey: "inner")
            layer.setValue(pulse, forKey: "pulse")
            layer.setValue(7, forKey: "plain")
            read = [layer.value(forKeyPath: "plain"), layer.value(forKeyPath: "inner.count"),
                    layer.value(forKeyPath: "pulse.tag"), layer.value(forKeyPath: "missing.count"),
                    layer.value(forKeyPath: "zPosition"), layer.value(forKeyPath: "sublayerTransform"),
                    layer.value(forKeyPath: "plain.x")]
        }
        #expect(read[0] as? Int == 7)
        #expect(read[1] as? Int == 3)
        #expect(read[2] as? String == "fade")
        #expect(read[3] == nil && read[6] == nil)
        #expect(read[4] as? CGFloat == 0)   // zPosition, a recorded property since zpos12
        // A recorded property reads its model (here the identity), as Core Animation's key-value coding does.
        #expect((read[5] as? CATransform3D).map(CATransform3DIsIdentity) == true)
        #expect(r.problems == [
            .notSupported(call: "CALayer.value(forKeyPath:)", feature: "reading 'x' of a Int by key path"),
        ])
    }

    // MARK: - CALayer.insertSublayer(_:below:) / (_:above:)

    @Test func insertingBelowOrAboveASiblingGoesThroughInsertAt() {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let a = CALayer(), b = CALayer(), c = CALayer(), d = CALayer(), e = CALayer(), stranger = CALayer()
        let r = record { stage, _ in
            stage.addSubview(view)
            view.layer.addSublayer(a)
            view.layer.addSublayer(b)
            view.layer.insertSublayer(d, above: b)          // above the front layer: in front, no problem
            view.layer.insertSublayer(c, below: d)          // below a sublayer: drawn directly below it
            view.layer.insertSublayer(e, below: stranger)   // not a sublayer: nothing inserted
            view.layer.insertSublayer(e, above: nil)
        }
        #expect(view.layer.sublayers?.map { ObjectIdentifier($0) } == [a, b, c, d].map { ObjectIdentifier($0) })
        #expect(e.superlayer == nil)
        // Views: the view 0, the hosts of a 1, b 2, d 3, c 4; c's host moved below d's.
        #expect(r.timeline.orderMoves == [OrderMove(time: .zero, view: 4, below: 3, joinedBefore: 5)])
        #expect(r.problems == [
            .misuse(call: "CALayer.insertSublayer(_:below:)", problem: "the sibling is not a sublayer of this layer"),
            .misuse(call: "CALayer.insertSublayer(_:above:)", problem: "no sibling layer given"),
        ])
    }

    // MARK: - UIBarItem identity

    @Test func barItemsAreEqualOnlyToThemselves() {
        let home = UITabBarItem(title: "Home", image: nil, tag: 0), same = UITabBarItem(title: "Home", image: nil, tag: 0)
        #expect(home == home && home != same)
        #expect([same, home].firstIndex(of: home) == 1)
        #expect(Set([home, same, home]).count == 2)
    }
}
