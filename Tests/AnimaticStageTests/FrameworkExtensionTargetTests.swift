import AnimaticClock
import AnimaticRuntime
import AnimaticStage
import Foundation
import Testing

// What the adapter makes of an app's `extension UIView { @objc func …; @IBInspectable var … }`
// (scalessec/Toast-Swift, randyefan/PanicAway): a selector that carries its method, since no
// table of the app can answer for UIView, and the module's `AnimaticAppResources` setting the
// inspectable property for a nib (its setter, found by name).

/// The app's extension: a method a selector names and an inspectable property.
extension UIView {
    fileprivate func dismissToast(_ timer: AnimaticRuntime.Timer) {
        _ = timer
        tag = 1
        UIView.animate(withDuration: 0.3) { self.alpha = 0 }
    }

    fileprivate func handleTap(sender: UITapGestureRecognizer) {
        tag = sender.state == .ended ? 3 : 4
    }

    var inspectedCornerRadius: CGFloat {
        get { layer.cornerRadius }
        set { layer.cornerRadius = newValue }
    }
}

/// As the adapter generates it after the extension (`AnimaticInspectable_<Class>_<property>`).
final class AnimaticInspectable_UIView_inspectedCornerRadius: AnimaticInspectableSetter { static func animaticSet(_ value: Any, on object: AnyObject) -> Bool { guard let object = object as? UIView, let value = animaticOutletValue(value, as: (CGFloat).self) else { return false }; object.inspectedCornerRadius = value; return true } }

/// An optional inspectable property of a superclass's extension, which a nil attribute clears.
extension UIScrollView {
    var inspectedRing: UIColor? {
        get { layer.borderColor.map { UIColor(cgColor: $0) } }
        set { layer.borderColor = newValue?.cgColor; layer.borderWidth = newValue == nil ? 0 : 2 }
    }
}
final class AnimaticInspectable_UIScrollView_inspectedRing: AnimaticInspectableSetter { static func animaticSet(_ value: Any, on object: AnyObject) -> Bool { guard let object = object as? UIScrollView, let value = animaticOutletValue(value, as: (UIColor)?.self) else { return false }; object.inspectedRing = value; return true } }

@Suite struct FrameworkExtensionTargetTests {
    /// `#selector(UIView.dismissToast(_:))` as the adapter writes it.
    static let dismiss = Selector("dismissToast:", of: UIView.self) { target, argument in
        if let argument = argument as? AnimaticRuntime.Timer { target.dismissToast(argument); return true }; return false
    }

    @Test func aTimerSendsACarriedSelectorToAPlainView() throws {
        var toast: UIView?
        let story = try Story.record(size: CGSize(width: 100, height: 100)) { stage in
            let view = UIView(frame: CGRect(x: 0, y: 0, width: 40, height: 20))
            view.accessibilityIdentifier = "toast"
            stage.addSubview(view)
            toast = view
            AnimaticRuntime.Timer.scheduledTimer(timeInterval: 1.5, target: view, selector: Self.dismiss, userInfo: nil, repeats: false)
        }
        // The selector carried the call, with the timer as its argument.
        #expect(toast?.tag == 1)
        #expect(story.timeline.text == "1.500 +0.300 toast alpha 1 -> 0 easeInOut\n")
    }

    @Test func aGestureRecognizerSendsACarriedSelectorToAPlainView() throws {
        var tapped: UIView?
        _ = try Story.record(size: CGSize(width: 100, height: 100)) { stage in
            let view = UIView(frame: CGRect(x: 0, y: 0, width: 40, height: 40))
            stage.addSubview(view)
            tapped = view
            view.addGestureRecognizer(UITapGestureRecognizer(target: view, action: Selector("handleTapWithSender:", of: UIView.self) { target, argument in
                if let argument = argument as? UITapGestureRecognizer { target.handleTap(sender: argument); return true }; return false
            }))
            stage.tap(CGPoint(x: 20, y: 20), at: 1)
        }
        #expect(tapped?.tag == 3)
    }

