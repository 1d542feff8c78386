import Foundation
import Testing
import AnimaticClock
import AnimaticTimeline
@testable import AnimaticStage
@testable import AnimaticRuntime

/// A shape layer's `path` morphs between paths with the same commands, each control point
/// moving linearly along the animation's timing (Apple, "CAShapeLayer", `path`): explicit
/// basic, keyframe and spring animations, implicit animations of a standalone layer, jumps
/// of a view's own layer; paths with other commands are reported, naming the layer and the
/// key path.
@Suite struct CAShapePathMorphTests {
    /// A 40×40 square from (0, 0): M L L L Z.
    static let square = UIBezierPath(rect: CGRect(x: 0, y: 0, width: 40, height: 40)).cgPath
    /// A diamond with the square's commands: M L L L Z.
    static let diamond: CGPath = {
        let p = UIBezierPath()
        p.move(to: CGPoint(x: 20, y: -10))
        p.addLine(to: CGPoint(x: 60, y: 20))
        p.addLine(to: CGPoint(x: 20, y: 50))
        p.addLine(to: CGPoint(x: -20, y: 20))
        p.close()
        return p.cgPath
    }()
    /// A wide rectangle with the square's commands.
    static let wide = UIBezierPath(rect: CGRect(x: 10, y: 10, width: 80, height: 20)).cgPath
    /// A triangle: M L L Z (other commands).
    static let triangle: CGPath = {
        let p = UIBezierPath()
        p.move(to: CGPoint(x: 0, y: 0))
        p.addLine(to: CGPoint(x: 40, y: 0))
        p.addLine(to: CGPoint(x: 20, y: 30))
        p.close()
        return p.cgPath
    }()

    private final class ShapeView: UIView {
        override class var layerClass: AnyClass { CAShapeLayer.self }
    }

    /// A view drawn by a shape layer with the square, named "logo".
    private func shapeView() -> (UIView, CAShapeLayer) {
        let view = ShapeView(frame: CGRect(x: 100, y: 100, width: 80, height: 80))
        view.accessibilityIdentifier = "logo"
        let layer = view.layer as! CAShapeLayer
        layer.path = Self.square
        layer.fillColor = UIColor.red.cgColor
        return (view, layer)
    }

    /// A standalone shape layer named "ring" with the square, on a host view.
    private func standalone() -> (UIView, CAShapeLayer) {
        let host = makeBox("host")
        let layer = CAShapeLayer()
        layer.name = "ring"
        layer.path = Self.square
        host.layer.addSublayer(layer)
        return (host, layer)
    }

    /// The numbers of `a` moved `f` of the way to `b`.
    private func mix(_ a: CGPath, _ b: CGPath, _ f: Double) -> [Double] {
        zip(CAShapeLayer.numbers(of: a.elements), CAShapeLayer.numbers(of: b.elements)).map { $0 + ($1 - $0) * f }
    }

