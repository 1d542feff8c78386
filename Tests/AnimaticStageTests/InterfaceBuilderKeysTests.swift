import Foundation
import Testing
import AnimaticClock
@testable import AnimaticStage
@testable import AnimaticRuntime

/// A button of the "app" with an inspectable property (`spinnerColor`) and a plain one
/// (`cachedTitle`), with the tables the adapter generates written by hand:
/// TKSubmitTransition's `TKTransitionSubmitButton`, whose storyboard still sets
/// `normalBackgroundColor`, a property the class no longer has.
final class IBKeysButton: UIButton, AnimaticOutletTarget {
    var spinnerColor: UIColor = .white
    var cachedTitle: String?

    func animaticSetOutlet(_ name: String, _ value: Any) -> Bool {
        switch name {
        case "spinnerColor": if let value = animaticOutletValue(value, as: UIColor.self) { spinnerColor = value; return true }; return false
        default: return false
        }
    }
}

/// What the adapter generates for ``IBKeysButton``: every property it declares.
final class AnimaticDeclaredKeys_IBKeysButton: AnimaticDeclaredKeys {
    static func animaticDeclares(_ key: String) -> Bool { ["spinnerColor", "cachedTitle"].contains(key) }
}

/// A subclass: the list of its class (none here) is looked for first; its parent's list does
/// not cover it.
final class IBKeysChildButton: UIButton, AnimaticOutletTarget {
    var extra = 0
    func animaticSetOutlet(_ name: String, _ value: Any) -> Bool { false }
}

/// A top-level controller of a nib (AlertOnboarding's `AlertChildPageViewController`).
final class IBNibPage: UIViewController, AnimaticOutletTarget {
    var titleLabel: UILabel!
    var pageIndex: Int!
    var events: [String] = []

    override func awakeFromNib() {
        super.awakeFromNib()
        events.append("awakeFromNib")
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        events.append("viewDidLoad \(pageIndex ?? -1)")
    }

    func animaticSetOutlet(_ name: String, _ value: Any) -> Bool {
        switch name {
        case "titleLabel": if let value = animaticOutletValue(value, as: UILabel.self) { titleLabel = value; return true }; return false
        default: return false
        }
    }
}

/// User-defined runtime attributes whose key names nothing (iOS logs "Failed to set (key) user
/// defined inspected property" and goes on) against keys Animatic does not set (reported), and
/// a nib whose top-level object is a view controller.
@Suite(.serialized) struct InterfaceBuilderKeysTests {
    let folders = TemporaryFolders(prefix: "animatic-ib-keys")

    private func nib(_ element: String, customClass: String?, _ attributes: String) -> String {
        """
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0">
            <objects>
                <\(element) id="b"\(customClass.map { " customClass=\"\($0)\"" } ?? "")>
                    <rect key="frame" x="0" y="0" width="30" height="30"/>
                    <userDefinedRuntimeAttributes>
                        \(attributes)
                    </userDefinedRuntimeAttributes>
                </\(element)>
            </objects>
        </document>
        """
    }

    private static let red = #"<color key="value" red="1" green="0" blue="0" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>"#

    /// Records a story loading `xib` as `name.xib` (a name of its own: search folders stay for
    /// the process); returns the story's notes and the objects.
    private func load(_ xib: String, name: String = "Keys\(UUID().uuidString.prefix(8))") throws -> (notes: [String], views: [Any]) {
        let folder = try folders.make([name + ".xib": xib])
        var views: [Any] = []
        let story = try Story.record(size: CGSize(width: 100, height: 100)) { _ in
            UIStoryboard.addSearchFolder(folder)
            views = UINib(nibName: name, bundle: nil).instantiate(withOwner: nil, options: nil)
        }
        return (story.notes.map(\.description), views)
    }

    private func problems(_ xib: String) -> [String] {
        do {
            _ = try load(xib)
            return []
        } catch {
            return ((error as? StoryError)?.problems ?? []).map { "\($0)" }
        }
    }

