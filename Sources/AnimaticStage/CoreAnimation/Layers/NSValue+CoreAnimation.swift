import Foundation

// Boxing Core Animation values in `NSValue`, as code written for iOS does for an animation's
// `fromValue`/`toValue`/`values` (Apple, "NSValue", `init(caTransform3D:)` and
// `caTransform3DValue`, from QuartzCore). Foundation on Linux cannot box a struct of its own
// (its `NSValue(bytes:objCType:)` takes no struct encodings), so the transform is boxed as an
// array of its sixteen entries, row by row (`objCType` is `"[16d]"`, where iOS reports
// `"{CATransform3D=dddddddddddddddd}"`). Animations unbox it wherever they take a
// `CATransform3D`.

extension NSValue {
    /// The type encoding of a boxed ``CATransform3D`` on Linux.
    static let transform3DEncoding = "[16d]"

    /// A value holding `transform` (Apple, `NSValue(caTransform3D:)`).
    ///
    /// ```swift
    /// pop.values = [NSValue(caTransform3D: CATransform3DMakeScale(0.5, 0.5, 1)),
    ///               NSValue(caTransform3D: CATransform3DIdentity)]
    /// ```
    public convenience init(caTransform3D transform: CATransform3D) {
        let t = transform
        let entries: [Double] = [t.m11, t.m12, t.m13, t.m14, t.m21, t.m22, t.m23, t.m24,
                                 t.m31, t.m32, t.m33, t.m34, t.m41, t.m42, t.m43, t.m44].map { Double($0) }
        self.init(bytes: entries, objCType: NSValue.transform3DEncoding)
    }

    /// The transform a value made with ``init(caTransform3D:)`` holds (Apple,
    /// `NSValue.caTransform3DValue`); all zeros for a value holding something else.
    public var caTransform3DValue: CATransform3D { boxedTransform3D ?? CATransform3D() }

    /// The transform the value holds, or `nil` when it holds something else.
    var boxedTransform3D: CATransform3D? {
        guard String(cString: objCType) == NSValue.transform3DEncoding else { return nil }
        var m = [Double](repeating: 0, count: 16)
        m.withUnsafeMutableBytes { getValue($0.baseAddress!) }
        return CATransform3D(m11: m[0], m12: m[1], m13: m[2], m14: m[3], m21: m[4], m22: m[5], m23: m[6], m24: m[7],
                             m31: m[8], m32: m[9], m33: m[10], m34: m[11], m41: m[12], m42: m[13], m43: m[14], m44: m[15])
    }
}

extension CATransform3D {
    /// `any` as a transform: a ``CATransform3D``, or one boxed with
    /// ``NSValue/init(caTransform3D:)``.
    static func unboxed(_ any: Any) -> CATransform3D? {
        if let transform = any as? CATransform3D { return transform }
        return (any as? NSValue)?.boxedTransform3D
    }
}