    /// The numbers of the path view `id` shows at `t` seconds.
    private func shown(_ r: Recording, _ id: String, at t: Double) throws -> [Double] {
        let view = try #require(r.timeline.view(named: id))
        return CAShapeLayer.numbers(of: try #require(r.timeline.path(of: view, at: s(t))))
    }

    private func close(_ a: [Double], _ b: [Double], within tolerance: Double = 1e-9) -> Bool {
        a.count == b.count && zip(a, b).allSatisfy { abs($0 - $1) <= tolerance }
    }

    // MARK: - Edge cases first

    @Test func aPathWithOtherCommandsIsReportedNamingTheLayerAndTheKeyPath() {
        let (view, layer) = shapeView()
        let r = record { stage, _ in
            stage.addSubview(view)
            let morph = CABasicAnimation(keyPath: "path")
            morph.toValue = Self.triangle
            morph.duration = 1
            layer.add(morph, forKey: "morph")
        }
        #expect(r.problems.map(\.message) == [
            "CALayer.add(_:forKey:): morphing the \"path\" of layer logo from M L L L Z into a path with other commands "
                + "(M L L Z): Core Animation and SVG morph only paths with the same commands is not supported yet",
        ])
        #expect(r.timeline.segmentCount(of: 0, .path) == 0)
    }

    @Test func aNewPathWithOtherCommandsOnStageIsReported() {
        let (view, layer) = shapeView()
        let r = record { stage, clock in
            stage.addSubview(view)
            clock.schedule(at: s(1)) { layer.path = Self.triangle }
        }
        #expect(r.problems.map(\.message) == [
            "CAShapeLayer.path: morphing the \"path\" of layer logo from M L L L Z into a path with other commands "
                + "(M L L Z): Core Animation and SVG morph only paths with the same commands is not supported yet",
        ])
    }

    @Test func valuesThatAreNotPathsAreReported() {
        let (view, layer) = shapeView()
        let r = record { stage, _ in
            stage.addSubview(view)
            let morph = CABasicAnimation(keyPath: "path")
            morph.toValue = UIBezierPath(rect: .zero)   // not a CGPath: Core Animation ignores it
            layer.add(morph, forKey: "morph")
        }
        #expect(r.problems.map(\.message) == [
            "CALayer.add(_:forKey:): values of the wrong kind for \"path\" (CGPath)",
        ])
    }

    @Test func cumulativeByValueAndPacedMorphsAreReported() {
        let (view, layer) = shapeView()
        let r = record { stage, _ in
            stage.addSubview(view)
            let cumulative = CABasicAnimation(keyPath: "path")
            cumulative.toValue = Self.diamond
            cumulative.isCumulative = true
            cumulative.repeatCount = 2
            layer.add(cumulative, forKey: "a")
            let by = CABasicAnimation(keyPath: "path")
            by.byValue = Self.diamond
            layer.add(by, forKey: "c")
            let paced = CAKeyframeAnimation(keyPath: "path")
            paced.values = [Self.square, Self.diamond]
            paced.calculationMode = .paced
            layer.add(paced, forKey: "b")
        }
        #expect(r.problems.map(\.message) == [
            "CALayer.add(_:forKey:): a cumulative path animation (Core Animation defines no sum of two paths) "
                + "(layer logo, key path \"path\") is not supported yet",
            "CALayer.add(_:forKey:): CABasicAnimation.byValue of a path (layer logo, key path \"path\") is not supported yet",
            "CALayer.add(_:forKey:): CAKeyframeAnimation.calculationMode .paced for a path (linear and discrete morph) "
                + "(layer logo, key path \"path\") is not supported yet",
        ])
    }

    @Test func aLayerThatIsNotAShapeHasNoPath() {
        let box = makeBox()
        let r = record { stage, _ in
            stage.addSubview(box)
            let morph = CABasicAnimation(keyPath: "path")
            morph.toValue = Self.diamond
            box.layer.add(morph, forKey: "morph")
        }
        #expect(r.problems.map(\.message) == [
            "CALayer.add(_:forKey:): animating \"path\" of a CALayer (only CAShapeLayer draws a path) is not supported yet",
        ])
    }

    // MARK: - Explicit animations

    @Test func aBasicAnimationMovesEachPointLinearlyThenShowsTheModelPath() throws {
        let (view, layer) = shapeView()
        let r = record { stage, clock in
            stage.addSubview(view)
            clock.schedule(at: s(0.5)) {
                let morph = CABasicAnimation(keyPath: "path")
                morph.fromValue = Self.square
                morph.toValue = Self.diamond
                morph.duration = 1
                layer.add(morph, forKey: "morph")
            }
        }
        #expect(r.problems.isEmpty)
        #expect(close(try shown(r, "logo", at: 0.5), mix(Self.square, Self.diamond, 0)))
        #expect(close(try shown(r, "logo", at: 0.75), mix(Self.square, Self.diamond, 0.25)))
        #expect(close(try shown(r, "logo", at: 1.3), mix(Self.square, Self.diamond, 0.8)))
        // Removed on completion: the model path (the square) shows again.
        #expect(close(try shown(r, "logo", at: 1.5), mix(Self.square, Self.diamond, 0)))
        // (0.75 s: x of the first point 0 → 20 a quarter of the way = 5.)
        #expect(try shown(r, "logo", at: 0.75)[0] == 5)
    }

    @Test func theTimingFunctionAndAModelSetWithTheAnimationApply() throws {
        let (view, layer) = shapeView()
        let r = record { stage, clock in
            stage.addSubview(view)
            clock.schedule(at: s(1)) {
                let morph = CABasicAnimation(keyPath: "path")
                morph.fromValue = layer.path
                morph.toValue = Self.wide
                morph.duration = 2
                morph.timingFunction = CAMediaTimingFunction(name: .easeIn)
                layer.path = Self.wide            // the usual "set the model, then animate"
                layer.add(morph, forKey: "morph")
            }
        }
        #expect(r.problems.isEmpty)
        let progress = TimingCurve.easeIn.progress(at: 0.5)
        #expect(close(try shown(r, "logo", at: 2), mix(Self.square, Self.wide, progress)))
        #expect(close(try shown(r, "logo", at: 3), mix(Self.square, Self.wide, 1)))
        #expect(close(try shown(r, "logo", at: 10), mix(Self.square, Self.wide, 1)))
    }

    @Test func withoutFromValueItStartsFromThePathOnScreen() throws {
        let (view, layer) = shapeView()
        let r = record { stage, clock in
            stage.addSubview(view)
            let first = CABasicAnimation(keyPath: "path")
            first.toValue = Self.diamond
            first.duration = 1
            first.fillMode = .forwards
            first.isRemovedOnCompletion = false
            layer.add(first, forKey: "first")
            clock.schedule(at: s(0.5)) {
                // Interrupts halfway: starts from the half-morphed square.
                let second = CABasicAnimation(keyPath: "path")
                second.toValue = Self.wide
                second.duration = 1
                layer.add(second, forKey: "first")
            }
        }
        #expect(r.problems.isEmpty)
        let half = mix(Self.square, Self.diamond, 0.5)
        let wide = CAShapeLayer.numbers(of: Self.wide.elements)
        #expect(close(try shown(r, "logo", at: 0.5), half))
        #expect(close(try shown(r, "logo", at: 1), zip(half, wide).map { $0 + ($1 - $0) * 0.5 }))
    }

    @Test func keyframesMorphValueToValueAtTheirKeyTimes() throws {
        let (view, layer) = shapeView()
        let r = record { stage, _ in
            stage.addSubview(view)
            let morph = CAKeyframeAnimation(keyPath: "path")
            morph.values = [Self.square, Self.diamond, Self.wide]
            morph.keyTimes = [0, 0.25, 1]
            morph.duration = 2
            layer.add(morph, forKey: "morph")
        }
        #expect(r.problems.isEmpty)
        #expect(close(try shown(r, "logo", at: 0.25), mix(Self.square, Self.diamond, 0.5)))
        #expect(close(try shown(r, "logo", at: 0.5), mix(Self.diamond, Self.wide, 0)))
        #expect(close(try shown(r, "logo", at: 1.25), mix(Self.diamond, Self.wide, 0.5)))
        #expect(close(try shown(r, "logo", at: 2.5), mix(Self.square, Self.square, 0)))
    }

    @Test func discreteKeyframesSwapPaths() throws {
        let (view, layer) = shapeView()
        let r = record { stage, _ in
            stage.addSubview(view)
            let morph = CAKeyframeAnimation(keyPath: "path")
            morph.values = [Self.diamond, Self.wide]
            morph.calculationMode = .discrete
            morph.duration = 1
            layer.add(morph, forKey: "morph")
        }
        #expect(r.problems.isEmpty)
        #expect(close(try shown(r, "logo", at: 0.25), mix(Self.diamond, Self.diamond, 0)))
        #expect(close(try shown(r, "logo", at: 0.75), mix(Self.wide, Self.wide, 0)))
    }

    @Test func aGroupMorphsThePathWithItsOtherChildren() throws {
        let (view, layer) = shapeView()
        let r = record { stage, _ in
            stage.addSubview(view)
            let morph = CABasicAnimation(keyPath: "path")
            morph.toValue = Self.wide
            let fade = CABasicAnimation(keyPath: "opacity")
            fade.toValue = 0.5
            let group = CAAnimationGroup()
            group.animations = [morph, fade]
            group.duration = 2
            layer.add(group, forKey: "group")
        }
        #expect(r.problems.isEmpty)
        #expect(close(try shown(r, "logo", at: 0.5), mix(Self.square, Self.wide, 0.25)))
        #expect(close(try shown(r, "logo", at: 1.5), mix(Self.square, Self.wide, 0.75)))
        #expect(close(try shown(r, "logo", at: 2), mix(Self.square, Self.square, 0)))
    }

    @Test func anAutoreversingRepeatMorphsThereAndBack() throws {
        let (view, layer) = shapeView()
        let r = record { stage, _ in
            stage.addSubview(view)
            let morph = CABasicAnimation(keyPath: "path")
            morph.toValue = Self.diamond
            morph.duration = 1
            morph.autoreverses = true
            morph.repeatCount = 2
            layer.add(morph, forKey: "morph")
        }
        #expect(r.problems.isEmpty)
        #expect(close(try shown(r, "logo", at: 0.5), mix(Self.square, Self.diamond, 0.5)))
        #expect(close(try shown(r, "logo", at: 1.25), mix(Self.square, Self.diamond, 0.75)))
        #expect(close(try shown(r, "logo", at: 2.25), mix(Self.square, Self.diamond, 0.25)))
        #expect(close(try shown(r, "logo", at: 4.5), mix(Self.square, Self.diamond, 0)))
    }

    @Test func aSpringOvershootsAndSettlesOnTheTarget() throws {
        let (view, layer) = shapeView()
        let r = record { stage, clock in
            stage.addSubview(view)
            clock.schedule(at: s(1)) {
                let morph = CASpringAnimation(keyPath: "path")
                // The model path is set before the animation is added, so the spring names where
                // it starts (without `fromValue` it would start from the path just set, as every
                // animation added after a set in the same instant does: SetThenAnimateTests).
                morph.fromValue = Self.square
                morph.toValue = Self.diamond
                morph.damping = 5
                morph.duration = morph.settlingDuration
                layer.path = Self.diamond
                layer.add(morph, forKey: "morph")
            }
        }
        #expect(r.problems.isEmpty)
        let view0 = try #require(r.timeline.view(named: "logo"))
        // The first point's x goes 0 → 20; a spring this loose (damping ratio 0.25) passes 20
        // on the way, by about 44 % (x about 28.9) at 0.32 s.
        let xs = stride(from: 1.0, through: 3, by: 0.01).map { t in
            (try? shown(r, "logo", at: t))?.first ?? .nan
        }
        #expect(xs.max()! > 28 && xs.max()! < 30, "\(r.timeline.text)")
        #expect(r.timeline.segmentCount(of: view0, .path) > 2)
        #expect(close(try shown(r, "logo", at: 30), mix(Self.diamond, Self.diamond, 0)))
    }

    @Test func removingTheAnimationShowsTheModelPath() throws {
        let (view, layer) = shapeView()
        let r = record { stage, clock in
            stage.addSubview(view)
            let morph = CABasicAnimation(keyPath: "path")
            morph.toValue = Self.diamond
            morph.duration = 2
            layer.add(morph, forKey: "morph")
            clock.schedule(at: s(1)) { layer.removeAnimation(forKey: "morph") }
        }
        #expect(r.problems.isEmpty)
        #expect(close(try shown(r, "logo", at: 0.5), mix(Self.square, Self.diamond, 0.25)))
        #expect(close(try shown(r, "logo", at: 1), mix(Self.square, Self.square, 0)))
    }

    // MARK: - Model changes

    @Test func aViewsOwnLayerTakesANewPathAtOnce() throws {
        let (view, layer) = shapeView()
        let r = record { stage, clock in
            stage.addSubview(view)
            clock.schedule(at: s(1)) { layer.path = Self.diamond }
            clock.schedule(at: s(2)) {
                UIView.animate(withDuration: 1) { layer.path = Self.wide }   // blocks do not animate layer paths
            }
        }
        #expect(r.problems.isEmpty)
        #expect(close(try shown(r, "logo", at: 0.999), mix(Self.square, Self.square, 0)))
        #expect(close(try shown(r, "logo", at: 1), mix(Self.diamond, Self.diamond, 0)))
        #expect(close(try shown(r, "logo", at: 2), mix(Self.wide, Self.wide, 0)))
    }

    @Test func aStandaloneLayerMorphsImplicitlyForAQuarterSecond() throws {
        let (host, layer) = standalone()
        let r = record { stage, clock in
            stage.addSubview(host)
            clock.schedule(at: s(1)) { layer.path = Self.diamond }
        }
        #expect(r.problems.isEmpty)
        #expect(close(try shown(r, "ring", at: 1), mix(Self.square, Self.diamond, 0)))
        #expect(close(try shown(r, "ring", at: 1.125), mix(Self.square, Self.diamond, 0.5)))
        #expect(close(try shown(r, "ring", at: 1.25), mix(Self.square, Self.diamond, 1)))
    }

    @Test func twoPathsSetInOneInstantMorphOnceToTheLast() throws {
        let (host, layer) = standalone()
        let r = record { stage, clock in
            stage.addSubview(host)
            clock.schedule(at: s(1)) {
                layer.path = Self.diamond
                layer.path = Self.wide
            }
        }
        #expect(r.problems.isEmpty)
        #expect(close(try shown(r, "ring", at: 1.125), mix(Self.square, Self.wide, 0.5)))
        #expect(close(try shown(r, "ring", at: 2), mix(Self.wide, Self.wide, 0)))
    }

    @Test func aPathSetWhileAnImplicitMorphRunsStartsFromWhatShows() throws {
        let (host, layer) = standalone()
        let r = record { stage, clock in
            stage.addSubview(host)
            clock.schedule(at: s(1)) { layer.path = Self.diamond }
            clock.schedule(at: s(1.125)) { layer.path = Self.wide }
        }
        #expect(r.problems.isEmpty)
        let half = mix(Self.square, Self.diamond, 0.5)
        let wide = CAShapeLayer.numbers(of: Self.wide.elements)
        #expect(close(try shown(r, "ring", at: 1.25), zip(half, wide).map { $0 + ($1 - $0) * 0.5 }))
        #expect(close(try shown(r, "ring", at: 1.375), wide))
    }

    @Test func aPathSetInTheInstantTheLayerJoinsIsItsPath() throws {
        let (view, layer) = shapeView()
        let r = record { stage, _ in
            stage.addSubview(view)
            layer.path = Self.diamond
        }
        #expect(r.problems.isEmpty)
        #expect(close(try shown(r, "logo", at: 0), mix(Self.diamond, Self.diamond, 0)))
        #expect(r.timeline.segmentCount(of: 0, .path) == 0)
    }

    // MARK: - Jumps between paths with other commands

    /// A bar as NVActivityIndicatorView's audio equalizer draws it: 10 pt wide, `height` tall,
    /// standing on the bottom of a 40 pt layer (M L L L Z).
    static func bar(_ height: Double) -> CGPath {
        UIBezierPath(rect: CGRect(x: 0, y: 40 - height, width: 10, height: height)).cgPath
    }

    /// A standalone layer named "bar" drawing the equalizer's capsule (M L C L C L C L C Z).
    private func capsule() -> (UIView, CAShapeLayer) {
        let host = makeBox("host")
        let layer = CAShapeLayer()
        layer.name = "bar"
        layer.path = UIBezierPath(roundedRect: CGRect(x: 0, y: 0, width: 10, height: 40), cornerRadius: 5).cgPath
        host.layer.addSublayer(layer)
        return (host, layer)
    }

    @Test func anAdditiveKeyframeMorphOfOtherCommandsDrawsItsOwnPathsThenTheModelPath() throws {
        let (host, layer) = capsule()
        let model = try #require(layer.path)
        let r = record { stage, _ in
            stage.addSubview(host)
            let bars = CAKeyframeAnimation()
            bars.keyPath = "path"
            bars.isAdditive = true          // no sum of paths: the values show as they are
            bars.values = [Self.bar(0), Self.bar(28), Self.bar(16)]
            bars.duration = 2
            layer.add(bars, forKey: "animation")
        }
        #expect(r.problems.isEmpty)
        #expect(close(try shown(r, "bar", at: 0), mix(Self.bar(0), Self.bar(0), 0)))
        #expect(close(try shown(r, "bar", at: 0.5), mix(Self.bar(0), Self.bar(28), 0.5)))
        #expect(try shown(r, "bar", at: 0.5)[1] == 26)          // y of the top: 40 − 14
        #expect(close(try shown(r, "bar", at: 1.5), mix(Self.bar(28), Self.bar(16), 0.5)))
        // Removed on completion: the capsule (other commands) shows again at 2 s.
        #expect(close(try shown(r, "bar", at: 1.75), mix(Self.bar(28), Self.bar(16), 0.75)))
        #expect(close(try shown(r, "bar", at: 2), mix(model, model, 0)))
    }

    @Test func anEndlessAdditiveEqualizerRepeatsItsBars() throws {
        let (host, layer) = capsule()
        let r = record { stage, _ in
            stage.addSubview(host)
            let bars = CAKeyframeAnimation()
            bars.keyPath = "path"
            bars.isAdditive = true
            bars.values = [Self.bar(0), Self.bar(28), Self.bar(16), Self.bar(2)]
            bars.duration = 3
            bars.repeatCount = .infinity
            bars.isRemovedOnCompletion = false
            layer.add(bars, forKey: "animation")
        }
        #expect(r.problems.isEmpty)
        #expect(close(try shown(r, "bar", at: 0.5), mix(Self.bar(0), Self.bar(28), 0.5)))
        #expect(close(try shown(r, "bar", at: 3.5), mix(Self.bar(0), Self.bar(28), 0.5)))
        #expect(close(try shown(r, "bar", at: 7.25), mix(Self.bar(28), Self.bar(16), 0.25)))   // 1.25 s into the third pass
        #expect(close(try shown(r, "bar", at: 8.5), mix(Self.bar(16), Self.bar(2), 0.5)))
    }

    @Test func aMorphBetweenKeyframesWithOtherCommandsIsReported() {
        let (view, layer) = shapeView()
        let r = record { stage, _ in
            stage.addSubview(view)
            let morph = CAKeyframeAnimation(keyPath: "path")
            morph.values = [Self.square, Self.diamond, Self.triangle]
            morph.duration = 1
            layer.add(morph, forKey: "morph")
        }
        #expect(r.problems.map(\.message) == [
            "CALayer.add(_:forKey:): morphing the \"path\" of layer logo from M L L L Z into a path with other commands "
                + "(M L L Z): Core Animation and SVG morph only paths with the same commands is not supported yet",
        ])
        #expect(r.timeline.segmentCount(of: 0, .path) == 0)
    }

    @Test func discreteKeyframesAndEqualKeyTimesJumpBetweenAnyPaths() throws {
        let (view, layer) = shapeView()
        let r = record { stage, clock in
            stage.addSubview(view)
            let swap = CAKeyframeAnimation(keyPath: "path")
            swap.values = [Self.triangle, Self.diamond]
            swap.calculationMode = .discrete
            swap.duration = 1
            layer.add(swap, forKey: "swap")
            clock.schedule(at: s(2)) {
                // Linear, with the triangle's span taking no time: a jump, then a morph.
                let jump = CAKeyframeAnimation(keyPath: "path")
                jump.values = [Self.triangle, Self.wide, Self.diamond]
                jump.keyTimes = [0, 0, 1]
                jump.duration = 1
                layer.add(jump, forKey: "jump")
            }
        }
        #expect(r.problems.isEmpty)
        #expect(close(try shown(r, "logo", at: 0.25), mix(Self.triangle, Self.triangle, 0)))
        #expect(close(try shown(r, "logo", at: 0.75), mix(Self.diamond, Self.diamond, 0)))
        #expect(close(try shown(r, "logo", at: 1.5), mix(Self.square, Self.square, 0)))
        #expect(close(try shown(r, "logo", at: 2.5), mix(Self.wide, Self.diamond, 0.5)))
    }

    @Test func aBasicMorphFromTheKeyframesLastValueKeepsItsCommands() throws {
        // Without fromValue, a basic animation starts from the path on screen: an equalizer
        // bar (M L L L Z) held by a keyframe animation morphs into the wide rectangle.
        let (host, layer) = capsule()
        let r = record { stage, clock in
            stage.addSubview(host)
            let hold = CAKeyframeAnimation(keyPath: "path")
            hold.values = [Self.bar(10), Self.bar(30)]
            hold.duration = 1
            hold.fillMode = .forwards
            hold.isRemovedOnCompletion = false
            layer.add(hold, forKey: "hold")
            clock.schedule(at: s(2)) {
                let grow = CABasicAnimation(keyPath: "path")
                grow.toValue = Self.wide
                grow.duration = 1
                layer.add(grow, forKey: "hold")
            }
        }
        #expect(r.problems.isEmpty)
        #expect(close(try shown(r, "bar", at: 1.5), mix(Self.bar(30), Self.bar(30), 0)))
        #expect(close(try shown(r, "bar", at: 2.5), mix(Self.bar(30), Self.wide, 0.5)))
    }

    // MARK: - A layer that joins with no path

    /// A standalone layer with no path named "curve", on a host view named "host".
    private func pathless() -> (UIView, CAShapeLayer) {
        let host = makeBox("host")
        let layer = CAShapeLayer()
        layer.name = "curve"
        layer.strokeColor = UIColor.blue.cgColor
        layer.fillColor = UIColor.clear.cgColor
        return (host, layer)
    }

    @Test func aPathAnimationAddedBeforeThePathInTheInstantTheLayerJoinsAnimatesThatPath() throws {
        // ProgressHUD's ball vertical bounce: the layer joins with no path, gets a group of
        // keyframe morphs, then its path, all in one instant (one Core Animation transaction).
        let (host, layer) = pathless()
        var waiting: [CAAnimation?] = []
        let r = record { stage, _ in
            stage.addSubview(host)
            host.layer.addSublayer(layer)
            let down = CAKeyframeAnimation(keyPath: "path")
            down.values = [Self.square, Self.diamond]
            down.duration = 0.5
            down.autoreverses = true
            down.beginTime = 0.25
            let group = CAAnimationGroup()
            group.animations = [down]
            group.duration = 2
            group.repeatCount = .infinity
            layer.add(group, forKey: "pathAnimation")
            waiting.append(layer.animation(forKey: "pathAnimation"))
            layer.path = Self.square
        }
        #expect(r.problems.isEmpty)
        #expect(waiting.count == 1 && waiting[0] != nil)
        #expect(close(try shown(r, "curve", at: 0.1), mix(Self.square, Self.square, 0)))
        #expect(close(try shown(r, "curve", at: 0.5), mix(Self.square, Self.diamond, 0.5)))
        #expect(close(try shown(r, "curve", at: 1), mix(Self.square, Self.diamond, 0.5)))
        #expect(close(try shown(r, "curve", at: 2.5), mix(Self.square, Self.diamond, 0.5)))
    }

    @Test func aWaitingPathAnimationRemovedInItsInstantNeverRuns() throws {
        let (host, layer) = pathless()
        let r = record { stage, _ in
            stage.addSubview(host)
            host.layer.addSublayer(layer)
            let morph = CABasicAnimation(keyPath: "path")
            morph.fromValue = Self.square
            morph.toValue = Self.diamond
            morph.duration = 1
            layer.add(morph, forKey: "morph")
            layer.path = Self.square
            layer.removeAnimation(forKey: "morph")
        }
        #expect(r.problems.isEmpty)
        #expect(r.timeline.segmentCount(of: try #require(r.timeline.view(named: "curve")), .path) == 0)
        #expect(close(try shown(r, "curve", at: 0.5), mix(Self.square, Self.square, 0)))
    }

    @Test func aLayerThatStillHasNoPathAtTheEndOfTheInstantIsReported() {
        // (CallSiteTests: the report names the call's file and line.)
        let (host, layer) = pathless()
        let r = record { stage, _ in
            stage.addSubview(host)
            host.layer.addSublayer(layer)
            let morph = CAKeyframeAnimation(keyPath: "path")
            morph.values = [Self.square, Self.diamond]
            layer.add(morph, forKey: "morph")
        }
        #expect(r.problems.map(\.message) == [
            "CALayer.add(_:forKey:): animating the path of a shape layer that joined the stage with no path "
                + "(layer curve, key path \"path\") is not supported yet",
        ])
    }
}
