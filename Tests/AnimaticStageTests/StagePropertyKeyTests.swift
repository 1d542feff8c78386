import AnimaticEngine
import Foundation
import Testing
import AnimaticClock
import AnimaticTimeline
@testable import AnimaticStage
@testable import AnimaticRuntime

/// The setters that record through their `StageProperty` keys (`UIView.record(_:from:to:)`,
/// `CALayer.record(_:_:)`): what the key decides (the recorded value, what is reported, what an
/// off-stage change inside an animation block keeps), edge cases first.
@Suite struct StagePropertyKeyTests {
    final class GradientView: UIView {
        override class var layerClass: AnyClass { CAGradientLayer.self }
        var gradient: CAGradientLayer { layer as! CAGradientLayer }
    }

    /// `isHidden` is not animatable (UIKit): set off stage inside a block, it is the model's
    /// only, so the view joins hidden, nothing is timed, and the block completes at once.
    @Test func isHiddenSetOffStageInABlockIsNotKeptForTheJoin() throws {
        let box = makeBox()
        var finishedAt: [StoryTime] = []
        let r = record { stage, clock in
            UIView.animate(withDuration: 0.5, animations: { box.isHidden = true },
                           completion: { _ in finishedAt.append(clock.now) })
            stage.addSubview(box)
        }
        #expect(r.problems.isEmpty)
        #expect(r.timeline.segmentCount == 0)
        #expect(try r.timeline.state(at: .zero)["box"]!.state.isHidden)
        #expect(finishedAt == [.zero])
    }

    /// A label's `textColor` is not animated by view blocks either: set off stage inside a block,
    /// the label joins with the new colour and nothing is timed.
    @Test func textColorSetOffStageInABlockIsNotKeptForTheJoin() throws {
        let label = UILabel(frame: CGRect(x: 0, y: 0, width: 100, height: 20))
        label.accessibilityIdentifier = "title"
        label.text = "Hi"
        let r = record { stage, _ in
            UIView.animate(withDuration: 0.5) { label.textColor = .red }
            stage.addSubview(label)
        }
        #expect(r.problems.isEmpty)
        #expect(r.timeline.segmentCount == 0)
        #expect(try r.timeline.state(at: .zero)["title"]!.state.textColor == RGBA(red: 1, green: 0, blue: 0))
    }

    /// `textColor = nil` on stage records black (UIKit's default text colour), not clear.
    @Test func aNilTextColorRecordsBlack() throws {
        let label = UILabel(frame: CGRect(x: 0, y: 0, width: 100, height: 20))
        label.accessibilityIdentifier = "title"
        label.text = "Hi"
        label.textColor = .red
        let r = record { stage, clock in
            stage.addSubview(label)
            clock.schedule(at: s(1)) { label.textColor = nil }
        }
        #expect(r.problems.isEmpty)
        #expect(try r.timeline.state(at: s(0.5))["title"]!.state.textColor == RGBA(red: 1, green: 0, blue: 0))
        #expect(try r.timeline.state(at: s(1))["title"]!.state.textColor == RGBA(red: 0, green: 0, blue: 0))
    }

    /// `backgroundColor = nil` on stage records clear, and a colour with a NaN component is
    /// reported under the key's name and not recorded.
    @Test func aNilBackgroundRecordsClearAndANaNColourIsReported() throws {
        let box = makeBox()
        let r = record { stage, clock in
            stage.addSubview(box)
            clock.schedule(at: s(1)) { box.backgroundColor = nil }
            clock.schedule(at: s(2)) { box.backgroundColor = UIColor(red: .nan, green: 0, blue: 0, alpha: 1) }
        }
        #expect(r.problems.count == 1)
        if case .invalidValue(let view, let property, _) = r.problems.first {
            #expect(view == "box")
            #expect(property == "backgroundColor")
        } else {
            Issue.record("expected an invalid value, got \(r.problems)")
        }
        #expect(try r.timeline.state(at: s(1))["box"]!.state.backgroundColor == .clear)
        #expect(try r.timeline.state(at: s(3))["box"]!.state.backgroundColor == .clear)
    }

    /// A finite gradient end point too large for the SVG (2^64 or more) is reported, as every
    /// other point is (before the key, only NaN and infinity were).
    @Test func anUnwritableGradientPointIsReported() throws {
        let view = GradientView(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
        view.accessibilityIdentifier = "sky"
        view.gradient.colors = [UIColor.red.cgColor, UIColor.blue.cgColor]
        let r = record { stage, clock in
            stage.addSubview(view)
            clock.schedule(at: s(1)) { view.gradient.startPoint = CGPoint(x: 1e20, y: 0) }
        }
        #expect(r.problems == [.invalidValue(view: "sky", property: "layer.startPoint", value: "(1e+20, 0.0)")])
        #expect(try r.timeline.state(at: s(2))["sky"]!.state.value(of: .gradientStart) == .point(x: 0.5, y: 0))
    }

    /// `bounds.size` with NaN on stage is reported as `bounds.size` and the size stays.
    @Test func aNaNBoundsSizeIsReportedUnderItsKey() throws {
        let box = makeBox()
        let r = record { stage, clock in
            stage.addSubview(box)
            clock.schedule(at: s(1)) { box.bounds.size = CGSize(width: CGFloat.nan, height: 10) }
        }
        #expect(r.problems == [.invalidValue(view: "box", property: "bounds.size", value: "(nan, 10.0)")])
        #expect(try r.timeline.state(at: s(2))["box"]!.state.value(of: .size) == .size(width: 100, height: 100))
    }
}
