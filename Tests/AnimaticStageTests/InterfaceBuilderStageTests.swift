import Foundation
import Testing
import AnimaticClock
import AnimaticTimeline
@testable import AnimaticStage
@testable import AnimaticRuntime

/// A storyboard controller of this test module (found by its module-qualified name, as an
/// app's custom class is), with the tables the adapter generates written by hand.
final class IBTestController: UIViewController, AnimaticOutletTarget, AnimaticSelectorTarget {
    var logo: UIView!
    var titleLabel: UILabel!
    var awokeFromNib = false
    var loadedWithOutlets = false
    var tapTimes: [Double] = []

    override func awakeFromNib() {
        super.awakeFromNib()
        awokeFromNib = true
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        loadedWithOutlets = logo != nil && titleLabel != nil
    }

    func animaticSetOutlet(_ name: String, _ value: Any) -> Bool {
        switch name {
        case "logo": if let value = animaticOutletValue(value, as: UIView.self) { logo = value; return true }; return false
        case "titleLabel": if let value = animaticOutletValue(value, as: UILabel.self) { titleLabel = value; return true }; return false
        default: return false
        }
    }

    func animaticPerform(_ selector: Selector, with argument: Any?) -> Bool {
        guard String(describing: selector) == "go:", argument is UIButton else { return false }
        tapTimes.append(StoryContext.current!.clock.now.seconds)
        return true
    }
}

/// A custom view class of a nib, with an inspectable property and awakeFromNib's order.
final class IBTestCard: UIView, AnimaticOutletTarget {
    var label: UILabel!
    var radius: CGFloat = 0
    var labelAtAwake: String?

    override func awakeFromNib() {
        super.awakeFromNib()
        labelAtAwake = label?.text
    }

    func animaticSetOutlet(_ name: String, _ value: Any) -> Bool {
        switch name {
        case "label": if let value = animaticOutletValue(value, as: UILabel.self) { label = value; return true }; return false
        case "radius": if let value = animaticOutletValue(value, as: CGFloat.self) { radius = value; return true }; return false
        default: return false
        }
    }
}

/// A table view controller whose table is in its nib (ProgressHUD's demo app: a cell of the nib,
/// outside the table, is an outlet the data source returns).
final class IBTestTableController: UITableViewController, UITableViewDataSource, UITableViewDelegate, AnimaticOutletTarget {
    var cellText: UITableViewCell!

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 2 }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        if indexPath.row == 0 { return cellText }
        return UITableViewCell(style: .default, reuseIdentifier: nil)
    }

    func animaticSetOutlet(_ name: String, _ value: Any) -> Bool {
        guard name == "cellText", let value = animaticOutletValue(value, as: UITableViewCell.self) else { return false }
        cellText = value
        return true
    }
}

/// Folders a test writes its files into, removed when the test's suite instance is released
/// (Swift Testing makes one per test), so no `/tmp/animatic-ib-*` folder is left behind.
final class TemporaryFolders {
    let prefix: String
    private(set) var made: [URL] = []

    init(prefix: String) { self.prefix = prefix }

    deinit {
        for url in made { try? FileManager.default.removeItem(at: url) }
    }

    /// A fresh folder holding `files` (name -> text).
    func make(_ files: [String: String]) throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("\(prefix)-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        made.append(url)
        for (name, text) in files { try Data(text.utf8).write(to: url.appendingPathComponent(name)) }
        return url
    }
}

/// The Interface Builder loader on the stage: a storyboard's scene and a nib's views built,
/// laid out (constraints, autoresizing), connected (outlets, actions) and woken, and every
/// problem reported with the file's line.
@Suite(.serialized) struct InterfaceBuilderStageTests {
    let folders = TemporaryFolders(prefix: "animatic-ib")

    /// A fresh folder holding `files` (name -> XML), removed when the test ends.
    func makeFolder(_ files: [String: String]) throws -> URL { try folders.make(files) }

