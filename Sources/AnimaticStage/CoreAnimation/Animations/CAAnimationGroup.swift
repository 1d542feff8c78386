import AnimaticEngine
import AnimaticClock
import AnimaticTimeline
import Foundation

/// Animations run together in one time space, shaped like Core Animation's `CAAnimationGroup`.
///
/// ```swift
/// let fade = CABasicAnimation(keyPath: "opacity")
/// fade.fromValue = 1
/// fade.toValue = 0
/// let grow = CABasicAnimation(keyPath: "transform.scale")
/// grow.toValue = 3
/// grow.beginTime = 0.2           // seconds into the group
/// grow.duration = 2              // clipped to the group's 1 s
/// let group = CAAnimationGroup()
/// group.animations = [fade, grow]
/// group.duration = 1
/// box.layer.add(group, forKey: "vanish")
/// ```
///
/// As in Core Animation (Apple, "CAAnimationGroup"): the children run in the group's time, so a
/// child's `beginTime` is seconds after the group's start; a child is not scaled to the group
/// but clipped to the group's duration; a child whose `duration` is 0 lasts the group's
/// duration (Apple's Listing 1 leaves the scale animation's duration unset); before a child
/// begins and after it ends (unless its `fillMode` is `.backwards`/`.both` before or
/// `.forwards`/`.both` after) its property shows the model value; each child's `repeatCount`,
/// `repeatDuration`, `autoreverses` and `timingFunction` apply inside the group. The group's own
/// `duration` (0: 0.25 s), `beginTime`, `repeatCount`, `repeatDuration`, `autoreverses`,
/// `fillMode`, `isRemovedOnCompletion` and `delegate` then apply to the whole as to a
/// ``CABasicAnimation``; the children's `delegate` and `isRemovedOnCompletion` are ignored, as
/// Apple documents. The group's own `timingFunction` maps the group's time before the children
/// see it ("the animation group's timing function and duration take precedence", Apple, "Core
/// Animation Cookbook", "Timing"): a child's linear stretch follows the matching part of the
/// group's curve exactly, a child's own curve composed with it is sampled.
///
/// Several children may animate the same property through different parts of it (for example
/// `transform.scale` and `transform.translation.y`, or `position.x` and `position.y`), each
/// with its own timing: where their curves differ within a stretch, the combined motion is
/// sampled as the keyframe modes' splines are. A `CAKeyframeAnimation` with a
/// `path` may be a child (its points and turns are keyframes with its timing). Children of the
/// same part that run one after the other, with no fill mode, play in turn (outside its time a
/// child has no effect: Apple, `CAMediaTiming.fillMode`, `.removed`), the model value showing
/// between them, whatever their order in the group. Children animating the same part at the
/// same time (`transform.scale` and `transform.scale.x`), or filling into another's time (which
/// one Core Animation then shows is not documented), nested groups and children other than
/// ``CABasicAnimation``, ``CAKeyframeAnimation`` and ``CASpringAnimation`` are reported as not
/// supported.
open class CAAnimationGroup: CAAnimation {
    /// The animations run in the group's time space.
    open var animations: [CAAnimation]?
}

extension CALayer {
    /// One property's motion in a group: the parts animating it and the pieces (relative to
    /// the group's start, within its duration).
    struct GroupTrack {
        var property: AnimatedProperty
        var parts: [KeyPathPart]
        var paths: [String]
        var model: TimelineValue
        var pieces: [KeyframeCollector.Piece]
        /// When the child shows its own values, in the group's time (its passes), if it shows
        /// the model value at every other time (no fill mode); `nil` when it fills.
        var spans: [Range<StoryTime>]?
    }

