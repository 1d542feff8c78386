import AnimaticEngine
import AnimaticTimeline
import Foundation

extension CALayer {
    /// A copy of the layer as it shows on screen now, mid-animation (Apple, `presentation()`:
    /// "a copy of the presentation layer object that represents the state of the layer as it
    /// currently appears onscreen").
    ///
    /// ```swift
    /// let shown = layer.presentation() ?? layer
    /// let from = shown.position             // where the running animation has it now
    /// ```
    ///
    /// The copy is a new layer of the same class, off stage, carrying the on-screen values of
    /// what Animatic records for the layer's view: ``anchorPoint``, ``bounds``, ``position``,
    /// ``opacity``, ``isHidden``, ``backgroundColor``, ``cornerRadius``, ``borderWidth``,
    /// ``shadowOpacity``, ``shadowRadius`` and ``transform``; its other properties are a new
    /// layer's. `nil` while the layer is not on stage, as Core Animation returns `nil` for a
    /// layer that was never committed to the screen. Changing the copy changes nothing recorded.
    public func presentation() -> Self? {
        guard let view = owner, let recorder = view.stageRecorder else { return nil }
        let index = view.stageIndex
        let now = recorder.clock.now
        func shown(_ property: AnimatedProperty) -> TimelineValue {
            recorder.presentationValue(view: index, property: property, at: now)
        }
        func point(_ property: AnimatedProperty, _ model: CGPoint) -> CGPoint {
            if case .point(let x, let y) = shown(property) { return CGPoint(x: x, y: y) }
            return model
        }
        func number(_ property: AnimatedProperty, _ model: Double) -> Double {
            if case .scalar(let value) = shown(property) { return value }
            return model
        }
        let copy = type(of: self).init()
        copy.anchorPoint = point(.anchorPoint, anchorPoint)
        var size = bounds.size
        if case .size(let width, let height) = shown(.size) { size = CGSize(width: width, height: height) }
        copy.bounds = CGRect(origin: point(.boundsOrigin, bounds.origin), size: size)
        copy.position = point(.center, position)
        copy.opacity = Float(number(.alpha, Double(opacity)))
        if case .flag(let hidden) = shown(.isHidden) { copy.isHidden = hidden } else { copy.isHidden = isHidden }
        if case .color(let c) = shown(.backgroundColor) {
            copy.backgroundColor = c.alpha == 0 && backgroundColor == nil
                ? nil : CGColor(UIColor(red: CGFloat(c.red), green: CGFloat(c.green), blue: CGFloat(c.blue), alpha: CGFloat(c.alpha)))
        } else {
            copy.backgroundColor = backgroundColor
        }
        copy.cornerRadius = CGFloat(number(.cornerRadius, Double(cornerRadius)))
        copy.borderWidth = CGFloat(number(.borderWidth, Double(borderWidth)))
        copy.shadowOpacity = Float(number(.shadowOpacity, Double(shadowOpacity)))
        copy.shadowRadius = CGFloat(number(.shadowRadius, Double(shadowRadius)))
        if case .transform(let components) = shown(.transform) {
            let m = components.matrix
            copy.transform = CATransform3DMakeAffineTransform(
                CGAffineTransform(a: CGFloat(m.a), b: CGFloat(m.b), c: CGFloat(m.c), d: CGFloat(m.d), tx: CGFloat(m.tx), ty: CGFloat(m.ty)))
        } else {
            copy.transform = transform
        }
        return copy
    }
}
