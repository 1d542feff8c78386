import AnimaticEngine
import AnimaticRuntime
import AnimaticClock
import AnimaticReactive
import AnimaticTimeline
import Foundation

extension CALayer {
    /// Runs `anim` on this layer (see ``CABasicAnimation``).
    ///
    /// Added to a layer whose view is not on stage yet, it waits: if the view joins the stage
    /// in the same instant (the common "configure, animate, then add" order), it runs as if
    /// added then; if the view joins later, the animation would already be under way, which is
    /// reported as not supported.
    public func add(_ anim: CAAnimation, forKey key: String?,
                    file: StaticString = #fileID, line: UInt = #line) {
        let site = CallSites.enter(file, line)
        defer { site.leave() }
        guard let view = owner, let recorder = view.stageRecorder else {
            if let now = StoryContext.current?.clock.now {
                pendingAnimations.append((anim, key, now))
            }
            return
        }
        if let shape = self as? CAShapeLayer,
           shape.waitsForPath(anim, key: key, view: view, recorder: recorder, file: file, line: line) { return }
        let call = "CALayer.add(_:forKey:)"
        if let group = anim as? CAAnimationGroup { return addGroup(group, forKey: key, view: view, recorder: recorder) }
        if let transition = anim as? CATransition { return addTransition(transition, view: view, recorder: recorder) }
        guard let basic = anim as? CAPropertyAnimation, anim is CABasicAnimation || anim is CAKeyframeAnimation else {
            return recorder.report(.notSupported(call: call, feature: "\(type(of: anim)) (animations other than CABasicAnimation, CAKeyframeAnimation, CASpringAnimation and CAAnimationGroup)"))
        }
        let path = basic.keyPath ?? ""
        if let keyframes = basic as? CAKeyframeAnimation, let shape = keyframes.path {
            if basic.isAdditive || basic.isCumulative {
                return recorder.report(.notSupported(call: call, feature: "an additive or cumulative CAKeyframeAnimation.path"))
            }
            var rotation = 0.0
            if case .transform(let t) = view.modelTimelineState(reportingTo: recorder).value(of: .transform) { rotation = t.rotation }
            switch keyframes.pathGroup(shape, modelRotation: rotation, call: call) {
            case .success(let group): return addGroup(group, forKey: key, view: view, recorder: recorder)
            case .failure(let problem): return recorder.report(problem)
            }
        }
        if let gradient = self as? CAGradientLayer, path == "colors" || path == "locations" {
            return gradient.addArrayAnimation(basic, forKey: key, view: view, recorder: recorder)
        }
        if path == "contents" {
            return addContentsAnimation(basic, forKey: key, view: view, recorder: recorder, call: call)
        }
        guard let (property, part) = CALayer.animatedKeyPath(path) else {
            return recorder.report(.notSupported(call: call, feature: "animating the key path \"\(path)\""))
        }
        if property == .alpha, !allowsGroupOpacity { reportGroupOpacityIfDrawn(faded: true) }
        guard let timing = CALayer.timing(of: basic, recorder: recorder, call: call) else { return }
        let (now, duration, start, count) = (timing.now, timing.duration, timing.start, timing.count)
        let repeats = count > 0 || basic.autoreverses
        guard let resolved = resolve(basic, property: property, part: part, view: view, recorder: recorder,
                                     call: call, duration: duration, start: start) else { return }
        if let problem = basic.timeProblem(call: call, count: repeats ? max(count, 1) : 1) { return recorder.report(problem) }
        if let problem = basic.spanProblem(call: call, length: duration, count: count, start: start) { return recorder.report(problem) }
        let (model, explicitFrom, to, curve) = (resolved.model, resolved.explicitFrom, resolved.to, resolved.curve)
        var keyframePieces = resolved.keyframePieces
        if keyframePieces == nil && (basic.hasLocalTime || timing.elapsed > .zero) {
            // Local time (speed, timeOffset, cumulative repeats, a begin before now) goes through the pieces' path.
            keyframePieces = [.init(start: .zero, duration: duration, curve: curve,
                                    from: explicitFrom ?? recorder.startValue(view: view.stageIndex, property: property, at: start),
                                    to: to)]
        }
        recorder.replaceImplicit(index: view.stageIndex, property: property)
        if start > now, basic.fillMode == .backwards || basic.fillMode == .both {
            // Filling backwards, a delayed animation shows its start value from the moment it is
            // added (Apple, `CAMediaTimingFillMode.backwards`).
            var first = keyframePieces
            if let pieces = keyframePieces, basic.timeOffset != 0 {
                // What shows at its start: the value at its time offset.
                first = KeyframeCollector.Piece.localPasses(of: pieces, length: duration,
                                                            count: count.isInfinite ? 1 : (repeats ? max(count, 1) : 1),
                                                            autoreverses: basic.autoreverses, animation: basic).pieces
            }
            let shown = first?.first?.from ?? explicitFrom
                ?? recorder.presentationValue(view: view.stageIndex, property: property, at: now)
            recorder.record(view: view.stageIndex, property: property, start: now, duration: .zero,
                                     curve: .linear, to: shown)
        }
        let holds = !basic.isRemovedOnCompletion && (basic.fillMode == .forwards || basic.fillMode == .both)
        var end: StoryTime? = start + duration
        if let pieces = keyframePieces {
            let played = recorder.recordTimedPasses(index: view.stageIndex, property: property, start: start,
                                                    length: duration, pieces: pieces, count: repeats ? max(count, 1) : 1,
                                                    autoreverses: basic.autoreverses, animation: basic, elapsed: timing.elapsed)
            end = played.end
            if let finished = end, holds {
                recorder.record(view: view.stageIndex, property: property, start: finished, duration: .zero,
                                         curve: .linear, to: played.last)
            }
        } else if repeats || property.descriptor.kind == .transform {
            // Values as given: a turn of 2π must not be unwrapped to no turn at all.
            let from = explicitFrom ?? recorder.startValue(view: view.stageIndex, property: property, at: start)
            end = recorder.recordPasses(index: view.stageIndex, property: property, start: start, duration: duration,
                                        curve: curve, from: from, to: to, count: repeats ? max(count, 1) : 1,
                                        autoreverses: basic.autoreverses)
            if let finished = end, holds {
                // Holding the last pass's value, not the model's.
                let passes = max(count, 1) * (basic.autoreverses ? 2 : 1)
                let back = basic.autoreverses && Int(passes.rounded(.up)) % 2 == 0
                let fraction = passes - passes.rounded(.down)
                let last = fraction > 0
                    ? Timeline.interpolate(back ? to : from, back ? from : to, curve.progress(at: fraction))
                    : (back ? from : to)
                recorder.record(view: view.stageIndex, property: property, start: finished, duration: .zero,
                                         curve: .linear, to: last)
            }
        } else if let explicitFrom, explicitFrom == to {
            // From a value to the same value: the layer shows it, unchanging, for the whole
            // duration (Apple, `CABasicAnimation.fromValue`: "the value the receiver uses to start
            // interpolation"). The recorder drops a change that changes nothing, which would drop
            // the jump from the value on screen to it as well, so the jump is recorded alone.
            recorder.record(view: view.stageIndex, property: property, start: start, duration: .zero,
                                     curve: .linear, to: to)
        } else {
            recorder.record(view: view.stageIndex, property: property, start: start, duration: duration,
                                     curve: curve, from: explicitFrom, to: to)
        }
        if let end {
            if holds {
                explicitAnimations[property] = .some(nil)
            } else {
                recorder.record(view: view.stageIndex, property: property, start: end, duration: .zero,
                                         curve: .linear, to: model)
                explicitAnimations[property] = .some(end)
            }
            CATransaction.animationAdded(ending: end)
        } else {
            // Repeats forever: model changes never show while it runs.
            explicitAnimations[property] = .some(nil)
        }
        var tokens: [ClockToken] = []
        if let delegate = basic.delegate {
            tokens.append(recorder.clock.schedule(at: start) { delegate.animationDidStart(basic) })
            if let end {
                tokens.append(recorder.clock.schedule(at: end) { delegate.animationDidStop(basic, finished: true) })
            }
        }
        if let key {
            if explicitKeys[key] != nil { stopDelegate(ofKey: key) }
            explicitKeys[key] = ExplicitAnimation(properties: [property], animation: basic, start: start,
                                                  end: holds ? nil : end, tokens: tokens)
        }
    }

