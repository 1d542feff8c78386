@testable import AnimaticInterfaceBuilder
import Foundation
import Testing

/// The reader on Interface Builder fixtures written as Xcode writes them (libxml2 parses them):
/// every element and attribute kind the stage draws, then the errors, each naming its line.
struct InterfaceBuilderReaderTests {
    static func fixture(_ name: String) throws -> IBDocument {
        let url = try #require(Bundle.module.url(forResource: "Fixtures/" + name, withExtension: nil))
        let data = try Data(contentsOf: url)
        return try InterfaceBuilderReader.read([UInt8](data), file: name)
    }

    static func read(_ text: String, file: String = "Inline.storyboard") throws(InterfaceBuilderError) -> IBDocument {
        try InterfaceBuilderReader.read(Array(text.utf8), file: file)
    }

    /// The problem of the first scene of `text`.
    static func sceneProblem(_ text: String) throws -> InterfaceBuilderError? {
        try read(text).viewControllers.first?.problem
    }

    /// A storyboard with one scene whose root view holds `subviews` (the root view's tag is on line 6).
    static func storyboard(subviews: String, extra: String = "") -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" initialViewController="V">
            <scenes>
                <scene sceneID="s"><objects>
                    <viewController id="V">
                        <view key="view" id="root">
                            <rect key="frame" x="0" y="0" width="390" height="844"/>
                            <subviews>
        \(subviews)
                            </subviews>
        \(extra)
                        </view>
                    </viewController>
                </objects></scene>
            </scenes>
        </document>
        """
    }

    @Test func theDefaultVariationsExcludedConstraintsAndSubviewsAreLeftOut() throws {
        // ariok/BWWalkthrough's close button: two constraints excluded in the base configuration
        // would otherwise centre it and stretch it to the bottom.
        let text = Self.storyboard(subviews: "<view id=\"a\"/>\n<view id=\"b\"/>", extra: """
            <constraints>
            <constraint firstItem="a" firstAttribute="top" secondItem="root" secondAttribute="top" constant="10" id="keep"/>
            <constraint firstItem="root" firstAttribute="bottom" secondItem="a" secondAttribute="bottom" constant="20" id="drop"/>
            </constraints>
            <variation key="default">
            <mask key="constraints"><exclude reference="drop"/></mask>
            <mask key="subviews"><exclude reference="b"/></mask>
            </variation>
            <variation key="heightClass=compact"><mask key="constraints"><include reference="drop"/></mask></variation>
            """)
        let root = try #require(try Self.read(text).viewControllers.first?.view)
        #expect(root.constraints.map(\.id) == ["keep"])
        #expect(root.subviews.map(\.id) == ["a"])
    }

    @Test func scenesControllersAndInitialController() throws {
        let document = try Self.fixture("Everything.storyboard")
        #expect(document.kind == .storyboard)
        #expect(document.initialViewController == "VC1")
        #expect(document.viewControllers.map(\.id) == ["VC1", "VC2"])
        let welcome = try #require(document.viewController(identifier: "Welcome"))
        #expect(welcome.customClass == "WelcomeViewController")
        #expect(welcome.customModule == "IntroApp")
        #expect(welcome.line == 11)
        #expect(document.viewController(id: "VC2")?.storyboardIdentifier == nil)
        #expect(document.viewController(identifier: "Nope") == nil)
    }

    @Test func viewsByKindWithFramesAndLines() throws {
        let root = try #require(try Self.fixture("Everything.storyboard").viewControllers[0].view)
        #expect(root.key == "view")
        #expect(root.frame == IBRect(x: 0, y: 0, width: 414, height: 896))
        #expect(root.autoresizingMask == ["widthSizable", "heightSizable"])
        #expect(root.translatesAutoresizingMaskIntoConstraints)
        let all = root.allViews
        #expect(all.map(\.id) == ["root", "logo", "title", "subtitle", "stack", "start", "email", "spinner", "scroll", "page"])
        #expect(all.map(\.kind) == [.view, .imageView, .label, .label, .stackView, .button, .textField,
                                    .activityIndicatorView, .scrollView, .view])
        let logo = all[1]
        #expect(logo.line == 16)
        #expect(logo.frame == IBRect(x: 157, y: 120, width: 100, height: 100))
        #expect(logo.attributes["image"] == "logo")
        #expect(logo.attributes["contentMode"] == "scaleAspectFit")
        #expect(logo.attributes["clipsSubviews"] == "YES")
        #expect(!logo.translatesAutoresizingMaskIntoConstraints)
        #expect(logo.autoresizingMask == nil)
        let spinner = all[7]
        #expect(spinner.frame == IBRect(x: 188.5, y: 420, width: 37, height: 37))
        #expect(spinner.attributes["style"] == "large")
        #expect(spinner.attributes["animating"] == "YES")
        let stack = all[4]
        #expect(stack.attributes["axis"] == "vertical")
        #expect(stack.attributes["distribution"] == "fillEqually")
        #expect(stack.attributes["alignment"] == "center")
        #expect(stack.attributes["spacing"] == "12")
        #expect(stack.subviews.map(\.id) == ["start", "email"])
        let scroll = all[8]
        #expect(scroll.layoutGuides == ["contentLayoutGuide": "content", "frameLayoutGuide": "frameGuide"])
        #expect(scroll.subviews.first?.frame?.width == 828)
        #expect(root.layoutGuides == ["safeArea": "safe"])
    }

    @Test func textColoursAndFonts() throws {
        let document = try Self.fixture("Everything.storyboard")
        let all = try #require(document.viewControllers[0].view).allViews
        let title = all[2], subtitle = all[3], start = all[5], email = all[6], page = all[9]
        #expect(title.attributes["text"] == "Welcome")
        #expect(title.attributes["textAlignment"] == "center")
        #expect(title.attributes["numberOfLines"] == "0")
        #expect(title.font == .boldSystem(size: 34))
        // A system colour the file's resources define takes the file's value.
        #expect(title.colors["textColor"] == .white(0, alpha: 1))
        #expect(subtitle.attributes["text"] == "Two\nlines")
        #expect(subtitle.font == .textStyle("UICTFontTextStyleHeadline"))
        #expect(subtitle.colors["textColor"] == .named("Brand"))
        #expect(document.namedColors["Brand"] == .rgb(red: 0.1, green: 0.2, blue: 0.3, alpha: 1))
        #expect(start.font == .named("Avenir-Heavy", size: 18))
        #expect(start.customClass == "RoundButton")
        #expect(start.attributes["buttonType"] == "system")
        #expect(start.states["normal"] == IBButtonState(title: "Start", image: "arrow", titleColor: .white(1, alpha: 1)))
        #expect(start.states["highlighted"]?.title == "Starting")
        #expect(email.font == .system(size: 14, weight: "semibold"))
        #expect(email.attributes["placeholder"] == "Email")
        #expect(email.attributes["borderStyle"] == "roundedRect")
        #expect(page.colors["backgroundColor"] == .rgb(red: 0.2, green: 0.4, blue: 0.6, alpha: 0.5))
        // Not in the file's resources: the system colour's name.
        #expect(all[0].colors["backgroundColor"] == .system("systemBackgroundColor"))
        #expect(document.images["logo"]?.width == 100)
        #expect(document.images["arrow"]?.height == 24)
    }

    @Test func constraintsWithEveryPart() throws {
        let root = try #require(try Self.fixture("Everything.storyboard").viewControllers[0].view)
        #expect(root.constraints.count == 6)
        let c = root.constraints
        #expect(c[0] == IBConstraint(id: "c1", firstItem: "logo", firstAttribute: "centerX", relation: "equal", secondItem: "root",
                                     secondAttribute: "centerX", multiplier: 1, constant: 0, priority: 1000, identifier: nil, line: 93))
        #expect(c[1].secondItem == "safe")
        #expect(c[1].constant == 72)
        #expect(c[2].multiplier == 1)
        #expect(c[3].secondAttribute == "leadingMargin")
        #expect(c[4].relation == "greaterThanOrEqual")
        #expect(c[4].priority == 750)
        #expect(c[4].identifier == "titleBelowLogo")
        #expect(c[4].constant == 40)
        #expect(c[5].multiplier == 0.9)
    }

    @Test func runtimeAttributesTyped() throws {
        let root = try #require(try Self.fixture("Everything.storyboard").viewControllers[0].view)
        let attributes = root.allViews[1].runtimeAttributes
        #expect(attributes.map(\.keyPath) == ["layer.cornerRadius", "layer.masksToBounds", "borderColor", "layer.shadowOffset",
                                              "accessibilityIdentifier", "anchor", "hitArea", "layer.shadowOpacity"])
        #expect(attributes.map(\.value) == [
            .number(12), .boolean(true), .color(.rgb(red: 1, green: 0.5, blue: 0.25, alpha: 1)), .size(width: 0, height: 4),
            .string("Logo"), .point(x: 0.5, y: 1), .rect(IBRect(x: 1, y: 2, width: 3, height: 4)), .number(0.25),
        ])
        #expect(attributes[0].line == 19)
    }

    @Test func connectionsOutletsActionsSegues() throws {
        let document = try Self.fixture("Everything.storyboard")
        let welcome = document.viewControllers[0]
        #expect(welcome.connections.map(\.kind) == [
            .outlet(property: "logoView"), .outlet(property: "titleLabel"), .outletCollection(property: "fields"),
            .segue(kind: "show", relationship: nil, identifier: "next"),
        ])
        #expect(welcome.connections.map(\.destination) == ["logo", "title", "email", "VC2"])
        let start = try #require(welcome.view).allViews[5]
        #expect(start.connections == [IBConnection(kind: .action(selector: "startTapped:", eventType: "touchUpInside"),
                                                   destination: "VC1", line: 65)])
    }

    @Test func acceptedElementsAreListedWithLines() throws {
        let accepted = try Self.fixture("Everything.storyboard").accepted
        #expect(accepted.contains(IBAccepted(element: "device", line: 3)))
        #expect(accepted.contains(IBAccepted(element: "dependencies", line: 4)))
        #expect(accepted.contains(IBAccepted(element: "segue", line: 105)))
        #expect(accepted.contains(IBAccepted(element: "placeholder", line: 108)))
        #expect(accepted.contains(IBAccepted(element: "textInputTraits", line: 71)))
        #expect(accepted.contains(IBAccepted(element: "nil", line: 45)))
        #expect(accepted.contains(IBAccepted(element: "point", line: 110)))
    }

    @Test func xibPlaceholdersTopLevelViewsAndMargins() throws {
        let document = try Self.fixture("Card.xib")
        #expect(document.kind == .xib)
        #expect(document.viewControllers.isEmpty)
        #expect(document.placeholders.map(\.identifier) == ["IBFilesOwner", "IBFirstResponder"])
        let owner = document.placeholders[0]
        #expect(owner.customClass == "CardOwner")
        #expect(owner.connections == [IBConnection(kind: .outlet(property: "card"), destination: "card", line: 10)])
        #expect(document.topLevelViews.map(\.id) == ["card"])
        let card = document.topLevelViews[0]
        #expect(card.customClass == "CardView")
        #expect(card.line == 14)
        #expect(card.autoresizingMask == ["flexibleMaxX", "flexibleMaxY"])
        #expect(card.layoutMargins?.left == 16)
        #expect(card.layoutMargins?.top == 8)
        #expect(card.constraints[1].firstItem == nil)
        #expect(card.constraints[1].firstAttribute == "trailingMargin")
        #expect(card.connections.map(\.kind) == [.outlet(property: "messageLabel")])
    }

    // MARK: - Errors, each with its line

    @Test func malformedXMLNamesLibxml2sLine() {
        let text = "<?xml version=\"1.0\"?>\n<document type=\"com.apple.InterfaceBuilder3.CocoaTouch.XIB\">\n<objects>\n</document>\n"
        #expect {
            try Self.read(text, file: "Broken.xib")
        } throws: { error in
            guard let error = error as? InterfaceBuilderError else { return false }
            // libxml2's line: that of the element left open (`<objects>`).
            return error.file == "Broken.xib" && error.line == 3
                && error.problem == "malformed XML: Opening and ending tag mismatch: objects line 3 and document"
                && error.description.hasPrefix("Broken.xib:3: malformed XML")
        }
    }

    @Test func emptyFileAndOtherDocumentsFail() {
        #expect(throws: InterfaceBuilderError.self) { try Self.read("") }
        let mac = "<document type=\"com.apple.InterfaceBuilder3.Cocoa.XIB\"/>"
        #expect(throws: InterfaceBuilderError(file: "Inline.storyboard", line: 1, element: "document",
                                              problem: "type \"com.apple.InterfaceBuilder3.Cocoa.XIB\" is not an iOS storyboard or xib (Animatic reads CocoaTouch documents only)")) {
            try Self.read(mac)
        }
        #expect(throws: InterfaceBuilderError(file: "Inline.storyboard", line: 1, element: "plist",
                                              problem: "not an Interface Builder document (its root is not <document>)")) {
            try Self.read("<plist/>")
        }
    }

    @Test func aViewAnimaticCannotDrawFailsItsSceneWithItsLine() throws {
        let text = Self.storyboard(subviews: "<label id=\"a\" text=\"x\"/>\n<stepper opaque=\"NO\" value=\"1\" id=\"count\"/>")
        let scene = try Self.read(text).viewControllers[0]
        #expect(scene.view == nil)
        let problem = try #require(scene.problem)
        #expect(problem.line == 10)
        #expect(problem.element == "stepper")
        #expect(problem.problem == "Animatic cannot draw a stepper (it draws view, label, button, imageView, stackView, textField, "
                + "activityIndicatorView, scrollView, pageControl, tableView, collectionView, tableViewCell, collectionViewCell, containerView, "
                + "textView, pickerView, tabBar, slider, switch)")
        // In a xib (one screen) it fails the file.
        let xib = "<document type=\"com.apple.InterfaceBuilder3.CocoaTouch.XIB\">\n<objects>\n<view id=\"v\"><subviews>\n<stepper id=\"s\"/>\n</subviews></view></objects></document>"
        #expect {
            try Self.read(xib, file: "Card.xib")
        } throws: { error in
            (error as? InterfaceBuilderError)?.line == 4 && (error as? InterfaceBuilderError)?.element == "stepper"
        }
    }

    @Test func aTabBarsItemsAreReadInOrderWithTheirAttributesAndImages() throws {
        let text = Self.storyboard(subviews: """
            <tabBar contentMode="scaleToFill" id="bar">
                <rect key="frame" x="0.0" y="554" width="375" height="49"/>
                <items>
                    <tabBarItem systemItem="favorites" id="i1"/>
                    <tabBarItem title="Cards" image="cards" selectedImage="cards-on" tag="2" badgeValue="3" enabled="NO" id="i2"/>
                    <tabBarItem id="i3">
                        <string key="title">Long
            title</string>
                        <imageReference key="image" image="star"/>
                    </tabBarItem>
                </items>
            </tabBar>
            <textView editable="NO" text="code" id="t"><rect key="frame" x="0" y="0" width="10" height="10"/></textView>
            <pickerView id="p"><rect key="frame" x="0" y="0" width="10" height="10"/></pickerView>
            """)
        let views = try #require(Self.read(text).viewControllers.first?.view?.subviews)
        #expect(views.map(\.kind) == [.tabBar, .textView, .pickerView])
        #expect(views[0].tabBarItems == [
            IBTabBarItem(id: "i1", systemItem: "favorites", line: 12),
            IBTabBarItem(id: "i2", title: "Cards", image: "cards", selectedImage: "cards-on", tag: 2, badgeValue: "3", isEnabled: false, line: 13),
            IBTabBarItem(id: "i3", title: "Long\ntitle", image: "star", line: 14),
        ])
        #expect(views[1].attributes["text"] == "code" && views[1].attributes["editable"] == "NO")
    }

    @Test func aScenesNavigationItemIsReadWithItsItemsAndTheirConnections() throws {
        let text = """
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0">
                <scenes><scene sceneID="s"><objects>
                    <viewController id="V">
                        <navigationItem key="navigationItem" id="n">
                            <string key="title">Two words</string>
                            <barButtonItem key="leftBarButtonItem" systemItem="cancel" id="l">
                                <connections><action selector="cancel:" destination="V" id="a"/></connections>
                            </barButtonItem>
                            <barButtonItem key="rightBarButtonItem" enabled="NO" style="done" id="r">
                                <imageReference key="image" image="settings"/>
                                <color key="tintColor" white="1" alpha="1" colorSpace="calibratedWhite"/>
                                <connections><segue destination="W" kind="show" id="g"/></connections>
                            </barButtonItem>
                            <view key="titleView" id="t"/>
                        </navigationItem>
                    </viewController>
                </objects></scene></scenes>
            </document>
            """
        let document = try Self.read(text)
        let item = try #require(document.viewControllers.first?.navigationItem)
        #expect(item.id == "n" && item.title == "Two words" && item.line == 4)
        #expect(item.leftItems.map(\.systemItem) == ["cancel"])
        #expect(item.leftItems.first?.connections.map(\.kind) == [.action(selector: "cancel:", eventType: nil)])
        let right = try #require(item.rightItems.first)
        #expect(right.image == "settings" && right.style == "done" && !right.isEnabled && right.tintColor == .white(1, alpha: 1))
        #expect(right.connections.map(\.kind) == [.segue(kind: "show", relationship: nil, identifier: nil)])
        // The title view is not built: listed as accepted, with its line.
        #expect(document.accepted.contains(IBAccepted(element: "view", line: 14)))
    }

    @Test func anUnknownControllerFailsItsSceneOnly() throws {
        let text = """
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB">
        <scenes><scene sceneID="1"><objects>
        <splitViewController id="T" storyboardIdentifier="List"/>
        <viewController id="V"><view key="view" id="r"/></viewController>
        </objects></scene></scenes></document>
        """
        let document = try Self.read(text)
        #expect(document.viewControllers.map(\.id) == ["T", "V"])
        #expect(document.viewController(identifier: "List")?.problem
                == InterfaceBuilderError(file: "Inline.storyboard", line: 3, element: "splitViewController",
                                         problem: "Animatic cannot draw a splitViewController (it draws viewController, navigationController, pageViewController, tableViewController and collectionViewController scenes)"))
        #expect(document.viewController(id: "V")?.problem == nil)
    }

    @Test func badConstraintsRuntimeAttributesAndColoursFailTheirSceneWithLines() throws {
        func problem(_ line: Int, _ element: String, _ text: String) -> InterfaceBuilderError {
            InterfaceBuilderError(file: "Inline.storyboard", line: line, element: element, problem: text)
        }
        let constraint = Self.storyboard(subviews: "", extra: "<constraints>\n<constraint firstItem=\"root\" firstAttribute=\"middle\" id=\"c\"/>\n</constraints>")
        #expect(try Self.sceneProblem(constraint) == problem(12, "constraint", "unknown layout attribute \"middle\""))
        let priority = Self.storyboard(subviews: "", extra: "<constraints><constraint firstAttribute=\"width\" priority=\"1001\" id=\"c\"/></constraints>")
        #expect(try Self.sceneProblem(priority) == problem(11, "constraint", "priority \"1001\" is not a number in 1...1000"))
        let multiplier = Self.storyboard(subviews: "", extra: "<constraints><constraint firstAttribute=\"width\" multiplier=\"x\" id=\"c\"/></constraints>")
        #expect(try Self.sceneProblem(multiplier) == problem(11, "constraint", "multiplier \"x\" is not a number or a ratio"))
        let runtime = Self.storyboard(subviews: "", extra: "<userDefinedRuntimeAttributes><userDefinedRuntimeAttribute type=\"range\" keyPath=\"r\"/></userDefinedRuntimeAttributes>")
        #expect(try Self.sceneProblem(runtime) == problem(11, "userDefinedRuntimeAttribute",
                                                          "runtime attribute type \"range\" of \"r\" is not number, boolean, string, color, size, point, rect, image or nil"))
        let color = Self.storyboard(subviews: "<view id=\"v\">\n<color key=\"backgroundColor\" colorSpace=\"custom\"/>\n</view>")
        #expect(try Self.sceneProblem(color) == problem(10, "color", "a colour needs red/green/blue, white, systemColor or name"))
        let font = Self.storyboard(subviews: "<label id=\"l\"><fontDescription key=\"fontDescription\" type=\"fancy\" pointSize=\"3\"/></label>")
        #expect(try Self.sceneProblem(font) == problem(9, "fontDescription",
                                                       "font type \"fancy\" is not system, boldSystem or italicSystem and no name is given"))
        let rect = Self.storyboard(subviews: "<view id=\"v\"><rect key=\"frame\" x=\"a\" y=\"0\" width=\"1\" height=\"1\"/></view>")
        #expect(try Self.sceneProblem(rect) == problem(9, "rect", "a rect needs numeric x, y, width and height"))
        let noId = Self.storyboard(subviews: "<view/>")
        #expect(try Self.sceneProblem(noId) == problem(9, "view", "the id attribute is missing"))
        // A cell's keyed content view is written with no id (randyefan/PanicAway's cell nib): it reads.
        let cellXib = """
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB"><objects>
        <collectionViewCell id="cell"><rect key="frame" x="0" y="0" width="390" height="601"/>
        <view key="contentView"><rect key="frame" x="0" y="0" width="390" height="601"/>
        <subviews><label text="Title" id="t"><rect key="frame" x="161" y="314" width="68.5" height="33"/></label></subviews>
        </view></collectionViewCell></objects></document>
        """
        let cell = try #require(try Self.read(cellXib, file: "Cell.xib").topLevelViews.first)
        #expect(cell.subviews.map(\.id) == ["cell-contentView"] && cell.subviews[0].key == "contentView")
        #expect(cell.subviews[0].subviews.map(\.id) == ["t"])
        let inset = Self.storyboard(subviews: "<view id=\"v\"><frame key=\"frameInset\" minX=\"1\" minY=\"2\" width=\"3\" height=\"4\"/></view>")
        #expect(try Self.read(inset).viewControllers[0].view?.subviews[0].frame == IBRect(x: 1, y: 2, width: 3, height: 4))
        // Xcode 8 leaves out an inset of 0; a far-edge inset (maxX) is not read.
        let zero = Self.storyboard(subviews: "<view id=\"v\"><frame key=\"frameInset\" minY=\"314\" width=\"600\" height=\"286\"/></view>")
        #expect(try Self.read(zero).viewControllers[0].view?.subviews[0].frame == IBRect(x: 0, y: 314, width: 600, height: 286))
        let far = Self.storyboard(subviews: "<view id=\"v\"><frame key=\"frameInset\" maxX=\"8\" minY=\"2\" width=\"3\" height=\"4\"/></view>")
        #expect(try Self.read(far).viewControllers[0].problem?.problem == "a frameInset needs numeric minX, minY, width and height (maxX/maxY insets are not read)")
    }

    /// Page controls, tables and collection views (with their flow layout), a frame-laid-out
    /// view (`fixedFrame`), a segue's attributes, prototype cells, static cells and a scene's other views.
    @Test func listsPageControlsFixedFramesAndSegueAttributes() throws {
        let text = Self.storyboard(subviews: """
            <pageControl opaque="NO" numberOfPages="4" currentPage="1" id="dots">
                <rect key="frame" x="10" y="700" width="120" height="26"/>
                <color key="pageIndicatorTintColor" white="0.5" alpha="1" colorSpace="custom" customColorSpace="genericGamma22GrayColorSpace"/>
            </pageControl>
            <tableView clipsSubviews="YES" contentMode="scaleToFill" style="grouped" separatorStyle="none" rowHeight="64" estimatedRowHeight="-1" translatesAutoresizingMaskIntoConstraints="NO" id="list">
                <rect key="frame" x="0" y="0" width="390" height="600"/>
                <prototypes/>
                <connections>
                    <outlet property="dataSource" destination="V" id="ds"/>
                </connections>
            </tableView>
            <collectionView clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="scaleToFill" dataMode="prototypes" id="grid">
                <rect key="frame" x="0" y="600" width="390" height="100"/>
                <collectionViewFlowLayout key="collectionViewLayout" scrollDirection="horizontal" minimumLineSpacing="8" minimumInteritemSpacing="4" id="flow">
                    <size key="itemSize" width="80" height="90"/>
                    <size key="headerReferenceSize" width="0.0" height="0.0"/>
                    <inset key="sectionInset" minX="16" minY="2" maxX="12" maxY="3"/>
                </collectionViewFlowLayout>
                <cells/>
            </collectionView>
            <button opaque="NO" fixedFrame="YES" buttonType="system" translatesAutoresizingMaskIntoConstraints="NO" id="next">
                <rect key="frame" x="20" y="760" width="60" height="30"/>
                <connections>
                    <segue destination="W" kind="presentation" identifier="more" modalPresentationStyle="fullScreen" modalTransitionStyle="crossDissolve" animates="NO" id="sg"/>
                </connections>
            </button>
            """)
        let root = try #require(try Self.read(text).viewControllers[0].view)
        let dots = root.subviews[0], list = root.subviews[1], grid = root.subviews[2], next = root.subviews[3]
        #expect([dots.kind, list.kind, grid.kind] == [.pageControl, .tableView, .collectionView])
        #expect(dots.attributes["numberOfPages"] == "4" && dots.attributes["currentPage"] == "1")
        #expect(dots.colors["pageIndicatorTintColor"] == .white(0.5, alpha: 1))
        #expect(dots.line == 9)
        #expect(list.attributes["style"] == "grouped" && list.attributes["rowHeight"] == "64")
        #expect(!list.translatesAutoresizingMaskIntoConstraints)
        #expect(list.connections == [IBConnection(kind: .outlet(property: "dataSource"), destination: "V", line: 17)])
        #expect(grid.attributes["flow.scrollDirection"] == "horizontal")
        #expect(grid.attributes["flow.minimumLineSpacing"] == "8")
        #expect(grid.attributes["flow.itemSize"] == "80.0 90.0")
        #expect(grid.attributes["flow.sectionInset"] == "2.0 16.0 3.0 12.0")
        // fixedFrame: ibtool turns its autoresizing mask into constraints, whatever the attribute says.
        #expect(next.translatesAutoresizingMaskIntoConstraints)
        #expect(next.connections == [IBConnection(kind: .segue(kind: "presentation", relationship: nil, identifier: "more"),
                                                  destination: "W", line: 32,
                                                  attributes: ["modalPresentationStyle": "fullScreen",
                                                               "modalTransitionStyle": "crossDissolve", "animates": "NO"])])
        let prototypes = Self.storyboard(subviews: """
            <tableView id="t"><prototypes>
            <tableViewCell reuseIdentifier="Cell" rowHeight="60" id="c">
            <tableViewCellContentView key="contentView" id="cv">
            <subviews><label text="Row" id="l"/></subviews>
            </tableViewCellContentView>
            </tableViewCell>
            </prototypes></tableView>
            """)
        let table = try #require(try Self.read(prototypes).viewControllers[0].view?.subviews.first)
        #expect(table.prototypes.count == 1)
        let cell = table.prototypes[0]
        #expect(cell.kind == .tableViewCell && cell.attributes["reuseIdentifier"] == "Cell" && cell.line == 10)
        #expect(cell.subviews.map(\.key) == ["contentView"])
        #expect(cell.subviews[0].kind == .view && cell.subviews[0].subviews.map(\.kind) == [.label])
        // Static cells (they failed the scene before): each section's titles and cells, the
        // cells' views among the scene's views; a `<switch>` is a view of its own kind.
        let statics = Self.storyboard(subviews: """
            <tableView id="t" dataMode="static"><sections>
            <tableViewSection headerTitle="Profile" id="s1"><cells>
            <tableViewCell rowHeight="69" id="c1"><tableViewCellContentView key="contentView" id="c1v">
            <subviews><switch on="YES" id="sw"/></subviews>
            </tableViewCellContentView></tableViewCell>
            <tableViewCell id="c2"/>
            </cells></tableViewSection>
            <tableViewSection footerTitle="Saved" id="s2"/>
            </sections></tableView>
            """)
        let scene = try #require(try Self.read(statics).viewControllers.first)
        #expect(scene.problem == nil)
        let sections = try #require(scene.view?.subviews.first?.staticSections)
        #expect(sections.map(\.cells.count) == [2, 0])
        #expect(sections.map(\.headerTitle) == ["Profile", nil] && sections.map(\.footerTitle) == [nil, "Saved"])
        #expect(sections.map(\.line) == [10, 16])
        #expect(sections[0].cells.map { $0.attributes["rowHeight"] } == ["69", nil])
        #expect(scene.view?.allViews.contains { $0.id == "sw" && $0.kind == .switch && $0.attributes["on"] == "YES" } == true)
        // A scene's other top-level view (beside the controller in its `<objects>`), kept
        // with the scene's controller.
        let others = """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0">
            <scenes><scene sceneID="s"><objects>
            <viewController id="V"><view key="view" id="root"/></viewController>
            <placeholder placeholderIdentifier="IBFirstResponder" id="fr" sceneMemberID="firstResponder"/>
            <view id="bg" userLabel="BackgroundHolder"><rect key="frame" x="0" y="0" width="240" height="268"/></view>
            </objects></scene></scenes></document>
            """
        let withOthers = try #require(try Self.read(others).viewControllers.first)
        #expect(withOthers.problem == nil)
        #expect(withOthers.topLevelViews.map(\.id) == ["bg"] && withOthers.topLevelViews[0].line == 6)
    }
}
