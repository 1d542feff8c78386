import AnimaticEngine
import AnimaticRuntime
import AnimaticClock
import AnimaticTimeline

/// A `CABasicAnimation` of `contents` running on an image view's layer: while it runs (until
/// `end`; forever when it holds its last image) the view shows the animation's images, and
/// changes of the image (the model) show when it ends.
struct ContentsAnimation {
    var animation: CAAnimation
    var key: String?
    /// From when the model waits: the start, or the add when `fromValue` fills backwards.
    var start: StoryTime
    var end: StoryTime
    var tokens: [ClockToken]
}

extension CALayer {
    /// The layer's image (Core Animation's `contents`): on an image view's layer, the image
    /// view's image as a ``CGImage`` (setting it sets ``UIImageView/image``, so a change after
    /// the view joined the stage swaps or cross-dissolves as the image does).
    ///
    /// ```swift
    /// imageView.layer.contents = nextPage.cgImage
    /// ```
    ///
    /// A `UIImage` is taken too. Setting a value on any other layer (Animatic draws images in
    /// image views only), or a value that is not an image, is reported as not supported
    /// (``StoryProblem/notSupported(call:feature:)``) and draws nothing; setting `nil` there
    /// changes nothing (the layer has no contents).
    public var contents: Any? {
        get { (owner as? UIImageView)?.image?.cgImage }
        set {
            let call = "CALayer.contents"
            guard let imageView = owner as? UIImageView else {
                if newValue != nil {
                    StoryContext.reportToCurrent(StoryProblem.notSupported(
                        call: call, feature: "contents of a layer that is not an image view's (use a UIImageView to draw an image)"))
                }
                return
            }
            guard let image = newValue == nil ? .some(nil) : CALayer.image(newValue) else {
                StoryContext.reportToCurrent(StoryProblem.notSupported(
                    call: call, feature: "contents that are not a CGImage or UIImage (\(type(of: newValue!)))"))
                return
            }
            imageView.image = image.map { UIImage(cgImage: $0) }
        }
    }

    /// A `contents` value as an image: `nil` for `nil` or something else than an image.
    static func image(_ value: Any?) -> CGImage?? {
        guard let value else { return nil }
        if let cg = value as? CGImage { return .some(cg) }
        if let ui = value as? UIImage { return .some(ui.cgImage) }
        return nil
    }