    static func storyboard(_ subviews: String, constraints: String = "", connections: String = "",
                           customClass: String = "IBTestController") -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" initialViewController="VC">
            <scenes>
                <scene sceneID="s"><objects>
                    <viewController storyboardIdentifier="Intro" id="VC" customClass="\(customClass)" customModuleProvider="target">
                        <view key="view" id="root">
                            <rect key="frame" x="0" y="0" width="414" height="896"/>
                            <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                            <subviews>
        \(subviews)
                            </subviews>
                            <viewLayoutGuide key="safeArea" id="safe"/>
                            <color key="backgroundColor" systemColor="systemBackgroundColor"/>
                            <constraints>
        \(constraints)
                            </constraints>
                        </view>
                        <connections>
        \(connections)
                        </connections>
                    </viewController>
                </objects></scene>
            </scenes>
        </document>
        """
    }

    static let introSubviews = """
        <view id="logo" translatesAutoresizingMaskIntoConstraints="NO">
            <rect key="frame" x="0" y="0" width="10" height="10"/>
            <color key="backgroundColor" red="1" green="0" blue="0" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>
            <userDefinedRuntimeAttributes>
                <userDefinedRuntimeAttribute type="number" keyPath="layer.cornerRadius"><integer key="value" value="12"/></userDefinedRuntimeAttribute>
                <userDefinedRuntimeAttribute type="number" keyPath="layer.borderWidth"><real key="value" value="2.5"/></userDefinedRuntimeAttribute>
                <userDefinedRuntimeAttribute type="boolean" keyPath="layer.masksToBounds" value="YES"/>
                <userDefinedRuntimeAttribute type="string" keyPath="accessibilityIdentifier" value="logo"/>
            </userDefinedRuntimeAttributes>
        </view>
        <label id="title" text="Hello" textAlignment="center" numberOfLines="2" translatesAutoresizingMaskIntoConstraints="NO">
            <rect key="frame" x="0" y="0" width="10" height="10"/>
            <fontDescription key="fontDescription" type="boldSystem" pointSize="28"/>
            <color key="textColor" white="0.25" alpha="1" colorSpace="custom" customColorSpace="genericGamma22GrayColorSpace"/>
        </label>
        <button id="go" buttonType="system">
            <rect key="frame" x="20" y="800" width="374" height="50"/>
            <autoresizingMask key="autoresizingMask" widthSizable="YES" flexibleMinY="YES"/>
            <state key="normal" title="Go"/>
            <connections>
                <action selector="go:" destination="VC" eventType="touchUpInside" id="a"/>
            </connections>
        </button>
        """

    static let introConstraints = """
        <constraint firstItem="logo" firstAttribute="centerX" secondItem="root" secondAttribute="centerX" id="c1"/>
        <constraint firstItem="logo" firstAttribute="top" secondItem="safe" secondAttribute="top" constant="40" id="c2"/>
        <constraint firstItem="logo" firstAttribute="width" constant="100" id="c3"/>
        <constraint firstItem="logo" firstAttribute="height" secondItem="logo" secondAttribute="width" multiplier="1:2" id="c4"/>
        <constraint firstItem="title" firstAttribute="leading" secondItem="root" secondAttribute="leadingMargin" id="c5"/>
        <constraint firstAttribute="trailingMargin" secondItem="title" secondAttribute="trailing" id="c6"/>
        <constraint firstItem="title" firstAttribute="top" secondItem="logo" secondAttribute="bottom" constant="20" identifier="title-top" id="c7"/>
        <constraint firstItem="title" firstAttribute="top" secondItem="logo" secondAttribute="bottom" constant="90" priority="250" id="c8"/>
        """

    static let introConnections = """
        <outlet property="logo" destination="logo" id="o1"/>
        <outlet property="titleLabel" destination="title" id="o2"/>
        """

    @Test func aSceneIsBuiltLaidOutConnectedAndWoken() throws {
        let folder = try makeFolder(["Intro.storyboard": Self.storyboard(Self.introSubviews, constraints: Self.introConstraints,
                                                                         connections: Self.introConnections)])
        var controller: IBTestController?
        var frames: [String: CGRect] = [:]
        _ = try Story.record(storyboard: "Intro", identifier: "Intro", device: .iPhoneSE3, resources: folder) { stage in
            controller = stage.rootViewController as? IBTestController
            guard let controller else { return }
            frames["logo"] = controller.logo.frame
            frames["title"] = controller.titleLabel.frame
            frames["root"] = controller.view.frame
            let button = try #require(controller.view.subviews.last as? UIButton)
            frames["button"] = button.frame
            #expect(button.title(for: .normal) == "Go")
            #expect(button.buttonType == .system)
            stage.tap(button, at: 1.5)
        }
        let intro = try #require(controller)
        #expect(intro.awokeFromNib)
        #expect(intro.loadedWithOutlets)
        // Touch Up Inside comes the tap's 0.1 s after it starts.
        #expect(intro.tapTimes == [1.6])
        // Safe area top 20 + 40; centred in 375; height half the width (multiplier 1:2).
        #expect(frames["logo"] == CGRect(x: 137.5, y: 60, width: 100, height: 50))
        // Margins 16 (the root view's, a compact width); the required constraint beats priority 250.
        #expect(frames["title"]?.minX == 16)
        #expect(frames["title"]?.width == 343)
        #expect(frames["title"]?.minY == 130)
        #expect(frames["root"] == CGRect(x: 0, y: 0, width: 375, height: 667))
        // Autoresizing from the scene's 414×896: a flexible top margin and width.
        #expect(frames["button"] == CGRect(x: 20, y: 571, width: 335, height: 50))
        #expect(intro.storyboard?.name == "Intro")
        #expect(intro.storyboard?.acceptedElements.isEmpty == true)
        #expect(intro.logo.layer.cornerRadius == 12)
        #expect(intro.logo.layer.borderWidth == 2.5)
        #expect(intro.logo.layer.masksToBounds)
        #expect(intro.logo.accessibilityIdentifier == "logo")
        #expect(intro.logo.backgroundColor == UIColor(red: 1, green: 0, blue: 0, alpha: 1))
        #expect(intro.view.backgroundColor == .systemBackground)
        #expect(intro.titleLabel.text == "Hello")
        #expect(intro.titleLabel.font == UIFont.boldSystemFont(ofSize: 28))
        #expect(intro.titleLabel.textColor == UIColor(white: 0.25, alpha: 1))
        #expect(intro.titleLabel.textAlignment == .center)
        #expect(intro.titleLabel.numberOfLines == 2)
        let titleTop = intro.view.constraints.first { $0.identifier == "title-top" }
        #expect(titleTop?.constant == 20)
        #expect(intro.view.constraints.contains { $0.priority.rawValue == 250 && $0.constant == 90 })
    }

    @Test func theInitialControllerAndTheTypedForm() throws {
        let folder = try makeFolder(["Main.storyboard": Self.storyboard(Self.introSubviews, constraints: Self.introConstraints,
                                                                        connections: Self.introConnections)])
        _ = try Story.record(size: CGSize(width: 375, height: 667)) { _ in
            UIStoryboard.addSearchFolder(folder)
            let storyboard = UIStoryboard(name: "Main", bundle: nil)
            #expect(storyboard.url?.lastPathComponent == "Main.storyboard")
            #expect(storyboard.instantiateInitialViewController() is IBTestController)
            let typed: IBTestController? = storyboard.instantiateViewController(identifier: "Intro")
            #expect(typed != nil)
            #expect(typed?.isViewLoaded == false)
            #expect(typed?.view.subviews.count == 3)
        }
    }

    @Test func anUnknownIdentifierOutletAndClassAreReportedWithLines() throws {
        let text = Self.storyboard("<view id=\"v\" customClass=\"NoSuchView\"><rect key=\"frame\" x=\"0\" y=\"0\" width=\"1\" height=\"1\"/></view>",
                                   connections: "<outlet property=\"nothing\" destination=\"v\" id=\"o\"/>")
        let folder = try makeFolder(["Bad.storyboard": text])
        #expect {
            _ = try Story.record(storyboard: "Bad", device: .iPhoneSE3, resources: folder)
        } throws: { error in
            guard let problems = (error as? StoryError)?.problems else { return false }
            let texts = problems.map { "\($0)" }
            return problems.count == 2
                && texts[0].contains("Bad.storyboard:10: <view>: unknown class \"NoSuchView\"")
                && texts[1].contains("Bad.storyboard:19: <outlet>: a IBTestController has no outlet \"nothing\" taking a UIView")
        }
        #expect {
            _ = try Story.record(storyboard: "Bad", identifier: "Other", device: .iPhoneSE3, resources: folder)
        } throws: { error in
            let texts = ((error as? StoryError)?.problems ?? []).map { "\($0)" }
            return texts.contains { $0.contains("Bad.storyboard has no scene with the Storyboard ID or object id \"Other\" (it has: \"Intro\" (IBTestController, line 5))") }
        }
    }

    @Test func aMissingStoryboardAndAnUndrawableElementFailTheRecording() throws {
        let folder = try makeFolder(["Dots.storyboard": Self.storyboard("<stepper id=\"p\" value=\"1\"/>")])
        #expect {
            _ = try Story.record(storyboard: "Dots", device: .iPhoneSE3, resources: folder)
        } throws: { error in
            let texts = ((error as? StoryError)?.problems ?? []).map { "\($0)" }
            return texts.count == 1 && texts[0].contains("Dots.storyboard:10: <stepper>: Animatic cannot draw a stepper")
        }
        #expect {
            _ = try Story.record(storyboard: "NoSuchStoryboard", device: .iPhoneSE3, resources: folder)
        } throws: { error in
            let texts = ((error as? StoryError)?.problems ?? []).map { "\($0)" }
            return texts.count == 1 && texts[0].contains("no NoSuchStoryboard.storyboard found (looked in ")
        }
    }

    @Test func aMissingImageIsReportedWithItsLine() throws {
        let folder = try makeFolder(["Image.storyboard": Self.storyboard("<imageView id=\"i\" image=\"no-such-logo\"><rect key=\"frame\" x=\"0\" y=\"0\" width=\"1\" height=\"1\"/></imageView>")])
        #expect {
            _ = try Story.record(storyboard: "Image", device: .iPhoneSE3, resources: folder)
        } throws: { error in
            let texts = ((error as? StoryError)?.problems ?? []).map { "\($0)" }
            return texts.count == 1 && texts[0].contains("Image.storyboard:10: <imageView>: no image named \"no-such-logo\"")
        }
    }

    static let cardNib = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0">
            <objects>
                <placeholder placeholderIdentifier="IBFilesOwner" id="-1" customClass="IBTestController">
                    <connections>
                        <outlet property="logo" destination="card" id="o1"/>
                    </connections>
                </placeholder>
                <placeholder placeholderIdentifier="IBFirstResponder" id="-2"/>
                <view id="card" customClass="IBTestCard">
                    <rect key="frame" x="5" y="6" width="200" height="100"/>
                    <subviews>
                        <label id="l" text="Card" translatesAutoresizingMaskIntoConstraints="NO">
                            <rect key="frame" x="0" y="0" width="10" height="10"/>
                        </label>
                    </subviews>
                    <constraints>
                        <constraint firstItem="l" firstAttribute="leading" secondItem="card" secondAttribute="leading" constant="8" id="k1"/>
                        <constraint firstItem="l" firstAttribute="top" secondItem="card" secondAttribute="top" constant="9" id="k2"/>
                    </constraints>
                    <userDefinedRuntimeAttributes>
                        <userDefinedRuntimeAttribute type="number" keyPath="radius"><real key="value" value="6.5"/></userDefinedRuntimeAttribute>
                    </userDefinedRuntimeAttributes>
                    <connections>
                        <outlet property="label" destination="l" id="o2"/>
                    </connections>
                </view>
                <view id="second"><rect key="frame" x="0" y="0" width="1" height="2"/></view>
            </objects>
        </document>
        """

