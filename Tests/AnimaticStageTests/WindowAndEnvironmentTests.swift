import Foundation
import Testing
import AnimaticClock
import AnimaticTimeline
@testable import AnimaticStage
@testable import AnimaticRuntime

/// A view that logs its hierarchy and window hooks by name.
private final class HookLog { var lines: [String] = [] }

private final class HookView: UIView {
    let log: HookLog
    let name: String
    init(_ name: String, log: HookLog, frame: CGRect = .zero) {
        self.name = name; self.log = log
        super.init(frame: frame)
    }
    required init?(coder: NSCoder) { nil }
    override func willMove(toSuperview newSuperview: UIView?) { log.lines.append("\(name) willMove(toSuperview: \(newSuperview == nil ? "nil" : "view"))") }
    override func didMoveToSuperview() { log.lines.append("\(name) didMoveToSuperview") }
    override func willMove(toWindow newWindow: UIWindow?) { log.lines.append("\(name) willMove(toWindow: \(newWindow == nil ? "nil" : "stage"))") }
    override func didMoveToWindow() { log.lines.append("\(name) didMoveToWindow \(window == nil ? "off" : "on")") }
    override func safeAreaInsetsDidChange() {
        super.safeAreaInsetsDidChange()
        log.lines.append("\(name) safeAreaInsetsDidChange \(safeAreaInsets)")
    }
    override func awakeFromNib() { log.lines.append("\(name) awakeFromNib") }
}