    /// Records a `CABasicAnimation` of `contents` (a cross-fade between two images, Apple's
    /// "Animatable Properties": `contents` animates with a cross-fade) on an image view's layer:
    /// from `fromValue` (or the picture on screen) to `toValue` (or the image view's image) over
    /// the animation's duration along its timing function, from its `beginTime`; with
    /// `fillMode` `.backwards`/`.both` and a later start, `fromValue` shows from the add on.
    /// While it runs, changes of the image wait; when it ends and is removed (the default), the
    /// image view's image shows; with `isRemovedOnCompletion = false` and `fillMode`
    /// `.forwards`/`.both`, `toValue` stays. `removeAnimation(forKey:)` and
    /// `removeAllAnimations()` end it at once (the image shows; the delegate hears
    /// `finished: false`). The delegate is told at the start and end.
    ///
    /// Reported as not supported: another layer's contents, a `CAKeyframeAnimation` of
    /// contents, `byValue`, additive or cumulative animations, repeats, autoreverses, `speed`
    /// other than 1 and `timeOffset`.
    func addContentsAnimation(_ animation: CAPropertyAnimation, forKey key: String?, view: UIView,
                              recorder: StageRecorder, call: String) {
        guard let imageView = view as? UIImageView else {
            return recorder.report(.notSupported(
                call: call, feature: "animating contents of a layer that is not an image view's (view \(Timeline.inert(view.displayName)) draws no image)"))
        }
        guard let basic = animation as? CABasicAnimation, !(animation is CASpringAnimation) else {
            return recorder.report(.notSupported(call: call, feature: "a \(type(of: animation)) of contents (only CABasicAnimation cross-fades images)"))
        }
        var unsupported: [String] = []
        if basic.byValue != nil { unsupported.append("byValue") }
        if basic.isAdditive || basic.isCumulative { unsupported.append("isAdditive/isCumulative") }
        if basic.repeatCount != 0 || basic.repeatDuration != 0 || basic.autoreverses { unsupported.append("repeats and autoreverses") }
        if basic.speed != 1 || basic.timeOffset != 0 { unsupported.append("speed and timeOffset") }
        guard unsupported.isEmpty else {
            return recorder.report(.notSupported(call: call, feature: "a contents cross-fade with " + unsupported.joined(separator: ", ")))
        }
        // A value left nil (`nil` here) is the picture on screen (from) or the image (to); a
        // value given is `.some(image)`.
        let from = CALayer.image(basic.fromValue), to = CALayer.image(basic.toValue)
        guard (from != nil || basic.fromValue == nil) && (to != nil || basic.toValue == nil) else {
            return recorder.report(.notSupported(call: call, feature: "a contents animation whose fromValue or toValue is not a CGImage or UIImage"))
        }
        guard let timing = CALayer.timing(of: basic, recorder: recorder, call: call) else { return }
        guard timing.elapsed == .zero else {
            return recorder.report(.notSupported(call: call, feature: "a contents cross-fade with a beginTime before now"))
        }
        let (now, duration, start) = (timing.now, timing.duration, timing.start)
        let curve = basic.timingFunction?.curve ?? .linear
        let holds = !basic.isRemovedOnCompletion && (basic.fillMode == .forwards || basic.fillMode == .both)
        let end = start + duration
        let index = view.stageIndex
        func content(_ image: CGImage??) -> ViewContent? {
            guard let image else { return nil }
            return imageView.content(showing: image.map { UIImage(cgImage: $0) })
        }
        if let running = contentsAnimation { running.tokens.forEach { recorder.clock.cancel($0) } }
        var waitsFrom = start
        if start > now, basic.fillMode == .backwards || basic.fillMode == .both, let shown = content(from) {
            recorder.fadeContent(of: index, look: imageView.layerLook, from: shown, to: shown, duration: .zero, curve: .linear, at: now)
            waitsFrom = now
        }
        var tokens: [ClockToken] = []
        let run = { [weak imageView] in
            guard let imageView, imageView.stageRecorder === recorder else { return }
            let target = content(to) ?? imageView.content(showing: imageView.shownImage)
            recorder.fadeContent(of: index, look: imageView.layerLook, from: content(from), to: target, duration: duration,
                                 curve: curve, at: start)
        }
        if start > now { tokens.append(recorder.clock.schedule(at: start, run)) } else { run() }
        if !holds {
            tokens.append(recorder.clock.schedule(at: end) { [weak self, weak imageView] in
                guard let self, let imageView else { return }
                self.contentsAnimation = nil
                imageView.contentDidChange(call: "UIImageView.image")
            })
        }
        if let delegate = basic.delegate {
            tokens.append(recorder.clock.schedule(at: start) { delegate.animationDidStart(basic) })
            if !holds { tokens.append(recorder.clock.schedule(at: end) { delegate.animationDidStop(basic, finished: true) }) }
        }
        contentsAnimation = ContentsAnimation(animation: basic, key: key, start: waitsFrom, end: holds ? .maximum : end, tokens: tokens)
        CATransaction.animationAdded(ending: end)
    }

    /// Ends a running contents animation now (`removeAnimation(forKey:)` with its key, or
    /// `removeAllAnimations()`): the image view's image shows at once.
    func removeContentsAnimation(key: String?) {
        guard let running = contentsAnimation, key == nil || running.key == key,
              let view = owner, let recorder = view.stageRecorder else { return }
        running.tokens.forEach { recorder.clock.cancel($0) }
        contentsAnimation = nil
        view.contentDidChange(call: "UIImageView.image")
        // Removed before its end: the delegate hears `finished: false` (Apple, `animationDidStop(_:finished:)`).
        if running.end > recorder.clock.now { running.animation.delegate?.animationDidStop(running.animation, finished: false) }
    }
}
