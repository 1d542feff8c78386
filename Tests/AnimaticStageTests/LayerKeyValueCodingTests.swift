import Foundation
import Testing
import AnimaticClock
import AnimaticTimeline
@testable import AnimaticStage
@testable import AnimaticRuntime

/// Key-value coding of a layer's recorded properties (Apple, "Core Animation Programming Guide",
/// "Key-Value Coding Extensions": layers are key-value coding compliant for their properties, and
/// the transform's fields have key paths of their own, Table 4): apps read
/// `presentation()?.value(forKeyPath: "transform.rotation.z") as? CGFloat` and set
/// `layer.setValue(angle, forKeyPath: "transform.rotation.z")`.
@Suite struct LayerKeyValueCodingTests {
    /// Each property reads in its own Swift type: the opacities as `Float`, the others as the
    /// setter's type; `bounds` is a rectangle and `hidden` a flag.
    @Test func propertiesReadTheirModelInTheirOwnTypes() {
        let layer = CALayer()
        layer.bounds = CGRect(x: 0, y: 0, width: 40, height: 30)
        layer.position = CGPoint(x: 7, y: 9)
        layer.cornerRadius = 4
        layer.shadowOpacity = 0.25
        layer.isHidden = true
        #expect(layer.value(forKey: "opacity") as? Float == 1)
        #expect(layer.value(forKey: "shadowOpacity") as? Float == 0.25)
        #expect(layer.value(forKey: "cornerRadius") as? CGFloat == 4)
        #expect(layer.value(forKey: "position") as? CGPoint == CGPoint(x: 7, y: 9))
        #expect(layer.value(forKeyPath: "position.y") as? CGFloat == 9)
        #expect(layer.value(forKey: "bounds") as? CGRect == CGRect(x: 0, y: 0, width: 40, height: 30))
        #expect(layer.value(forKeyPath: "bounds.size") as? CGSize == CGSize(width: 40, height: 30))
        #expect(layer.value(forKey: "hidden") as? Bool == true)
        #expect(layer.value(forKey: "backgroundColor") == nil)
    }

    /// The transform's fields read from its decomposition: rotation about z, the scale of each
    /// axis, their average, and the translation (a size for `transform.translation`).
    @Test func transformFieldsReadFromTheDecomposition() throws {
        let layer = CALayer()
        layer.transform = CATransform3DMakeAffineTransform(
            CGAffineTransform(translationX: 10, y: -4).rotated(by: 0.5).scaledBy(x: 2, y: 3))
        let rotation = try #require(layer.value(forKeyPath: "transform.rotation.z") as? CGFloat)
        #expect(abs(rotation - 0.5) < 1e-12)
        #expect(layer.value(forKeyPath: "transform.rotation") as? CGFloat == rotation)
        let sx = try #require(layer.value(forKeyPath: "transform.scale.x") as? CGFloat)
        let sy = try #require(layer.value(forKeyPath: "transform.scale.y") as? CGFloat)
        let s = try #require(layer.value(forKeyPath: "transform.scale") as? CGFloat)
        #expect(abs(sx - 2) < 1e-12 && abs(sy - 3) < 1e-12 && abs(s - 2.5) < 1e-12)
        #expect(layer.value(forKeyPath: "transform.translation") as? CGSize == CGSize(width: 10, height: -4))
        #expect(layer.value(forKeyPath: "transform.translation.x") as? CGFloat == 10)
    }

    /// A subclass's property is read and set on that subclass; on a plain layer its name is an
    /// arbitrary key, stored as Core Animation stores it.
    @Test func aSubclassPropertyIsThatClassesAndAnArbitraryKeyElsewhere() {
        let shape = CAShapeLayer(), plain = CALayer()
        shape.setValue(0.25, forKey: "strokeEnd")
        plain.setValue(0.25, forKey: "strokeEnd")
        #expect(shape.strokeEnd == 0.25)
        #expect(shape.value(forKey: "strokeEnd") as? CGFloat == 0.25)
        #expect(plain.value(forKey: "strokeEnd") as? Double == 0.25)
        let text = CATextLayer()
        text.setValue(UIColor.red, forKey: "foregroundColor")
        #expect(text.foregroundColor?.rgba == UIColor.red.rgba)
    }

    /// Setting through a key path goes through the property's setter: on stage it records as an
    /// assignment does, at once outside a block and animated inside one; a transform field keeps
    /// the other fields.
    @Test func settingOnStageRecordsAsAnAssignment() {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        view.accessibilityIdentifier = "box"
        view.transform = CGAffineTransform(translationX: 20, y: 0)
        let r = record { stage, clock in
            stage.addSubview(view)
            clock.schedule(at: s(1)) { view.layer.setValue(0.5, forKey: "opacity") }
            clock.schedule(at: s(2)) {
                UIView.animate(withDuration: 1) { view.layer.setValue(2, forKeyPath: "transform.scale") }
            }
        }
        #expect(r.problems.isEmpty)
        #expect(view.alpha == 0.5)
        #expect(view.transform == CGAffineTransform(a: 2, b: 0, c: 0, d: 2, tx: 20, ty: 0))
        #expect(r.timeline.text == """
            1.000 +0.000 box alpha 1 -> 0.5 linear
            2.000 +1.000 box transform translate(20, 0) rotate(0°) scale(1, 1) -> translate(20, 0) rotate(0°) scale(2, 2) easeInOut

            """)
    }

    /// A value of the wrong type is reported naming the call and the key path, and changes
    /// nothing. A rotation about x still reads: the plane it draws has no rotation about z (a
    /// transform with perspective on the plane never becomes the model: its setter reports it).
    @Test func aWrongValueIsReportedAndChangesNothing() {
        let layer = CALayer()
        var read: Any?, flat: Any?
        let r = record { _, _ in
            layer.setValue("round", forKey: "cornerRadius")
            layer.setValue(CGSize(width: 1, height: 1), forKeyPath: "position")
            layer.setValue(nil, forKeyPath: "transform.rotation.z")
            layer.transform = CATransform3DMakeRotation(0.3, 1, 0, 0)
            flat = layer.value(forKeyPath: "transform.rotation.z")
            var perspective = CATransform3DIdentity
            perspective.m34 = -1 / 500
            layer.transform = CATransform3DRotate(perspective, 0.3, 0, 1, 0)
            read = layer.value(forKeyPath: "transform.rotation.z")
        }
        #expect(layer.cornerRadius == 0 && layer.position == .zero)
        #expect(flat as? CGFloat == 0 && read as? CGFloat == 0)
        #expect(Array(r.problems.dropLast()) == [
            .invalidArgument(call: "CALayer.setValue(_:forKey:)", argument: "value", problem: "\"cornerRadius\" takes a number, got String"),
            .invalidArgument(call: "CALayer.setValue(_:forKeyPath:)", argument: "value", problem: "\"position\" takes a CGPoint, got CGSize"),
            .invalidArgument(call: "CALayer.setValue(_:forKeyPath:)", argument: "value", problem: "\"transform.rotation.z\" takes a number, got nil"),
        ])
        #expect(r.problems.last?.call == "CALayer.transform")
    }
}