    /// Records a ``CAAnimationGroup`` (see its documentation).
    func addGroup(_ group: CAAnimationGroup, forKey key: String?, view: UIView, recorder: StageRecorder) {
        let call = "CALayer.add(_:forKey:)"
        guard let timing = CALayer.timing(of: group, recorder: recorder, call: call) else { return }
        let (now, length, start, count) = (timing.now, timing.duration, timing.start, timing.count)
        let repeats = count > 0 || group.autoreverses
        if let problem = group.timeProblem(call: call, count: repeats ? max(count, 1) : 1) { return recorder.report(problem) }
        if let problem = group.spanProblem(call: call, length: length, count: count, start: start) { return recorder.report(problem) }
        var tracks: [GroupTrack] = []
        // A keyframe path among the children becomes its position (and rotation) keyframes,
        // each with the path animation's own timing.
        var children: [CAAnimation] = []
        for child in group.animations ?? [] {
            guard let along = child as? CAKeyframeAnimation, let shape = along.path, !along.isAdditive, !along.isCumulative else {
                children.append(child)
                continue
            }
            var rotation = 0.0
            if case .transform(let t) = view.modelTimelineState(reportingTo: recorder).value(of: .transform) { rotation = t.rotation }
            switch along.pathGroup(shape, modelRotation: rotation, call: call) {
            case .failure(let problem): return recorder.report(problem)
            case .success(let parts):
                for part in parts.animations ?? [] {
                    part.duration = along.duration
                    part.beginTime = along.beginTime
                    part.repeatCount = along.repeatCount
                    part.repeatDuration = along.repeatDuration
                    part.autoreverses = along.autoreverses
                    part.fillMode = along.fillMode
                    part.speed = along.speed
                    part.timeOffset = along.timeOffset
                    children.append(part)
                }
            }
        }
        var extent = 1.0
        if case .size(let w, let h) = recorder.startValue(view: view.stageIndex, property: .size, at: start) { extent = max(abs(w), abs(h)) }
        for child in children {
            guard let track = groupTrack(child, groupSeconds: timing.seconds, length: length, start: start,
                                         view: view, recorder: recorder, call: call) else { return }
            guard let i = tracks.firstIndex(where: { $0.property == track.property }) else {
                tracks.append(track)
                continue
            }
            guard let merged = CALayer.merge(tracks[i], track) ?? CALayer.combine(tracks[i], track, length: length, extent: extent)
                    ?? CALayer.sequence(tracks[i], track, length: length) else {
                return recorder.report(.notSupported(
                    call: call, feature: "a CAAnimationGroup animating \"\(tracks[i].paths.joined(separator: "\", \""))\" and "
                        + "\"\(track.paths[0])\", which animate a component in common at the same time (or fill)"))
            }
            tracks[i] = merged
        }
        if !allowsGroupOpacity, tracks.contains(where: { $0.property == .alpha }) { reportGroupOpacityIfDrawn(faded: true) }
        // The group's own curve maps its local time before the children see it (see `warped`).
        if let curve = group.timingFunction?.curve, !curve.isIdentity {
            for i in tracks.indices {
                tracks[i].pieces = KeyframeCollector.Piece.warped(tracks[i].pieces, length: length, by: curve, extent: extent)
            }
        }
        let holds = !group.isRemovedOnCompletion && (group.fillMode == .forwards || group.fillMode == .both)
        var end: StoryTime? = start + length
        for track in tracks {
            let property = track.property
            recorder.replaceImplicit(index: view.stageIndex, property: property)
            if start > now, group.fillMode == .backwards || group.fillMode == .both {
                // What shows at its start (at its time offset, if it has one).
                let first = group.timeOffset == 0 ? track.pieces.first : KeyframeCollector.Piece.localPasses(
                    of: track.pieces, length: length, count: count.isInfinite ? 1 : (repeats ? max(count, 1) : 1),
                    autoreverses: group.autoreverses, animation: group).pieces.first
                if let first {
                    recorder.record(view: view.stageIndex, property: property, start: now, duration: .zero,
                                    curve: .linear, to: first.from)
                }
            }
            let played = recorder.recordTimedPasses(index: view.stageIndex, property: property, start: start,
                                                    length: length, pieces: track.pieces,
                                                    count: repeats ? max(count, 1) : 1, autoreverses: group.autoreverses,
                                                    animation: group, elapsed: timing.elapsed)
            end = played.end
            if let finished = played.end {
                recorder.record(view: view.stageIndex, property: property, start: finished, duration: .zero,
                                curve: .linear, to: holds ? played.last : track.model)
                explicitAnimations[property] = holds ? .some(nil) : .some(finished)
            } else {
                explicitAnimations[property] = .some(nil)
            }
        }
        if count.isInfinite { end = nil }
        if let end { CATransaction.animationAdded(ending: end) }
        var tokens: [ClockToken] = []
        if let delegate = group.delegate {
            tokens.append(recorder.clock.schedule(at: start) { delegate.animationDidStart(group) })
            if let end {
                tokens.append(recorder.clock.schedule(at: end) { delegate.animationDidStop(group, finished: true) })
            }
        }
        if let key {
            if explicitKeys[key] != nil { stopDelegate(ofKey: key) }
            explicitKeys[key] = ExplicitAnimation(properties: tracks.map(\.property), animation: group, start: start,
                                                  end: holds ? nil : end, tokens: tokens)
        }
    }

    /// A child's motion over the group's `length` (clipped), or `nil` after a report.
    private func groupTrack(_ child: CAAnimation, groupSeconds: Double, length: StoryTime, start: StoryTime,
                            view: UIView, recorder: StageRecorder, call: String) -> GroupTrack? {
        guard let animation = child as? CAPropertyAnimation,
              child is CABasicAnimation || child is CAKeyframeAnimation else {
            recorder.report(.notSupported(call: call, feature: "a CAAnimationGroup containing \(type(of: child)) "
                + "(only CABasicAnimation, CAKeyframeAnimation and CASpringAnimation)"))
            return nil
        }
        let path = animation.keyPath ?? ""
        if (animation as? CAKeyframeAnimation)?.path != nil {
            recorder.report(.notSupported(call: call, feature: "an additive or cumulative CAKeyframeAnimation.path inside a group"))
            return nil
        }
        guard let (property, part) = CALayer.animatedKeyPath(path) else {
            recorder.report(.notSupported(call: call, feature: path == "contents" ? CALayer.contentsCrossFade
                                                                          : "animating the key path \"\(path)\""))
            return nil
        }
        // The child's own timing, in the group's time space.
        let seconds = child.duration == 0 ? groupSeconds : child.duration
        let duration: StoryTime, begin: StoryTime
        do {
            duration = try StoryTime(seconds: seconds, what: "duration")
            begin = try StoryTime(seconds: child.beginTime, what: "beginTime")
        } catch {
            recorder.report(.invalidArgument(call: call, argument: "a grouped animation's duration/beginTime",
                                             problem: "\(error)"))
            return nil
        }
        guard duration > .zero else {
            recorder.report(.invalidArgument(call: call, argument: "a grouped animation's duration",
                                             problem: "must be more than 0 s, got \(seconds) s"))
            return nil
        }
        guard child.repeatDuration >= 0 else {
            recorder.report(.invalidArgument(call: call, argument: "repeatDuration",
                                             problem: "repeatDuration must not be negative or NaN, got \(child.repeatDuration) s"))
            return nil
        }
        var count = Double(child.repeatCount)
        if count == 0 && child.repeatDuration > 0 { count = child.repeatDuration / seconds / (child.autoreverses ? 2 : 1) }
        guard !count.isNaN, count >= 0 else {
            recorder.report(.invalidArgument(call: call, argument: "repeatCount",
                                             problem: "repeatCount must not be negative or NaN, got \(child.repeatCount)"))
            return nil
        }
        guard let resolved = resolve(animation, property: property, part: part, view: view, recorder: recorder,
                                     call: call, duration: duration, start: start + begin) else { return nil }
        let model = resolved.model
        let pass = resolved.keyframePieces ?? [KeyframeCollector.Piece(
            start: .zero, duration: duration, curve: resolved.curve,
            from: resolved.explicitFrom ?? recorder.startValue(view: view.stageIndex, property: property, at: start),
            to: resolved.to)]
        // Never more passes than reach the group's end (an endless child included).
        let period = Double(duration.ticks) * (child.autoreverses ? 2 : 1)
        let available = Double((length - min(length, begin)).ticks)
        let passes = min(max(count, 1), (available / period).rounded(.up))
        if let problem = child.timeProblem(call: call, count: passes)
            ?? child.spanProblem(call: call, length: duration, count: passes, start: start + begin) {
            recorder.report(problem)
            return nil
        }
        let played = KeyframeCollector.Piece.localPasses(of: pass, length: duration, count: passes,
                                                         autoreverses: child.autoreverses, animation: child)
        var pieces: [KeyframeCollector.Piece] = []
        let fillsBackwards = child.fillMode == .backwards || child.fillMode == .both
        let fillsForwards = child.fillMode == .forwards || child.fillMode == .both
        if begin > .zero {
            let shown = fillsBackwards ? (played.pieces.first?.from ?? model) : model
            pieces.append(.init(start: .zero, duration: .zero, curve: .linear, from: shown, to: shown))
        }
        for var piece in played.pieces {
            piece.start = piece.start + begin
            pieces.append(piece)
        }
        let childEnd = begin + played.end
        if childEnd < length {
            let shown = fillsForwards ? (played.pieces.last?.to ?? model) : model
            pieces.append(.init(start: childEnd, duration: .zero, curve: .linear, from: shown, to: shown))
        }
        let spans = fillsBackwards || fillsForwards || begin >= length ? nil : [begin ..< min(childEnd, length)]
        return GroupTrack(property: property, parts: [part], paths: [path], model: model,
                          pieces: KeyframeCollector.Piece.clipped(pieces, at: length), spans: spans)
    }

    /// Two tracks of the same part of one property that never run at the same time, one after
    /// the other, or `nil` when they do, or when either fills. Outside its passes a child with
    /// no fill mode does not change the property (Apple, `CAMediaTiming.fillMode`: `.removed`,
    /// "the receiver's effects are removed from the layer when the animation completes"), so at
    /// every instant at most one of them shows its value and the group shows that one, or the
    /// model value: exact, whatever their order in the group (IBAnimatable's CirclePendulum
    /// moves a ball along three arcs, one after the other, as three "position" children).
    static func sequence(_ a: GroupTrack, _ b: GroupTrack, length: StoryTime) -> GroupTrack? {
        guard a.parts == b.parts, a.model == b.model, let first = a.spans, let second = b.spans,
              !first.contains(where: { x in second.contains { $0.overlaps(x) } }) else { return nil }
        typealias Piece = KeyframeCollector.Piece
        let spans = (first + second).sorted { $0.lowerBound < $1.lowerBound }
        func shown(_ track: GroupTrack, _ spans: [Range<StoryTime>]) -> [Piece] {
            track.pieces.filter { piece in spans.contains { $0.contains(piece.start) } }
        }
        func model(at time: StoryTime) -> Piece { Piece(start: time, duration: .zero, curve: .linear, from: a.model, to: a.model) }
        var pieces = shown(a, first) + shown(b, second)
        if let earliest = spans.first?.lowerBound, earliest > .zero { pieces.append(model(at: .zero)) }
        for span in spans where span.upperBound < length && !spans.contains(where: { $0.lowerBound == span.upperBound }) {
            pieces.append(model(at: span.upperBound))
        }
        guard !pieces.isEmpty else { return nil }
        // Spans never overlap, so pieces of different children never share a start; within one
        // child the stable sort keeps their order (a jump before the move that starts with it).
        pieces.sort { $0.start < $1.start }
        var sequenced = a
        sequenced.paths += b.paths
        sequenced.pieces = pieces
        sequenced.spans = spans
        return sequenced
    }

    /// Two tracks of one property combined: possible when they animate different parts with
    /// pieces at the same times along the same curves.
    private static func merge(_ a: GroupTrack, _ b: GroupTrack) -> GroupTrack? {
        guard !b.parts.contains(where: { part in part == .whole || a.parts.contains { $0.overlaps(part) } }),
              !a.parts.contains(.whole), a.pieces.count == b.pieces.count,
              zip(a.pieces, b.pieces).allSatisfy({ $0.start == $1.start && $0.duration == $1.duration
                  && ($0.curve == $1.curve || $0.from == $0.to || $1.from == $1.to) }) else { return nil }
        var merged = a
        merged.spans = nil
        merged.parts += b.parts
        merged.paths += b.paths
        for i in merged.pieces.indices {
            var piece = merged.pieces[i]
            let other = b.pieces[i]
            if piece.from == piece.to { piece.curve = other.curve }
            for part in b.parts {
                piece.from = part.copy(from: other.from, into: piece.from)
                piece.to = part.copy(from: other.to, into: piece.to)
            }
            merged.pieces[i] = piece
        }
        return merged
    }
}