    /// When and how long an animation added now runs (Apple, `CAMediaTiming`): its duration (0
    /// is Core Animation's default of 0.25 s), its start (`beginTime` in `CACurrentMediaTime()`
    /// seconds, 0 for now), how many passes it plays (`repeatCount`, or as many as fit in
    /// `repeatDuration`) and, for a `beginTime` before now, how long it has been under way
    /// (`elapsed`; it then starts now, that far into its passes, as Core Animation's local time
    /// is the parent's time minus `beginTime`). Reports and answers `nil` when one is unusable.
    static func timing(of basic: CAAnimation, recorder: StageRecorder, call: String)
        -> (now: StoryTime, duration: StoryTime, seconds: Double, start: StoryTime, count: Double, elapsed: StoryTime)? {
        let now = recorder.clock.now
        // A duration of 0 is Core Animation's default, 0.25 s (Apple, `CAMediaTiming.duration`);
        // a negative, NaN or infinite one is refused, as `UIView.animate` refuses it.
        let seconds = basic.duration == 0 ? 0.25 : basic.duration
        let duration: StoryTime
        do {
            duration = try StoryTime(seconds: seconds, what: "duration")
        } catch {
            recorder.report(.invalidArgument(call: call, argument: "duration", problem: "\(error)"))
            return nil
        }
        // `beginTime` is in `CACurrentMediaTime()` seconds (see `MediaTime`); 0 means now. A
        // begin before now is an animation already under way: it starts now `elapsed` in.
        var start = now, elapsed = StoryTime.zero
        if basic.beginTime != 0 {
            do {
                _ = try StoryTime(seconds: basic.beginTime, what: "beginTime")   // media time is never negative
                let begin = basic.beginTime - MediaTime.origin
                elapsed = try StoryTime(seconds: max(0, now.seconds - begin), what: "beginTime")
                if elapsed == .zero { start = try StoryTime(seconds: max(begin, now.seconds), what: "beginTime") }
            } catch {
                recorder.report(.invalidArgument(call: call, argument: "beginTime", problem: "\(error)"))
                return nil
            }
        }
        // Repeats (Apple, CAMediaTiming): `repeatCount` passes (fractions play part of the last;
        // `.infinity` or `.greatestFiniteMagnitude` is forever), or as many as fit in
        // `repeatDuration`; `autoreverses` makes each pass there and back. A NaN or negative
        // `repeatDuration` is reported, as a bad `duration` is (infinity repeats forever).
        guard basic.repeatDuration >= 0 else {
            recorder.report(.invalidArgument(call: call, argument: "repeatDuration",
                                             problem: "repeatDuration must not be negative or NaN, got \(basic.repeatDuration) s"))
            return nil
        }
        var count = Double(basic.repeatCount)
        if count == 0 && basic.repeatDuration > 0 { count = basic.repeatDuration / seconds / (basic.autoreverses ? 2 : 1) }
        if count >= 1e7 { count = .infinity }
        guard count.isNaN == false, count >= 0 else {
            recorder.report(.invalidArgument(call: call, argument: "repeatCount",
                                                    problem: "repeatCount must not be negative or NaN, got \(basic.repeatCount)"))
            return nil
        }
        return (now, duration, seconds, start, count, elapsed)
    }

