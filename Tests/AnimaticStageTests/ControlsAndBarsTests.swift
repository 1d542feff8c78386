import Foundation
import Testing
import AnimaticClock
import AnimaticTimeline
@testable import AnimaticStage
@testable import AnimaticRuntime

/// The UIKit controls and bars the corpus needed (issue 29): `UIRectCorner` paths, `UISlider`,
/// `UISegmentedControl`, `UIRefreshControl`, `UIBarButtonItem` in toolbars and navigation bars.
/// Exact frames, values, events and times, edge cases first.
@Suite struct ControlsAndBarsTests {
    /// A target whose methods a bar button item's selector names.
    final class Target: AnimaticSelectorTarget {
        var calls: [String] = []
        func animaticPerform(_ selector: Selector, with argument: Any?) -> Bool {
            guard "\(selector)" == "next:" || "\(selector)" == "skip" else { return false }
            calls.append("\(selector) \(argument is UIBarButtonItem ? "item" : "other")")
            return true
        }
    }

    // MARK: - UIRectCorner

    @Test func noCornersGiveAPlainRectangleAndRadiiAreClampedToHalfTheShorterSide() {
        let square = UIBezierPath(roundedRect: CGRect(x: 0, y: 0, width: 100, height: 60), byRoundingCorners: [],
                                  cornerRadii: CGSize(width: 10, height: 10))
        #expect(square.elements == [.move(x: 0, y: 0), .line(x: 100, y: 0), .line(x: 100, y: 60), .line(x: 0, y: 60),
                                    .line(x: 0, y: 0), .close])
        let huge = UIBezierPath(roundedRect: CGRect(x: 0, y: 0, width: 100, height: 60), byRoundingCorners: .allCorners,
                                cornerRadii: CGSize(width: 500, height: 1))
        let plain = UIBezierPath(roundedRect: CGRect(x: 0, y: 0, width: 100, height: 60), cornerRadius: 30)
        #expect(huge.elements == plain.elements)
        let nan = UIBezierPath(roundedRect: CGRect(x: 0, y: 0, width: 10, height: 10), byRoundingCorners: .allCorners,
                               cornerRadii: CGSize(width: CGFloat.nan, height: 0))
        #expect(nan.elements.first == .move(x: 0, y: 0))
    }

    @Test func onlyTheGivenCornersAreRounded() {
        let path = UIBezierPath(roundedRect: CGRect(x: 10, y: 20, width: 100, height: 60),
                                byRoundingCorners: [.topLeft, .bottomRight], cornerRadii: CGSize(width: 8, height: 30))
        let e = path.elements
        #expect(e.first == .move(x: 18, y: 20))
        #expect(e[1] == .line(x: 110, y: 20))          // square top-right corner
        #expect(e[2] == .line(x: 110, y: 72))          // down to the bottom-right arc
        #expect(e.contains(.line(x: 10, y: 80)))       // square bottom-left corner
        #expect(e.last == .close)
        // The two arcs end where the next side starts: (102, 80) and (18, 20).
        if case .cubic(_, _, _, _, let x, let y)? = e.first(where: { if case .cubic = $0 { return true } else { return false } }) {
            #expect(abs(x - 102) < 1e-9 && abs(y - 80) < 1e-9)
        } else { Issue.record("no arc") }
        #expect(UIRectCorner.allCorners.rawValue == 15 && UIRectCorner.bottomLeft.rawValue == 4)
    }

    // MARK: - UISlider

    @Test func aSliderClampsItsValueAndPlacesTrackAndThumb() {
        let slider = UISlider(frame: CGRect(x: 0, y: 0, width: 200, height: 31))
        #expect(slider.value == 0.5 && slider.minimumValue == 0 && slider.maximumValue == 1)
        slider.layoutIfNeeded()
        #expect(slider.trackRect(forBounds: slider.bounds) == CGRect(x: 2, y: 13.5, width: 196, height: 4))
        #expect(slider.thumb.frame == CGRect(x: 86, y: 1.5, width: 28, height: 28))
        #expect(slider.minimumTrack.frame == CGRect(x: 2, y: 13.5, width: 98, height: 4))
        #expect(slider.maximumTrack.frame == CGRect(x: 100, y: 13.5, width: 98, height: 4))
        var sent = 0
        slider.addAction(UIAction { _ in sent += 1 }, for: .valueChanged)
        slider.value = 7
        #expect(slider.value == 1)
        slider.value = .nan
        #expect(slider.value == 0)
        slider.value = 0.25
        slider.minimumValue = 0.4
        #expect(slider.value == 0.4)
        slider.maximumValue = 0.2
        #expect(slider.minimumValue == 0.2 && slider.value == 0.2)
        #expect(sent == 0)      // code never sends .valueChanged
        #expect(slider.minimumTrack.backgroundColor == .systemBlue)
        #expect(slider.maximumTrack.backgroundColor == .systemFill)
        #expect(slider.intrinsicContentSize.height == 31)
    }

    @Test func setValueAnimatedSlidesTheThumbOverPointThreeSeconds() throws {
        let slider = UISlider(frame: CGRect(x: 0, y: 0, width: 200, height: 31))
        slider.value = 0
        slider.thumb.accessibilityIdentifier = "thumb"
        let r = record { stage, _ in
            stage.addSubview(slider)
            _ = AnimaticRuntime.Timer.scheduledTimer(withTimeInterval: 1, repeats: false) { _ in slider.setValue(1, animated: true) }
        }
        #expect(r.problems.isEmpty)
        // Centre from 16 (value 0) to 184 (value 1), ease-in-out: half-way at 1.15 s.
        #expect(try r.timeline.state(atSeconds: 1)["thumb"]?.state.centerX == 16)
        let mid = try #require(try r.timeline.state(atSeconds: 1.15)["thumb"]?.state.centerX)
        #expect(abs(mid - 100) < 0.01)
        #expect(try r.timeline.state(atSeconds: 1.3)["thumb"]?.state.centerX == 184)
    }

    @Test func aDragOnTheThumbMovesTheValueAndSendsValueChanged() {
        func drag(continuous: Bool, from start: CGPoint) -> (value: Float, sent: Int, downs: Int) {
            let slider = UISlider(frame: CGRect(x: 0, y: 0, width: 200, height: 31))
            slider.value = 0
            slider.isContinuous = continuous
            var sent = 0, downs = 0
            slider.addAction(UIAction { _ in sent += 1 }, for: .valueChanged)
            slider.addAction(UIAction { _ in downs += 1 }, for: .touchDown)
            _ = record { stage, _ in
                stage.addSubview(slider)
                stage.drag(from: start, to: CGPoint(x: start.x + 84, y: 15.5), at: 1, duration: 0.5)
            }
            return (slider.value, sent, downs)
        }
        // Off the thumb (the track at 150): UIKit's slider does not move.
        let off = drag(continuous: true, from: CGPoint(x: 150, y: 15.5))
        #expect(off.value == 0 && off.sent == 0 && off.downs == 0)
        // 84 pt of the 168 pt the thumb's centre runs: value 0.5.
        let continuous = drag(continuous: true, from: CGPoint(x: 16, y: 15.5))
        #expect(continuous.value == 0.5 && continuous.downs == 1)
        #expect(continuous.sent == 30)        // a move each 1/60 s over 0.5 s, the value changing each time
        let once = drag(continuous: false, from: CGPoint(x: 16, y: 15.5))
        #expect(once.value == 0.5 && once.sent == 1)
    }

    @Test func sliderImagesAreReportedAndTheLookIsNoted() throws {
        let slider = UISlider(frame: CGRect(x: 0, y: 0, width: 200, height: 31))
        let story = try Story.record(size: CGSize(width: 300, height: 100)) { stage in
            stage.addSubview(slider)
        }
        #expect(story.notes.map(\.call) == ["UISlider"])
        let r = record { _, _ in slider.setThumbImage(UIImage(), for: .normal) }
        #expect(r.problems.map(\.call) == ["UISlider.setThumbImage(_:for:)"])
    }

    // MARK: - UISegmentedControl

    @Test func segmentsShareTheWidthAndTheSelectionIsChecked() {
        let control = UISegmentedControl(items: ["Day", "Week", "Month"])
        control.frame = CGRect(x: 0, y: 0, width: 300, height: 32)
        #expect(control.numberOfSegments == 3 && control.selectedSegmentIndex == UISegmentedControl.noSegment)
        control.layoutIfNeeded()
        #expect(control.segmentFrames().map(\.minX) == [0, 100, 200])
        #expect(control.pill.isHidden)
        let r = record { _, _ in control.selectedSegmentIndex = 3 }
        #expect(r.problems.map(\.call) == ["UISegmentedControl.selectedSegmentIndex"])
        #expect(control.selectedSegmentIndex == -1)
        control.selectedSegmentIndex = 1
        control.layoutIfNeeded()
        #expect(!control.pill.isHidden && control.pill.frame == CGRect(x: 102, y: 2, width: 96, height: 28))
        control.insertSegment(withTitle: "Year", at: 0, animated: false)
        #expect(control.selectedSegmentIndex == 2 && control.titleForSegment(at: 0) == "Year")
        control.setWidth(60, forSegmentAt: 0)
        control.layoutIfNeeded()
        #expect(control.segmentFrames().map(\.minX) == [0, 60, 140, 220])
        control.removeSegment(at: 2, animated: false)
        #expect(control.selectedSegmentIndex == -1 && control.numberOfSegments == 3)
        control.setTitleTextAttributes([.foregroundColor: UIColor.red], for: .normal)
        #expect(control.titleTextAttributes(for: .normal)?[.foregroundColor] as? UIColor == .red)
    }

    @Test func aTapSelectsTheSegmentSendsValueChangedAndSlidesThePill() throws {
        let control = UISegmentedControl(items: ["A", "B", "C"])
        control.frame = CGRect(x: 0, y: 0, width: 300, height: 32)
        control.selectedSegmentIndex = 0
        control.pill.accessibilityIdentifier = "pill"
        control.setEnabled(false, forSegmentAt: 1)
        var log: [String] = []
        control.addAction(UIAction { _ in log.append("changed \(control.selectedSegmentIndex)") }, for: .valueChanged)
        let r = record { stage, clock in
            stage.addSubview(control)
            stage.tap(CGPoint(x: 150, y: 16), at: 0.5)     // the disabled segment: nothing
            stage.tap(CGPoint(x: 50, y: 16), at: 0.8)      // the selected one: nothing
            stage.tap(CGPoint(x: 250, y: 16), at: 1)
        }
        #expect(r.problems.isEmpty)
        #expect(log == ["changed 2"])
        #expect(control.selectedSegmentIndex == 2)
        // The finger lifts at 1.1 s; the pill's centre goes from 50 to 250 over 0.25 s.
        #expect(try r.timeline.state(atSeconds: 1.1)["pill"]?.state.centerX == 50)
        let mid = try #require(try r.timeline.state(atSeconds: 1.225)["pill"]?.state.centerX)
        #expect(abs(mid - 150) < 0.01)
        #expect(try r.timeline.state(atSeconds: 1.35)["pill"]?.state.centerX == 250)
    }

    @Test func aMomentaryControlSelectsOnlyWhileItsActionsRun() {
        let control = UISegmentedControl(items: ["A", "B"])
        control.frame = CGRect(x: 0, y: 0, width: 200, height: 32)
        control.isMomentary = true
        var seen: [Int] = []
        control.addAction(UIAction { _ in seen.append(control.selectedSegmentIndex) }, for: .valueChanged)
        _ = record { stage, _ in
            stage.addSubview(control)
            stage.tap(CGPoint(x: 150, y: 16), at: 1)
            stage.tap(CGPoint(x: 150, y: 16), at: 2)
        }
        #expect(seen == [1, 1])
        #expect(control.selectedSegmentIndex == -1 && control.pill.isHidden)
    }

    // MARK: - UIRefreshControl

    @Test func aRefreshControlSitsAboveTheContentAndEndRefreshingScrollsBack() throws {
        let scroll = UIScrollView(frame: CGRect(x: 0, y: 0, width: 300, height: 200))
        scroll.contentSize = CGSize(width: 300, height: 600)
        scroll.accessibilityIdentifier = "feed"
        let refresh = UIRefreshControl()
        var sent = 0
        refresh.addAction(UIAction { _ in sent += 1 }, for: .valueChanged)
        scroll.refreshControl = refresh
        #expect(refresh.superview === scroll)
        #expect(refresh.frame == CGRect(x: 0, y: -60, width: 300, height: 60))
        #expect(!refresh.isRefreshing && refresh.spinner.isHidden)
        let r = record { stage, _ in
            stage.addSubview(scroll)
            refresh.beginRefreshing()
            scroll.contentOffset = CGPoint(x: 0, y: -60)
            _ = AnimaticRuntime.Timer.scheduledTimer(withTimeInterval: 1, repeats: false) { _ in refresh.endRefreshing() }
        }
        #expect(r.problems.isEmpty)
        #expect(sent == 0)     // beginRefreshing sends no action
        #expect(!refresh.isRefreshing && refresh.spinner.isHidden)
        #expect(scroll.contentOffset == .zero)
        #expect(try r.timeline.state(atSeconds: 0.5)["feed"]?.state.boundsY == -60)
        #expect(try r.timeline.state(atSeconds: 1.3)["feed"]?.state.boundsY == 0)
        let replaced = UIRefreshControl()
        scroll.refreshControl = replaced
        #expect(refresh.superview == nil && replaced.superview === scroll)
    }

    // MARK: - Bar button items

    @Test func aToolbarLaysItsItemsOutAndATapSendsTheItemsAction() throws {
        let target = Target()
        let skip = UIBarButtonItem(title: "Skip", style: .plain, target: target, action: Selector("skip"))
        let next = UIBarButtonItem(title: "Next", style: .done, target: target, action: Selector("next:"))
        let bar = UIToolbar(frame: CGRect(x: 0, y: 256, width: 400, height: 44))
        bar.items = [skip, .flexibleSpace(), .fixedSpace(20), next]
        bar.layoutIfNeeded()
        let buttons = bar.subviews.compactMap { $0 as? UIButton }
        #expect(buttons.count == 2)
        #expect(buttons[0].frame.minX == 16 && buttons[0].frame.height == 44)
        #expect(buttons[1].frame.maxX == 384)
        // Between them: the flexible space, the 20 pt fixed space and three 8 pt gaps.
        #expect(buttons[1].frame.minX - 20 - 8 >= buttons[0].frame.maxX + 8)
        #expect(buttons[1].titleLabel?.font == .systemFont(ofSize: 17, weight: .semibold))
        #expect(buttons[0].titleLabel?.font == .systemFont(ofSize: 17, weight: .regular))
        let r = record { stage, _ in
            stage.addSubview(bar)
            stage.tap(buttons[1], at: 1)
            stage.tap(buttons[0], at: 2)
        }
        #expect(r.problems.isEmpty)
        #expect(target.calls == ["next: item", "skip item"])
        #expect(bar.intrinsicContentSize.height == 44)
    }

    @Test func systemItemsDrawUIKitsWordsAndNoteMissingPictograms() throws {
        let bar = UIToolbar(frame: CGRect(x: 0, y: 0, width: 400, height: 44))
        let orphan = UIBarButtonItem(title: "Lost", style: .plain, target: nil, action: Selector("lost"))
        let story = try Story.record(size: CGSize(width: 400, height: 100)) { stage in
            stage.addSubview(bar)
            bar.items = [UIBarButtonItem(barButtonSystemItem: .done, target: nil, action: nil),
                         UIBarButtonItem(barButtonSystemItem: .add, target: nil, action: nil),
                         UIBarButtonItem(barButtonSystemItem: .camera, target: nil, action: nil)]
        }
        let titles = bar.subviews.compactMap { ($0 as? UIButton)?.title(for: .normal) }
        #expect(titles == ["Done", "+"])
        #expect(story.notes.contains { $0.text.contains(".camera item's SF Symbols pictogram is not drawn") })
        let r = record { _, _ in orphan.send() }
        #expect(r.problems.map(\.call) == ["UIBarButtonItem.action"])
    }

    @Test func navigationItemsDrawTheirBarButtons() throws {
        let root = UIViewController()
        root.title = "Intro"
        let target = Target()
        root.navigationItem.rightBarButtonItem = UIBarButtonItem(title: "Skip", style: .plain, target: target, action: Selector("skip"))
        let navigation = UINavigationController(rootViewController: root)
        var skipFrame = CGRect.zero
        _ = try Story.record(presenting: navigation, size: CGSize(width: 400, height: 300)) { stage in
            let button = try #require(navigation.navigationBar.subviews.compactMap { $0 as? UIButton }.first)
            skipFrame = button.frame
            stage.tap(button, at: 1)
        }
        #expect(skipFrame.maxX == 392 && skipFrame.height == 44)
        #expect(target.calls == ["skip item"])
        // Replacing the items while shown redraws them at once.
        root.navigationItem.rightBarButtonItems = [UIBarButtonItem(title: "A", style: .plain, target: nil, action: nil),
                                                   UIBarButtonItem(title: "B", style: .plain, target: nil, action: nil)]
        let titles = navigation.navigationBar.subviews.compactMap { ($0 as? UIButton)?.title(for: .normal) }
        #expect(titles == ["A", "B"])
        let a = navigation.navigationBar.subviews.compactMap { $0 as? UIButton }[0]
        #expect(a.frame.maxX == 392)     // the first right item is the rightmost, as UIKit
    }
}