extension CALayer.KeyPathPart {
    /// Whether two parts animate a component in common.
    func overlaps(_ other: Self) -> Bool {
        if self == other || self == .whole || other == .whole { return true }
        let scales: Set<Self> = [.scale, .scaleX, .scaleY], translations: Set<Self> = [.translation, .translationX, .translationY]
        return scales.contains(self) && scales.contains(other) && (self == .scale || other == .scale)
            || translations.contains(self) && translations.contains(other) && (self == .translation || other == .translation)
    }

    /// `target` with this part's components taken from `source`.
    func copy(from source: TimelineValue, into target: TimelineValue) -> TimelineValue {
        switch (self, source, target) {
        case (.rotation, .transform(let s), .transform(var t)): t.rotation = s.rotation; return .transform(t)
        case (.scale, .transform(let s), .transform(var t)): t.scaleX = s.scaleX; t.scaleY = s.scaleY; return .transform(t)
        case (.scaleX, .transform(let s), .transform(var t)): t.scaleX = s.scaleX; return .transform(t)
        case (.scaleY, .transform(let s), .transform(var t)): t.scaleY = s.scaleY; return .transform(t)
        case (.translation, .transform(let s), .transform(var t)):
            t.translationX = s.translationX; t.translationY = s.translationY; return .transform(t)
        case (.translationX, .transform(let s), .transform(var t)): t.translationX = s.translationX; return .transform(t)
        case (.translationY, .transform(let s), .transform(var t)): t.translationY = s.translationY; return .transform(t)
        case (.x, .point(let x, _), .point(_, let y)): return .point(x: x, y: y)
        case (.y, .point(_, let y), .point(let x, _)): return .point(x: x, y: y)
        default: return source
        }
    }
}
