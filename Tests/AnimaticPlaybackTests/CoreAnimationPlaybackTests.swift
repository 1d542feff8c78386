import Animatic
import AnimaticBrowserTesting
import AnimaticPlaybackTesting
import Foundation
import Testing

/// Core Animation's groups, springs and timing played in headless Chromium, Firefox and WebKit: at 50 evenly
/// spread times and either side of every segment boundary, every view's corners are within
/// 0.01 px, its opacity within 0.001 and its colour within 1/255 of the model
/// (PlaybackComparison).
@Suite(.serialized) struct CoreAnimationPlaybackTests {
    private static func views() -> (UIView, UIView) {
        let dot = UIView(frame: CGRect(x: 20, y: 20, width: 40, height: 40))
        dot.backgroundColor = .red
        dot.accessibilityIdentifier = "dot"
        let bar = UIView(frame: CGRect(x: 20, y: 120, width: 120, height: 20))
        bar.backgroundColor = .blue
        bar.accessibilityIdentifier = "bar"
        return (dot, bar)
    }

    /// A group: a delayed, clipped move with a child-level autoreverse, a scale and a rotation
    /// of one transform together, and a fade filling forwards; the whole repeated 1.5 times,
    /// autoreversing.
    static func groupStory() throws -> Story {
        let (dot, bar) = views()
        return try Story.record(size: CGSize(width: 320, height: 200)) { stage in
            stage.addSubview(dot)
            stage.addSubview(bar)
            let move = CABasicAnimation(keyPath: "position.x")
            move.fromValue = 40
            move.toValue = 280
            move.duration = 0.5
            move.beginTime = 0.2
            move.autoreverses = true
            move.timingFunction = CAMediaTimingFunction(name: .easeInEaseOut)
            let fade = CAKeyframeAnimation(keyPath: "opacity")
            fade.values = [1, 0.3, 0.6]
            fade.keyTimes = [0, 0.4, 1]
            fade.duration = 0.6
            fade.fillMode = .forwards
            let group = CAAnimationGroup()
            group.animations = [move, fade]
            group.duration = 1
            group.repeatCount = 1.5
            group.autoreverses = true
            dot.layer.add(group, forKey: "dance")
            let grow = CABasicAnimation(keyPath: "transform.scale")
            grow.fromValue = 1
            grow.toValue = 1.6
            let spin = CABasicAnimation(keyPath: "transform.rotation.z")
            spin.fromValue = 0
            spin.toValue = 1.2
            let turn = CAAnimationGroup()
            turn.animations = [grow, spin]
            turn.duration = 0.8
            turn.beginTime = CACurrentMediaTime() + 0.4
            turn.fillMode = .both
            turn.isRemovedOnCompletion = false
            bar.layer.add(turn, forKey: "turn")
        }
    }

    /// Springs: a bouncy move of the dot cut before it settles and autoreversed, a scale that
    /// starts with a push away, and a fade on a spring inside a group.
    static func springStory() throws -> Story {
        let (dot, bar) = views()
        return try Story.record(size: CGSize(width: 320, height: 200)) { stage in
            stage.addSubview(dot)
            stage.addSubview(bar)
            let bounce = CASpringAnimation(keyPath: "position")
            bounce.fromValue = CGPoint(x: 40, y: 40)
            bounce.toValue = CGPoint(x: 260, y: 120)
            bounce.damping = 4
            bounce.duration = 1.4
            bounce.autoreverses = true
            dot.layer.add(bounce, forKey: "bounce")
            let pop = CASpringAnimation(keyPath: "transform.scale")
            pop.fromValue = 0.5
            pop.toValue = 1
            pop.mass = 1.5
            pop.stiffness = 220
            pop.damping = 9
            pop.initialVelocity = -2
            pop.duration = pop.settlingDuration
            pop.beginTime = CACurrentMediaTime() + 0.3
            pop.fillMode = .backwards
            bar.layer.add(pop, forKey: "pop")
            let fade = CASpringAnimation(keyPath: "opacity")
            fade.fromValue = 0.2
            fade.toValue = 0.9
            fade.damping = 6
            let group = CAAnimationGroup()
            group.animations = [fade]
            group.duration = 1.2
            group.beginTime = CACurrentMediaTime() + 0.5
            bar.layer.add(group, forKey: "fade")
        }
    }

