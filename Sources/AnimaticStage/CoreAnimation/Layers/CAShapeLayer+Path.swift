import AnimaticEngine
import AnimaticClock
import AnimaticTimeline
import Foundation

// Path morphing (Apple, "CAShapeLayer", `path`: "Paths will interpolate as a linear blend of
// the 'on-line' points; 'off-line' points may be interpolated non-linearly … If the two paths
// have a different number of control points or segments the results are undefined").
//
// The timeline keeps a shape view's `path` as a point (leg, fraction) in the view's morph
// table (``ShapeContent/legs``): every change that takes time is recorded within one leg,
// from (leg, 0) to (leg, 1), so the timeline's linear interpolation of the point moves each
// control point linearly along the animation's timing, and the SVG writer writes each
// keyframe's path into one `<animate attributeName="d">`. A leg morphs only between paths with
// the same commands (SVG cannot interpolate others either); between legs the path may jump to
// any path (an animation's first value, the model path when it ends), so a morph whose two
// ends have other commands is reported, and a jump never is.

/// A shape layer's `path` as the timeline keeps it: `fraction` of the way along leg `leg` of
/// the view's morph table (``ShapeContent/legs``), recorded as the point (leg, fraction).
struct PathLegPoint: StageRecordable {
    /// The leg's number in the table.
    var leg: Int
    /// How far along the leg, 0...1.
    var fraction: Double

    /// The point the timeline records.
    var timelineValue: TimelineValue { .point(x: Double(leg), y: fraction) }

    /// Always recordable: the leg table refused what it cannot show when the leg was added.
    @usableFromInline package func recorded(as descriptor: PropertyDescriptor, rejectingNaN: Bool) -> TimelineValue? {
        timelineValue
    }

    @usableFromInline package var written: String { "leg \(leg) at \(fraction)" }
}

extension StageProperty where Value == PathLegPoint {
    /// `CAShapeLayer.path`, as a point in the morph table.
    static var path: Self { Self(property: .path, name: "layer.path") }
}

extension CAShapeLayer {
    /// The model value of ``AnimatedProperty/path``: the leg the last path set on stage ends
    /// (0: the path the layer joined with).
    var modelPathValue: TimelineValue {
        guard let model = modelPath, let view = owner, let recorder = view.stageRecorder,
              model.recorder == ObjectIdentifier(recorder), model.view == view.stageIndex else {
            return .point(x: 0, y: 0)
        }
        return model.value
    }

    /// `path` was set: before the view joins (or in the instant it joins) it is what the view
    /// draws; later it morphs from the path on screen as any other layer property changes
    /// (Core Animation's implicit animation on a standalone layer, at once on a view's own
    /// layer or with actions disabled).
    func pathDidChange() {
        guard let view = owner, let recorder = view.stageRecorder, view.stageIndex >= 0, !recorder.joinedNow(view),
              recorder.joinedPath(view: view.stageIndex) != nil else {
            return fixedChanged("path")
        }
        let index = view.stageIndex
        let call = "CAShapeLayer.path"
        guard let new = path?.elements else {
            return recorder.report(.notSupported(call: call, feature: "removing the path of layer \(view.displayName) "
                + "after it joined the stage (set an empty-looking path with the same commands instead)"))
        }
        let now = recorder.clock.now
        let leg: Int
        if let running = explicitAnimations[.path], running.map({ $0 > now }) ?? true {
            // An explicit animation runs: the model value shows when it ends (recordValue).
            guard let number = recorder.addPathLeg(view: index, PathLeg(from: new, to: new)) else { return }
            leg = number
        } else if let pending = implicitPathLeg, pending.time == now, pending.view == index {
            guard PathElement.sameCommands(new, pending.from) else {
                return recorder.report(.notSupported(call: call, feature: Self.otherCommands(pending.from, new, layer: view.displayName)))
            }
            recorder.replacePathLeg(view: index, number: pending.number, with: PathLeg(from: pending.from, to: new))
            leg = pending.number
        } else {
            let shown = recorder.path(view: index, at: recorder.presentationValue(view: index, property: .path, at: now)) ?? new
            guard PathElement.sameCommands(new, shown) else {
                return recorder.report(.notSupported(call: call, feature: Self.otherCommands(shown, new, layer: view.displayName)))
            }
            guard let number = recorder.addPathLeg(view: index, PathLeg(from: shown, to: new)) else { return }
            // The same path as on screen, at the start of the new leg: the change (a jump or an
            // implicit animation from the value on screen) then runs within the leg.
            recorder.record(view: index, property: .path, start: now, duration: .zero, curve: .linear,
                            to: .point(x: Double(number), y: 0))
            implicitPathLeg = (now, index, number, shown)
            leg = number
        }
        let end = PathLegPoint(leg: leg, fraction: 1)
        modelPath = (ObjectIdentifier(recorder), index, end.timelineValue)
        record(.path, end)
    }

