import Foundation
import Testing
import AnimaticClock
import AnimaticTimeline
@testable import AnimaticStage
@testable import AnimaticRuntime

/// `AnimaticDynamicObject`: what the adapter makes of a member read on `AnyObject` (Objective-C's
/// dynamic lookup on iOS), and the key-value coding of UIKit properties behind it.
@Suite struct AnyObjectLookupTests {
    /// Spring's sliders: `sender.value(forKey: "value") as! CGFloat` of a `UISlider` passed as
    /// `AnyObject`: key-value coding boxes the `Float` in an `NSNumber`, which every number type
    /// takes, as on iOS.
    @Test func aSlidersValueByKeyCastsToEveryNumberType() {
        let slider = UISlider()
        slider.value = 0.25
        let sender: AnyObject = slider
        #expect(AnimaticDynamicObject(sender).value(forKey: "value") as! CGFloat == 0.25)
        #expect(AnimaticDynamicObject(sender).value(forKey: "value") as? Float == 0.25)
        #expect(AnimaticDynamicObject(sender).value(forKey: "value") as? Double == 0.25)
        #expect(AnimaticDynamicObject(sender).value(forKey: "maximumValue") as? CGFloat == 1)
        AnimaticDynamicObject(sender).setValue(CGFloat(0.75), forKey: "value")
        #expect(slider.value == 0.75)
        let toggle = UISwitch()
        toggle.isOn = true
        #expect(AnimaticDynamicObject(toggle).value(forKey: "on") as? Bool == true)
        #expect(AnimaticDynamicObject(toggle).value(forKey: "isOn") as? Bool == true)
    }

    /// A view's keys by their Objective-C names and their Swift ones (the accessor search finds
    /// `isHidden` for `hidden`), structures as themselves, a key path through `layer`.
    @Test func viewKeysReadAndSetThroughTheirSetters() {
        let r = record { stage, _ in
            let box = makeBox()
            stage.addSubview(box)
            let object = AnimaticDynamicObject(box)
            #expect(object.value(forKey: "frame") as? CGRect == CGRect(x: 150, y: 100, width: 100, height: 100))
            #expect(object.value(forKey: "hidden") as? Bool == false)
            #expect(object.value(forKey: "alpha") as? CGFloat == 1)
            #expect(object.value(forKey: "layer") as? CALayer === box.layer)
            object.setValue(0.5, forKey: "alpha")
            object.setValue(CGPoint(x: 10, y: 20), forKey: "center")
            object.setValue(Float(0.25), forKeyPath: "layer.opacity")
            #expect(box.alpha == 0.25 && box.center == CGPoint(x: 10, y: 20))
            #expect(object.value(forKeyPath: "layer.opacity") as? Float == 0.25)
        }
        #expect(r.problems.isEmpty)
    }