    /// Local time and relative values: a move started part way (wrapping) at double speed and
    /// repeated, an additive shake, a cumulative quarter turn, a byValue fade and a group at
    /// half speed with an offset.
    static func timingStory() throws -> Story {
        let (dot, bar) = views()
        return try Story.record(size: CGSize(width: 320, height: 200)) { stage in
            stage.addSubview(dot)
            stage.addSubview(bar)
            let move = CABasicAnimation(keyPath: "position.x")
            move.fromValue = 40
            move.toValue = 280
            move.duration = 1
            move.timeOffset = 0.3
            move.speed = 2
            move.repeatCount = 2
            move.timingFunction = CAMediaTimingFunction(name: .easeIn)
            dot.layer.add(move, forKey: "move")
            let shake = CAKeyframeAnimation(keyPath: "position.y")
            shake.values = [0, -15, 15, 0]
            shake.isAdditive = true
            shake.duration = 0.4
            shake.beginTime = CACurrentMediaTime() + 1.2
            dot.layer.add(shake, forKey: "shake")
            let turn = CABasicAnimation(keyPath: "transform.rotation.z")
            turn.byValue = Double.pi / 2
            turn.isCumulative = true
            turn.repeatCount = 3
            turn.duration = 0.5
            bar.layer.add(turn, forKey: "turn")
            let fade = CABasicAnimation(keyPath: "opacity")
            fade.byValue = -0.6
            let grow = CABasicAnimation(keyPath: "bounds.size")
            grow.toValue = CGSize(width: 160, height: 30)
            grow.duration = 0.6
            let group = CAAnimationGroup()
            group.animations = [fade, grow]
            group.duration = 1
            group.speed = 0.5
            group.timeOffset = 0.2
            group.beginTime = CACurrentMediaTime() + 1.6
            bar.layer.add(group, forKey: "group")
        }
    }

    /// CATransform3D: a card turned about y seen head on (its plane's projection), a
    /// `transform` animation between 3D matrices, and a layer transform set in a block.
    static func transform3DStory() throws -> Story {
        let (dot, bar) = views()
        return try Story.record(size: CGSize(width: 320, height: 200)) { stage in
            stage.addSubview(dot)
            stage.addSubview(bar)
            bar.layer.transform = CATransform3DRotate(CATransform3DMakeTranslation(20, 0, 0), .pi / 3, 0, 1, 0)
            let spin = CABasicAnimation(keyPath: "transform")
            spin.fromValue = CATransform3DIdentity
            spin.toValue = CATransform3DTranslate(CATransform3DMakeRotation(2, 0, 0, 1), 200, 40, 0)
            spin.duration = 1.2
            spin.timingFunction = CAMediaTimingFunction(name: .easeOut)
            dot.layer.add(spin, forKey: "spin")
            UIView.animate(withDuration: 0.8, delay: 1.4, options: [], animations: {
                dot.layer.transform = CATransform3DScale(CATransform3DMakeTranslation(60, 30, 0), 1.5, 0.5, 1)
            })
        }
    }

    /// Keyframe paths: the dot orbits a circle at constant speed turning with it, forever; the
    /// bar follows a curve and a line, easing, facing backwards, autoreversed.
    static func pathStory() throws -> Story {
        let (dot, bar) = views()
        return try Story.record(size: CGSize(width: 320, height: 200)) { stage in
            stage.addSubview(dot)
            stage.addSubview(bar)
            let orbit = CAKeyframeAnimation(keyPath: "position")
            orbit.path = UIBezierPath(ovalIn: CGRect(x: 60, y: 30, width: 140, height: 120)).cgPath
            orbit.calculationMode = .paced
            orbit.rotationMode = .rotateAuto
            orbit.duration = 1.5
            orbit.repeatCount = .infinity
            dot.layer.add(orbit, forKey: "orbit")
            let swoop = UIBezierPath()
            swoop.move(to: CGPoint(x: 80, y: 130))
            swoop.addCurve(to: CGPoint(x: 240, y: 120), controlPoint1: CGPoint(x: 100, y: 20), controlPoint2: CGPoint(x: 200, y: 200))
            swoop.addLine(to: CGPoint(x: 260, y: 60))
            let follow = CAKeyframeAnimation(keyPath: "position")
            follow.path = swoop.cgPath
            follow.rotationMode = .rotateAutoReverse
            follow.keyTimes = [0, 0.7, 1]
            follow.timingFunction = CAMediaTimingFunction(name: .easeInEaseOut)
            follow.duration = 1.2
            follow.autoreverses = true
            follow.beginTime = CACurrentMediaTime() + 0.3
            bar.layer.add(follow, forKey: "follow")
        }
    }

