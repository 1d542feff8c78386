import AnimaticClock
import AnimaticEngine
import AnimaticRuntime
import AnimaticTimeline
import Foundation

// The UIKit face's value types that ``StageProperty`` keys record, and the one call through
// which a view's or a layer's setter records (the recording rules are the engine's:
// `Sources/AnimaticEngine/Recording/StageProperty.swift`).

extension CGAffineTransform: StageRecordable {
    /// A transform, recorded decomposed (``UIView/components(of:)``) if every entry is writable.
    @usableFromInline package func recorded(as descriptor: PropertyDescriptor, rejectingNaN: Bool) -> TimelineValue? {
        let m = affineMatrix
        guard m.a.isWritable && m.b.isWritable && m.c.isWritable && m.d.isWritable
                && m.tx.isWritable && m.ty.isWritable else { return nil }
        return .transform(UIView.components(of: m))
    }

    @usableFromInline package var written: String { "\(self)" }
}

extension UIColor: StageColor {}
extension CGColor: StageColor {}

extension UIColor: StageRecordable {
    /// A colour, recorded if every component is finite.
    @usableFromInline package func recorded(as descriptor: PropertyDescriptor, rejectingNaN: Bool) -> TimelineValue? {
        isShowable ? .color(rgba) : nil
    }

    @usableFromInline package var written: String { "\(self)" }
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
    package final func record<Value>(_ key: StageProperty<Value>, from old: Value, to new: Value) {
        if let recorder = stageRecorder {
            guard let value = key.recorded(new) else {
                return recorder.report(.invalidValue(view: displayName, property: "\(key.name)", value: new.written))
            }
            recorder.changed(index: stageIndex, property: key.property, to: value)
        } else if key.property.animatesInViewBlocks, let from = key.recorded(old), let to = key.recorded(new) {
            noteOffStage(key.property, from: from, to: to)
            if isAppearanceProxy { AppearanceRules.notApplied("\(key.name)", on: self) }
        } else if isAppearanceProxy {
            AppearanceRules.notApplied("\(key.name)", on: self)
        }
    }
}

extension UIView {
    /// Records a new value of a view property that Core Animation animates through the layer
    /// (`anchorPoint`), in one call: a value the key cannot show is reported (to the story
    /// recorded on this thread when the view is off stage) and the model keeps its old value;
    /// otherwise `applyModel` sets the model, and on stage the value is recorded after any
    /// explicit animation of the property that holds it (``CALayer/recordValue(_:_:)``).
    /// Call it only when the value changed.
    package final func recordThroughLayer<Value>(_ key: StageProperty<Value>, _ new: Value, applyModel: () -> Void) {
        guard let value = key.recorded(new) else {
            let problem = StoryProblem.invalidValue(view: displayName, property: "\(key.name)", value: new.written)
            if let recorder = stageRecorder { recorder.report(problem) } else { StoryContext.reportToCurrent(problem) }
            return
        }
        applyModel()
        guard let recorder = stageRecorder else { return }
        if let layer = storedLayer {
            layer.recordValue(key.property, value)   // waits for a running explicit animation's end
        } else {
            recorder.changed(index: stageIndex, property: key.property, to: value)
        }
    }
}

extension CALayer {
    /// Records a new value of one of this layer's animatable properties, in one call: the
    /// key converts, clamps and checks it (reporting a value it cannot show), then the value
    /// is recorded after any explicit animation of the property that holds it (see
    /// ``recordValue(_:_:)``). Does nothing while the layer's view is off stage.
    package final func record<Value>(_ key: StageProperty<Value>, _ value: Value) {
        guard let view = owner, let recorder = view.stageRecorder else {
            if let view = owner, view.isAppearanceProxy { AppearanceRules.notApplied("\(key.name)", on: view) }
            return
        }
        guard let recorded = key.recorded(value) else {
            return recorder.report(.invalidValue(view: view.displayName, property: "\(key.name)", value: value.written))
        }
        if storedActions != nil, let name = key.property.descriptor.keyPath {
            return withAction(forKey: "\(name)") { recordValue(key.property, recorded) }
        }
        recordValue(key.property, recorded)
    }
}
