import Animatic
import Foundation
import PropertyBased

/// A random story, as plain data: views (some nested in others) and the animations run on them,
/// so that a failing case prints what it was and records again the same way.
struct StoryPlan: Sendable, CustomStringConvertible {
    struct View: Sendable {
        var parent: Int?
        var frame: (x: Double, y: Double, width: Double, height: Double)
        var color: (red: Double, green: Double, blue: Double, alpha: Double)
        var alpha: Double
    }

    /// What an animation changes on its view.
    enum Change: Sendable {
        case alpha(Double)
        case move(dx: Double, dy: Double)
        case transform(rotation: Double, scale: Double, tx: Double, ty: Double)
        case color(red: Double, green: Double, blue: Double, alpha: Double)
        case size(width: Double, height: Double)
    }

    enum Curve: Int, Sendable, CaseIterable { case linear, easeIn, easeOut, easeInOut }

    enum Kind: Sendable {
        /// `UIView.animate(withDuration:delay:options:animations:completion:)`; `repeats` adds
        /// `.repeat` (endless), `autoreverses` `.autoreverse`.
        case animate(curve: Curve, repeats: Bool, autoreverses: Bool)
        /// `UIView.animate(withDuration:delay:usingSpringWithDamping:initialSpringVelocity:...)`.
        case spring(damping: Double, velocity: Double)
        /// `UIView.animateKeyframes` with keyframes `(relative start, relative duration, change)`.
        case keyframes([(start: Double, duration: Double, change: Change)])
        /// A `CABasicAnimation` on the view's layer (`keyPath` from `from` to `to`), starting
        /// `delay` from now; `keepsValue` sets the model value to `to` as Core Animation code does.
        case basic(keyPath: String, from: Double, to: Double, keepsValue: Bool)
    }

    struct Step: Sendable {
        var view: Int
        var kind: Kind
        var duration: Double
        var delay: Double
        var change: Change
        /// Runs in the previous step's completion instead of at time 0.
        var afterPrevious: Bool
    }

    var size: (width: Double, height: Double)
    var views: [View]
    var steps: [Step]
    /// Fractions of the story's duration at which the browser is compared with the model.
    var probes: [Double]

    /// Whether an endless repeat makes the story need `Story.record(size:duration:_:)`.
    var hasEndlessRepeat: Bool {
        steps.contains { if case .animate(_, true, _) = $0.kind { true } else { false } }
    }

    /// How long an endless story is recorded.
    static let cutDuration = 2.5

    var description: String {
        var lines = ["stage \(size.width)x\(size.height)"]
        for (k, v) in views.enumerated() {
            lines.append("v\(k) parent \(v.parent.map { "v\($0)" } ?? "stage") frame \(v.frame) color \(v.color) alpha \(v.alpha)")
        }
        for s in steps {
            lines.append("v\(s.view) \(s.kind) duration \(s.duration) delay \(s.delay) change \(s.change)"
                         + (s.afterPrevious ? " after previous" : ""))
        }
        lines.append("probes \(probes)")
        return lines.joined(separator: "\n")
    }

    /// The generator `propertyCheck` draws plans from (no shrinking: a plan prints whole).
    static func generator() -> Generator<StoryPlan, Shrink.None<StoryPlan>> {
        Generator(run: { rng in
            var random = AnyRandom(base: rng)
            let plan = StoryPlan.random(using: &random)
            rng = random.base
            return plan
        })
    }

    static func random(using g: inout AnyRandom) -> StoryPlan {
        func r(_ range: ClosedRange<Double>) -> Double { Double.random(in: range, using: &g) }
        /// Times and lengths: sometimes round milliseconds, sometimes any double.
        func time(_ range: ClosedRange<Double>) -> Double {
            let t = r(range)
            return Bool.random(using: &g) ? (t * 1000).rounded() / 1000 : t
        }
        let size = (width: (r(80...400)).rounded(), height: (r(60...300)).rounded())
        var views: [View] = []
        for k in 0..<Int.random(in: 1...6, using: &g) {
            let parent: Int? = k > 0 && Bool.random(using: &g) ? Int.random(in: 0..<k, using: &g) : nil
            views.append(View(parent: parent,
                              frame: (r(-20...size.width), r(-20...size.height), r(1...120), r(1...120)),
                              color: (r(0...1), r(0...1), r(0...1), Bool.random(using: &g) ? 1 : r(0...1)),
                              alpha: Bool.random(using: &g) ? 1 : r(0...1)))
        }
        func change() -> Change {
            switch Int.random(in: 0..<5, using: &g) {
            case 0: return .alpha(r(0...1))
            case 1: return .move(dx: r(-100...100), dy: r(-100...100))
            case 2:
                return .transform(rotation: r(-2 * .pi...2 * .pi), scale: r(0.2...2), tx: r(-50...50), ty: r(-50...50))
            case 3: return .color(red: r(0...1), green: r(0...1), blue: r(0...1), alpha: r(0...1))
            default: return .size(width: r(1...150), height: r(1...150))
            }
        }
        var steps: [Step] = []
        for k in 0..<Int.random(in: 1...6, using: &g) {
            let kind: Kind
            switch Int.random(in: 0..<10, using: &g) {
            case 0...4:
                let repeats = Int.random(in: 0..<6, using: &g) == 0
                kind = .animate(curve: Curve.allCases.randomElement(using: &g)!, repeats: repeats,
                                autoreverses: repeats && Bool.random(using: &g))
            case 5, 6:
                kind = .spring(damping: r(0.1...1), velocity: r(0...3))
            case 7, 8:
                var frames: [(start: Double, duration: Double, change: Change)] = []
                for _ in 0..<Int.random(in: 1...3, using: &g) {
                    let start = (r(0...0.9) * 100).rounded() / 100
                    frames.append((start, (r(0.05...max(0.05, 1 - start)) * 100).rounded() / 100, change()))
                }
                kind = .keyframes(frames)
            default:
                switch Int.random(in: 0..<3, using: &g) {
                case 0: kind = .basic(keyPath: "opacity", from: r(0...1), to: r(0...1), keepsValue: Bool.random(using: &g))
                case 1: kind = .basic(keyPath: "transform.rotation.z", from: r(-3...3), to: r(-3...3), keepsValue: Bool.random(using: &g))
                default: kind = .basic(keyPath: "transform.scale", from: r(0.2...2), to: r(0.2...2), keepsValue: Bool.random(using: &g))
                }
            }
            steps.append(Step(view: Int.random(in: 0..<views.count, using: &g), kind: kind,
                              duration: time(0.05...1.5), delay: Bool.random(using: &g) ? 0 : time(0...1),
                              change: change(), afterPrevious: k > 0 && Int.random(in: 0..<3, using: &g) == 0))
        }
        let probes = (0..<12).map { _ in r(0...1) }.sorted()
        return StoryPlan(size: size, views: views, steps: steps, probes: probes)
    }

