import Foundation
import Testing
import AnimaticClock
import AnimaticTimeline
@testable import AnimaticStage
@testable import AnimaticRuntime

/// A controller written as UIKit requires: its own `init()` (no `override`: UIKit's `init()`
/// reaches Swift as a convenience initializer) calling a designated initializer (RxTodo's and
/// Drrrible's `BaseViewController`).
private class BaseController: UIViewController {
    let name: String
    init() {
        name = "base"
        super.init(nibName: nil, bundle: nil)
    }
    required convenience init?(coder: NSCoder) { self.init() }
}

/// What third-party pods (ManualLayout, ReusableKit) and the apps of the corpus that use them
/// need of UIKit and Core Animation (issue 29, the pods of artsy/eidolon, devxoul/Drrrible and
/// devxoul/RxTodo).
@Suite struct PodWallsTests {
    @Test func aSubclassDeclaresItsOwnInitAndUIViewControllerInitIsNibless() {
        let controller = BaseController()
        #expect(controller.name == "base")
        // No nib is named: the view loads as a plain view the size of the screen, with no problem.
        let problems = CustomTransitionTests.problems {
            _ = try Story.record(size: CGSize(width: 320, height: 480)) { _ in
                #expect(controller.view.frame == CGRect(x: 0, y: 0, width: 320, height: 480))
                #expect(UIViewController().view.frame == CGRect(x: 0, y: 0, width: 320, height: 480))
            }
        }
        #expect(problems.isEmpty)
        let navigation = UINavigationController()
        #expect(navigation.viewControllers.isEmpty)
        let root = UIViewController()
        #expect(UINavigationController(rootViewController: root).viewControllers.first === root)
    }