    /// An explicit property animation's values for `property`: the model value, the
    /// `fromValue` given, the value it goes to, its curve and (for a keyframe animation) its
    /// pieces over `duration`. Reports and answers `nil` when its values are unusable.
    func resolve(_ basic: CAPropertyAnimation, property: AnimatedProperty, part: KeyPathPart, view: UIView,
                 recorder: StageRecorder, call: String, duration: StoryTime, start: StoryTime) -> ResolvedAnimation? {
        let path = basic.keyPath ?? ""
        if property == .path {
            guard let shape = self as? CAShapeLayer else {
                recorder.report(.notSupported(call: call, feature: "animating \"path\" of a \(type(of: self)) (only CAShapeLayer draws a path)"))
                return nil
            }
            return shape.resolvePath(basic, view: view, recorder: recorder, call: call, duration: duration, start: start)
        }
        let model = property == .center || property == .transform || property == .size || property == .anchorPoint
            ? view.modelTimelineState(reportingTo: recorder).value(of: property) : modelValue(of: property)
        func plain(_ any: Any?, onto base: TimelineValue) -> TimelineValue? {
            guard let any = any.map(NSValue.unboxingGeometry) else { return nil }
            if part == .whole {
                switch property.descriptor.kind {
                case .color:
                    if let c = any as? CGColor { return c.isShowable ? .color(c.rgba) : nil }
                    if let c = any as? UIColor { return c.isShowable ? .color(c.rgba) : nil }
                    return nil
                case .point:
                    guard let p = any as? CGPoint, p.x.isFinite, p.y.isFinite else { return nil }
                    return .point(x: Double(p.x), y: Double(p.y))
                case .size:
                    // `bounds` takes rectangles at the origin (a moved origin would shift the
                    // contents, which Animatic does not model).
                    if let r = any as? CGRect, r.origin == .zero, r.width.isFinite, r.height.isFinite {
                        return .size(width: Double(r.width), height: Double(r.height))
                    }
                    guard let s = any as? CGSize, s.width.isFinite, s.height.isFinite else { return nil }
                    return .size(width: Double(s.width), height: Double(s.height))
                case .transform:
                    // `transform`: a CATransform3D that is affine, or a CGAffineTransform.
                    let m = CATransform3D.unboxed(any).flatMap { CATransform3DIsAffine($0) ? $0.planeTransform : nil }
                        ?? (any as? CGAffineTransform)
                    guard let m else { return nil }
                    let matrix = m.affineMatrix
                    guard [matrix.a, matrix.b, matrix.c, matrix.d, matrix.tx, matrix.ty].allSatisfy(\.isFinite) else { return nil }
                    return .transform(UIView.components(of: matrix))
                case .scalar, .flag:
                    break   // a number for a scalar (below); no flag key path
                }
            }
            if part == .translation {
                // `transform.translation` takes a size: x and y at once (Apple, "Core Animation
                // Programming Guide", "Key-Value Coding Extensions", Table 4: "Set to an NSSize or
                // CGSize data type indicating the amount to translate in the x and y axis").
                guard let s = any as? CGSize, s.width.isFinite, s.height.isFinite, case .transform(var t) = base else { return nil }
                t.translationX = Double(s.width); t.translationY = Double(s.height)
                return .transform(t)
            }
            let number: Double?
            switch any {
            case let v as Double: number = v
            case let v as CGFloat: number = Double(v)
            case let v as Float: number = Double(v)
            case let v as Int: number = Double(v)
            case let v as NSNumber: number = v.doubleValue
            default: number = nil
            }
            guard let number, number.isFinite else { return nil }
            return part.apply(number, to: base, property: property)
        }
        // `isAdditive`: the values are added to the model value (Apple,
        // `CAPropertyAnimation.isAdditive`).
        func value(_ any: Any?) -> TimelineValue? {
            basic.isAdditive ? sum(any, model, 1) : plain(any, onto: model)
        }
        /// `base` plus (`sign` 1) or minus (−1) `any`, component by component (for a part of a
        /// transform or point, that part), or `nil` when `any` is not a number, point or size
        /// of the property's kind.
        func sum(_ any: Any?, _ base: TimelineValue, _ sign: Double) -> TimelineValue? {
            guard let any else { return nil }
            // A value with nothing in the animated part: zeros, or the base with the part at 0.
            let none: TimelineValue? = part == .whole ? TimelineValue(kind: base.kind) { _ in 0 }
                : plain(part == .translation ? CGSize.zero : 0.0, onto: base)
            guard property.descriptor.kind != .color || part != .whole,
                  let none, let delta = rawScalar(any) ?? plain(any, onto: none) else { return nil }
            let summed = TimelineValue(kind: base.kind) { i in base[component: i] + sign * (delta[component: i] - none[component: i]) }
            if case .scalar(let n) = summed { return .scalar(property.descriptor.clamped(n)) }
            return summed
        }
        /// A whole scalar's number, unclamped (a negative `byValue` of opacity).
        func rawScalar(_ any: Any) -> TimelineValue? {
            guard part == .whole, property.descriptor.kind == .scalar else { return nil }
            switch any {
            case let v as Double: return v.isFinite ? .scalar(v) : nil
            case let v as CGFloat: return v.isFinite ? .scalar(Double(v)) : nil
            case let v as Float: return v.isFinite ? .scalar(Double(v)) : nil
            case let v as Int: return .scalar(Double(v))
            case let v as NSNumber: return v.doubleValue.isFinite ? .scalar(v.doubleValue) : nil
            default: return nil
            }
        }
        if property.descriptor.kind == .transform, [.whole, .rotationX, .rotationY].contains(part),
           let threeD = resolveTransform3D(basic, part: part, view: view, recorder: recorder, call: call,
                                           duration: duration, start: start) {
            // Core Animation interpolates 3D transforms in 3D (CALayer+Transform3DAnimation.swift).
            return threeD
        }
        if property.descriptor.kind == .transform && part == .whole {
            // Core Animation adds transforms by concatenation.
            let single: [Any?] = [(basic as? CABasicAnimation)?.fromValue, (basic as? CABasicAnimation)?.toValue,
                                  (basic as? CABasicAnimation)?.byValue]
            let given: [Any] = single.compactMap { $0 } + ((basic as? CAKeyframeAnimation)?.values ?? [])
            if given.contains(where: { CATransform3D.unboxed($0).map { !CATransform3DIsAffine($0) } ?? false }) {
                recorder.report(.notSupported(call: call, feature: "an additive or byValue animation of \"\(path)\" with "
                    + "CATransform3D values that are not affine (Core Animation concatenates the matrices)"))
                return nil
            }
            if basic.isAdditive || (basic as? CABasicAnimation)?.byValue != nil {
                recorder.report(.notSupported(call: call, feature: "an additive or byValue animation of \"\(path)\" "
                    + "(Core Animation concatenates the matrices)"))
                return nil
            }
        }
        let fromAny = (basic as? CABasicAnimation)?.fromValue, toAny = (basic as? CABasicAnimation)?.toValue
        var explicitFrom = value(fromAny)
        if fromAny != nil && explicitFrom == nil || toAny != nil && value(toAny) == nil {
            recorder.report(.invalidArgument(call: call, argument: "fromValue/toValue",
                                                    problem: "values of the wrong kind for \"\(path)\""))
            return nil
        }
        var to = value(toAny) ?? model
        // `byValue` (Apple, `CABasicAnimation`): with `fromValue`, to `fromValue + byValue`; with
        // `toValue`, from `toValue − byValue`; alone, from the value on screen to it plus
        // `byValue`; with both `fromValue` and `toValue` it is not used.
        if let byAny = (basic as? CABasicAnimation)?.byValue, fromAny == nil || toAny == nil {
            let current = recorder.startValue(view: view.stageIndex, property: property, at: start)
            let base = explicitFrom ?? (toAny == nil ? current : nil)
            guard let moved = base.map({ sum(byAny, $0, 1) }) ?? sum(byAny, to, -1) else {
                recorder.report(.invalidArgument(call: call, argument: "byValue",
                                                 problem: "CABasicAnimation.byValue of the wrong kind for \"\(path)\" (numbers, points and sizes)"))
                return nil
            }
            if let base { explicitFrom = base; to = moved } else { explicitFrom = moved }
        }
        let curve = basic.timingFunction?.curve ?? .linear
        var keyframePieces: [KeyframeCollector.Piece]?
        if let keyframes = basic as? CAKeyframeAnimation {
            let values = (keyframes.values ?? []).map(value)
            guard !values.isEmpty, let first = values.first ?? nil else {
                recorder.report(.invalidArgument(call: call, argument: "values",
                                                        problem: "a keyframe animation needs values for \"\(path)\""))
                return nil
            }
            let resolved = values.compactMap { $0 }
            guard resolved.count == values.count else {
                recorder.report(.invalidArgument(call: call, argument: "values",
                                                        problem: "values of the wrong kind for \"\(path)\""))
                return nil
            }
            switch keyframes.piecesProblem(count: resolved.count) {
            case .some(let problem): recorder.report(problem(call)); return nil
            case .none: break
            }
            var extent = 1.0
            if case .size(let w, let h) = recorder.startValue(view: view.stageIndex, property: .size, at: start) {
                extent = max(abs(w), abs(h))
            }
            keyframePieces = keyframes.pieces(resolved, first: first, length: duration, property: property, extent: extent)
        }
        if let spring = basic as? CASpringAnimation {
            if let problem = spring.springProblem {
                recorder.report(.invalidArgument(call: call, argument: "CASpringAnimation", problem: problem))
                return nil
            }
            let from = explicitFrom ?? recorder.startValue(view: view.stageIndex, property: property, at: start)
            var extent = 1.0
            if case .size(let w, let h) = recorder.startValue(view: view.stageIndex, property: .size, at: start) {
                extent = max(abs(w), abs(h))
            }
            keyframePieces = spring.pieces(property: property, from: from, to: to, duration: duration, extent: extent)
        }
        return ResolvedAnimation(model: model, explicitFrom: explicitFrom, to: to, curve: curve,
                                 keyframePieces: keyframePieces)
    }