    @Test func aKeyNeitherTheAppNorUIKitDeclaresIsNotedAsIOSLogsIt() throws {
        let (notes, views) = try load(nib("button", customClass: "IBKeysButton", """
            <userDefinedRuntimeAttribute type="color" keyPath="normalBackgroundColor">\(Self.red)</userDefinedRuntimeAttribute>
            <userDefinedRuntimeAttribute type="color" keyPath="spinnerColor">\(Self.red)</userDefinedRuntimeAttribute>
            """), name: "StaleKey")
        #expect(notes == ["0 s: UINib(nibName: \"StaleKey\", bundle:): StaleKey.xib:6: <userDefinedRuntimeAttribute>: "
            + "Failed to set (normalBackgroundColor) user defined inspected property on (AnimaticStageTests.IBKeysButton): "
            + "this class is not key value coding-compliant for the key normalBackgroundColor "
            + "(neither the app's classes nor UIKit declare it; iOS logs it and goes on, and so does Animatic)"])
        // The attributes after it are still set.
        #expect((views.first as? IBKeysButton)?.spinnerColor == UIColor(red: 1, green: 0, blue: 0, alpha: 1))
    }

    @Test func aPlainUIKitViewWithAnUnknownKeyIsNotedToo() throws {
        let (notes, _) = try load(nib("view", customClass: nil, """
            <userDefinedRuntimeAttribute type="number" keyPath="totalStars"><integer key="value" value="5"/></userDefinedRuntimeAttribute>
            """))
        #expect(notes.count == 1)
        #expect(notes.first?.contains("Failed to set (totalStars) user defined inspected property on (AnimaticStage.UIView)") == true)
    }

    @Test func aPropertyTheAppDeclaresButAnimaticCannotSetIsReported() {
        // `cachedTitle` is no @IBInspectable: its table cannot set it, yet key-value coding would.
        let found = problems(nib("button", customClass: "IBKeysButton", """
            <userDefinedRuntimeAttribute type="string" keyPath="cachedTitle" value="Go"/>
            """))
        #expect(found.count == 1)
        #expect(found.first?.contains("a IBKeysButton has no property \"cachedTitle\" of this type") == true)
    }

    @Test func aUIKitPropertyAnimaticDoesNotSetIsReported() {
        // `contentScaleFactor` (UIView) and `hidden` (UIView.isHidden) are UIKit's: not noted.
        let found = problems(nib("view", customClass: nil, """
            <userDefinedRuntimeAttribute type="number" keyPath="contentScaleFactor"><integer key="value" value="2"/></userDefinedRuntimeAttribute>
            <userDefinedRuntimeAttribute type="boolean" keyPath="hidden" value="YES"/>
            <userDefinedRuntimeAttribute type="number" keyPath="layer.zPosition"><integer key="value" value="2"/></userDefinedRuntimeAttribute>
            """))
        #expect(found.count == 3)
        #expect(found.allSatisfy { $0.contains("a UIView has no property") })
    }

    @Test func aClassWithoutTheAdaptersListIsReported() {
        // The child's own list is missing: Animatic cannot tell what it declares.
        let found = problems(nib("button", customClass: "IBKeysChildButton", """
            <userDefinedRuntimeAttribute type="color" keyPath="normalBackgroundColor">\(Self.red)</userDefinedRuntimeAttribute>
            """))
        #expect(found.count == 1)
        #expect(found.first?.contains("a IBKeysChildButton has no property \"normalBackgroundColor\"") == true)
    }

    @Test func namesNothingAsksTheClassChain() {
        let button = IBKeysButton(frame: .zero)
        #expect(UIKitKeys.namesNothing("normalBackgroundColor", on: button, modules: []))
        #expect(!UIKitKeys.namesNothing("cachedTitle", on: button, modules: []))
        #expect(!UIKitKeys.namesNothing("titleEdgeInsets", on: button, modules: []))   // UIButton
        #expect(!UIKitKeys.namesNothing("enabled", on: button, modules: []))           // UIControl.isEnabled
        #expect(!UIKitKeys.namesNothing("accessibilityLabel", on: button, modules: [])) // every object's
        #expect(!UIKitKeys.namesNothing("layer.cornerRadius", on: button, modules: []))
        #expect(!UIKitKeys.namesNothing("", on: button, modules: []))
        #expect(!UIKitKeys.namesNothing("extra", on: IBKeysChildButton(frame: .zero), modules: []))
    }

    /// Every property of Animatic's UIKit view classes (its public surface, the file
    /// `scripts/public-surface` writes) is in ``UIKitKeys/byClass``, and so is every such class:
    /// a property added to Animatic's UIKit joins the list, or this fails.
    @Test func theTableHoldsEveryPropertyOfAnimaticsViewClasses() throws {
        let surface = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("api/Animatic.public-surface.txt")
        let lines = try String(contentsOf: surface, encoding: .utf8).split(separator: "\n").map(String.init)
        var superclass: [String: String] = [:]
        for line in lines where line.hasPrefix("AnimaticStage inheritsFrom ") {
            let parts = line.dropFirst("AnimaticStage inheritsFrom ".count).components(separatedBy: " : ")
            if parts.count == 2 { superclass[parts[0]] = String(parts[1].split(separator: ".").last!) }
        }
        func isView(_ name: String) -> Bool {
            var current = name
            while let parent = superclass[current] { if parent == "UIView" { return true }; current = parent }
            return false
        }
        let views = Set(superclass.keys.filter { isView($0) && $0 != "Stage" }).union(["UIView", "UIResponder"])
        #expect(views.count > 25)
        var missing: [String] = []
        for view in views.sorted() where UIKitKeys.byClass[view] == nil { missing.append(view) }
        for line in lines where line.hasPrefix("AnimaticStage property ") {
            let name = line.dropFirst("AnimaticStage property ".count).prefix { $0 != " " }
            let parts = name.split(separator: ".")
            guard parts.count == 2, views.contains(String(parts[0])) else { continue }
            if UIKitKeys.byClass[String(parts[0])]?.contains(String(parts[1])) != true { missing.append(String(name)) }
        }
        #expect(missing == [])
    }

    @Test func aNibsTopLevelViewControllerComesWithItsOutletsSet() throws {
        let (_, objects) = try load("""
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0">
                <objects>
                    <placeholder placeholderIdentifier="IBFilesOwner" id="-1"/>
                    <viewController id="page" customClass="IBNibPage">
                        <view key="view" id="root">
                            <rect key="frame" x="0" y="0" width="100" height="100"/>
                            <subviews>
                                <label id="title" text="Planet"><rect key="frame" x="0" y="0" width="50" height="20"/></label>
                            </subviews>
                        </view>
                        <connections>
                            <outlet property="titleLabel" destination="title" id="o1"/>
                        </connections>
                    </viewController>
                    <view id="after"><rect key="frame" x="0" y="0" width="1" height="2"/></view>
                </objects>
            </document>
            """)
        #expect(objects.count == 2)
        let page = try #require(objects.first as? IBNibPage)
        #expect((objects.last as? UIView)?.frame.size == CGSize(width: 1, height: 2))
        // The outlet is set when the nib loads; the view loads when first asked for.
        #expect(page.titleLabel?.text == "Planet")
        #expect(page.events == ["awakeFromNib"])
        #expect(!page.isViewLoaded)
        page.pageIndex = 3
        #expect(page.view === page.titleLabel.superview)
        #expect(page.events == ["awakeFromNib", "viewDidLoad 3"])
    }
}