    @Test func aCarriedSelectorIsEqualToItsNameAndAPlainViewWithoutOneIsReported() throws {
        #expect(Self.dismiss == Selector("dismissToast:"))
        #expect(Set([Self.dismiss, Selector("dismissToast:")]).count == 1)
        #expect {
            _ = try Story.record(size: CGSize(width: 100, height: 100)) { stage in
                let view = UIView()
                stage.addSubview(view)
                AnimaticRuntime.Timer.scheduledTimer(timeInterval: 1, target: view, selector: Selector("dismissToast:"), userInfo: nil, repeats: false)
            }
        } throws: { error in
            let problems = ((error as? StoryError)?.problems ?? []).map { "\($0)" }
            return problems.count == 2
                && problems[0].contains("Timer.scheduledTimer(timeInterval:target:selector:userInfo:repeats:)")
                && problems[0].contains("the target, a UIView, cannot answer the selector 'dismissToast:'")
                && problems[1].contains("unrecognized selector 'dismissToast:' sent to a UIView")
        }
    }

    /// `nib` written to a fresh folder as `name.xib`, its top-level views made in a story.
    private func load(_ nib: String, _ body: ([Any]) -> Void) throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("extension-inspectable-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let name = "Badge\(UUID().uuidString.prefix(8))"
        try nib.write(to: folder.appendingPathComponent(name + ".xib"), atomically: true, encoding: .utf8)
        _ = try Story.record(size: CGSize(width: 100, height: 100)) { _ in
            UIStoryboard.addSearchFolder(folder)
            body(UINib(nibName: name, bundle: nil).instantiate(withOwner: nil, options: nil))
        }
    }

    private func nib(_ element: String, _ attributes: String) -> String {
        """
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0">
            <objects>
                <\(element) id="badge">
                    <rect key="frame" x="0" y="0" width="30" height="30"/>
                    <userDefinedRuntimeAttributes>\(attributes)</userDefinedRuntimeAttributes>
                </\(element)>
            </objects>
        </document>
        """
    }

    @Test func aNibSetsAnInspectablePropertyOfAnExtensionThroughItsSetter() throws {
        var radius: CGFloat?
        try load(nib("view", """
            <userDefinedRuntimeAttribute type="number" keyPath="inspectedCornerRadius"><real key="value" value="7.5"/></userDefinedRuntimeAttribute>
            """)) { radius = ($0.first as? UIView)?.layer.cornerRadius }
        #expect(radius == 7.5)
    }

    @Test func aSubclassFindsTheSetterOfItsSuperclassesExtensionAndABooleanIsANumber() throws {
        // UICollectionView and UITableView are UIScrollViews, and UIViews: key-value coding
        // searches the class, then its superclasses. A boolean YES is the number 1.
        var radius: CGFloat?, ring: UIColor?
        try load(nib("tableView", """
            <userDefinedRuntimeAttribute type="boolean" keyPath="inspectedCornerRadius" value="YES"/>
            <userDefinedRuntimeAttribute type="color" keyPath="inspectedRing"><color key="value" red="1" green="0" blue="0" alpha="1" colorSpace="custom" customColorSpace="sRGB"/></userDefinedRuntimeAttribute>
            """)) { views in
            radius = (views.first as? UITableView)?.layer.cornerRadius
            ring = (views.first as? UITableView)?.inspectedRing
        }
        #expect(radius == 1)
        #expect(ring == UIColor(red: 1, green: 0, blue: 0, alpha: 1))
    }

    @Test func aNilAttributeClearsAnOptionalPropertyAndAPropertyOfAnotherClassIsNotedAsIOSLogsIt() throws {
        var width: CGFloat?
        try load(nib("tableView", """
            <userDefinedRuntimeAttribute type="color" keyPath="inspectedRing"><color key="value" white="0" alpha="1" colorSpace="calibratedWhite"/></userDefinedRuntimeAttribute>
            <userDefinedRuntimeAttribute type="nil" keyPath="inspectedRing"/>
            """)) { width = ($0.first as? UIView)?.layer.borderWidth }
        #expect(width == 0)
        // A plain view is no UIScrollView: the scroll view's extension property is not its own,
        // and no UIKit property of a view has the name: iOS logs "Failed to set (inspectedRing)
        // user defined inspected property" and goes on; Animatic notes it.
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("extension-inspectable-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        try nib("view", """
            <userDefinedRuntimeAttribute type="nil" keyPath="inspectedRing"/>
            """).write(to: folder.appendingPathComponent("PlainBadge.xib"), atomically: true, encoding: .utf8)
        let story = try Story.record(size: CGSize(width: 100, height: 100)) { _ in
            UIStoryboard.addSearchFolder(folder)
            _ = UINib(nibName: "PlainBadge", bundle: nil).instantiate(withOwner: nil, options: nil)
        }
        #expect(story.notes.count == 1)
        #expect(story.notes.first?.text.contains("Failed to set (inspectedRing) user defined inspected property on (AnimaticStage.UIView)") == true)
    }
}