    /// What ``resolve(_:property:part:view:recorder:call:duration:start:)`` found.
    struct ResolvedAnimation {
        var model: TimelineValue
        var explicitFrom: TimelineValue?
        var to: TimelineValue
        var curve: TimingCurve
        var keyframePieces: [KeyframeCollector.Piece]?
    }

    /// Removes every animation of this layer's view, as Core Animation's
    /// `removeAllAnimations()` does: every animated property jumps to its model value now
    /// (what the view has been set to), animations still waiting for their delay are dropped,
    /// endless repeats end, and explicit animations' delegates get
    /// `animationDidStop(_:finished: false)` now (Apple, `CALayer.removeAllAnimations()` and
    /// `CAAnimationDelegate.animationDidStop(_:finished:)`).
    ///
    /// ```swift
    /// spinner.layer.removeAllAnimations()   // stops an endless rotation where the model is
    /// ```
    ///
    /// **Difference from iOS:** the completion blocks of removed `UIView.animate` animations
    /// still run at their animations' original end, with `true` (UIKit runs them at once with
    /// `false`), and an endless repeat's completion never runs.
    public func removeAllAnimations() {
        pendingAnimations.removeAll()
        guard let view = owner, let recorder = view.stageRecorder else { return }
        let model = view.modelTimelineState(reportingTo: recorder)
        for property in AnimatedProperty.allCases where property.animates {
            remove(property, of: view, recorder: recorder, model: model)
        }
        for key in explicitKeys.keys { stopDelegate(ofKey: key) }
        explicitKeys.removeAll()
        removeContentsAnimation(key: nil)
    }