/// The window (the stage), UIView's hierarchy hooks, safe areas, device presets and the app's
/// environment (`UIScreen`, `UIDevice`, `UIApplication`, `UIAccessibility`).
@Suite(.serialized) struct WindowAndEnvironmentTests {
    @Test func hooksRunInUIKitsObservedOrderWhenAddingMovingAndRemoving() throws {
        let log = HookLog()
        let card = HookView("card", log: log), badge = HookView("badge", log: log), loose = UIView()
        card.addSubview(badge)                 // neither is on stage: superview hooks only
        #expect(log.lines == ["badge willMove(toSuperview: view)", "badge didMoveToSuperview"])
        log.lines = []
        _ = try Story.record(size: CGSize(width: 100, height: 100)) { stage in
            stage.addSubview(card)             // the stage is the window, and the card's superview
            #expect(log.lines == ["card willMove(toSuperview: view)", "card didMoveToSuperview",
                                  "card willMove(toWindow: stage)", "badge willMove(toWindow: stage)",
                                  "card didMoveToWindow on", "badge didMoveToWindow on"])
            #expect(card.window === stage && badge.window === stage && card.superview === stage)
            log.lines = []
            stage.addSubview(loose)
            loose.addSubview(badge)            // a move on stage: same window, no window hooks
            #expect(log.lines == ["badge willMove(toSuperview: view)", "badge didMoveToSuperview"])
            log.lines = []
            badge.removeFromSuperview()
            #expect(log.lines == ["badge willMove(toSuperview: nil)", "badge willMove(toWindow: nil)",
                                     "badge didMoveToWindow off", "badge didMoveToSuperview"])
            log.lines = []
            card.removeFromSuperview()         // from the stage: as from any superview in a window
            #expect(log.lines == ["card willMove(toSuperview: nil)", "card willMove(toWindow: nil)",
                                  "card didMoveToWindow off", "card didMoveToSuperview"])
            #expect(card.window == nil)
        }
        #expect(!log.lines.contains { $0.contains("awakeFromNib") })   // no nibs: never called
    }

    @Test func safeAreaInsetsAreTheStagesInsetsTheViewOverlaps() throws {
        let log = HookLog()
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 393, height: 852))
        let header = HookView("header", log: log, frame: CGRect(x: 10, y: 20, width: 200, height: 100))
        let middle = UIView(frame: CGRect(x: 0, y: 300, width: 393, height: 100))
        let footer = UIView(frame: CGRect(x: 0, y: 800, width: 393, height: 52))
        [header, middle, footer].forEach(root.addSubview)
        #expect(header.safeAreaInsets == .zero)   // off stage
        let story = try Story.record(device: .iPhone15) { stage in
            #expect(stage.safeAreaInsets == UIEdgeInsets(top: 59, left: 0, bottom: 34, right: 0))
            stage.addSubview(root)
            #expect(root.safeAreaInsets == UIEdgeInsets(top: 59, left: 0, bottom: 34, right: 0))
            #expect(header.safeAreaInsets == UIEdgeInsets(top: 39, left: 0, bottom: 0, right: 0))
            #expect(middle.safeAreaInsets == .zero)
            #expect(footer.safeAreaInsets == UIEdgeInsets(top: 0, left: 0, bottom: 34, right: 0))
            #expect(root.bounds.inset(by: root.safeAreaInsets) == CGRect(x: 0, y: 59, width: 393, height: 759))
            header.removeFromSuperview()
        }
        #expect(story.size == CGSize(width: 393, height: 852))
        #expect(log.lines == ["header willMove(toSuperview: view)", "header didMoveToSuperview",
                              "header willMove(toWindow: stage)", "header didMoveToWindow on",
                              "header safeAreaInsetsDidChange {39.0, 0.0, 0.0, 0.0}",
                              "header willMove(toSuperview: nil)", "header willMove(toWindow: nil)",
                              "header didMoveToWindow off", "header safeAreaInsetsDidChange {0.0, 0.0, 0.0, 0.0}",
                              "header didMoveToSuperview"])
        // A stage recorded by size has no insets.
        _ = try Story.record(size: CGSize(width: 393, height: 852)) { stage in
            stage.addSubview(root)
            #expect(root.safeAreaInsets == .zero)
        }
    }

    @Test func devicePresetsHaveTheirDocumentedSizesAndInsets() throws {
        func insets(_ top: CGFloat, _ bottom: CGFloat) -> UIEdgeInsets { UIEdgeInsets(top: top, left: 0, bottom: bottom, right: 0) }
        let expected: [(Story.Device, CGSize, UIEdgeInsets)] = [
            (.iPhoneSE3, CGSize(width: 375, height: 667), insets(20, 0)),
            (.iPhone13mini, CGSize(width: 375, height: 812), insets(50, 34)),
            (.iPhone15, CGSize(width: 393, height: 852), insets(59, 34)),
            (.iPhone15Pro, CGSize(width: 393, height: 852), insets(59, 34)),
            (.iPhone15ProMax, CGSize(width: 430, height: 932), insets(59, 34)),
        ]
        #expect(Story.Device.presets == expected.map(\.0))
        for (device, size, safeArea) in expected {
            #expect(device.size == size && device.safeAreaInsets == safeArea, "\(device.name)")
            let controller = UIViewController()
            let story = try Story.record(presenting: controller, device: device) { stage in
                #expect(UIScreen.main.bounds == CGRect(origin: .zero, size: size))
                #expect(UIApplication.shared.keyWindow === stage)
                #expect(stage.rootViewController === controller)
            }
            #expect(story.size == size)
            #expect(controller.view.frame.size == size)
            #expect(controller.view.safeAreaInsets == .zero)   // the recording ended: off any stage's window
        }
    }

    @Test func reduceMotionIsPerRecordingAndNeverLeaks() throws {
        #expect(!UIAccessibility.isReduceMotionEnabled)
        var seen: [Bool] = []
        _ = try Story.record(size: CGSize(width: 10, height: 10), reduceMotion: true) { _ in
            seen.append(UIAccessibility.isReduceMotionEnabled)
            // Inside a nested recording on the same thread, that recording's own setting holds.
            _ = try Story.record(size: CGSize(width: 10, height: 10)) { _ in seen.append(UIAccessibility.isReduceMotionEnabled) }
            seen.append(UIAccessibility.isReduceMotionEnabled)
        }
        _ = try Story.record(size: CGSize(width: 10, height: 10)) { _ in seen.append(UIAccessibility.isReduceMotionEnabled) }
        _ = try Story.record(presenting: UIViewController(), device: .iPhoneSE3, reduceMotion: true) { _ in
            seen.append(UIAccessibility.isReduceMotionEnabled)
        }
        _ = try Story.record(device: .iPhoneSE3) { _ in seen.append(UIAccessibility.isReduceMotionEnabled) }
        #expect(seen == [true, false, true, false, true, false])
        #expect(!UIAccessibility.isReduceMotionEnabled)
    }

    @Test func reduceMotionSwitchesWhatIntroCodeAnimates() throws {
        func intro(reduceMotion: Bool) throws -> Story {
            let logo = UIView(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
            logo.accessibilityIdentifier = "logo"
            return try Story.record(size: CGSize(width: 100, height: 100), reduceMotion: reduceMotion) { stage in
                stage.addSubview(logo)
                logo.alpha = 0
                if UIAccessibility.isReduceMotionEnabled {
                    UIView.animate(withDuration: 0.3) { logo.alpha = 1 }
                } else {
                    logo.transform = CGAffineTransform(translationX: 0, y: 40)
                    UIView.animate(withDuration: 0.6) { logo.alpha = 1; logo.transform = .identity }
                }
            }
        }
        #expect(try intro(reduceMotion: false).timeline.segments.filter { $0.duration > .zero }.map(\.property).sorted {
            $0.rawValue < $1.rawValue } == [AnimatedProperty.transform, .alpha].sorted { $0.rawValue < $1.rawValue })
        let calm = try intro(reduceMotion: true)
        #expect(calm.timeline.segments.filter { $0.duration > .zero }.map(\.property) == [.alpha])
        #expect(calm.duration == 0.3)
    }

    @Test func theScreenDeviceAndAppHaveFixedDocumentedValues() throws {
        #expect(UIScreen.main.bounds == CGRect(x: 0, y: 0, width: 393, height: 852))   // outside: the iPhone 15's
        #expect(UIScreen.main.scale == 1 && UIScreen.main.nativeScale == 1)
        let device = UIDevice.current
        #expect(device.userInterfaceIdiom == .phone && device.model == "iPhone" && device.systemName == "iOS")
        #expect(device.systemVersion == "17.0" && device.orientation == .portrait && device.orientation.isPortrait)
        #expect(UIApplication.shared.applicationState == .active)
        #expect(UIApplication.shared.keyWindow == nil && UIApplication.shared.windows.isEmpty)
        UIApplication.shared.isIdleTimerDisabled = true       // outside a recording: ignored
        #expect(!UIApplication.shared.isIdleTimerDisabled)
        var opened: [Bool] = []
        do {
            _ = try Story.record(size: CGSize(width: 320, height: 480)) { stage in
                #expect(UIScreen.main.bounds == stage.bounds)
                #expect(UIApplication.shared.windows.count == 1)
                UIApplication.shared.isIdleTimerDisabled = true
                #expect(UIApplication.shared.isIdleTimerDisabled)
                UIApplication.shared.open(URL(string: "https://example.com")!) { opened.append($0) }
            }
            Issue.record("opening a URL must fail the recording")
        } catch {
            #expect(error.problems == [.notSupported(call: "UIApplication.open(_:options:completionHandler:)",
                                                     feature: "opening a URL (https://example.com)")])
        }
        #expect(opened == [false])
        _ = try Story.record(size: CGSize(width: 10, height: 10)) { _ in #expect(!UIApplication.shared.isIdleTimerDisabled) }
    }
}
