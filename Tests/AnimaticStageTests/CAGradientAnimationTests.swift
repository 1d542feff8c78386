import Foundation
import Testing
import AnimaticClock
import AnimaticTimeline
@testable import AnimaticStage
@testable import AnimaticRuntime

/// `colors` and `locations` of a gradient animated with `CABasicAnimation` and
/// `CAKeyframeAnimation`: every stop moves as a colour or number of its own.
@Suite struct CAGradientAnimationTests {
    final class GradientView: UIView {
        override class var layerClass: AnyClass { CAGradientLayer.self }
        var gradient: CAGradientLayer { layer as! CAGradientLayer }
    }

    private func record(_ animation: CAPropertyAnimation, colors: [UIColor] = [.red, .blue]) -> Recording {
        let sky = GradientView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        sky.accessibilityIdentifier = "sky"
        sky.gradient.colors = colors.map(\.cgColor)
        return AnimaticStageTests.record { stage, _ in
            stage.addSubview(sky)
            sky.layer.add(animation, forKey: "shift")
        }
    }

    private func state(_ r: Recording, _ t: Double) throws -> ViewState { try r.timeline.state(at: s(t))["sky"]!.state }

    /// Colours from red/blue to green/white: each stop halfway at 0.5 s, the model after; the
    /// slots past the last colour follow it.
    @Test func colorsMoveStopByStop() throws {
        let shift = CABasicAnimation(keyPath: "colors")
        shift.fromValue = [UIColor.red.cgColor, UIColor.blue.cgColor]
        shift.toValue = [UIColor.green.cgColor, UIColor.white.cgColor]
        shift.duration = 1
        let r = record(shift)
        #expect(r.problems.isEmpty, "\(r.problems)")
        let half = try state(r, 0.5)
        #expect(half.color(.gradientColor0) == RGBA(red: 0.5, green: 0.5, blue: 0, alpha: 1))
        #expect(half.color(.gradientColor1) == RGBA(red: 0.5, green: 0.5, blue: 1, alpha: 1))
        #expect(half.color(.gradientColor3) == half.color(.gradientColor1))
        #expect(try state(r, 1).color(.gradientColor0) == RGBA(red: 1, green: 0, blue: 0, alpha: 1))
    }

    /// Locations through keyframes, repeated and held at the end.
    @Test func locationsThroughKeyframes() throws {
        let sweep = CAKeyframeAnimation(keyPath: "locations")
        sweep.values = [[0, 0.2], [0.5, 0.7], [0.8, 1.0]]
        sweep.duration = 1
        sweep.repeatCount = 2
        sweep.isRemovedOnCompletion = false
        sweep.fillMode = .forwards
        let r = record(sweep)
        #expect(r.problems.isEmpty, "\(r.problems)")
        let quarter = try state(r, 1.25)
        #expect(abs(quarter[scalar: .gradientLocation0] - 0.25) < 1e-9)
        #expect(abs(quarter[scalar: .gradientLocation1] - 0.45) < 1e-9)
        #expect(abs(try state(r, 5)[scalar: .gradientLocation1] - 1) < 1e-9)
    }

    /// Edge: a different number of entries than the layer's colours, non-arrays, byValue and
    /// wrong elements are reported.
    @Test func unusableArraysAreReported() throws {
        let three = CABasicAnimation(keyPath: "colors")
        three.toValue = [UIColor.red.cgColor, UIColor.green.cgColor, UIColor.blue.cgColor]
        #expect(record(three).problems.map(\.message).contains { $0.contains("3 entries on a gradient of 2 colors") })
        let single = CABasicAnimation(keyPath: "locations")
        single.toValue = 0.5
        #expect(record(single).problems.map(\.message).contains { $0.contains("takes arrays") })
        let by = CABasicAnimation(keyPath: "locations")
        by.byValue = [0.1, 0.1]
        #expect(record(by).problems.map(\.message).contains { $0.contains("byValue") })
        let words = CABasicAnimation(keyPath: "colors")
        words.toValue = ["red", "blue"]
        #expect(record(words).problems.map(\.message).contains { $0.contains("CGColor or UIColor") })
    }
}