    /// Removes the animation added with `key`, as Core Animation's `removeAnimation(forKey:)`
    /// does: its property jumps to the model value now and its delegate gets
    /// `animationDidStop(_:finished: false)`. A key that names no animation added with
    /// ``add(_:forKey:file:line:)`` is read as the key path UIKit's own block animations use
    /// (`"position"`, `"bounds"`, `"bounds.size"`, `"transform"`, `"opacity"`,
    /// `"backgroundColor"`, or any animatable layer key path); a key that is neither removes
    /// nothing, as in Core Animation.
    public func removeAnimation(forKey key: String) {
        pendingAnimations.removeAll { $0.1 == key }
        guard let view = owner, let recorder = view.stageRecorder else { return }
        if let running = contentsAnimation, running.key == key { return removeContentsAnimation(key: key) }
        let properties: [AnimatedProperty]
        if let added = explicitKeys[key] {
            properties = added.properties
        } else {
            properties = CALayer.KeyPaths.shared.removal[key].map { [$0] } ?? []
        }
        guard !properties.isEmpty else { return }
        let model = view.modelTimelineState(reportingTo: recorder)
        for property in properties { remove(property, of: view, recorder: recorder, model: model) }
        stopDelegate(ofKey: key)
        explicitKeys[key] = nil
    }