    /// Records the plan: a fresh stage and fresh views each time.
    func record() throws -> Story {
        var made: [UIView] = []
        for (k, plan) in views.enumerated() {
            let view = UIView(frame: CGRect(x: plan.frame.x, y: plan.frame.y, width: plan.frame.width, height: plan.frame.height))
            view.accessibilityIdentifier = "v\(k)"
            view.backgroundColor = UIColor(red: plan.color.red, green: plan.color.green, blue: plan.color.blue, alpha: plan.color.alpha)
            view.alpha = plan.alpha
            made.append(view)
        }
        let body: (Stage) -> Void = { stage in
            for (k, plan) in views.enumerated() {
                if let parent = plan.parent { made[parent].addSubview(made[k]) } else { stage.addSubview(made[k]) }
            }
            run(steps[...], on: made)
        }
        if hasEndlessRepeat {
            return try Story.record(size: CGSize(width: size.width, height: size.height), duration: StoryPlan.cutDuration, body)
        }
        return try Story.record(size: CGSize(width: size.width, height: size.height), body)
    }

    /// Runs the first of `steps` and, after it, the next ones: at once, or in its completion
    /// when the next one waits for it.
    private func run(_ steps: ArraySlice<Step>, on views: [UIView]) {
        guard let step = steps.first else { return }
        let rest = steps.dropFirst()
        var chained = false
        let next: () -> Void = {
            if !chained, rest.first?.afterPrevious == true {
                chained = true
                run(rest, on: views)
            }
        }
        perform(step, on: views[step.view], completion: next)
        if rest.first?.afterPrevious != true { run(rest, on: views) }
    }

    private func apply(_ change: Change, to view: UIView) {
        switch change {
        case .alpha(let a): view.alpha = a
        case .move(let dx, let dy): view.center = CGPoint(x: view.center.x + dx, y: view.center.y + dy)
        case .transform(let rotation, let scale, let tx, let ty):
            view.transform = CGAffineTransform(rotationAngle: rotation).scaledBy(x: scale, y: scale).translatedBy(x: tx, y: ty)
        case .color(let red, let green, let blue, let alpha):
            view.backgroundColor = UIColor(red: red, green: green, blue: blue, alpha: alpha)
        case .size(let width, let height): view.bounds.size = CGSize(width: width, height: height)
        }
    }

    private func perform(_ step: Step, on view: UIView, completion: @escaping () -> Void) {
        switch step.kind {
        case .animate(let curve, let repeats, let autoreverses):
            var options: UIView.AnimationOptions = [[.curveLinear, .curveEaseIn, .curveEaseOut, .curveEaseInOut][curve.rawValue]]
            if repeats { options.insert(.repeat) }
            if autoreverses { options.insert(.autoreverse) }
            UIView.animate(withDuration: step.duration, delay: step.delay, options: options,
                           animations: { apply(step.change, to: view) }, completion: { _ in completion() })
        case .spring(let damping, let velocity):
            UIView.animate(withDuration: step.duration, delay: step.delay, usingSpringWithDamping: damping,
                           initialSpringVelocity: velocity, options: [],
                           animations: { apply(step.change, to: view) }, completion: { _ in completion() })
        case .keyframes(let frames):
            UIView.animateKeyframes(withDuration: step.duration, delay: step.delay, options: [], animations: {
                for frame in frames {
                    UIView.addKeyframe(withRelativeStartTime: frame.start, relativeDuration: frame.duration) {
                        apply(frame.change, to: view)
                    }
                }
            }, completion: { _ in completion() })
        case .basic(let keyPath, let from, let to, let keepsValue):
            let animation = CABasicAnimation(keyPath: keyPath)
            animation.fromValue = from
            animation.toValue = to
            animation.duration = step.duration
            if step.delay > 0 { animation.beginTime = CACurrentMediaTime() + step.delay }
            CATransaction.begin()
            CATransaction.setCompletionBlock(completion)
            if keepsValue {
                switch keyPath {
                case "opacity": view.layer.opacity = Float(to)
                case "transform.rotation.z": view.layer.transform = CATransform3DMakeRotation(to, 0, 0, 1)
                default: view.layer.transform = CATransform3DMakeScale(to, to, 1)
                }
            }
            view.layer.add(animation, forKey: "basic")
            CATransaction.commit()
        }
    }
}

/// A `RandomNumberGenerator` over the property checker's seeded generator.
struct AnyRandom: RandomNumberGenerator {
    var base: any SeededRandomNumberGenerator
    mutating func next() -> UInt64 { base.next() }
}