    /// A path animation added in the instant a shape layer with no path joined the stage waits
    /// for the end of that instant, and is then added as if just added (with the call's file
    /// and line): Core Animation applies the animations and model values of one transaction
    /// together when it commits, so a path set after the animation in the same instant is
    /// the path it animates (ProgressHUD's ball vertical bounce adds its group, then sets the
    /// path). While it waits, ``CALayer/animation(forKey:)`` returns it and
    /// ``CALayer/removeAnimation(forKey:)`` drops it. A layer that still has no path then is
    /// reported, as before.
    ///
    /// - Returns: whether the animation waits (`false`: add it now).
    func waitsForPath(_ animation: CAAnimation, key: String?, view: UIView, recorder: StageRecorder,
                      file: StaticString, line: UInt) -> Bool {
        guard path == nil, !addingWaitedAnimation, recorder.joinedNow(view), Self.animatesPath(animation) else { return false }
        let now = recorder.clock.now
        pendingAnimations.append((animation, key, now))
        recorder.clock.schedule(at: now) { [weak self] in
            guard let self, let waiting = pendingAnimations.firstIndex(where: { $0.0 === animation }) else { return }
            pendingAnimations.remove(at: waiting)
            addingWaitedAnimation = true
            defer { addingWaitedAnimation = false }
            add(animation, forKey: key, file: file, line: line)
        }
        return true
    }

    /// Whether `animation` (or a child of a group, at any depth) animates the key path `"path"`.
    static func animatesPath(_ animation: CAAnimation) -> Bool {
        if let group = animation as? CAAnimationGroup { return (group.animations ?? []).contains(where: animatesPath) }
        return (animation as? CAPropertyAnimation)?.keyPath == "path"
    }

    /// The message for a morph between paths whose commands differ (Apple, "CAShapeLayer",
    /// `path`: "If the two paths have a different number of control points or segments the
    /// results are undefined").
    static func otherCommands(_ from: [PathElement], _ to: [PathElement], layer: String) -> String {
        "morphing the \"path\" of layer \(layer) from \(PathElement.commands(of: from)) into a path with other commands "
            + "(\(PathElement.commands(of: to))): Core Animation and SVG morph only paths with the same commands"
    }

