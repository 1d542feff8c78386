import Foundation
import Testing
import AnimaticClock
import AnimaticTimeline
@testable import AnimaticStage
@testable import AnimaticRuntime

/// `CAGradientLayer`: colours, locations and end points recorded as Core Animation shows them
/// (Apple, "CAGradientLayer"), one timeline property per colour slot.
@Suite struct CAGradientLayerTests {
    final class GradientView: UIView {
        override class var layerClass: AnyClass { CAGradientLayer.self }
        var gradient: CAGradientLayer { layer as! CAGradientLayer }
    }

    private func gradientView(_ colors: [UIColor]) -> GradientView {
        let view = GradientView(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
        view.accessibilityIdentifier = "sky"
        view.gradient.colors = colors.map(\.cgColor)
        return view
    }

    private func state(_ r: Recording, at seconds: Double) -> ViewState {
        try! r.timeline.state(at: s(seconds))["sky"]!.state
    }

    private func colors(_ state: ViewState) -> [RGBA] { AnimatedProperty.gradientColors.map { state.color($0) } }
    private func locations(_ state: ViewState) -> [Double] { AnimatedProperty.gradientLocations.map { state[scalar: $0] } }

    // MARK: - Edge cases first

    @Test func aLayerWithoutColorsHasClearSlotsAndTheDefaultAxis() {
        let view = GradientView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        view.accessibilityIdentifier = "sky"
        let r = record { stage, _ in stage.addSubview(view) }
        let s0 = state(r, at: 0)
        #expect(colors(s0) == Array(repeating: .clear, count: 4))
        #expect(locations(s0) == [0, 0, 0, 0])
        #expect(s0.value(of: .gradientStart) == .point(x: 0.5, y: 0))
        #expect(s0.value(of: .gradientEnd) == .point(x: 0.5, y: 1))
        #expect(r.problems.isEmpty)
    }

    /// One colour: every slot that colour, all stops at 0 (a solid fill).
    @Test func oneColorFillsEverySlot() {
        let r = record { stage, _ in stage.addSubview(gradientView([.red])) }
        #expect(colors(state(r, at: 0)) == Array(repeating: RGBA(red: 1, green: 0, blue: 0), count: 4))
        #expect(locations(state(r, at: 0)) == [0, 0, 0, 0])
    }

    /// Two colours without locations: spread evenly (0 and 1), the last repeated into the
    /// slots past it (stops at one place add nothing to the drawing).
    @Test func twoColorsSpreadEvenlyAndTheLastRepeats() {
        let r = record { stage, _ in stage.addSubview(gradientView([.red, .blue])) }
        let red = RGBA(red: 1, green: 0, blue: 0), blue = RGBA(red: 0, green: 0, blue: 1)
        #expect(colors(state(r, at: 0)) == [red, blue, blue, blue])
        #expect(locations(state(r, at: 0)) == [0, 1, 1, 1])
    }

    @Test func threeColorsWithLocationsKeepThemAndClampIntoTheUnitRange() {
        let view = gradientView([.red, .green, .blue])
        view.gradient.locations = [-0.5, 0.25, 2]
        let r = record { stage, _ in stage.addSubview(view) }
        #expect(locations(state(r, at: 0)) == [0, 0.25, 1, 1])
        #expect(r.problems.isEmpty)
    }

    @Test func uiColorsAreAcceptedAsCGColorsAre() {
        let view = GradientView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        view.accessibilityIdentifier = "sky"
        view.gradient.colors = [UIColor.white, UIColor.black]
        let r = record { stage, _ in stage.addSubview(view) }
        #expect(colors(state(r, at: 0))[0] == RGBA(red: 1, green: 1, blue: 1))
        #expect(r.problems.isEmpty)
    }

    // MARK: - Reported, never silently dropped

    @Test func fiveColorsAreReportedWhenTheViewJoins() {
        let view = gradientView([.red, .green, .blue, .white, .black])
        let r = record { stage, _ in stage.addSubview(view) }
        #expect(r.problems == [.notSupported(call: "CAGradientLayer", feature: "more than 4 gradient colors (5) (view sky)")])
        #expect(r.problems.map(\.message) == ["CAGradientLayer: more than 4 gradient colors (5) (view sky) is not supported yet"])
        #expect(colors(state(r, at: 0)) == Array(repeating: .clear, count: 4))
    }

    @Test func radialAndConicGradientsAreReported() {
        let view = gradientView([.red, .blue])
        view.gradient.type = .radial
        let r = record { stage, clock in
            stage.addSubview(view)
            clock.schedule(at: s(1)) { view.gradient.type = .conic }
        }
        #expect(r.problems == [.notSupported(call: "CAGradientLayer", feature: "a radial gradient (view sky)"),
                               .notSupported(call: "CAGradientLayer", feature: "a conic gradient (view sky)")])
    }

    @Test func locationsThatDoNotMatchTheColorsAreReportedAtTheEndOfTheInstant() {
        let view = gradientView([.red, .blue])
        let r = record { stage, clock in
            stage.addSubview(view)
            clock.schedule(at: s(1)) { view.gradient.locations = [0, 0.5, 1] }
        }
        #expect(r.problems == [.notSupported(call: "CAGradientLayer", feature: "3 locations for 2 colors (view sky)")])
        #expect(locations(state(r, at: 2)) == [0, 1, 1, 1], "nothing recorded from the mismatch")
    }

    /// Code often sets `locations` before `colors`: the two fit again by the end of the
    /// instant, so nothing is reported and the final stops are recorded.
    @Test func locationsSetBeforeColorsInOneInstantAreFine() {
        let view = gradientView([.red, .blue])
        let r = record { stage, clock in
            stage.addSubview(view)
            clock.schedule(at: s(1)) {
                view.gradient.locations = [0, 0.2, 1]
                view.gradient.colors = [UIColor.red.cgColor, UIColor.white.cgColor, UIColor.blue.cgColor]
            }
        }
        #expect(r.problems.isEmpty)
        #expect(locations(state(r, at: 1)) == [0, 0.2, 1, 1])
        #expect(colors(state(r, at: 1))[1] == RGBA(red: 1, green: 1, blue: 1))
    }

    @Test func aNonFiniteEndPointIsReportedAndNotRecorded() {
        let view = gradientView([.red, .blue])
        let r = record { stage, clock in
            stage.addSubview(view)
            clock.schedule(at: s(1)) { view.gradient.endPoint = CGPoint(x: CGFloat.nan, y: 1) }
        }
        #expect(r.problems == [.invalidValue(view: "sky", property: "layer.endPoint", value: "(nan, 1.0)")])
        #expect(state(r, at: 2).value(of: .gradientEnd) == .point(x: 0.5, y: 1))
    }

    // MARK: - How changes animate

    /// A view block animates view properties only: a view's own gradient layer changes at once
    /// (UIKit answers NSNull for its layer's actions).
    @Test func aViewBlockChangesTheViewsOwnGradientAtOnce() {
        let view = gradientView([.red, .blue])
        let r = record { stage, clock in
            stage.addSubview(view)
            clock.schedule(at: s(1)) {
                UIView.animate(withDuration: 2) { view.gradient.startPoint = CGPoint(x: 0, y: 0) }
            }
        }
        #expect(r.timeline.text == """
            1.000 +0.000 sky gradientStart (0.5, 0) -> (0, 0) linear

            """)
    }

    /// A standalone gradient layer runs Core Animation's implicit animation: 0.25 s, linear.
    @Test func aStandaloneGradientLayerAnimatesImplicitly() {
        let host = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
        let glow = CAGradientLayer()
        glow.name = "glow"
        glow.frame = CGRect(x: 0, y: 0, width: 200, height: 100)
        glow.colors = [UIColor.white.cgColor, UIColor.clear.cgColor]
        host.layer.addSublayer(glow)
        let r = record { stage, clock in
            stage.addSubview(host)
            clock.schedule(at: s(1)) { glow.locations = [0.5, 1] }
        }
        #expect(r.timeline.text == """
            1.000 +0.250 glow gradientLocation0 0 -> 0.5 linear

            """)
        let midway = r.timeline.value(of: r.timeline.view(named: "glow")!, .gradientLocation0, at: s(1.125))
        #expect(midway == .scalar(0.25))
    }

    @Test func aBasicAnimationOfTheEndPointUsesItsKeyPath() {
        let view = gradientView([.red, .blue])
        let r = record { stage, clock in
            stage.addSubview(view)
            clock.schedule(at: s(1)) {
                let slide = CABasicAnimation(keyPath: "endPoint")
                slide.fromValue = CGPoint(x: 0, y: 1)
                slide.toValue = CGPoint(x: 1, y: 1)
                slide.duration = 0.5
                view.gradient.add(slide, forKey: "slide")
            }
        }
        #expect(r.problems.isEmpty)
        #expect(state(r, at: 1.25).value(of: .gradientEnd) == .point(x: 0.5, y: 1))
        #expect(state(r, at: 1).value(of: .gradientEnd) == .point(x: 0, y: 1))
    }

    /// A basic animation of `colors` moves each stop (CAGradientAnimationTests has the rest);
    /// one that changes the number of stops is reported.
    @Test func aBasicAnimationOfColorsAnimatesEachStop() {
        let view = gradientView([.red, .blue])
        let r = record { stage, clock in
            stage.addSubview(view)
            clock.schedule(at: s(1)) {
                let shift = CABasicAnimation(keyPath: "colors")
                shift.toValue = [UIColor.green.cgColor, UIColor.blue.cgColor]
                shift.duration = 0.5
                view.gradient.add(shift, forKey: "shift")
                let more = CABasicAnimation(keyPath: "colors")
                more.toValue = [UIColor.green.cgColor]
                view.gradient.add(more, forKey: "more")
            }
        }
        #expect(r.problems == [.notSupported(call: "CALayer.add(_:forKey:)", feature: "a \"colors\" animation of 1 entries on a "
            + "gradient of 2 colors (the number of stops must stay the same, at most 4)")])
        #expect(state(r, at: 1.25).value(of: .gradientColor0) == .color(RGBA(red: 0.5, green: 0.5, blue: 0, alpha: 1)))
    }
}
