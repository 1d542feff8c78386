import Animatic
import AnimaticAdapter
import Foundation
import Testing

/// Objective-C's dynamic member lookup on `AnyObject` (iOS finds any `@objc` member there; Linux
/// none): a member of ``anyObjectMembers`` read on a base spelled `AnyObject` goes through
/// `AnimaticDynamicObject` (MengTo/Spring's sliders, DGElasticPullToRefresh's key-value
/// observing, XLPagerTabStrip's and IBAnimatable's `(e as AnyObject)` reads).
@Suite struct AdapterAnyObjectLookupTests {
    /// Spring's `SpringViewController.swift`: `@IBAction`s and delegate methods taking
    /// `_ sender: AnyObject` read the slider's value by key.
    @Test func keyValueCodingOnAnAnyObjectParameter() {
        #expect(adapt("""
            final class Options: UIViewController {
                func forceSliderChanged(_ sender: AnyObject) {
                    selectedForce = sender.value(forKey: "value") as! CGFloat
                    sender.setValue(0.5, forKey: "value"); sender.setValue(1, forKeyPath: "layer.opacity")
                }
                func other(_ sender: UISlider, _ any: AnyObject?) { x = sender.value(forKey: "value"); y = any?.value(forKey: "v") }
            }

            """) == """
            final class Options: UIViewController {
                func forceSliderChanged(_ sender: AnyObject) {
                    selectedForce = AnimaticDynamicObject(sender).value(forKey: "value") as! CGFloat
                    AnimaticDynamicObject(sender).setValue(0.5, forKey: "value"); AnimaticDynamicObject(sender).setValue(1, forKeyPath: "layer.opacity")
                }
                func other(_ sender: UISlider, _ any: AnyObject?) { x = sender.value(forKey: "value"); y = any?.value(forKey: "v") }
            }

            """)
    }

    /// DGElasticPullToRefresh's `observeValue(forKeyPath:of:change:context:)`: the change's new
    /// value read as an `NSValue`, unwrapped at once (`.y`, `.top`): iOS would stop at a `nil`
    /// there, so the lookup reports instead.
    @Test func anUnwrappedReadReportsWhereAnOptionalReadKeepsNil() {
        #expect(adapt("""
            let newContentOffsetY = (newContentOffset as AnyObject).cgPointValue.y
            let top = (newContentInset as AnyObject).uiEdgeInsetsValue.top, twice = (v as AnyObject).doubleValue * 2
            let oldRect = (change![NSKeyValueChangeKey.oldKey]! as AnyObject).cgRectValue
            let duration = (notification.userInfo?[key] as AnyObject).doubleValue ?? 0.5
            if let flag = (value as AnyObject).boolValue, (a as AnyObject).intValue != nil { use((b as AnyObject).cgSizeValue?.width) }
            let typed: CGRect = (r as AnyObject).cgRectValue, maybe: CGRect? = (r as AnyObject).cgRectValue

            """) == """
            let newContentOffsetY = AnimaticDynamicObject(unwrapping: (newContentOffset as AnyObject)).cgPointValue.y
            let top = AnimaticDynamicObject(unwrapping: (newContentInset as AnyObject)).uiEdgeInsetsValue.top, twice = AnimaticDynamicObject(unwrapping: (v as AnyObject)).doubleValue * 2
            let oldRect = AnimaticDynamicObject(change![NSKeyValueChangeKey.oldKey]! as AnyObject).cgRectValue
            let duration = AnimaticDynamicObject(notification.userInfo?[key] as AnyObject).doubleValue ?? 0.5
            if let flag = AnimaticDynamicObject(value as AnyObject).boolValue, AnimaticDynamicObject(a as AnyObject).intValue != nil { use(AnimaticDynamicObject(b as AnyObject).cgSizeValue?.width) }
            let typed: CGRect = AnimaticDynamicObject(unwrapping: (r as AnyObject)).cgRectValue, maybe: CGRect? = AnimaticDynamicObject(r as AnyObject).cgRectValue

            """)
    }

    /// Only bases spelled `AnyObject` and only the members `AnimaticDynamicObject` answers; a
    /// local declared `AnyObject` counts, one of another type (or shadowing a parameter) not.
    @Test func otherBasesAndMembersAreLeftAlone() {
        let source = """
            func f(_ sender: Any, _ n: NSNumber) {
                let a = (value as AnyObject).description, b = (value as AnyObject).doubleValue(), c = (x, y).doubleValue
                let d = (n as! NSNumber).doubleValue, e = n.doubleValue, g = sender.value(forKey: "k"), h = (x as AnyObject?).intValue
                let i = (value as AnyObject).value(forUndefinedKey: "k")
            }

            """
        #expect(adapt(source) == source)
        #expect(adapt("""
            func f(_ box: Any) {
                let object: AnyObject = box as AnyObject
                let other = box as AnyObject
                print(object.value(forKey: "alpha"), other.cgPointValue.x)
                let closure = { (sender: AnyObject) in sender.value(forKey: "value") }
            }

            """) == """
            func f(_ box: Any) {
                let object: AnyObject = box as AnyObject
                let other = box as AnyObject
                print(AnimaticDynamicObject(object).value(forKey: "alpha"), AnimaticDynamicObject(unwrapping: other).cgPointValue.x)
                let closure = { (sender: AnyObject) in AnimaticDynamicObject(sender).value(forKey: "value") }
            }

            """)
    }

    /// The adapted spellings above, compiled here against Animatic, answer as on iOS: a number, a
    /// missing key (`NSNull`, no `doubleValue`) and a value that is no number.
    @Test func theAdaptedSpellingsAnswerAsOniOS() {
        let info: [String: Any] = ["duration": 0.25, "count": 3, "date": Date(timeIntervalSince1970: 0), "inset": UIEdgeInsets(top: 4, left: 0, bottom: 0, right: 0)]
        #expect(AnimaticDynamicObject(info["duration"] as AnyObject).doubleValue ?? 0.5 == 0.25)
        #expect(AnimaticDynamicObject(info["missing"] as AnyObject).doubleValue ?? 0.5 == 0.5)
        #expect(AnimaticDynamicObject(info["count"] as AnyObject).intValue ?? -1 == 3)
        #expect(AnimaticDynamicObject(info["date"] as AnyObject).doubleValue ?? 0.5 == 0.5)
        #expect(AnimaticDynamicObject(unwrapping: (info["inset"] as AnyObject)).uiEdgeInsetsValue.top == 4)
        #expect(AnimaticDynamicObject("2.5" as AnyObject).floatValue == 2.5)
    }

    /// The adapter's list is exactly the members `AnimaticDynamicObject` declares, read from the
    /// stage's source.
    @Test func theListIsTheMembersOfAnimaticDynamicObject() throws {
        let file = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("Sources/AnimaticStage/UIKit/Events/AnyObject+DynamicLookup.swift")
        let text = try String(contentsOf: file, encoding: .utf8)
        let pattern = try NSRegularExpression(pattern: #"public (?:var|func) (\w+)"#)
        let declared = Set(pattern.matches(in: text, range: NSRange(text.startIndex..., in: text)).map {
            String(text[Range($0.range(at: 1), in: text)!])
        })
        #expect(declared == anyObjectMembers)
        #expect(Set(anyObjectMethods.keys) == ["value", "setValue"])
    }
}
