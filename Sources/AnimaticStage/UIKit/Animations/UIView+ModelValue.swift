import AnimaticTimeline
import Foundation

extension UIView {
    /// Sets the model value of a property a view animation block animates (the properties a
    /// property animator tracks).
    ///
    /// The switch names every model field UIView blocks animate (the descriptor's
    /// `viewBlockField`), with no `default:`: a property that view blocks animate does not
    /// compile until it says here how its model value is set. A property they do not animate
    /// (no field), or a value of another kind than the property's, sets nothing.
    final func setModelValue(_ value: TimelineValue, of property: AnimatedProperty) {
        guard let field = property.descriptor.viewBlockField else { return }
        switch field {
        case .center:
            if case .point(let x, let y) = value { center = CGPoint(x: x, y: y) }
        case .size:
            if case .size(let w, let h) = value { bounds = CGRect(origin: bounds.origin, size: CGSize(width: w, height: h)) }
        case .boundsOrigin:
            if case .point(let x, let y) = value { bounds = CGRect(origin: CGPoint(x: x, y: y), size: bounds.size) }
        case .transform:
            guard case .transform(let t) = value else { return }
            let m = t.matrix
            transform = CGAffineTransform(a: m.a, b: m.b, c: m.c, d: m.d, tx: m.tx, ty: m.ty)
        case .alpha:
            if case .scalar(let a) = value { alpha = CGFloat(a) }
        case .backgroundColor:
            guard case .color(let c) = value else { return }
            backgroundColor = UIColor(red: c.red, green: c.green, blue: c.blue, alpha: c.alpha)
        case .cornerRadius:
            if case .scalar(let r) = value { layer.cornerRadius = CGFloat(r) }
        }
    }
}
