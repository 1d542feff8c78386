import Foundation
import Testing
import AnimaticClock
import AnimaticTimeline
@testable import AnimaticStage
@testable import AnimaticRuntime

/// A storyboard controller that logs the segues it prepares.
final class IBSegueSource: UIViewController, AnimaticOutletTarget {
    var nextButton: UIButton!
    var prepared: [(identifier: String?, destination: UIViewController, sender: Any?, destinationLoaded: Bool)] = []
    var refuse: Set<String> = []

    override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
        prepared.append((segue.identifier, segue.destination, sender, segue.destination.isViewLoaded))
    }

    override func shouldPerformSegue(withIdentifier identifier: String, sender: Any?) -> Bool {
        !refuse.contains(identifier)
    }

    func animaticSetOutlet(_ name: String, _ value: Any) -> Bool {
        guard name == "nextButton", let value = animaticOutletValue(value, as: UIButton.self) else { return false }
        nextButton = value
        return true
    }
}

/// A prototype (or nib) cell with an outlet, woken after its outlets are set.
final class IBFeatureCell: UITableViewCell, AnimaticOutletTarget {
    var title: UILabel!
    var titleAtAwake: String?

    override func awakeFromNib() {
        super.awakeFromNib()
        titleAtAwake = title?.text
    }

    func animaticSetOutlet(_ name: String, _ value: Any) -> Bool {
        guard name == "title", let value = animaticOutletValue(value, as: UILabel.self) else { return false }
        title = value
        return true
    }
}

/// A storyboard controller with a table (its data source through the table's own outlet,
/// its rows from a prototype cell), a collection view (its items from a prototype cell) and a
/// page control.
final class IBListsController: UIViewController, AnimaticOutletTarget, UITableViewDataSource, UICollectionViewDataSource {
    var table: UITableView!
    var grid: UICollectionView!
    var dots: UIPageControl!

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 3 }
    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "Feature", for: indexPath)
        (cell as? IBFeatureCell)?.title.text = "Row \(indexPath.row)"
        return cell
    }

    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 2 }
    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        collectionView.dequeueReusableCell(withReuseIdentifier: "Page", for: indexPath)
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        grid.dataSource = self
    }

    func animaticSetOutlet(_ name: String, _ value: Any) -> Bool {
        switch name {
        case "table": if let value = animaticOutletValue(value, as: UITableView.self) { table = value; return true }
        case "grid": if let value = animaticOutletValue(value, as: UICollectionView.self) { grid = value; return true }
        case "dots": if let value = animaticOutletValue(value, as: UIPageControl.self) { dots = value; return true }
        default: break
        }
        return false
    }
}

/// Storyboard segues performed (by a button and by `performSegue`), the scene
/// `Story.record(storyboard:)` picks, lists and page controls in scenes, and frame-laid-out
/// (`fixedFrame`) views resized by their autoresizing masks.
@Suite(.serialized) struct InterfaceBuilderSegueTests {
    let folders = TemporaryFolders(prefix: "animatic-ib")

    static func scene(_ id: String, _ customClass: String?, storyboardID: String? = nil, subviews: String = "",
                      constraints: String = "", connections: String = "") -> String {
        """
                <scene sceneID="s\(id)"><objects>
                    <viewController id="\(id)"\(customClass.map { " customClass=\"\($0)\"" } ?? "")\(storyboardID.map { " storyboardIdentifier=\"\($0)\"" } ?? "")>
                        <view key="view" id="\(id)-root">
                            <rect key="frame" x="0" y="0" width="414" height="896"/>
                            <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                            <subviews>
        \(subviews)
                            </subviews>
                            <constraints>
        \(constraints)
                            </constraints>
                        </view>
                        <connections>
        \(connections)
                        </connections>
                    </viewController>
                </objects></scene>
        """
    }

