import AnimaticClock
import AnimaticRuntime
import AnimaticStage
import Foundation
import Testing

// What the adapter makes of an app's `extension UIView { @objc func …; @IBInspectable var … }`
// (scalessec/Toast-Swift, randyefan/PanicAway): a selector that carries its method, since no
// table of the app can answer for UIView, and the module's `AnimaticAppResources` setting the
// inspectable property for a nib.

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

/// As the adapter generates it for this module (`AppResourcesFile`, with the extension's
/// inspectable property): no folders, and the setter.
final class AnimaticAppResources: AnimaticAppResourceFolders {
    static let folders: [String] = []
    static func animaticSetOutlet(of object: AnyObject, _ name: String, _ value: Any) -> Bool {
        if name == "inspectedCornerRadius", let object = object as? UIView, let value = animaticOutletValue(value, as: (CGFloat).self) { object.inspectedCornerRadius = value; return true }
        return false
    }
}

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

    @Test func aNibSetsAnInspectablePropertyOfAnExtensionThroughTheModulesResources() throws {
        let nib = """
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0">
                <objects>
                    <view id="badge">
                        <rect key="frame" x="0" y="0" width="30" height="30"/>
                        <userDefinedRuntimeAttributes>
                            <userDefinedRuntimeAttribute type="number" keyPath="inspectedCornerRadius"><real key="value" value="7.5"/></userDefinedRuntimeAttribute>
                        </userDefinedRuntimeAttributes>
                    </view>
                </objects>
            </document>
            """
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("extension-inspectable-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        try nib.write(to: folder.appendingPathComponent("Badge.xib"), atomically: true, encoding: .utf8)
        var radius: CGFloat?
        _ = try Story.record(size: CGSize(width: 100, height: 100)) { _ in
            UIStoryboard.addSearchFolder(folder)
            let views = UINib(nibName: "Badge", bundle: nil).instantiate(withOwner: nil, options: nil)
            radius = (views.first as? UIView)?.layer.cornerRadius
        }
        #expect(radius == 7.5)
    }
}
