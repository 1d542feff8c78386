import Foundation
import Testing
import AnimaticClock
@testable import AnimaticStage
@testable import AnimaticRuntime

/// A storyboard controller whose picker view's data source and delegate are set by the
/// storyboard's outlets (`<outlet property="dataSource" destination="VC">` on the picker).
final class IBPickerController: UIViewController, AnimaticOutletTarget, UIPickerViewDataSource, UIPickerViewDelegate {
    var picker: UIPickerView!
    var code: UITextView!
    var bar: UITabBar!

    func animaticSetOutlet(_ name: String, _ value: Any) -> Bool {
        switch name {
        case "picker": if let value = animaticOutletValue(value, as: UIPickerView.self) { picker = value; return true }; return false
        case "code": if let value = animaticOutletValue(value, as: UITextView.self) { code = value; return true }; return false
        case "bar": if let value = animaticOutletValue(value, as: UITabBar.self) { bar = value; return true }; return false
        default: return false
        }
    }

    func numberOfComponents(in pickerView: UIPickerView) -> Int { 1 }
    func pickerView(_ pickerView: UIPickerView, numberOfRowsInComponent component: Int) -> Int { 3 }
    func pickerView(_ pickerView: UIPickerView, titleForRow row: Int, forComponent component: Int) -> String? { ["easeIn", "easeOut", "linear"][row] }
}

extension IBPickerController: UITabBarDelegate {}

/// A scene's controller with a bar button item outlet and an action its item sends.
final class IBNavigationController: UIViewController, AnimaticOutletTarget, AnimaticSelectorTarget {
    var settings: UIBarButtonItem!
    var closed: [Double] = []
    var enabledAtLoad: Bool?

    override func viewDidLoad() {
        super.viewDidLoad()
        enabledAtLoad = settings.isEnabled   // IBAnimatable's AnimationsViewController reads its outlet here
    }

    func animaticSetOutlet(_ name: String, _ value: Any) -> Bool {
        guard name == "settings", let value = animaticOutletValue(value, as: UIBarButtonItem.self) else { return false }
        settings = value
        return true
    }

    func animaticPerform(_ selector: Selector, with argument: Any?) -> Bool {
        guard String(describing: selector) == "close:", argument is UIBarButtonItem else { return false }
        closed.append(StoryContext.current!.clock.now.seconds)
        return true
    }
}

/// A scene's controller with a slider whose `valueChanged` action reads the sender by key, as
/// MengTo/Spring's `SpringViewController` does (`@IBAction func forceSliderChanged(_ sender:
/// AnyObject)`, adapted to `AnimaticDynamicObject(sender).value(forKey: "value") as! CGFloat`).
final class IBSliderController: UIViewController, AnimaticOutletTarget, AnimaticSelectorTarget {
    var force: UISlider!
    var forces: [CGFloat] = []

    func animaticSetOutlet(_ name: String, _ value: Any) -> Bool {
        guard name == "force", let value = animaticOutletValue(value, as: UISlider.self) else { return false }
        force = value
        return true
    }

    func animaticPerform(_ selector: Selector, with argument: Any?) -> Bool {
        guard String(describing: selector) == "forceSliderChanged:", let argument else { return false }
        let sender = argument as AnyObject
        forces.append(AnimaticDynamicObject(sender).value(forKey: "value") as! CGFloat)
        return true
    }
}

/// Elements of storyboards as apps use them (issue #29): text views (MengTo/Spring's code
/// screen, RxGesture's example), picker views (IBAnimatable's animations screens) and tab bars
/// with their items (IBAnimatable's container transition screen), built as UIKit builds them.
@Suite(.serialized) struct InterfaceBuilderElementsTests {
    let folders = TemporaryFolders(prefix: "animatic-ib-elements")

    static func storyboard(_ subviews: String, connections: String) -> String {
        InterfaceBuilderStageTests.storyboard(subviews, connections: connections, customClass: "IBPickerController")
    }

    @Test func aTextViewHasItsTextFontColourAndEditingFlags() throws {
        let text = Self.storyboard("""
            <textView clipsSubviews="YES" contentMode="scaleToFill" editable="NO" selectable="NO" textAlignment="center" text="layer.animation = &quot;shake&quot;" id="code">
                <rect key="frame" x="10" y="40" width="300" height="120"/>
                <color key="backgroundColor" red="0.0" green="0.0" blue="0.0" alpha="0.0" colorSpace="custom" customColorSpace="sRGB"/>
                <color key="textColor" red="1" green="1" blue="1" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>
                <fontDescription key="fontDescription" type="system" pointSize="14"/>
                <textInputTraits key="textInputTraits" autocapitalizationType="sentences"/>
            </textView>
            <textView id="long">
                <rect key="frame" x="10" y="200" width="300" height="120"/>
                <string key="text">Two
            lines</string>
            </textView>
            """, connections: "<outlet property=\"code\" destination=\"code\" id=\"o1\"/>")
        let folder = try folders.make(["Code.storyboard": text])
        var controller: IBPickerController?
        _ = try Story.record(storyboard: "Code", device: .iPhoneSE3, resources: folder) { stage in
            controller = stage.rootViewController as? IBPickerController
        }
        let code = try #require(controller?.code)
        #expect(code.text == "layer.animation = \"shake\"")
        #expect(code.font == UIFont.systemFont(ofSize: 14))
        #expect(code.textColor == UIColor(red: 1, green: 1, blue: 1, alpha: 1))
        #expect(code.textAlignment == .center)
        #expect(!code.isEditable && !code.isSelectable)
        #expect(code.frame == CGRect(x: 10, y: 40, width: 300, height: 120))
        // Interface Builder's defaults are UIKit's: editable and selectable; text from `<string key="text">`.
        let long = try #require(controller?.view.subviews.last as? UITextView)
        #expect(long.text == "Two\nlines")
        #expect(long.isEditable && long.isSelectable)
    }

