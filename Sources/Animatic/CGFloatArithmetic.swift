// CGFloat's arithmetic for files that import Animatic and not Foundation (an app file whose
// `import UIKit` the adapter turned into `import Animatic`).
//
// On Linux, Animatic re-exports Foundation's `CGFloat` by a scoped import (FoundationExports.swift).
// The operators `+`, `-`, `*`, `/` of CGFloat are static members that swift-corelibs-foundation
// declares on it, and the type checker only finds such an operator member in a module the file
// imports whole: without them, `2 * width` (`width` a CGFloat) took the standard library's
// `Double` operator through the implicit CGFloat-to-Double conversion (SE-0307) and was a
// `Double`. Code that names the type of the result then failed to compile where the conversion
// is not implicit (a labelled tuple built as `Values(x: 0, scaleX: scale)`, IBAnimatable's
// `Animatable.swift`, made swiftc give up with "failed to produce diagnostic"). In UIKit, with
// Foundation imported whole, the result is a CGFloat (Apple, "CGFloat": its `+`, `-`, `*`, `/`
// and `prefix -` return `CGFloat`).
//
// The operators below return CGFloat as Foundation's do. They are members of a protocol
// extension, so a file that also imports Foundation (whose operators are the type's own and
// therefore more specific) keeps using Foundation's, with no ambiguity.
#if os(Linux)
/// A type whose arithmetic operators Animatic provides to files that import Animatic without
/// Foundation; only `CGFloat` conforms.
///
/// Not for use in your code: it exists so that `2 * width`, with `width` a `CGFloat`, is a
/// `CGFloat` as in UIKit (Apple, "CGFloat") instead of a `Double`.
///
/// ```swift
/// let width: CGFloat = 100
/// let half = width / 2          // CGFloat, with or without `import Foundation`
/// ```
public protocol CGFloatArithmetic {}

extension CGFloat: CGFloatArithmetic {}

extension CGFloatArithmetic where Self == CGFloat {
    /// The sum of two CGFloats (Foundation's `CGFloat.+`).
    @inlinable public static func + (lhs: Self, rhs: Self) -> Self { CGFloat(lhs.native + rhs.native) }
    /// The difference of two CGFloats (Foundation's `CGFloat.-`).
    @inlinable public static func - (lhs: Self, rhs: Self) -> Self { CGFloat(lhs.native - rhs.native) }
    /// The product of two CGFloats (Foundation's `CGFloat.*`).
    @inlinable public static func * (lhs: Self, rhs: Self) -> Self { CGFloat(lhs.native * rhs.native) }
    /// The quotient of two CGFloats (Foundation's `CGFloat./`).
    @inlinable public static func / (lhs: Self, rhs: Self) -> Self { CGFloat(lhs.native / rhs.native) }
    /// The CGFloat negated (Foundation's `prefix CGFloat.-`).
    @inlinable public static prefix func - (operand: Self) -> Self { CGFloat(-operand.native) }
}
#endif