    /// Keyframe calculation modes with values: the dot's position cubic along an ease, the bar
    /// paced and cubic-paced, repeating.
    static func modesStory() throws -> Story {
        let (dot, bar) = views()
        return try Story.record(size: CGSize(width: 320, height: 200)) { stage in
            stage.addSubview(dot)
            stage.addSubview(bar)
            let wander = CAKeyframeAnimation(keyPath: "position")
            wander.values = [CGPoint(x: 40, y: 40), CGPoint(x: 200, y: 80), CGPoint(x: 120, y: 160), CGPoint(x: 280, y: 60)]
            wander.keyTimes = [0, 0.3, 0.5, 1]
            wander.calculationMode = .cubic
            wander.timingFunction = CAMediaTimingFunction(name: .easeInEaseOut)
            wander.duration = 1.5
            dot.layer.add(wander, forKey: "wander")
            let pace = CAKeyframeAnimation(keyPath: "position.x")
            pace.values = [80, 200, 200, 120, 260]
            pace.calculationMode = .paced
            pace.duration = 1
            pace.repeatCount = 2
            bar.layer.add(pace, forKey: "pace")
            let sway = CAKeyframeAnimation(keyPath: "transform.rotation.z")
            sway.values = [0, 0.6, -0.3, 0.2]
            sway.calculationMode = .cubicPaced
            sway.duration = 1.2
            sway.autoreverses = true
            bar.layer.add(sway, forKey: "sway")
        }
    }

    /// The corpus's record-time walls (NVActivityIndicatorView): a group on an ease-in curve
    /// over a linear and an eased child, repeated; an endless pulse begun 0.3 s before the story
    /// (`CACurrentMediaTime() - 0.3`); a scale and a rise with different key times in one group;
    /// keyframes with both a whole curve and segment curves.
    static func wallsStory() throws -> Story {
        let (dot, bar) = views()
        return try Story.record(size: CGSize(width: 320, height: 200), duration: 3) { stage in
            stage.addSubview(dot)
            stage.addSubview(bar)
            let fade = CABasicAnimation(keyPath: "opacity")
            fade.fromValue = 1
            fade.toValue = 0.2
            let move = CABasicAnimation(keyPath: "position.x")
            move.fromValue = 40
            move.toValue = 280
            move.timingFunction = CAMediaTimingFunction(name: .easeInEaseOut)
            let group = CAAnimationGroup()
            group.animations = [fade, move]
            group.duration = 1
            group.repeatCount = 2
            group.timingFunction = CAMediaTimingFunction(name: .easeIn)
            dot.layer.add(group, forKey: "curved")
            let pulse = CABasicAnimation(keyPath: "transform.rotation.z")
            pulse.fromValue = 0
            pulse.toValue = Double.pi
            pulse.duration = 0.8
            pulse.repeatCount = .infinity
            pulse.beginTime = CACurrentMediaTime() - 0.3
            bar.layer.add(pulse, forKey: "pulse")
            let curve = CAMediaTimingFunction(controlPoints: 0.15, 0.46, 0.9, 0.6)
            let scale = CAKeyframeAnimation(keyPath: "transform.scale")
            scale.keyTimes = [0, 0.5, 1]
            scale.timingFunctions = [curve, curve]
            scale.values = [0.4, 1.1, 0.75]
            let rise = CAKeyframeAnimation(keyPath: "transform.translation.y")
            rise.keyTimes = [0, 0.25, 0.75, 1]
            rise.timingFunctions = [curve, curve, curve]
            rise.values = [0, 30, -30, 0]
            let both = CAAnimationGroup()
            both.animations = [scale, rise]
            both.duration = 1
            both.beginTime = CACurrentMediaTime() + 2
            dot.layer.add(both, forKey: "rise")
            let slide = CAKeyframeAnimation(keyPath: "position.y")
            slide.values = [130, 100, 160]
            slide.keyTimes = [0, 0.4, 1]
            slide.timingFunctions = [CAMediaTimingFunction(name: .easeIn), CAMediaTimingFunction(name: .linear)]
            slide.timingFunction = CAMediaTimingFunction(name: .easeOut)
            slide.duration = 1.5
            slide.beginTime = CACurrentMediaTime() + 1.2
            bar.layer.add(slide, forKey: "slide")
        }
    }

    static let stories: [(String, @Sendable () throws -> Story)] = [
        ("walls", wallsStory),
        ("modes", modesStory),
        ("path", pathStory),
        ("transform3d", transform3DStory),
        ("timing", timingStory),
        ("group", groupStory),
        ("spring", springStory),
    ]