    /// The keys of the animations added with ``add(_:forKey:file:line:)`` that have not ended or been
    /// removed.
    public func animationKeys() -> [String]? {
        guard let now = StoryContext.current?.clock.now else { return explicitKeys.isEmpty ? nil : Array(explicitKeys.keys) }
        let keys = explicitKeys.filter { $0.value.end.map { $0 > now } ?? true }.keys.sorted()
        return keys.isEmpty ? nil : keys
    }

    /// Runs the animations added while this layer's view was off stage, now that it joined.
    func runPendingAnimations(_ recorder: StageRecorder) {
        let pending = pendingAnimations
        pendingAnimations = []
        let now = recorder.clock.now
        for (animation, key, addedAt) in pending {
            if addedAt == now {
                add(animation, forKey: key)
            } else {
                recorder.report(.notSupported(
                    call: "CALayer.add(_:forKey:)",
                    feature: "an animation added at \(NumberText.fixed(addedAt.seconds, places: 3)) s to a layer whose view "
                        + "joined the stage later, at \(NumberText.fixed(now.seconds, places: 3)) s (add the view first)"))
            }
        }
    }

    /// Removes the animations of `property` of `view` (see ``removeAllAnimations()``).
    private func remove(_ property: AnimatedProperty, of view: UIView, recorder: StageRecorder, model: ViewState) {
        let value = model.value(of: property)
        let now = recorder.clock.now
        let removed = recorder.removeAnimations(view: view.stageIndex, property: property,
                                                         at: now, model: value)
        if !removed, case .some(.none) = explicitAnimations[property] {
            // An explicit animation holding its end value (not removed on completion).
            recorder.record(view: view.stageIndex, property: property, start: now, duration: .zero,
                                     curve: .linear, to: value)
        }
        explicitAnimations[property] = nil
    }

