import Foundation
import Testing
@testable import AnimaticStage
@testable import AnimaticRuntime

/// A storyboard's table view controller as Ramotion's folding-cell demo declares it: a
/// `UITableViewController` subclass that is the data source of the scene's table.
final class IBDriveTableController: UITableViewController, UITableViewDataSource, UITableViewDelegate {
    var tableAtViewDidLoad: UITableView?

    override func viewDidLoad() {
        super.viewDidLoad()
        tableAtViewDidLoad = tableView
    }

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 3 }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        tableView.dequeueReusableCell(withIdentifier: "Row", for: indexPath)
    }
}

/// A storyboard's collection view controller: the scene's collection view, its flow layout and
/// prototype cell.
final class IBDriveGridController: UICollectionViewController, UICollectionViewDataSource, UICollectionViewDelegate {
    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 2 }

    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        collectionView.dequeueReusableCell(withReuseIdentifier: "Tile", for: indexPath)
    }
}

/// What drive8's recording harness found while driving the corpus as its libraries' READMEs and
/// example apps do (Documentation/maintainers/drive8-recording.md).
@Suite(.serialized) struct Recording8Tests {
    let folders = TemporaryFolders(prefix: "animatic-drive8")

    static let tableScene = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" initialViewController="T">
        <scenes>
        <scene sceneID="s1"><objects>
        <tableViewController storyboardIdentifier="Main" id="T" customClass="IBDriveTableController" customModule="AnimaticStageTests" sceneMemberID="viewController">
            <tableView key="view" clipsSubviews="YES" contentMode="scaleToFill" alwaysBounceVertical="YES" dataMode="prototypes" style="plain" separatorStyle="none" rowHeight="70" id="tv">
                <rect key="frame" x="0.0" y="0.0" width="414" height="896"/>
                <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                <view key="tableFooterView" contentMode="scaleToFill" id="ft">
                    <rect key="frame" x="0.0" y="238" width="414" height="44"/>
                    <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>
                    <color key="backgroundColor" red="1" green="0" blue="0" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>
                </view>
                <prototypes>
                    <tableViewCell clipsSubviews="YES" contentMode="scaleToFill" selectionStyle="none" reuseIdentifier="Row" rowHeight="70" id="rc">
                        <rect key="frame" x="0.0" y="28" width="414" height="70"/>
                        <autoresizingMask key="autoresizingMask"/>
                        <tableViewCellContentView key="contentView" opaque="NO" clipsSubviews="YES" contentMode="center" tableViewCell="rc" id="rcv">
                            <rect key="frame" x="0.0" y="0.0" width="414" height="70"/>
                            <autoresizingMask key="autoresizingMask"/>
                            <subviews>
                                <label text="Row" fixedFrame="YES" translatesAutoresizingMaskIntoConstraints="NO" id="rl">
                                    <rect key="frame" x="20" y="25" width="100" height="20"/>
                                </label>
                            </subviews>
                        </tableViewCellContentView>
                    </tableViewCell>
                </prototypes>
                <connections>
                    <outlet property="dataSource" destination="T" id="o1"/>
                    <outlet property="delegate" destination="T" id="o2"/>
                </connections>
            </tableView>
        </tableViewController>
        </objects></scene>
        <scene sceneID="s2"><objects>
        <collectionViewController storyboardIdentifier="Grid" id="G" customClass="IBDriveGridController" customModule="AnimaticStageTests" sceneMemberID="viewController">
            <collectionView key="view" clipsSubviews="YES" contentMode="scaleToFill" dataMode="prototypes" id="cv">
                <rect key="frame" x="0.0" y="0.0" width="414" height="896"/>
                <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                <collectionViewFlowLayout key="collectionViewLayout" minimumLineSpacing="10" minimumInteritemSpacing="10" id="fl">
                    <size key="itemSize" width="120" height="80"/>
                </collectionViewFlowLayout>
                <cells>
                    <collectionViewCell opaque="NO" clipsSubviews="YES" reuseIdentifier="Tile" id="tc">
                        <rect key="frame" x="0.0" y="0.0" width="120" height="80"/>
                        <view key="contentView" opaque="NO" clipsSubviews="YES" contentMode="center" id="tcv">
                            <rect key="frame" x="0.0" y="0.0" width="120" height="80"/>
                        </view>
                    </collectionViewCell>
                </cells>
                <connections>
                    <outlet property="dataSource" destination="G" id="o3"/>
                    <outlet property="delegate" destination="G" id="o4"/>
                </connections>
            </collectionView>
        </collectionViewController>
        </objects></scene>
        </scenes></document>
        """

    /// A `<tableViewController>` scene (folding-cell's, StarWars', ViewAnimator's demos) was a
    /// problem ("Animatic cannot draw a tableViewController"); now its controller's view and
    /// `tableView` are the scene's table (its row height, separator style, prototype cell and
    /// data-source outlet), already there in `viewDidLoad`, as UIKit's storyboard loading makes it.
    /// Its `<view key="tableFooterView">` (was "cannot draw a view") is the table's footer, under
    /// the three 70-point rows.
    @Test func aTableViewControllerSceneIsItsTable() throws {
        // Names of its own: folders given to `resources:` stay searched for the rest of the process.
        let folder = try folders.make(["Drive8Tables.storyboard": Self.tableScene])
        var controller: IBDriveTableController?
        var rows = -1
        var cellText: String?
        var footerFrame: CGRect?
        _ = try Story.record(storyboard: "Drive8Tables", device: .iPhoneSE3, resources: folder) { stage in
            controller = stage.rootViewController as? IBDriveTableController
            guard let table = controller?.tableView else { return }
            rows = table.numberOfRows(inSection: 0)
            let cell = table.cellForRow(at: IndexPath(row: 0, section: 0))
            cellText = (cell?.contentView.subviews.first as? UILabel)?.text
            table.layoutIfNeeded()
            footerFrame = table.tableFooterView?.frame
        }
        let made = try #require(controller)
        let table = try #require(made.tableView)
        #expect(made.view === table)
        #expect(made.tableAtViewDidLoad === table)
        #expect(table.rowHeight == 70 && table.separatorStyle == .none)
        #expect(table.dataSource === made)
        #expect(rows == 3)
        #expect(cellText == "Row")
        #expect(table.frame == CGRect(x: 0, y: 0, width: 375, height: 667))
        #expect(table.tableFooterView?.backgroundColor == UIColor(red: 1, green: 0, blue: 0, alpha: 1))
        #expect(footerFrame == CGRect(x: 0, y: 210, width: 375, height: 44))
    }

    /// A `<collectionViewController>` scene: the scene's collection view with its flow layout
    /// (item size 120 × 80) and prototype cell, the controller its data source.
    @Test func aCollectionViewControllerSceneIsItsCollectionView() throws {
        let folder = try folders.make(["Drive8Grids.storyboard": Self.tableScene])
        var controller: IBDriveGridController?
        var items = -1
        _ = try Story.record(storyboard: "Drive8Grids", identifier: "Grid", device: .iPhoneSE3, resources: folder) { stage in
            controller = stage.rootViewController as? IBDriveGridController
            items = controller?.collectionView.numberOfItems(inSection: 0) ?? -1
        }
        let made = try #require(controller)
        let grid = try #require(made.collectionView)
        #expect(made.view === grid)
        #expect(grid.dataSource === made)
        #expect((grid.collectionViewLayout as? UICollectionViewFlowLayout)?.itemSize == CGSize(width: 120, height: 80))
        #expect(made.collectionViewLayout === grid.collectionViewLayout)
        #expect(items == 2)
    }

    /// Ramotion's circle-menu pins a container's centre to the menu's platform and turns it about
    /// its bottom edge (anchor (0.5, 1)), so its button, at the container's top, circles the menu
    /// at the container's height. UIKit's layout engine sets the centre, not an anchor-adjusted
    /// frame: the container's bottom edge sits on the platform's centre (200, 200), and turned
    /// a quarter turn its top-left corner is 120 to the right of that centre. Before, Animatic
    /// placed the frame, the pivot fell 60 points below the centre and the buttons circled a
    /// point below the menu.
    @Test func aConstrainedViewWithAnAnchorAtItsBottomEdgeTurnsAboutTheCentreItIsPinnedTo() throws {
        let platform = UIView(frame: CGRect(x: 100, y: 100, width: 200, height: 200))
        let container = UIView()
        container.accessibilityIdentifier = "container"
        container.translatesAutoresizingMaskIntoConstraints = false
        container.layer.anchorPoint = CGPoint(x: 0.5, y: 1)
        platform.addSubview(container)
        NSLayoutConstraint.activate([
            container.widthAnchor.constraint(equalToConstant: 50),
            container.heightAnchor.constraint(equalToConstant: 120),
            platform.centerXAnchor.constraint(equalTo: container.centerXAnchor),
            platform.centerYAnchor.constraint(equalTo: container.centerYAnchor),
        ])
        var frames: [CGRect] = []
        _ = try Story.record(size: CGSize(width: 400, height: 400), duration: 1) { stage in
            let root = UIView(frame: stage.bounds)
            stage.addSubview(root)
            root.addSubview(platform)
            root.layoutIfNeeded()
            frames.append(container.frame)
            container.transform = CGAffineTransform(rotationAngle: .pi / 2)
            frames.append(container.frame)
        }
        #expect(container.center == CGPoint(x: 100, y: 100))
        #expect(frames[0] == CGRect(x: 75, y: -20, width: 50, height: 120))
        // A quarter turn about (100, 100) in the platform: the 50 × 120 box lies along +x.
        #expect(abs(frames[1].minX - 100) < 1e-9 && abs(frames[1].minY - 75) < 1e-9)
        #expect(abs(frames[1].width - 120) < 1e-9 && abs(frames[1].height - 50) < 1e-9)
    }

    /// SwiftSpinner sizes its subtitle (`numberOfLines = 0`) with `sizeThatFits` of its bounds
    /// less 20 points a side; UIKit wraps the text to that width. Animatic gave the one-line size
    /// (the subtitle ran off the screen on one line); now the label wraps to the width it is given,
    /// as it wraps to `preferredMaxLayoutWidth`, and `sizeToFit()` keeps a label's width.
    @Test func aMultiLineLabelFitsItsTextToTheWidthItIsGiven() {
        let text = "Tap to hide while connecting! This will affect only the current operation."
        let label = UILabel()
        label.font = .systemFont(ofSize: 18)
        label.numberOfLines = 0
        label.text = text
        let unwrapped = label.sizeThatFits(.zero)
        let fitted = label.sizeThatFits(CGSize(width: 150, height: 1000))
        let twin = UILabel()
        twin.font = .systemFont(ofSize: 18)
        twin.numberOfLines = 0
        twin.preferredMaxLayoutWidth = 150
        twin.text = text
        #expect(fitted == twin.intrinsicContentSize)
        #expect(fitted.width <= 150)
        #expect(unwrapped.height == UIFont.systemFont(ofSize: 18).lineHeight.rounded(.up))
        #expect(fitted.height == (CGFloat(label.lines(wrappingTo: 150).count) * UIFont.systemFont(ofSize: 18).lineHeight).rounded(.up))
        #expect(label.lines(wrappingTo: 150).count == 4)
        // One line: the whole line, wider than the width given.
        label.numberOfLines = 1
        #expect(label.sizeThatFits(CGSize(width: 150, height: 1000)) == unwrapped)
        #expect(unwrapped.width > 150)
    }
}