    @Test func aNibsTopLevelViewsWithOwnerOutletsAndInspectables() throws {
        let folder = try makeFolder(["Card.xib": Self.cardNib])
        _ = try Story.record(size: CGSize(width: 375, height: 667)) { stage in
            UIStoryboard.addSearchFolder(folder)
            let owner = IBTestController()
            let views = try #require(Bundle.main.loadNibNamed("Card", owner: owner))
            #expect(views.count == 2)
            let card = try #require(views.first as? IBTestCard)
            #expect(owner.logo === card)
            #expect(card.frame == CGRect(x: 5, y: 6, width: 200, height: 100))
            #expect(card.radius == 6.5)
            // awakeFromNib comes after the outlets are set.
            #expect(card.labelAtAwake == "Card")
            #expect((views[1] as? UIView)?.frame.size == CGSize(width: 1, height: 2))
            stage.addSubview(card)
            card.layoutIfNeeded()
            #expect(card.label.frame.origin == CGPoint(x: 8, y: 9))
            let nibViews = UINib(nibName: "Card", bundle: nil).instantiate(withOwner: owner, options: nil)
            #expect(nibViews.count == 2)
        }
    }

    @Test func aViewControllerLoadsTheNibItsInitNames() throws {
        let nib = """
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0">
                <objects>
                    <placeholder placeholderIdentifier="IBFilesOwner" id="-1" customClass="IBTestController">
                        <connections>
                            <outlet property="view" destination="root" id="o1"/>
                            <outlet property="titleLabel" destination="t" id="o2"/>
                        </connections>
                    </placeholder>
                    <view id="root">
                        <rect key="frame" x="0" y="0" width="320" height="480"/>
                        <subviews><label id="t" text="From a nib"><rect key="frame" x="1" y="2" width="3" height="4"/></label></subviews>
                    </view>
                </objects>
            </document>
            """
        let folder = try makeFolder(["IBTestScreen.xib": nib])
        _ = try Story.record(size: CGSize(width: 375, height: 667)) { _ in
            UIStoryboard.addSearchFolder(folder)
            let controller = IBTestController(nibName: "IBTestScreen", bundle: nil)
            #expect(controller.view.frame.size == CGSize(width: 320, height: 480))
            #expect(controller.titleLabel.text == "From a nib")
        }
    }