    @Test func aPickerViewGetsItsRowsFromTheDataSourceItsOutletsName() throws {
        let text = Self.storyboard("""
            <pickerView contentMode="scaleToFill" id="picker">
                <rect key="frame" x="0.0" y="387" width="375" height="216"/>
                <color key="tintColor" white="1" alpha="1" colorSpace="calibratedWhite"/>
                <connections>
                    <outlet property="dataSource" destination="VC" id="p1"/>
                    <outlet property="delegate" destination="VC" id="p2"/>
                </connections>
            </pickerView>
            """, connections: "<outlet property=\"picker\" destination=\"picker\" id=\"o1\"/>")
        let folder = try folders.make(["Picker.storyboard": text])
        var controller: IBPickerController?
        _ = try Story.record(storyboard: "Picker", device: .iPhoneSE3, resources: folder) { stage in
            controller = stage.rootViewController as? IBPickerController
        }
        let picker = try #require(controller?.picker)
        #expect(picker.dataSource === controller)
        #expect(picker.delegate === controller)
        #expect(picker.numberOfComponents == 1)
        #expect(picker.numberOfRows(inComponent: 0) == 3)
        #expect((picker.view(forRow: 2, forComponent: 0) as? UILabel)?.text == "linear")
        #expect(picker.tintColor == UIColor(white: 1, alpha: 1))
    }