    /// An explicit animation of `"path"`: its values as legs of the morph table (see
    /// ``CALayer/resolve(_:property:part:view:recorder:call:duration:start:)``). Basic and
    /// spring animations morph from `fromValue` (else the path on screen) to `toValue` (else
    /// the model path); keyframe animations in `linear` or `discrete` mode morph value to value.
    /// Only the two ends of a morph need the same commands: the path jumps to the animation's
    /// first value when it starts and back to the model path when it ends, whatever their
    /// commands.
    ///
    /// `isAdditive` changes nothing: Apple documents an addition per type ("for affine
    /// transforms the two matrices are concatenated", `CAPropertyAnimation.isAdditive`) and
    /// none for paths, and the NVActivityIndicatorView demo (its `Demo.gif`, the audio
    /// equalizer, an additive keyframe animation of rectangles on capsule-shaped layers) shows
    /// the animation's own paths. `isCumulative`, which would add a repeat's end path to the
    /// next, is reported.
    func resolvePath(_ animation: CAPropertyAnimation, view: UIView, recorder: StageRecorder, call: String,
                     duration: StoryTime, start: StoryTime) -> ResolvedAnimation? {
        let index = view.stageIndex
        func refuse(_ feature: String) -> ResolvedAnimation? {
            recorder.report(.notSupported(call: call, feature: "\(feature) (layer \(view.displayName), key path \"path\")"))
            return nil
        }
        guard let joined = recorder.joinedPath(view: index) else {
            return refuse("animating the path of a shape layer that joined the stage with no path")
        }
        if animation.isCumulative { return refuse("a cumulative path animation (Core Animation defines no sum of two paths)") }
        let basic = animation as? CABasicAnimation
        if basic?.byValue != nil { return refuse("CABasicAnimation.byValue of a path") }
        var wrongKind = false
        func elements(_ any: Any?) -> [PathElement]? {
            guard let any else { return nil }
            guard let path = any as? CGPath else { wrongKind = true; return nil }
            return path.elements
        }
        func otherCommands(_ from: [PathElement], _ to: [PathElement]) -> ResolvedAnimation? {
            recorder.report(.notSupported(call: call, feature: Self.otherCommands(from, to, layer: view.displayName)))
            return nil
        }
        let model = modelPathValue
        let modelPath = recorder.path(view: index, at: model) ?? joined
        let curve = animation.timingFunction?.curve ?? .linear
        func add(_ from: [PathElement], _ to: [PathElement]) -> Int? { recorder.addPathLeg(view: index, PathLeg(from: from, to: to)) }
        if let keyframes = animation as? CAKeyframeAnimation {
            let paths = (keyframes.values ?? []).map(elements)
            if wrongKind || paths.contains(where: { $0 == nil }) {
                recorder.report(.invalidArgument(call: call, argument: "values", problem: "values of the wrong kind for \"path\" (CGPath)"))
                return nil
            }
            let resolved = paths.compactMap { $0 }
            guard !resolved.isEmpty else {
                recorder.report(.invalidArgument(call: call, argument: "values", problem: "a keyframe animation needs values for \"path\""))
                return nil
            }
            guard keyframes.calculationMode == .linear || keyframes.calculationMode == .discrete else {
                return refuse("CAKeyframeAnimation.calculationMode .\(keyframes.calculationMode.rawValue) for a path "
                    + "(linear and discrete morph)")
            }
            if let problem = keyframes.piecesProblem(count: resolved.count) {
                recorder.report(problem(call))
                return nil
            }
            // Value i stands as (i, 0) while the pieces are cut; each piece then gets its leg.
            let encoded = resolved.indices.map { TimelineValue.point(x: Double($0), y: 0) }
            let cut = keyframes.pieces(encoded, first: encoded[0], length: duration)
            var ends: [(Int, Int)] = []
            for piece in cut {
                guard case .point(let a, _) = piece.from, case .point(let b, _) = piece.to else { return nil }
                ends.append((Int(a), Int(b)))
            }
            // Only the values a piece morphs between need the same commands (a discrete
            // animation's pieces, and a linear one's between equal key times, take no time).
            for (piece, (i, j)) in zip(cut, ends) where piece.duration > .zero
                && !PathElement.sameCommands(resolved[i], resolved[j]) {
                return otherCommands(resolved[i], resolved[j])
            }
            var holds: [Int: TimelineValue] = [:]
            var pieces: [KeyframeCollector.Piece] = []
            for (var piece, (i, j)) in zip(cut, ends) {
                if i == j {
                    if holds[i] == nil {
                        guard let number = add(resolved[i], resolved[i]) else { return nil }
                        holds[i] = .point(x: Double(number), y: 0)
                    }
                    piece.from = holds[i]!; piece.to = holds[i]!
                } else {
                    guard let number = add(resolved[i], resolved[j]) else { return nil }
                    piece.from = .point(x: Double(number), y: 0); piece.to = .point(x: Double(number), y: 1)
                }
                pieces.append(piece)
            }
            return ResolvedAnimation(model: model, explicitFrom: nil, to: model, curve: curve, keyframePieces: pieces)
        }
        let from = elements(basic?.fromValue), to = elements(basic?.toValue)
        if wrongKind {
            recorder.report(.invalidArgument(call: call, argument: "fromValue/toValue", problem: "values of the wrong kind for \"path\" (CGPath)"))
            return nil
        }
        let shown = from ?? recorder.path(view: index, at: recorder.startValue(view: index, property: .path, at: start)) ?? joined
        let target = to ?? modelPath
        if !PathElement.sameCommands(shown, target) { return otherCommands(shown, target) }
        guard let number = add(shown, target) else { return nil }
        var pieces: [KeyframeCollector.Piece]?
        if let spring = animation as? CASpringAnimation {
            if let problem = spring.springProblem {
                recorder.report(.invalidArgument(call: call, argument: "CASpringAnimation", problem: problem))
                return nil
            }
            // Sampled as a move of the largest distance a number of the path travels, then
            // mapped back onto the leg (the mapping is linear, so the samples stay exact).
            let travel = zip(Self.numbers(of: shown), Self.numbers(of: target)).map { abs($1 - $0) }.max() ?? 0
            let distance = travel > 0 ? travel : 1
            pieces = spring.pieces(property: .center, from: .point(x: 0, y: 0), to: .point(x: distance, y: 0),
                                   duration: duration, extent: 1).map { piece in
                var piece = piece
                func onLeg(_ value: TimelineValue) -> TimelineValue {
                    guard case .point(let x, _) = value else { return value }
                    return .point(x: Double(number), y: x / distance)
                }
                piece.from = onLeg(piece.from); piece.to = onLeg(piece.to)
                return piece
            }
        }
        return ResolvedAnimation(model: model, explicitFrom: .point(x: Double(number), y: 0),
                                 to: .point(x: Double(number), y: 1), curve: curve, keyframePieces: pieces)
    }

    /// Every coordinate of a path, in order.
    static func numbers(of path: [PathElement]) -> [Double] {
        path.flatMap { element -> [Double] in
            switch element {
            case .move(let x, let y), .line(let x, let y): return [x, y]
            case .quad(let cx, let cy, let x, let y): return [cx, cy, x, y]
            case .cubic(let c1x, let c1y, let c2x, let c2y, let x, let y): return [c1x, c1y, c2x, c2y, x, y]
            case .close: return []
            }
        }
    }
}