    @Test(arguments: BrowserEngine.tested)
    func coreAnimationPlaysAsTheModel(engine: BrowserEngine) async throws {
        let folder = try PlaybackComparison.temporaryFolder("core-animation")
        defer { try? FileManager.default.removeItem(at: folder) }
        var exported: [(String, Story, URL, [Double])] = []
        for (name, make) in Self.stories {
            let story = try make()
            let url = folder.appendingPathComponent("\(name).svg")
            try story.write(to: url)
            #expect(try PlaybackComparison.xmllintProblem(url) == nil, "\(name) is not well-formed")
            var times = PlaybackComparison.probeTimes(for: story)
            for cycle in story.timeline.endlessRepeats.prefix(2) {
                // The 3rd and 50th cycles of endless repeats, and just either side of their starts.
                for k in [2.0, 49.0] {
                    let start = cycle.start.seconds + k * cycle.period.seconds
                    for i in 0..<20 { times.append(start + cycle.period.seconds * (Double(i) + 0.37) / 20) }
                    times += [start - 0.0001, start + 0.0001]
                }
            }
            exported.append((name, story, url, times))
        }
        let results = try await BrowserPool.shared(for: engine).withBrowser { browser in
            var results: [[PlaybackComparison.Mismatch]] = []
            for (_, story, url, times) in exported {
                results.append(try await PlaybackComparison.mismatches(story: story, svg: url, browser: browser, times: times))
            }
            return results
        }
        for (found, (name, story, _, times)) in zip(results, exported) {
            #expect(times.count >= 50, "\(name): only \(times.count) times")
            #expect(found.isEmpty, "\(engine) \(name): \(found.count) mismatches of \(times.count), first: \(found.prefix(3))")
            // Something really moves (a still story would make the comparison vacuous).
            let xs = try times.map { try story.state(at: $0)["dot"]!.state.centerX }
            let alphas = try times.map { try story.state(at: $0)["dot"]!.state.alpha }
            let txs = try times.map { try story.state(at: $0)["dot"]!.state.transform.translationX }
            #expect(xs.max()! - xs.min()! > 100 || alphas.max()! - alphas.min()! > 0.3 || txs.max()! - txs.min()! > 100, "\(name)")
        }
    }

    /// `colors` by a basic animation on a spring-free ease, `locations` by autoreversing
    /// keyframes: each stop's offset, colour and opacity match the model in each engine.
    @Test(arguments: BrowserEngine.tested)
    func gradientArraysPlayAsTheModel(engine: BrowserEngine) async throws {
        let sky = GradientPlaybackTests.GradientView(frame: CGRect(x: 20, y: 20, width: 200, height: 120))
        sky.accessibilityIdentifier = "sky"
        sky.gradient.colors = [UIColor.red.cgColor, UIColor.yellow.cgColor, UIColor.blue.cgColor]
        let story = try Story.record(size: CGSize(width: 240, height: 160)) { stage in
            stage.addSubview(sky)
            let shift = CABasicAnimation(keyPath: "colors")
            shift.toValue = [UIColor.green.cgColor, UIColor.white.withAlphaComponent(0.4).cgColor, UIColor.black.cgColor]
            shift.duration = 1.2
            shift.timingFunction = CAMediaTimingFunction(name: .easeInEaseOut)
            sky.gradient.add(shift, forKey: "shift")
            let sweep = CAKeyframeAnimation(keyPath: "locations")
            sweep.values = [[0, 0.5, 1], [0, 0.1, 0.3], [0.6, 0.8, 1]]
            sweep.keyTimes = [0, 0.3, 1]
            sweep.duration = 0.9
            sweep.autoreverses = true
            sweep.beginTime = CACurrentMediaTime() + 0.4
            sky.gradient.add(sweep, forKey: "sweep")
        }
        var times = PlaybackComparison.probeTimes(for: story)
        times = times.filter { $0 <= 2.6 }
        let compared = try await GradientPlaybackTests.compareStops(of: story, names: ["sky"], at: times, engine: engine)
        #expect(compared == times.count * 4 && times.count > 40)
        let early = try story.state(at: 0.1)["sky"]!.state, middle = try story.state(at: 0.8)["sky"]!.state
        #expect(early.color(.gradientColor0) != middle.color(.gradientColor0))
        #expect(early[scalar: .gradientLocation1] != middle[scalar: .gradientLocation1])
    }
}
