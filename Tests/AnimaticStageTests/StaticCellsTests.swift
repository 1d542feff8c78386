import Foundation
import Testing
@testable import AnimaticStage
@testable import AnimaticRuntime

/// A settings screen as StarWars.iOS's `SettingsViewController` declares it: a table view
/// controller over a storyboard table of static cells, which implements no data source method
/// of its own (its class only says how a cell is shown), with outlets into the cells, an outlet
/// collection of the cells' labels and a strong outlet to a view beside the controller in the
/// scene (its table's background).
final class IBStaticSettingsController: UITableViewController, UITableViewDataSource, UITableViewDelegate, AnimaticOutletTarget {
    var darkSideSwitch: UISwitch!
    var usernameLabel: UILabel!
    var titleLabels: [UILabel]!
    var backgroundHolder: UIView!
    var outletsAtViewDidLoad: [String] = []
    var shown: [IndexPath] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        outletsAtViewDidLoad = [darkSideSwitch == nil ? "no switch" : "switch",
                                usernameLabel?.text ?? "no label",
                                "\(titleLabels?.count ?? 0) titles",
                                backgroundHolder == nil ? "no background" : "background"]
        tableView.backgroundView = backgroundHolder
    }

    func tableView(_ tableView: UITableView, willDisplay cell: UITableViewCell, forRowAt indexPath: IndexPath) {
        shown.append(indexPath)
    }

    func animaticSetOutlet(_ name: String, _ value: Any) -> Bool {
        switch name {
        case "darkSideSwitch": if let value = animaticOutletValue(value, as: UISwitch.self) { darkSideSwitch = value; return true }; return false
        case "usernameLabel": if let value = animaticOutletValue(value, as: UILabel.self) { usernameLabel = value; return true }; return false
        case "titleLabels": if let value = animaticOutletValue(value, as: [UILabel].self) { titleLabels = value; return true }; return false
        case "backgroundHolder": if let value = animaticOutletValue(value, as: UIView.self) { backgroundHolder = value; return true }; return false
        default: return false
        }
    }
}

/// A controller of a static table that answers one data source method itself: its answer wins
/// over the static content's, as a `UITableViewController` subclass's override does on iOS.
final class IBStaticOverridingController: UITableViewController, UITableViewDataSource, UITableViewDelegate, AnimaticOutletTarget {
    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 1 }

    /// Takes the scene's outlets (the settings controller's), keeping none.
    func animaticSetOutlet(_ name: String, _ value: Any) -> Bool {
        ["darkSideSwitch", "usernameLabel", "titleLabels", "backgroundHolder"].contains(name)
    }
}

/// Storyboard tables of static cells (`<tableView dataMode="static">` with `<sections>`), which
/// failed the scene before ("the tableView's static cells are not built by Animatic"): the cells
/// are made with the scene and the table view controller's data source answers with them, as
/// UIKit's does (StarWars.iOS's settings screen, Yalantis/StarWars.iOS).
@Suite(.serialized) struct StaticCellsTests {
    let folders = TemporaryFolders(prefix: "animatic-static-cells")