    /// A key neither UIKit's class nor Animatic answers is reported, as iOS raises for it, and
    /// changes nothing.
    @Test func anUnknownKeyIsReported() {
        let r = record { stage, _ in
            let label = UILabel()
            #expect(AnimaticDynamicObject(label).value(forKey: "glow") == nil)
            AnimaticDynamicObject(label).setValue(3, forKey: "glow")
        }
        let tail = " (iOS raises \"this class is not key value coding-compliant for the key glow\" for a key it lacks; "
            + "Animatic answers layers, animations, user defaults and the UIKit properties it lists)"
        #expect(r.problems == [
            .notSupported(call: "UILabel.value(forKey:)", feature: "key-value coding of 'glow' on a UILabel" + tail),
            .notSupported(call: "UILabel.setValue(_:forKey:)", feature: "key-value coding of 'glow' on a UILabel" + tail),
        ])
    }

    /// DGElasticPullToRefresh's observer: the change of a scroll view's `contentOffset` and
    /// `contentInset` carries the structure, which the `NSValue` accessors read; `frame` notifies
    /// when the frame is set (not through `center`, as on iOS); `panGestureRecognizer.state` is
    /// observable and never changes (a story never pans a scroll view).
    @Test func keyValueObservingChangesReadAsNSValues() {
        final class Observer: UIView {
            var offsets: [CGFloat] = []
            var insets: [CGFloat] = []
            var seen: [String] = []
            override func observeValue(forKeyPath keyPath: String?, of object: Any?, change: [NSKeyValueChangeKey: Any]?,
                                       context: UnsafeMutableRawPointer?) {
                seen.append(keyPath ?? "?")
                guard let new = change?[NSKeyValueChangeKey.newKey] else { return }
                if keyPath == "contentOffset" { offsets.append(AnimaticDynamicObject(unwrapping: (new as AnyObject)).cgPointValue.y) }
                if keyPath == "contentInset" { insets.append(AnimaticDynamicObject(unwrapping: (new as AnyObject)).uiEdgeInsetsValue.top) }
                if keyPath == "frame" { seen.append("\(AnimaticDynamicObject(unwrapping: (new as AnyObject)).cgRectValue.width)") }
            }
        }
        let r = record { stage, _ in
            let scroll = UIScrollView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
            let observer = Observer()
            stage.addSubview(scroll)
            for keyPath in ["contentOffset", "contentInset", "frame", "panGestureRecognizer.state"] {
                scroll.addObserver(observer, forKeyPath: keyPath, options: .new, context: nil)
            }
            scroll.contentOffset = CGPoint(x: 0, y: -40)
            scroll.contentInset = UIEdgeInsets(top: 64, left: 0, bottom: 0, right: 0)
            scroll.frame = CGRect(x: 0, y: 0, width: 120, height: 100)
            scroll.center = CGPoint(x: 200, y: 200)
            #expect(observer.offsets == [-40])
            #expect(observer.insets == [64])
            #expect(observer.seen == ["contentOffset", "contentInset", "frame", "120.0"])
        }
        #expect(r.problems.isEmpty)
    }

    /// A member the object lacks: `nil`, as iOS's lookup answers, where the code takes an
    /// optional; where it unwraps (iOS stops there), reported with the selector, and zero.
    @Test func aMissingMemberIsNilOrReported() {
        final class Thing {}
        let r = record { _, _ in
            let thing: AnyObject = Thing()
            #expect(AnimaticDynamicObject(thing).cgPointValue == nil)
            #expect(AnimaticDynamicObject(NSNull()).doubleValue == nil)
            #expect(AnimaticDynamicObject(unwrapping: NSNull()).doubleValue == 0)
            #expect(AnimaticDynamicObject(unwrapping: thing).cgPointValue.y == 0)
        }
        #expect(r.problems == [
            .misuse(call: "AnyObject.doubleValue", problem: "unrecognized selector 'doubleValue' sent to a NSNull "
                + "(Objective-C's dynamic lookup on AnyObject finds no such member; read as 0.0)"),
            .misuse(call: "AnyObject.cgPointValue", problem: "unrecognized selector 'cgPointValue' sent to a Thing "
                + "(Objective-C's dynamic lookup on AnyObject finds no such member; read as CGPoint(x: 0.0, y: 0.0))"),
        ])
    }

    /// Numbers, Booleans and strings answer the number accessors as `NSNumber` and `NSString` do;
    /// geometry boxed in `NSValue` or by `as AnyObject` answers the geometry accessors.
    @Test func numbersStringsAndBoxedGeometry() {
        #expect(AnimaticDynamicObject(CGFloat(1.5) as AnyObject).doubleValue == 1.5)
        #expect(AnimaticDynamicObject(true as AnyObject).integerValue == 1)
        #expect(AnimaticDynamicObject("12" as AnyObject).int64Value == 12)
        #expect(AnimaticDynamicObject(NSValue(cgRect: CGRect(x: 1, y: 2, width: 3, height: 4))).cgRectValue == CGRect(x: 1, y: 2, width: 3, height: 4))
        #expect(AnimaticDynamicObject(CGSize(width: 3, height: 4) as AnyObject).cgSizeValue == CGSize(width: 3, height: 4))
        let scale = CATransform3DMakeScale(2, 2, 1)
        #expect(AnimaticDynamicObject(NSValue(caTransform3D: scale)).caTransform3DValue.m11 == 2)
        #expect(AnimaticDynamicObject(CGAffineTransform(rotationAngle: 0) as AnyObject).cgAffineTransformValue == .identity)
    }
}