    /// `topLayoutGuide.length` and `bottomLayoutGuide.length` are the view's safe area insets
    /// (20 and 10 here); a label pinned below the top guide's bottom sits at 20 + 8.
    @Test func layoutGuidesAreTheSafeAreasInsetsAndTakeConstraints() throws {
        final class Screen: UIViewController {
            let label = UILabel()
            var lengths: [CGFloat] = []
            var guideObjectsStable = false
            override func viewDidLoad() {
                super.viewDidLoad()
                label.accessibilityIdentifier = "label"
                label.translatesAutoresizingMaskIntoConstraints = false
                view.addSubview(label)
                NSLayoutConstraint.activate([
                    label.topAnchor.constraint(equalTo: topLayoutGuide.bottomAnchor, constant: 8),
                    label.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 16),
                    label.widthAnchor.constraint(equalToConstant: 100),
                    label.heightAnchor.constraint(equalToConstant: 30),
                ])
                guideObjectsStable = topLayoutGuide === topLayoutGuide && bottomLayoutGuide === bottomLayoutGuide
                    && topLayoutGuide !== bottomLayoutGuide
            }
            override func viewDidLayoutSubviews() {
                super.viewDidLayoutSubviews()
                lengths = [topLayoutGuide.length, bottomLayoutGuide.length]
            }
        }
        let screen = Screen()
        var frame = CGRect.zero
        var bottomGuideTop: CGFloat = 0
        _ = try Story.record(presenting: screen, size: CGSize(width: 320, height: 480),
                             safeAreaInsets: UIEdgeInsets(top: 20, left: 0, bottom: 10, right: 0)) { _ in
            let bottom = UIView()
            bottom.translatesAutoresizingMaskIntoConstraints = false
            screen.view.addSubview(bottom)
            NSLayoutConstraint.activate([
                bottom.topAnchor.constraint(equalTo: screen.bottomLayoutGuide.topAnchor),
                bottom.heightAnchor.constraint(equalTo: screen.bottomLayoutGuide.heightAnchor),
                bottom.leadingAnchor.constraint(equalTo: screen.view.leadingAnchor),
                bottom.widthAnchor.constraint(equalToConstant: 10),
            ])
            screen.view.layoutIfNeeded()
            frame = screen.label.frame
            bottomGuideTop = bottom.frame.minY
            #expect(bottom.frame.height == 10)
        }
        #expect(screen.guideObjectsStable)
        #expect(screen.lengths == [20, 10])
        #expect(frame == CGRect(x: 16, y: 28, width: 100, height: 30))
        #expect(bottomGuideTop == 470)
    }

    /// `CALayer.animation(forKey:)`: the animation while it runs, `nil` once it ended (removed
    /// on completion) or was removed; one kept at its end (`isRemovedOnCompletion = false`)
    /// stays; an unknown key is `nil`.
    @Test func animationForKeyIsTheRunningAnimation() {
        let box = makeBox()
        var seen: [String] = []
        let spin = CABasicAnimation(keyPath: "transform.rotation.z")
        _ = record { stage, clock in
            stage.addSubview(box)
            spin.fromValue = 0
            spin.toValue = Double.pi
            spin.duration = 2
            box.layer.add(spin, forKey: "spin")
            let hold = CABasicAnimation(keyPath: "opacity")
            hold.fromValue = 1
            hold.toValue = 0.5
            hold.duration = 1
            hold.fillMode = .forwards
            hold.isRemovedOnCompletion = false
            box.layer.add(hold, forKey: "hold")
            func note(_ t: Double) {
                let running = box.layer.animation(forKey: "spin")
                seen.append("\(t) spin \(running === spin) hold \(box.layer.animation(forKey: "hold") != nil) none \(box.layer.animation(forKey: "none") == nil)")
            }
            note(0)
            clock.schedule(at: s(1.5)) { note(1.5) }
            clock.schedule(at: s(2.5)) { note(2.5) }
            clock.schedule(at: s(3)) {
                box.layer.removeAnimation(forKey: "hold")
                seen.append("3 hold removed \(box.layer.animation(forKey: "hold") == nil)")
            }
        }
        #expect(seen == [
            "0.0 spin true hold true none true",
            "1.5 spin true hold true none true",
            "2.5 spin false hold true none true",
            "3 hold removed true",
        ])
    }

    /// A view whose layer got an animation before it joined the stage: the pending animation is
    /// found by its key.
    @Test func animationForKeyFindsAnAnimationAddedOffStage() {
        let box = makeBox()
        let fade = CABasicAnimation(keyPath: "opacity")
        var found = false
        _ = record { _, _ in
            fade.toValue = 0
            fade.duration = 1
            box.layer.add(fade, forKey: "fade")
            found = box.layer.animation(forKey: "fade") === fade
        }
        #expect(found)
    }

    /// Nibs registered for a collection view's supplementary views and a table's headers (what
    /// ReusableKit's `register(_:kind:)` calls): each dequeue makes the nib's first view; a nib
    /// whose first view is another class is reported, naming the call.
    @Test func nibsRegisteredForSupplementaryAndHeaderViews() throws {
        let headerNib = """
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0">
                <objects>
                    <view contentMode="scaleToFill" id="h" customClass="PodWallsHeader" customModule="AnimaticStageTests">
                        <rect key="frame" x="0" y="0" width="320" height="40"/>
                    </view>
                </objects>
            </document>
            """
        let tableHeaderNib = headerNib.replacingOccurrences(of: "PodWallsHeader", with: "PodWallsTableHeader")
        let plain = "<document type=\"com.apple.InterfaceBuilder3.CocoaTouch.XIB\"><objects>\n<view id=\"v\"/></objects></document>"
        let folders = TemporaryFolders(prefix: "animatic-pods")
        let folder = try folders.make(["Header.xib": headerNib, "TableHeader.xib": tableHeaderNib, "Plain.xib": plain])
        var made: [String] = []
        let problems = CustomTransitionTests.problems {
            _ = try Story.record(size: CGSize(width: 320, height: 200)) { stage in
                UIStoryboard.addSearchFolder(folder)
                let grid = UICollectionView(frame: CGRect(x: 0, y: 0, width: 320, height: 200), collectionViewLayout: UICollectionViewFlowLayout())
                grid.register(UINib(nibName: "Header", bundle: nil), forSupplementaryViewOfKind: "header", withReuseIdentifier: "H")
                grid.register(UINib(nibName: "Plain", bundle: nil), forSupplementaryViewOfKind: "header", withReuseIdentifier: "P")
                let header = grid.dequeueReusableSupplementaryView(ofKind: "header", withReuseIdentifier: "H", for: IndexPath(item: 0, section: 0))
                made.append("\(type(of: header)) \(header.frame.height)")
                let broken = grid.dequeueReusableSupplementaryView(ofKind: "header", withReuseIdentifier: "P", for: IndexPath(item: 0, section: 0))
                made.append("\(type(of: broken))")
                let table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 200), style: .plain)
                table.register(UINib(nibName: "TableHeader", bundle: nil), forHeaderFooterViewReuseIdentifier: "T")
                made.append("\(table.dequeueReusableHeaderFooterView(withIdentifier: "T").map { "\(type(of: $0))" } ?? "nil")")
                // A class registered later replaces the nib.
                grid.register(UICollectionReusableView.self, forSupplementaryViewOfKind: "header", withReuseIdentifier: "H")
                made.append("\(type(of: grid.dequeueReusableSupplementaryView(ofKind: "header", withReuseIdentifier: "H", for: IndexPath(item: 0, section: 0))))")
            }
        }
        #expect(made == ["PodWallsHeader 40.0", "UICollectionReusableView", "PodWallsTableHeader", "UICollectionReusableView"])
        #expect(problems.count == 2)
        #expect(problems.contains { "\($0)".contains("UICollectionView.register(_:forSupplementaryViewOfKind: \"header\", withReuseIdentifier: \"P\")") && "\($0)".contains("its first top-level view is a UIView, not a UICollectionReusableView") })
        #expect(problems.contains { "\($0)".contains("no class is registered for the kind \"header\" and identifier \"P\"") })
    }
}

/// A supplementary view class a nib names.
final class PodWallsHeader: UICollectionReusableView {}
/// A table header class a nib names.
final class PodWallsTableHeader: UITableViewHeaderFooterView {}