    static func storyboard(controller: String) -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" initialViewController="S">
        <scenes>
        <scene sceneID="s1"><objects>
        <tableViewController id="S" customClass="\(controller)" customModule="AnimaticStageTests" sceneMemberID="viewController">
            <tableView key="view" clipsSubviews="YES" contentMode="scaleToFill" dataMode="static" style="plain" separatorStyle="default" rowHeight="46" sectionHeaderHeight="28" sectionFooterHeight="28" id="tv">
                <rect key="frame" x="0.0" y="0.0" width="414" height="749"/>
                <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                <sections>
                    <tableViewSection headerTitle="Profile" id="sec1">
                        <cells>
                            <tableViewCell clipsSubviews="YES" contentMode="scaleToFill" selectionStyle="default" indentationWidth="10" rowHeight="46" id="c1">
                                <rect key="frame" x="0.0" y="28" width="414" height="46"/>
                                <autoresizingMask key="autoresizingMask"/>
                                <tableViewCellContentView key="contentView" opaque="NO" clipsSubviews="YES" contentMode="center" tableViewCell="c1" id="c1v">
                                    <rect key="frame" x="0.0" y="0.0" width="414" height="46"/>
                                    <autoresizingMask key="autoresizingMask"/>
                                    <subviews>
                                        <label text="DARK SIDE" fixedFrame="YES" translatesAutoresizingMaskIntoConstraints="NO" id="t1">
                                            <rect key="frame" x="30" y="20" width="68" height="11"/>
                                        </label>
                                        <switch opaque="NO" contentMode="scaleToFill" on="YES" fixedFrame="YES" translatesAutoresizingMaskIntoConstraints="NO" id="sw">
                                            <rect key="frame" x="333" y="7.5" width="51" height="31"/>
                                            <color key="onTintColor" red="1" green="0" blue="0" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>
                                        </switch>
                                    </subviews>
                                </tableViewCellContentView>
                            </tableViewCell>
                            <tableViewCell clipsSubviews="YES" contentMode="scaleToFill" selectionStyle="default" indentationWidth="10" rowHeight="69" id="c2">
                                <rect key="frame" x="0.0" y="74" width="414" height="69"/>
                                <autoresizingMask key="autoresizingMask"/>
                                <tableViewCellContentView key="contentView" opaque="NO" clipsSubviews="YES" contentMode="center" tableViewCell="c2" id="c2v">
                                    <rect key="frame" x="0.0" y="0.0" width="414" height="69"/>
                                    <autoresizingMask key="autoresizingMask"/>
                                    <subviews>
                                        <label text="FULL NAME" fixedFrame="YES" translatesAutoresizingMaskIntoConstraints="NO" id="t2">
                                            <rect key="frame" x="30" y="23" width="73" height="11"/>
                                        </label>
                                        <label text="Anakin Skywalker" fixedFrame="YES" translatesAutoresizingMaskIntoConstraints="NO" id="name">
                                            <rect key="frame" x="30" y="44" width="148.5" height="15.5"/>
                                        </label>
                                    </subviews>
                                </tableViewCellContentView>
                            </tableViewCell>
                        </cells>
                    </tableViewSection>
                    <tableViewSection footerTitle="Saved on this device" id="sec2">
                        <cells>
                            <tableViewCell clipsSubviews="YES" contentMode="scaleToFill" selectionStyle="default" indentationWidth="10" id="c3">
                                <rect key="frame" x="0.0" y="171" width="414" height="46"/>
                                <autoresizingMask key="autoresizingMask"/>
                                <tableViewCellContentView key="contentView" opaque="NO" clipsSubviews="YES" contentMode="center" tableViewCell="c3" id="c3v">
                                    <rect key="frame" x="0.0" y="0.0" width="414" height="46"/>
                                    <autoresizingMask key="autoresizingMask"/>
                                    <subviews>
                                        <label text="GENDER" fixedFrame="YES" translatesAutoresizingMaskIntoConstraints="NO" id="t3">
                                            <rect key="frame" x="30" y="20" width="53.5" height="11"/>
                                        </label>
                                    </subviews>
                                </tableViewCellContentView>
                            </tableViewCell>
                        </cells>
                    </tableViewSection>
                </sections>
                <connections>
                    <outlet property="dataSource" destination="S" id="o1"/>
                    <outlet property="delegate" destination="S" id="o2"/>
                </connections>
            </tableView>
            <connections>
                <outlet property="darkSideSwitch" destination="sw" id="o3"/>
                <outlet property="usernameLabel" destination="name" id="o4"/>
                <outlet property="backgroundHolder" destination="bg" id="o5"/>
                <outletCollection property="titleLabels" destination="t1" collectionClass="NSMutableArray" id="o6"/>
                <outletCollection property="titleLabels" destination="t2" collectionClass="NSMutableArray" id="o7"/>
                <outletCollection property="titleLabels" destination="t3" collectionClass="NSMutableArray" id="o8"/>
            </connections>
        </tableViewController>
        <placeholder placeholderIdentifier="IBFirstResponder" id="fr" sceneMemberID="firstResponder"/>
        <view contentMode="scaleToFill" id="bg" userLabel="BackgroundHolder">
            <rect key="frame" x="0.0" y="0.0" width="240" height="268"/>
            <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>
            <color key="backgroundColor" red="0" green="0" blue="1" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>
        </view>
        </objects></scene>
        </scenes></document>
        """
    }

    /// The scene loads (it failed before); in `viewDidLoad` the outlets into the static cells,
    /// the outlet collection (three labels in document order) and the strong outlet to the
    /// scene's other top-level view are set. The table has two sections of 2 and 1 rows, whose
    /// cells are the storyboard's (the switch on, red when on), its header and footer titles,
    /// and rows of the cells' own heights: 46 and 69, then the table's 46 for a cell without
    /// one; each row is shown once through the subclass's `willDisplay`.
    @Test func aStaticTableIsAnsweredByItsController() throws {
        let folder = try folders.make(["StaticCells1.storyboard": Self.storyboard(controller: "IBStaticSettingsController")])
        var controller: IBStaticSettingsController?
        var counts: [Int] = []
        var titles: [String?] = []
        var rects: [CGRect] = []
        var cellTexts: [String?] = []
        _ = try Story.record(storyboard: "StaticCells1", device: .iPhoneSE3, resources: folder) { stage in
            controller = stage.rootViewController as? IBStaticSettingsController
            guard let table = controller?.tableView else { return }
            table.layoutIfNeeded()
            counts = (0..<table.numberOfSections).map { table.numberOfRows(inSection: $0) }
            titles = [table.dataSource?.tableView(table, titleForHeaderInSection: 0),
                      table.dataSource?.tableView(table, titleForFooterInSection: 1)]
            let paths = [IndexPath(row: 0, section: 0), IndexPath(row: 1, section: 0), IndexPath(row: 0, section: 1)]
            rects = paths.map { table.rectForRow(at: $0) }
            cellTexts = paths.map { (table.cellForRow(at: $0)?.contentView.subviews.first as? UILabel)?.text }
        }
        let made = try #require(controller)
        #expect(made.outletsAtViewDidLoad == ["switch", "Anakin Skywalker", "3 titles", "background"])
        #expect(made.titleLabels.map(\.text) == ["DARK SIDE", "FULL NAME", "GENDER"])
        #expect(made.darkSideSwitch.isOn)
        #expect(made.darkSideSwitch.onTintColor == UIColor(red: 1, green: 0, blue: 0, alpha: 1))
        #expect(made.backgroundHolder.backgroundColor == UIColor(red: 0, green: 0, blue: 1, alpha: 1))
        #expect(made.tableView.backgroundView === made.backgroundHolder)
        #expect(counts == [2, 1])
        #expect(titles == ["Profile", "Saved on this device"])
        #expect(rects.map(\.height) == [46, 69, 46])
        #expect(rects[1].minY - rects[0].minY == 46)
        #expect(cellTexts == ["DARK SIDE", "FULL NAME", "GENDER"])
        #expect(Set(made.shown) == [IndexPath(row: 0, section: 0), IndexPath(row: 1, section: 0), IndexPath(row: 0, section: 1)])
    }

    /// A subclass's own data source method wins over the static content (one row in each
    /// section here); the methods it leaves out still answer with the static cells.
    @Test func theSubclassesOwnAnswerWins() throws {
        let folder = try folders.make(["StaticCells2.storyboard": Self.storyboard(controller: "IBStaticOverridingController")])
        var counts: [Int] = []
        var first: String?
        _ = try Story.record(storyboard: "StaticCells2", device: .iPhoneSE3, resources: folder) { stage in
            guard let table = (stage.rootViewController as? UITableViewController)?.tableView else { return }
            table.layoutIfNeeded()
            counts = (0..<table.numberOfSections).map { table.numberOfRows(inSection: $0) }
            first = (table.cellForRow(at: IndexPath(row: 0, section: 1))?.contentView.subviews.first as? UILabel)?.text
        }
        #expect(counts == [1, 1])
        #expect(first == "GENDER")
    }
}