    @Test func aTabBarHasItsItemsInOrderWithTheirTitlesTagsAndDelegate() throws {
        let text = Self.storyboard("""
            <tabBar contentMode="scaleToFill" id="bar">
                <rect key="frame" x="0.0" y="554" width="375" height="49"/>
                <color key="barTintColor" red="0" green="0" blue="0" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>
                <items>
                    <tabBarItem title="Home" id="i1"/>
                    <tabBarItem title="Cards" tag="1" enabled="NO" badgeValue="3" id="i2"/>
                </items>
                <connections>
                    <outlet property="delegate" destination="VC" id="d"/>
                </connections>
            </tabBar>
            """, connections: "<outlet property=\"bar\" destination=\"bar\" id=\"o1\"/>")
        let folder = try folders.make(["Tabs.storyboard": text])
        var controller: IBPickerController?
        #expect {
            _ = try Story.record(storyboard: "Tabs", device: .iPhoneSE3, resources: folder) { stage in
                controller = stage.rootViewController as? IBPickerController
            }
        } throws: { error in
            // A badge is not drawn: reported, naming the tab.
            let texts = ((error as? StoryError)?.problems ?? []).map { "\($0)" }
            return texts.count == 1 && texts[0].contains("drawing a tab's badge (Cards)")
        }
        let bar = try #require(controller?.bar)
        #expect(bar.items?.map(\.title) == ["Home", "Cards"])
        #expect(bar.items?.map(\.tag) == [0, 1])
        #expect(bar.items?.map(\.isEnabled) == [true, false])
        #expect(bar.items?[1].badgeValue == "3")
        #expect(bar.delegate === controller)
        #expect(bar.barTintColor == UIColor(red: 0, green: 0, blue: 0, alpha: 1))
        // UIKit selects no item of a bar no controller manages.
        #expect(bar.selectedItem == nil)
        #expect(bar.buttons.map(\.label.text) == ["Home", "Cards"])
    }

    @Test func aScenesNavigationItemHasItsTitleItemsOutletsAndActions() throws {
        let text = """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" initialViewController="N">
                <scenes>
                    <scene sceneID="n"><objects>
                        <navigationController id="N">
                            <connections><segue destination="VC" kind="relationship" relationship="rootViewController" id="r"/></connections>
                        </navigationController>
                    </objects></scene>
                    <scene sceneID="s"><objects>
                        <viewController id="VC" customClass="IBNavigationController" customModuleProvider="target">
                            <view key="view" id="root"><rect key="frame" x="0" y="0" width="375" height="667"/></view>
                            <navigationItem key="navigationItem" title="Animations" id="item">
                                <barButtonItem key="leftBarButtonItem" title="Close" id="close">
                                    <connections><action selector="close:" destination="VC" id="a"/></connections>
                                </barButtonItem>
                                <rightBarButtonItems>
                                    <barButtonItem enabled="NO" style="done" title="Settings" tag="4" id="settings"/>
                                    <barButtonItem systemItem="add" id="add"/>
                                </rightBarButtonItems>
                            </navigationItem>
                            <connections><outlet property="settings" destination="settings" id="o"/></connections>
                        </viewController>
                    </objects></scene>
                </scenes>
            </document>
            """
        let folder = try folders.make(["Navigation.storyboard": text])
        var scene: IBNavigationController?
        _ = try Story.record(storyboard: "Navigation", device: .iPhoneSE3, resources: folder) { stage in
            scene = (stage.rootViewController as? UINavigationController)?.viewControllers.first as? IBNavigationController
            if let close = scene?.navigationItem.leftBarButtonItem, let clock = StoryContext.current?.clock {
                _ = clock.schedule(after: StoryTime(validSeconds: 1) ?? .zero) { close.send() }
            }
        }
        let controller = try #require(scene)
        let item = controller.navigationItem
        #expect(item.title == "Animations")
        #expect(item.leftBarButtonItems?.map(\.title) == ["Close"])
        #expect(item.rightBarButtonItems?.map(\.title) == ["Settings", nil])
        #expect(item.rightBarButtonItems?.map(\.systemItem) == [nil, .add])
        #expect(item.rightBarButtonItems?.first?.style == .done && item.rightBarButtonItems?.first?.tag == 4)
        // The outlet is set before viewDidLoad, as UIKit's nib loading does.
        #expect(controller.settings === item.rightBarButtonItems?.first)
        #expect(controller.enabledAtLoad == false)
        #expect(controller.closed == [1])
    }

    @Test func aSystemItemHasUIKitsTitleAndItsPictogramIsReported() throws {
        let text = Self.storyboard("""
            <tabBar contentMode="scaleToFill" id="bar">
                <rect key="frame" x="0.0" y="554" width="375" height="49"/>
                <items>
                    <tabBarItem systemItem="favorites" id="i1"/>
                    <tabBarItem tag="1" systemItem="recents" id="i2"/>
                    <tabBarItem systemItem="unheardOf" id="i3"/>
                </items>
            </tabBar>
            """, connections: "<outlet property=\"bar\" destination=\"bar\" id=\"o1\"/>")
        let folder = try folders.make(["System.storyboard": text])
        var controller: IBPickerController?
        #expect {
            _ = try Story.record(storyboard: "System", device: .iPhoneSE3, resources: folder) { stage in
                controller = stage.rootViewController as? IBPickerController
            }
        } throws: { error in
            let texts = ((error as? StoryError)?.problems ?? []).map { "\($0)" }
            return texts.count == 3
                && texts[0].contains("System.storyboard:15: <tabBarItem>: unknown system item \"unheardOf\"; a plain item was made")
                && texts[1].contains("drawing the pictogram of the system item .favorites (UIKit's own artwork; its title \"Favorites\" is drawn)")
                && texts[2].contains("drawing the pictogram of the system item .recents (UIKit's own artwork; its title \"Recents\" is drawn)")
        }
        #expect(controller?.bar.items?.map(\.title) == ["Favorites", "Recents", nil])
        #expect(controller?.bar.items?.map(\.tag) == [0, 1, 0])
    }

    /// Spring's option sliders: bounds, value (kept within the bounds, set after them), track
    /// colours, and the `valueChanged` action to the scene's controller.
    @Test func aSliderHasItsRangeValueColoursAndAction() throws {
        let text = InterfaceBuilderStageTests.storyboard("""
            <slider opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="center" contentVerticalAlignment="center" value="1" minValue="0.5" maxValue="5" continuous="NO" id="force">
                <rect key="frame" x="20" y="100" width="86" height="30"/>
                <color key="minimumTrackTintColor" red="0.1529411765" green="0.61176470589999998" blue="0.92156862750000001" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>
                <color key="maximumTrackTintColor" red="0.5" green="0.5" blue="0.5" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>
                <connections>
                    <action selector="forceSliderChanged:" destination="VC" eventType="valueChanged" id="a1"/>
                </connections>
            </slider>
            """, connections: "<outlet property=\"force\" destination=\"force\" id=\"o1\"/>", customClass: "IBSliderController")
        let folder = try folders.make(["Options.storyboard": text])
        var controller: IBSliderController?
        _ = try Story.record(storyboard: "Options", device: .iPhoneSE3, resources: folder) { stage in
            controller = stage.rootViewController as? IBSliderController
            controller?.force.value = 2.5
            controller?.force.sendActions(for: .valueChanged)
        }
        let slider = try #require(controller?.force)
        #expect(slider.minimumValue == 0.5 && slider.maximumValue == 5)
        #expect(!slider.isContinuous)
        #expect(slider.minimumTrackTintColor == UIColor(red: 0.1529411765, green: 0.61176470589999998, blue: 0.92156862750000001, alpha: 1))
        #expect(slider.maximumTrackTintColor == UIColor(red: 0.5, green: 0.5, blue: 0.5, alpha: 1))
        #expect(slider.frame == CGRect(x: 20, y: 100, width: 86, height: 30))
        #expect(controller?.forces == [2.5])
    }
}
