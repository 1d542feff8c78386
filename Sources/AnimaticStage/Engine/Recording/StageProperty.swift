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
struct StageProperty<Value: StageRecordable>: Sendable {
    /// The timeline property the value is recorded as.
    let property: AnimatedProperty
    /// The name problems give it (`"layer.shadowOpacity"`).
    let name: StaticString
    /// Whether NaN is reported rather than clamped into the range (UIView's `alpha`).
    var rejectsNaN = false

    /// The recorded value of `value`, or `nil` when it cannot be shown (then reported).
    @inline(__always) func recorded(_ value: Value) -> TimelineValue? {
        value.recorded(as: property.descriptor, rejectingNaN: rejectsNaN)
    }
}

/// A value type that a ``StageProperty`` records.
protocol StageRecordable {
    /// The value as the timeline records it for a property with `descriptor`, or `nil` when
    /// it cannot be shown.
    func recorded(as descriptor: PropertyDescriptor, rejectingNaN: Bool) -> TimelineValue?
    /// The value as a problem prints it.
    var written: String { get }
}

extension StageRecordable where Self: BinaryFloatingPoint {
    /// A number, clamped into the descriptor's range (NaN to its lower bound unless
    /// rejected), then recorded if writable.
    @inline(__always) func recorded(as descriptor: PropertyDescriptor, rejectingNaN: Bool) -> TimelineValue? {
        if rejectingNaN && isNaN { return nil }
        let number = descriptor.clamped(Double(self))
        return number.isWritable ? .scalar(number) : nil
    }

    var written: String { "\(self)" }
}

extension CGFloat: StageRecordable {}
extension Float: StageRecordable {}

extension CGPoint: StageRecordable {
    /// A point, recorded if both coordinates are writable.
    func recorded(as descriptor: PropertyDescriptor, rejectingNaN: Bool) -> TimelineValue? {
        guard x.isWritable && y.isWritable else { return nil }
        return .point(x: Double(x), y: Double(y))
    }

    var written: String { "(\(x), \(y))" }
}

extension CGSize: StageRecordable {
    /// A size, recorded if both dimensions are writable.
    func recorded(as descriptor: PropertyDescriptor, rejectingNaN: Bool) -> TimelineValue? {
        guard width.isWritable && height.isWritable else { return nil }
        return .size(width: Double(width), height: Double(height))
    }

    var written: String { "(\(width), \(height))" }
}

extension CGAffineTransform: StageRecordable {
    /// A transform, recorded decomposed (``UIView/components(of:)``) if every entry is writable.
    func recorded(as descriptor: PropertyDescriptor, rejectingNaN: Bool) -> TimelineValue? {
        let m = affineMatrix
        guard m.a.isWritable && m.b.isWritable && m.c.isWritable && m.d.isWritable
                && m.tx.isWritable && m.ty.isWritable else { return nil }
        return .transform(UIView.components(of: m))
    }

    var written: String { "\(self)" }
}

extension Bool: StageRecordable {
    /// A flag (`isHidden`): always recordable.
    func recorded(as descriptor: PropertyDescriptor, rejectingNaN: Bool) -> TimelineValue? { .flag(self) }

    var written: String { "\(self)" }
}

/// A colour type a key records: UIKit's `UIColor` and Core Animation's `CGColor`.
protocol StageColor {
    /// Whether every component is a finite number.
    var isShowable: Bool { get }
    /// The colour's components.
    var rgba: RGBA { get }
}

extension UIColor: StageColor {}
extension CGColor: StageColor {}

extension UIColor: StageRecordable {
    /// A colour, recorded if every component is finite.
    func recorded(as descriptor: PropertyDescriptor, rejectingNaN: Bool) -> TimelineValue? {
        isShowable ? .color(rgba) : nil
    }

    var written: String { "\(self)" }
}

extension Optional: StageRecordable where Wrapped: StageColor {
    /// A colour (`nil` records clear), recorded if every component is finite.
    func recorded(as descriptor: PropertyDescriptor, rejectingNaN: Bool) -> TimelineValue? {
        if let self, !self.isShowable { return nil }
        return .color(self?.rgba ?? .clear)
    }

    var written: String { map { "\($0)" } ?? "nil" }
}

// Each class declares its keys next to its properties (`CALayer.swift`, `CAShapeLayer.swift`,
// `CATextLayer.swift`, `UIView.swift`), so that a property's key and setter live in one file.

extension UIView {
    /// Records a new value of one of this view's animatable properties, in one call: on stage,
    /// the key converts, clamps and checks it (reporting a value it cannot show) and the
    /// current animation scope decides how it changes (``StageRecorder/changed(index:property:to:)``);
    /// off stage, a change of a property that UIView blocks animate, made inside an animation
    /// block, is kept for a join in the same instant (``noteOffStage(_:from:to:)``); any other
    /// change off stage is the model's only. Call it only when the value changed.
    ///
    /// Inlined into each setter: out of line, `transform`'s setter paid one more call frame per
    /// change (1.4 M instructions on the 10,000-view benchmark).
    @inline(__always)
    final func record<Value>(_ key: StageProperty<Value>, from old: Value, to new: Value) {
        if let recorder = stageRecorder {
            guard let value = key.recorded(new) else {
                return recorder.report(.invalidValue(view: displayName, property: "\(key.name)", value: new.written))
            }
            recorder.changed(index: stageIndex, property: key.property, to: value)
        } else if key.property.animatesInViewBlocks, let from = key.recorded(old), let to = key.recorded(new) {
            noteOffStage(key.property, from: from, to: to)
        }
    }
}

extension CALayer {
    /// Records a new value of one of this layer's animatable properties, in one call: the
    /// key converts, clamps and checks it (reporting a value it cannot show), then the value
    /// is recorded after any explicit animation of the property that holds it (see
    /// ``recordValue(_:_:)``). Does nothing while the layer's view is off stage.
    final func record<Value>(_ key: StageProperty<Value>, _ value: Value) {
        guard let view = owner, let recorder = view.stageRecorder else { return }
        guard let recorded = key.recorded(value) else {
            return recorder.report(.invalidValue(view: view.displayName, property: "\(key.name)", value: value.written))
        }
        recordValue(key.property, recorded)
    }
}