    static func document(initial: String?, _ scenes: String...) -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0"\(initial.map { " initialViewController=\"\($0)\"" } ?? "")>
            <scenes>
        \(scenes.joined(separator: "\n"))
            </scenes>
        </document>
        """
    }

    static let flow = document(
        initial: "N",
        """
                <scene sceneID="sN"><objects>
                    <navigationController id="N">
                        <connections>
                            <segue destination="A" kind="relationship" relationship="rootViewController" id="r"/>
                        </connections>
                    </navigationController>
                </objects></scene>
        """,
        scene("A", "IBSegueSource", subviews: """
            <button opaque="NO" fixedFrame="YES" buttonType="system" translatesAutoresizingMaskIntoConstraints="NO" id="go">
                <rect key="frame" x="20" y="800" width="100" height="44"/>
                <state key="normal" title="Next"/>
                <connections>
                    <segue destination="B" kind="show" identifier="toB" id="s1"/>
                </connections>
            </button>
            """, connections: """
            <outlet property="nextButton" destination="go" id="o"/>
            <segue destination="C" kind="presentation" identifier="toC" modalPresentationStyle="fullScreen" modalTransitionStyle="crossDissolve" id="s2"/>
            <segue destination="C" kind="custom" customClass="FancySegue" identifier="fancy" id="s3"/>
            """),
        scene("B", nil, subviews: "<label text=\"Second\" fixedFrame=\"YES\" id=\"b\"><rect key=\"frame\" x=\"10\" y=\"100\" width=\"200\" height=\"30\"/></label>"),
        scene("C", nil, subviews: "<label text=\"Third\" fixedFrame=\"YES\" id=\"c\"><rect key=\"frame\" x=\"10\" y=\"100\" width=\"200\" height=\"30\"/></label>"))

    /// A button's show segue pushes onto the navigation controller at the tap's Touch Up
    /// Inside, after `shouldPerformSegue` and `prepare(for:sender:)` (the destination made, its
    /// view not loaded); `performSegue` presents full screen; a refused segue and unknown ones
    /// do nothing and the unknown ones are reported.
    @Test func aButtonsShowSegueAndPerformSegueWithPrepare() throws {
        let folder = try folders.make(["Flow.storyboard": Self.flow])
        var source: IBSegueSource?
        var navigation: UINavigationController?
        var pushedAt: Double?
        let problems = CustomTransitionTests.problems {
            _ = try Story.record(storyboard: "Flow", device: .iPhoneSE3, resources: folder) { stage in
                navigation = stage.rootViewController as? UINavigationController
                source = navigation?.viewControllers.first as? IBSegueSource
                guard let source else { return }
                source.loadViewIfNeeded()
                stage.tap(source.nextButton, at: 1)
                let clock = StoryContext.current!.clock
                _ = clock.schedule(at: s(2)) {
                    pushedAt = navigation?.viewControllers.count == 2 ? 2 : nil
                    source.performSegue(withIdentifier: "toC", sender: "code")
                    source.refuse = ["toB"]
                }
                _ = clock.schedule(at: s(3)) {
                    source.nextButton.sendActions(for: .touchUpInside)
                    source.performSegue(withIdentifier: "nope", sender: nil)
                    source.performSegue(withIdentifier: "fancy", sender: nil)
                }
            }
        }
        let a = try #require(source)
        #expect(pushedAt == 2)
        #expect(a.prepared.map(\.identifier) == ["toB", "toC"])
        #expect(a.prepared[0].sender as? UIButton === a.nextButton)
        #expect(a.prepared[1].sender as? String == "code")
        #expect(a.prepared.allSatisfy { !$0.destinationLoaded })
        let nav = try #require(navigation)
        #expect(nav.viewControllers.count == 2)
        let b = try #require(nav.topViewController)
        #expect(b === a.prepared[0].destination)
        #expect((b.view.subviews.first as? UILabel)?.text == "Second")
        let c = a.prepared[1].destination
        #expect(c.modalPresentationStyle == .fullScreen && c.modalTransitionStyle == .crossDissolve)
        #expect(c.presentingViewController != nil)
        #expect((c.view.subviews.first as? UILabel)?.text == "Third")
        #expect(problems.count == 2)
        #expect(problems.contains(.misuse(call: "UIViewController.performSegue(withIdentifier: \"nope\", sender:)",
                                          problem: "the scene of IBSegueSource in Flow.storyboard has no segue with this identifier "
                                              + "(UIKit raises \"Receiver has no segue with identifier\")")))
        #expect(problems.contains { "\($0)".contains("Flow.storyboard:32: <segue>: a custom segue class \"FancySegue\" is not performed") })
    }

    /// `Story.record(storyboard:)` without an identifier takes the only scene; with several
    /// and no initial one it lists them; `identifier:` also takes a scene's object id.
    @Test func theSceneToRecordOnlySceneObjectIdOrAList() throws {
        let one = Self.document(initial: nil, Self.scene("Solo", nil, subviews: "<label text=\"Alone\" fixedFrame=\"YES\" id=\"l\"><rect key=\"frame\" x=\"1\" y=\"2\" width=\"3\" height=\"4\"/></label>"))
        let three = Self.document(initial: nil, Self.scene("P1", nil), Self.scene("P2", "IBSegueSource", storyboardID: "Second"), Self.scene("P3", nil))
        let folder = try folders.make(["One.storyboard": one, "Three.storyboard": three])
        var text: String?
        _ = try Story.record(storyboard: "One", device: .iPhoneSE3, resources: folder) { stage in
            text = (stage.rootViewController?.view.subviews.first as? UILabel)?.text
        }
        #expect(text == "Alone")
        var picked: UIViewController?
        _ = try Story.record(storyboard: "Three", identifier: "P3", device: .iPhoneSE3, resources: folder) { stage in
            picked = stage.rootViewController
        }
        #expect(picked?.interfaceBuilderSceneID == "P3")
        let problems = CustomTransitionTests.problems {
            _ = try Story.record(storyboard: "Three", device: .iPhoneSE3, resources: folder)
        }
        #expect(problems == [.misuse(call: "Story.record(storyboard: \"Three\")",
                                     problem: "Three.storyboard has no initial view controller and 3 scenes: name one with identifier: "
                                         + "(\"P1\" (viewController, line 5), \"Second\" (IBSegueSource, line 22), \"P3\" (viewController, line 39))")])
    }

    /// A table (style, row height, separators; its data source set by the table's own
    /// `dataSource` outlet), a horizontal flow-layout collection view and a page control, at the
    /// frames their constraints and autoresizing masks give on a 375×667 screen.
    @Test func aTableACollectionViewAndAPageControlInAScene() throws {
        let lists = Self.document(initial: "L", Self.scene("L", "IBListsController", subviews: """
            <tableView clipsSubviews="YES" style="grouped" separatorStyle="none" rowHeight="64" translatesAutoresizingMaskIntoConstraints="NO" id="t">
                <rect key="frame" x="0" y="0" width="414" height="500"/>
                <prototypes>
                    <tableViewCell clipsSubviews="YES" contentMode="scaleToFill" selectionStyle="none" reuseIdentifier="Feature" rowHeight="64" id="fc" customClass="IBFeatureCell">
                        <rect key="frame" x="0" y="28" width="414" height="64"/>
                        <autoresizingMask key="autoresizingMask"/>
                        <tableViewCellContentView key="contentView" opaque="NO" clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="center" tableViewCell="fc" id="fcv">
                            <rect key="frame" x="0" y="0" width="414" height="64"/>
                            <autoresizingMask key="autoresizingMask"/>
                            <subviews>
                                <label text="Title" translatesAutoresizingMaskIntoConstraints="NO" id="fl">
                                    <rect key="frame" x="20" y="22" width="100" height="20"/>
                                </label>
                            </subviews>
                            <constraints>
                                <constraint firstItem="fl" firstAttribute="leading" secondItem="fcv" secondAttribute="leading" constant="20" id="k1"/>
                                <constraint firstItem="fl" firstAttribute="centerY" secondItem="fcv" secondAttribute="centerY" id="k2"/>
                                <constraint firstItem="fl" firstAttribute="width" constant="100" id="k3"/>
                                <constraint firstItem="fl" firstAttribute="height" constant="20" id="k4"/>
                            </constraints>
                        </tableViewCellContentView>
                        <connections>
                            <outlet property="title" destination="fl" id="k5"/>
                        </connections>
                    </tableViewCell>
                </prototypes>
                <connections>
                    <outlet property="dataSource" destination="L" id="ds"/>
                </connections>
            </tableView>
            <collectionView clipsSubviews="YES" fixedFrame="YES" dataMode="prototypes" translatesAutoresizingMaskIntoConstraints="NO" id="g">
                <rect key="frame" x="0" y="500" width="414" height="100"/>
                <autoresizingMask key="autoresizingMask" widthSizable="YES" flexibleMaxY="YES"/>
                <collectionViewFlowLayout key="collectionViewLayout" scrollDirection="horizontal" minimumLineSpacing="8" minimumInteritemSpacing="4" id="f">
                    <size key="itemSize" width="80" height="90"/>
                    <inset key="sectionInset" minX="16" minY="2" maxX="12" maxY="3"/>
                </collectionViewFlowLayout>
                <cells>
                    <collectionViewCell opaque="NO" clipsSubviews="YES" reuseIdentifier="Page" id="pc">
                        <rect key="frame" x="16" y="2" width="80" height="90"/>
                        <view key="contentView" opaque="NO" clipsSubviews="YES" contentMode="center" id="pcv">
                            <rect key="frame" x="0" y="0" width="80" height="90"/>
                            <subviews>
                                <view fixedFrame="YES" translatesAutoresizingMaskIntoConstraints="NO" id="swatch">
                                    <rect key="frame" x="10" y="10" width="60" height="70"/>
                                    <color key="backgroundColor" red="0" green="0.5" blue="1" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>
                                </view>
                            </subviews>
                        </view>
                    </collectionViewCell>
                </cells>
            </collectionView>
            <pageControl opaque="NO" numberOfPages="4" currentPage="1" fixedFrame="YES" translatesAutoresizingMaskIntoConstraints="NO" id="p">
                <rect key="frame" x="147" y="820" width="120" height="26"/>
                <autoresizingMask key="autoresizingMask" flexibleMinX="YES" flexibleMaxX="YES" flexibleMinY="YES"/>
                <color key="currentPageIndicatorTintColor" red="1" green="0" blue="0" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>
            </pageControl>
            """, constraints: """
            <constraint firstItem="t" firstAttribute="leading" secondItem="L-root" secondAttribute="leading" id="c1"/>
            <constraint firstItem="t" firstAttribute="trailing" secondItem="L-root" secondAttribute="trailing" id="c2"/>
            <constraint firstItem="t" firstAttribute="top" secondItem="L-root" secondAttribute="top" id="c3"/>
            <constraint firstItem="t" firstAttribute="height" constant="500" id="c4"/>
            """, connections: """
            <outlet property="table" destination="t" id="o1"/>
            <outlet property="grid" destination="g" id="o2"/>
            <outlet property="dots" destination="p" id="o3"/>
            """))
        let folder = try folders.make(["Lists.storyboard": lists])
        var screen: IBListsController?
        var frames: [CGRect] = []
        _ = try Story.record(storyboard: "Lists", device: .iPhoneSE3, resources: folder) { stage in
            screen = stage.rootViewController as? IBListsController
            guard let screen else { return }
            frames = [screen.table.frame, screen.grid.frame, screen.dots.frame]
        }
        let lists2 = try #require(screen)
        #expect(lists2.table.dataSource === lists2)
        #expect(lists2.table.style == .grouped && lists2.table.rowHeight == 64 && lists2.table.separatorStyle == .none)
        #expect(lists2.table.numberOfRows(inSection: 0) == 3)
        let flow = try #require(lists2.grid.collectionViewLayout as? UICollectionViewFlowLayout)
        #expect(flow.scrollDirection == .horizontal && flow.itemSize == CGSize(width: 80, height: 90))
        #expect(flow.minimumLineSpacing == 8 && flow.minimumInteritemSpacing == 4)
        #expect(flow.sectionInset == UIEdgeInsets(top: 2, left: 16, bottom: 3, right: 12))
        #expect(lists2.dots.numberOfPages == 4 && lists2.dots.currentPage == 1)
        #expect(lists2.dots.currentPageIndicatorTintColor == UIColor(red: 1, green: 0, blue: 0, alpha: 1))
        // The table by its constraints; the grid's width follows the screen (414 -> 375); the
        // dots keep their size: their two flexible side margins (147 each) share the 39 points
        // lost, their flexible top margin takes the 229.
        #expect(frames == [CGRect(x: 0, y: 0, width: 375, height: 500), CGRect(x: 0, y: 500, width: 375, height: 100),
                           CGRect(x: 127.5, y: 591, width: 120, height: 26)])
        // Rows from the prototype: its class, its outlet, woken with the prototype's text, laid
        // out by its content view's constraints (centred in the 64-point row).
        let row = try #require(lists2.table.cellForRow(at: IndexPath(row: 1, section: 0)) as? IBFeatureCell)
        #expect(row.reuseIdentifier == "Feature" && row.selectionStyle == .none)
        #expect(row.titleAtAwake == "Title" && row.title.text == "Row 1")
        #expect(row.title.superview === row.contentView)
        #expect(row.frame.height == 64)
        #expect(row.title.frame == CGRect(x: 20, y: 22, width: 100, height: 20))
        // Items from the collection view's prototype, at the flow layout's item size: after the
        // first (16 + 80 + 8 line spacing), centred in the 95 points between the insets.
        let item = try #require(lists2.grid.cellForItem(at: IndexPath(item: 1, section: 0)))
        #expect(item.reuseIdentifier == "Page")
        #expect(item.frame == CGRect(x: 104, y: 4.5, width: 80, height: 90))
        #expect(item.contentView.subviews.first?.backgroundColor == UIColor(red: 0, green: 0.5, blue: 1, alpha: 1))
        #expect(item.contentView.subviews.first?.frame == CGRect(x: 10, y: 10, width: 60, height: 70))
    }

    /// `register(_:forCellReuseIdentifier:)` with a nib whose top-level object is a cell: each
    /// dequeue makes one from the file; a nib with no cell is reported.
    @Test func aNibRegisteredForATablesCells() throws {
        let cellNib = """
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0">
                <objects>
                    <placeholder placeholderIdentifier="IBFilesOwner" id="-1"/>
                    <tableViewCell contentMode="scaleToFill" reuseIdentifier="ignored" rowHeight="50" id="cell" customClass="IBFeatureCell">
                        <rect key="frame" x="0" y="0" width="320" height="50"/>
                        <tableViewCellContentView key="contentView" id="content">
                            <rect key="frame" x="0" y="0" width="320" height="50"/>
                            <subviews>
                                <label text="From a nib" fixedFrame="YES" id="t"><rect key="frame" x="8" y="4" width="200" height="21"/></label>
                            </subviews>
                        </tableViewCellContentView>
                        <connections><outlet property="title" destination="t" id="o"/></connections>
                    </tableViewCell>
                </objects>
            </document>
            """
        let empty = "<document type=\"com.apple.InterfaceBuilder3.CocoaTouch.XIB\"><objects>\n<view id=\"v\"/></objects></document>"
        let folder = try folders.make(["IBFeatureCell.xib": cellNib, "NotACell.xib": empty])
        final class Rows: UITableViewDataSource {
            func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 2 }
            func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
                tableView.dequeueReusableCell(withIdentifier: indexPath.row == 0 ? "Nib" : "Broken", for: indexPath)
            }
        }
        let rows = Rows()
        var first: UITableViewCell?
        let problems = CustomTransitionTests.problems {
            _ = try Story.record(size: CGSize(width: 320, height: 200)) { stage in
                UIStoryboard.addSearchFolder(folder)
                let table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 200), style: .plain)
                table.rowHeight = 50
                table.register(UINib(nibName: "IBFeatureCell", bundle: nil), forCellReuseIdentifier: "Nib")
                table.register(UINib(nibName: "NotACell", bundle: nil), forCellReuseIdentifier: "Broken")
                table.dataSource = rows
                stage.addSubview(table)
                table.layoutIfNeeded()
                first = table.cellForRow(at: IndexPath(row: 0, section: 0))
            }
        }
        let cell = try #require(first as? IBFeatureCell)
        #expect(cell.reuseIdentifier == "Nib" && cell.titleAtAwake == "From a nib")
        #expect(cell.title.frame == CGRect(x: 8, y: 4, width: 200, height: 21))
        #expect(problems.count == 2)
        #expect(problems.contains { "\($0)".contains("NotACell.xib:2: <objects>: UITableView.register(_:forCellReuseIdentifier: \"Broken\"): the nib has no top-level tableViewCell or collectionViewCell") })
        #expect(problems.contains { "\($0)".contains("no class, nib or prototype cell is registered for the identifier \"Broken\"") })
    }

    @Test func temporaryFoldersAreRemovedWhenReleased() throws {
        var folders: TemporaryFolders? = TemporaryFolders(prefix: "animatic-ib")
        let url = try #require(try folders?.make(["a.xib": "<document/>"]))
        #expect(FileManager.default.fileExists(atPath: url.appendingPathComponent("a.xib").path))
        folders = nil
        #expect(!FileManager.default.fileExists(atPath: url.path))
    }
}