    static func tableNib(view: String) -> String {
        """
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0">
            <objects>
                <placeholder placeholderIdentifier="IBFilesOwner" id="-1" customClass="IBTestTableController">
                    <connections>
                        <outlet property="cellText" destination="cell" id="o1"/>
                        <outlet property="view" destination="root" id="o2"/>
                    </connections>
                </placeholder>
        \(view)
                <tableViewCell id="cell">
                    <rect key="frame" x="0" y="0" width="320" height="44"/>
                    <tableViewCellContentView key="contentView" id="content">
                        <rect key="frame" x="0" y="0" width="320" height="44"/>
                        <subviews><textField id="field" placeholder="Text field"><rect key="frame" x="16" y="0" width="288" height="44"/></textField></subviews>
                    </tableViewCellContentView>
                </tableViewCell>
            </objects>
        </document>
        """
    }

    @Test func aTableViewControllerLoadsTheTableOfTheNibItsInitNames() throws {
        let nib = Self.tableNib(view: """
                <tableView style="grouped" rowHeight="44" id="root">
                    <rect key="frame" x="0" y="0" width="320" height="568"/>
                    <connections>
                        <outlet property="dataSource" destination="-1" id="o3"/>
                        <outlet property="delegate" destination="-1" id="o4"/>
                    </connections>
                </tableView>
        """)
        let folder = try makeFolder(["IBTestTable.xib": nib])
        _ = try Story.record(size: CGSize(width: 375, height: 667)) { stage in
            UIStoryboard.addSearchFolder(folder)
            let controller = IBTestTableController(nibName: "IBTestTable", bundle: nil)
            let table = try #require(controller.tableView)
            #expect(controller.view === table)
            #expect(table.style == .grouped)
            #expect(table.frame.size == CGSize(width: 320, height: 568))
            #expect(table.dataSource === controller)
            #expect(table.delegate === controller)
            let cell = try #require(controller.cellText)
            #expect(cell.contentView.subviews.first is UITextField)
            stage.rootViewController = controller
            stage.layoutIfNeeded()
            // The data source's first row is the nib's cell, on screen in the table.
            #expect(table.cellForRow(at: IndexPath(row: 0, section: 0)) === cell)
            #expect(cell.superview != nil)
        }
    }

    @Test func aTableViewControllerWhoseNibViewIsNotATableIsReported() throws {
        let nib = Self.tableNib(view: """
                <view id="root"><rect key="frame" x="0" y="0" width="320" height="568"/></view>
        """)
        let folder = try makeFolder(["IBTestPlain.xib": nib])
        #expect {
            _ = try Story.record(size: CGSize(width: 375, height: 667)) { stage in
                UIStoryboard.addSearchFolder(folder)
                let controller = IBTestTableController(nibName: "IBTestPlain", bundle: nil)
                stage.rootViewController = controller
                #expect(controller.tableView != nil)
                #expect(controller.view === controller.tableView)
            }
        } throws: { error in
            "\(error)".contains("IBTestTableController loaded its nib but its view is a UIView, not a UITableView")
        }
    }
}
