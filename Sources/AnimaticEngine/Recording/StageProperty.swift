import AnimaticTimeline
import Foundation

/// A property of a view or layer as its setter records it: the timeline property, the name a problem
/// gives it, and how a value set through Core Animation's API becomes the recorded value.
///
/// The recording rules live here once, read from the property's descriptor: a number is
/// clamped into ``PropertyDescriptor/range`` (Core Animation clamps opacities and stroke ends
/// to 0...1, so `shadowOpacity = 2` shows 1 and `.nan` shows 0), and a value that is still not
/// writable (an infinite corner radius, a colour with a NaN component) is reported as
/// `StoryProblem.invalidValue` naming the view and ``name``, never recorded. A setter records
/// in one call, ``CALayer/record(_:_:)``:
///
/// ```swift
/// public final var shadowOpacity: Float = 0 {
///     didSet { if shadowOpacity != oldValue { record(.shadowOpacity, shadowOpacity) } }
/// }
/// ```
@usableFromInline package struct StageProperty<Value: StageRecordable>: Sendable {
    /// The timeline property the value is recorded as.
    @usableFromInline package let property: AnimatedProperty
    /// The name problems give it (`"layer.shadowOpacity"`).
    @usableFromInline package let name: StaticString
    /// Whether NaN is reported rather than clamped into the range (UIView's `alpha`).
    @usableFromInline package var rejectsNaN = false

    /// The key of `property`, named `name` in problems; `rejectsNaN` reports NaN instead of
    /// clamping it.
    @inlinable package init(property: AnimatedProperty, name: StaticString, rejectsNaN: Bool = false) {
        self.property = property; self.name = name; self.rejectsNaN = rejectsNaN
    }

    /// The recorded value of `value`, or `nil` when it cannot be shown (then reported).
    /// `@inline(__always)` so that each setter gets it specialised for its value type (out
    /// of line and generic it cost 7.5 M instructions on the 10,000-view benchmark).
    @inlinable @inline(__always) package func recorded(_ value: Value) -> TimelineValue? {
        value.recorded(as: property.descriptor, rejectingNaN: rejectsNaN)
    }
}

/// A value type that a ``StageProperty`` records.
@usableFromInline package protocol StageRecordable {
    /// The value as the timeline records it for a property with `descriptor`, or `nil` when
    /// it cannot be shown.
    func recorded(as descriptor: PropertyDescriptor, rejectingNaN: Bool) -> TimelineValue?
    /// The value as a problem prints it.
    var written: String { get }
}

extension StageRecordable where Self: BinaryFloatingPoint {
    /// A number, clamped into the descriptor's range (NaN to its lower bound unless
    /// rejected), then recorded if writable.
    @inlinable @inline(__always)
    package func recorded(as descriptor: PropertyDescriptor, rejectingNaN: Bool) -> TimelineValue? {
        if rejectingNaN && isNaN { return nil }
        let number = descriptor.clamped(Double(self))
        return number.isWritable ? .scalar(number) : nil
    }

    @usableFromInline package var written: String { "\(self)" }
}

extension CGFloat: StageRecordable {}
extension Float: StageRecordable {}

extension CGPoint: StageRecordable {
    /// A point, recorded if both coordinates are writable.
    @usableFromInline package func recorded(as descriptor: PropertyDescriptor, rejectingNaN: Bool) -> TimelineValue? {
        guard x.isWritable && y.isWritable else { return nil }
        return .point(x: Double(x), y: Double(y))
    }

    @usableFromInline package var written: String { "(\(x), \(y))" }
}

extension CGSize: StageRecordable {
    /// A size, recorded if both dimensions are writable.
    @usableFromInline package func recorded(as descriptor: PropertyDescriptor, rejectingNaN: Bool) -> TimelineValue? {
        guard width.isWritable && height.isWritable else { return nil }
        return .size(width: Double(width), height: Double(height))
    }

    @usableFromInline package var written: String { "(\(width), \(height))" }
}

extension Bool: StageRecordable {
    /// A flag (`isHidden`): always recordable.
    @usableFromInline package func recorded(as descriptor: PropertyDescriptor, rejectingNaN: Bool) -> TimelineValue? { .flag(self) }

    @usableFromInline package var written: String { "\(self)" }
}

extension Double: StageRecordable {}

extension RGBA: StageRecordable {
    /// A colour already in the timeline's components (a gradient's colour slot), recorded if
    /// every component is finite.
    @inlinable package func recorded(as descriptor: PropertyDescriptor, rejectingNaN: Bool) -> TimelineValue? {
        red.isFinite && green.isFinite && blue.isFinite && alpha.isFinite ? .color(self) : nil
    }

    @usableFromInline package var written: String { "(\(red), \(green), \(blue), \(alpha))" }
}

/// A colour type a key records: UIKit's `UIColor` and Core Animation's `CGColor`.
@usableFromInline package protocol StageColor {
    /// Whether every component is a finite number.
    var isShowable: Bool { get }
    /// The colour's components.
    var rgba: RGBA { get }
}

extension Optional: StageRecordable where Wrapped: StageColor {
    /// A colour (`nil` records clear), recorded if every component is finite. Inlinable, so
    /// that each colour setter gets it specialised (generic and out of line it cost 1.7 M
    /// instructions and 1.1 M of value-witness calls at 10,000 views).
    @inlinable package func recorded(as descriptor: PropertyDescriptor, rejectingNaN: Bool) -> TimelineValue? {
        if let self, !self.isShowable { return nil }
        return .color(self?.rgba ?? .clear)
    }

    @usableFromInline package var written: String { map { "\($0)" } ?? "nil" }
}

extension BinaryFloatingPoint {
    /// Whether the SVG writer writes this number exactly: finite and below 2^64 in magnitude
    /// (fixed notation, no exponent, at the written precision). Geometry and layer numbers
    /// outside this range are reported at recording, naming the view and property.
    @inlinable package var isWritable: Bool { abs(self) < 0x1p64 }
}
