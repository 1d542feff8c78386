import Foundation

// Boxing Core Graphics geometry in `NSValue`, with UIKit's names (Apple, "NSValue",
// `init(cgPoint:)`, `init(cgSize:)`, `init(cgRect:)` and `cgPointValue`, `cgSizeValue`,
// `cgRectValue`, from UIKit's NSValue additions). Foundation on Linux boxes these types under its
// macOS names (`init(point:)`, `init(size:)`, `init(rect:)`), with the same `objCType`s as iOS
// (`{CGPoint=dd}`, `{CGSize=dd}`, `{CGRect={CGPoint=dd}{CGSize=dd}}`); code written for iOS uses
// the UIKit names, for an animation's `fromValue`/`toValue`/`values` or associated objects.
// Reading a value as the wrong type crashes in Foundation on Linux; these getters answer zero
// instead, as iOS does for a value of another type.

extension NSValue {
    /// A value holding `point` (UIKit's `NSValue(cgPoint:)`).
    ///
    /// ```swift
    /// move.values = [NSValue(cgPoint: .zero), NSValue(cgPoint: CGPoint(x: 40, y: 0))]
    /// ```
    public convenience init(cgPoint point: CGPoint) { self.init(point: point) }

    /// A value holding `size` (UIKit's `NSValue(cgSize:)`).
    public convenience init(cgSize size: CGSize) { self.init(size: size) }

    /// A value holding `rect` (UIKit's `NSValue(cgRect:)`).
    public convenience init(cgRect rect: CGRect) { self.init(rect: rect) }

    /// The point the value holds (UIKit's `cgPointValue`); `.zero` for a value holding something else.
    public var cgPointValue: CGPoint { boxedGeometry as? CGPoint ?? .zero }

    /// The size the value holds (UIKit's `cgSizeValue`); `.zero` for a value holding something else.
    public var cgSizeValue: CGSize { boxedGeometry as? CGSize ?? .zero }

    /// The rectangle the value holds (UIKit's `cgRectValue`); `.zero` for a value holding something else.
    public var cgRectValue: CGRect { boxedGeometry as? CGRect ?? .zero }

    /// The `CGPoint`, `CGSize` or `CGRect` the value holds, or `nil` when it holds something else.
    var boxedGeometry: Any? {
        switch String(cString: objCType) {
        case "{CGPoint=dd}": return pointValue
        case "{CGSize=dd}": return sizeValue
        case "{CGRect={CGPoint=dd}{CGSize=dd}}": return rectValue
        default: return nil
        }
    }

    /// `any` with a boxed point, size or rectangle unboxed (an animation's values may be either).
    static func unboxingGeometry(_ any: Any) -> Any {
        (any as? NSValue)?.boxedGeometry ?? any
    }
}