    /// Tells the delegate of the explicit animation added with `key`, if it has not stopped
    /// yet, that it stopped unfinished, now.
    func stopDelegate(ofKey key: String) {
        guard let added = explicitKeys[key], let clock = StoryContext.current?.clock else { return }
        if let end = added.end, end <= clock.now { return }
        for token in added.tokens { clock.cancel(token) }
        if let delegate = added.animation.delegate {
            let animation = added.animation
            clock.schedule(at: clock.now) { delegate.animationDidStop(animation, finished: false) }
        }
    }

    /// Which part of a property a Core Animation key path animates.
    enum KeyPathPart: Equatable {
        case whole, rotation, scale, scaleX, scaleY, translation, translationX, translationY, x, y
        /// `transform.rotation.x` and `.y`: a turn about the x or y axis, in 3D
        /// (`resolveTransform3D`).
        case rotationX, rotationY

        /// `number` as the part of `model` it replaces (the other components stay the model's;
        /// Core Animation's transform sub-key-paths animate one component of the layer's
        /// decomposed transform: Apple, "Core Animation Programming Guide", "Key-Value Coding
        /// Extensions", Table 4 "Transform field value key paths").
        func apply(_ number: Double, to model: TimelineValue, property: AnimatedProperty) -> TimelineValue? {
            switch (self, model) {
            case (.whole, _):
                // Out-of-range numbers are clamped as Core Animation shows them (opacity and
                // stroke ends to 0...1: the descriptor's range).
                return property.descriptor.kind == .scalar ? .scalar(property.descriptor.clamped(number)) : nil
            case (.rotation, .transform(var t)): t.rotation = number; return .transform(t)
            case (.scale, .transform(var t)): t.scaleX = number; t.scaleY = number; return .transform(t)
            case (.scaleX, .transform(var t)): t.scaleX = number; return .transform(t)
            case (.scaleY, .transform(var t)): t.scaleY = number; return .transform(t)
            case (.translationX, .transform(var t)): t.translationX = number; return .transform(t)
            case (.translationY, .transform(var t)): t.translationY = number; return .transform(t)
            case (.x, .point(_, let y)): return .point(x: number, y: y)
            case (.y, .point(let x, _)): return .point(x: x, y: number)
            default: return nil
            }
        }
    }

    /// What a `"contents"` animation is reported as.
    static let contentsCrossFade = "animating \"contents\" inside a CAAnimationGroup (add the CABasicAnimation "
        + "of contents to the image view's layer on its own, where it cross-fades the images)"

    /// The property and part a key path animates, for the key paths Animatic records (looked
    /// up in ``KeyPaths``, built from the properties' descriptors).
    static func animatedKeyPath(_ path: String) -> (AnimatedProperty, KeyPathPart)? {
        KeyPaths.shared.animated[path]
    }

    /// The model value of `property` for this layer's view.
    func modelValue(of property: AnimatedProperty) -> TimelineValue {
        var state = ViewState()
        state.alpha = opacity.isNaN ? 1 : AnimatedProperty.alpha.descriptor.clamped(Double(opacity))
        state.backgroundColor = backgroundColor?.rgba ?? .clear
        _ = timelineContent(into: &state)
        return state.value(of: property)
    }
}
