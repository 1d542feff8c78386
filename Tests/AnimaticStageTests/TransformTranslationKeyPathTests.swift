import Foundation
import Testing
import AnimaticClock
import AnimaticTimeline
@testable import AnimaticStage
@testable import AnimaticRuntime

/// The key path `transform.translation`, whose values are sizes: x and y of the translation at
/// once (Apple, "Core Animation Programming Guide", "Key-Value Coding Extensions", Table 4
/// "Transform field value key paths": "Set to an NSSize or CGSize data type indicating the
/// amount to translate in the x and y axis"). Before, Animatic reported the key path as not
/// supported, and an animation group using it (a loader that moves squares around a square)
/// recorded nothing.
@Suite struct TransformTranslationKeyPathTests {
    /// The box (scaled 2 by its model transform) with `make()`'s animation added at time 0.
    private func run(_ make: @escaping () -> CAAnimation) -> Recording {
        let box = makeBox()
        box.transform = CGAffineTransform(scaleX: 2, y: 2)
        return record { stage, _ in
            stage.addSubview(box)
            box.layer.add(make(), forKey: "move")
        }
    }

    private func transform(_ r: Recording, _ t: Double) throws -> TransformComponents {
        try #require(r.timeline.state(at: s(t))["box"]).state.transform
    }

    /// A basic animation between two sizes moves x and y together, linearly, and leaves the
    /// model's other components (its scale) alone; removed at the end, the model shows again.
    @Test func aBasicAnimationBetweenTwoSizesMovesBothAxes() throws {
        let r = run {
            let move = CABasicAnimation(keyPath: "transform.translation")
            move.fromValue = NSValue(cgSize: CGSize(width: 0, height: 0))
            move.toValue = NSValue(cgSize: CGSize(width: 40, height: -20))
            move.duration = 2
            return move
        }
        #expect(r.problems.isEmpty)
        for (t, x, y) in [(0.5, 10.0, -5.0), (1.0, 20, -10), (1.5, 30, -15)] {
            let shown = try transform(r, t)
            #expect(abs(shown.translationX - x) < 1e-9 && abs(shown.translationY - y) < 1e-9, "t=\(t)")
            #expect(shown.scaleX == 2 && shown.scaleY == 2 && shown.rotation == 0, "t=\(t)")
        }
        let after = try transform(r, 2)
        #expect(after.translationX == 0 && after.translationY == 0 && after.scaleX == 2)
    }

    /// Keyframes of sizes at key times, as a square's walk around a square: each segment moves
    /// one axis.
    @Test func keyframesOfSizesWalkAroundASquare() throws {
        let r = run {
            let walk = CAKeyframeAnimation(keyPath: "transform.translation")
            walk.values = [CGSize(width: 0, height: 0), CGSize(width: 60, height: 0), CGSize(width: 60, height: 60),
                           CGSize(width: 0, height: 60), CGSize(width: 0, height: 0)].map { NSValue(cgSize: $0) }
            walk.keyTimes = [0, 0.25, 0.5, 0.75, 1]
            walk.duration = 1.6
            return walk
        }
        #expect(r.problems.isEmpty)
        // 0.2 s: half of the first segment; 0.6 s: half of the second; 1.0 s: half of the third.
        for (t, x, y) in [(0.2, 30.0, 0.0), (0.4, 60, 0), (0.6, 60, 30), (1.0, 30, 60), (1.4, 0, 30)] {
            let shown = try transform(r, t)
            #expect(abs(shown.translationX - x) < 1e-9 && abs(shown.translationY - y) < 1e-9, "t=\(t)")
        }
    }

    /// In a group with `transform.scale` and `transform.rotation.z` on the same key times, each
    /// child animates its own components.
    @Test func aGroupCombinesItWithScaleAndRotation() throws {
        let r = run {
            let keyTimes: [NSNumber] = [0, 0.5, 1]
            let scale = CAKeyframeAnimation(keyPath: "transform.scale")
            scale.values = [1, 0.5, 1]
            scale.keyTimes = keyTimes
            let move = CAKeyframeAnimation(keyPath: "transform.translation")
            move.values = [CGSize.zero, CGSize(width: 80, height: 40), CGSize.zero].map { NSValue(cgSize: $0) }
            move.keyTimes = keyTimes
            let turn = CAKeyframeAnimation(keyPath: "transform.rotation.z")
            turn.values = [0, -Double.pi, -2 * Double.pi]
            turn.keyTimes = keyTimes
            let group = CAAnimationGroup()
            group.animations = [scale, move, turn]
            group.duration = 2
            return group
        }
        #expect(r.problems.isEmpty)
        let half = try transform(r, 0.5)
        #expect(abs(half.scaleX - 0.75) < 1e-9 && abs(half.scaleY - 0.75) < 1e-9)
        #expect(abs(half.translationX - 40) < 1e-9 && abs(half.translationY - 20) < 1e-9)
        #expect(abs(half.rotation + Double.pi / 2) < 1e-9)
        let middle = try transform(r, 1)
        #expect(abs(middle.scaleX - 0.5) < 1e-9 && abs(middle.translationX - 80) < 1e-9 && abs(middle.translationY - 40) < 1e-9)
    }

    /// Additive: the sizes are added to the model's translation.
    @Test func anAdditiveAnimationAddsToTheModelTranslation() throws {
        let box = makeBox()
        box.transform = CGAffineTransform(translationX: 10, y: 5)
        let r = record { stage, _ in
            stage.addSubview(box)
            let move = CABasicAnimation(keyPath: "transform.translation")
            move.fromValue = NSValue(cgSize: .zero)
            move.toValue = NSValue(cgSize: CGSize(width: 20, height: 20))
            move.isAdditive = true
            move.duration = 1
            box.layer.add(move, forKey: "nudge")
        }
        #expect(r.problems.isEmpty)
        let shown = try #require(r.timeline.state(at: s(0.5))["box"]).state.transform
        #expect(abs(shown.translationX - 20) < 1e-9 && abs(shown.translationY - 15) < 1e-9)
    }

    /// A number is not a translation: the call is reported, naming the key path, and nothing
    /// moves.
    @Test func aNumberIsReportedAsTheWrongKind() throws {
        let r = run {
            let move = CABasicAnimation(keyPath: "transform.translation")
            move.toValue = 40
            move.duration = 1
            return move
        }
        #expect(r.problems.count == 1)
        #expect(r.problems.first?.message.contains("CALayer.add(_:forKey:)") == true)
        #expect(r.problems.first?.message.contains("\"transform.translation\"") == true)
        #expect(try transform(r, 0.5).translationX == 0)
    }
}
