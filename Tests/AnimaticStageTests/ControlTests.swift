import Foundation
import Testing
import AnimaticClock
import AnimaticTimeline
@testable import AnimaticStage
@testable import AnimaticRuntime

/// UIControl's actions and events, and taps scripted with `Stage.tap(_:at:)`: exact events at
/// exact story times, edge cases first.
@Suite struct ControlTests {
    /// A control that logs every event it sends, with the story time and its highlight then.
    final class Log {
        var entries: [String] = []
    }

    static func logging(_ control: UIControl, into log: Log, clock: VirtualClock?) {
        let events: [(String, UIControl.Event)] = [
            ("touchDown", .touchDown), ("touchUpInside", .touchUpInside), ("touchUpOutside", .touchUpOutside),
            ("touchCancel", .touchCancel), ("primaryActionTriggered", .primaryActionTriggered),
            ("valueChanged", .valueChanged),
        ]
        for (name, event) in events {
            control.addAction(UIAction { [weak control] _ in
                let time = clock.map { String(format: "%.3f", $0.now.seconds) } ?? "-"
                log.entries.append("\(time) \(name) highlighted=\(control?.isHighlighted ?? false)")
            }, for: event)
        }
    }

    static func makeControl(_ name: String = "go") -> UIControl {
        let control = UIControl(frame: CGRect(x: 10, y: 10, width: 100, height: 44))
        control.accessibilityIdentifier = name
        return control
    }

    // MARK: - Edge cases

    @Test func aTapOnADisabledControlSendsNothingAndIsReported() {
        let control = Self.makeControl()
        control.isEnabled = false
        let log = Log()
        let r = record { stage, clock in
            stage.addSubview(control)
            Self.logging(control, into: log, clock: clock)
            stage.tap(control, at: 2)
        }
        #expect(log.entries.isEmpty)
        #expect(!control.isHighlighted)
        #expect(r.problems == [.tapIgnored(control: "go", time: 2, reason: "it is disabled (isEnabled is false)")])
        #expect(r.problems.first?.call == "Stage.tap(_:at:)")
        #expect(r.problems.first?.message
                == "Stage.tap(_:at:): control go was not tapped at 2.000 s: it is disabled (isEnabled is false)")
    }

    @Test func aTapOnAHiddenOrOffStageOrTransparentControlIsReported() {
        let hiddenParent = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        hiddenParent.accessibilityIdentifier = "panel"
        hiddenParent.isHidden = true
        let inHidden = Self.makeControl("inside")
        hiddenParent.addSubview(inHidden)
        let offStage = Self.makeControl("away")
        let faded = Self.makeControl("faded")
        faded.alpha = 0
        let inert = Self.makeControl("inert")
        inert.isUserInteractionEnabled = false
        let r = record { stage, _ in
            stage.addSubview(hiddenParent)
            stage.addSubview(faded)
            stage.addSubview(inert)
            stage.tap(inHidden, at: 1)
            stage.tap(offStage, at: 1)
            stage.tap(faded, at: 1)
            stage.tap(inert, at: 1)
        }
        #expect(r.problems == [
            .tapIgnored(control: "inside", time: 1, reason: "the view panel it is in is hidden"),
            .tapIgnored(control: "away", time: 1, reason: "it is not on this stage"),
            .tapIgnored(control: "faded", time: 1, reason: "it has alpha 0.0, below 0.01 (UIKit's hit-testing skips it)"),
            .tapIgnored(control: "inert", time: 1, reason: "it has isUserInteractionEnabled false"),
        ])
    }

    @Test func aTapAtATimeBeforeNowOrAtABadTimeIsReportedAndNothingIsScheduled() {
        let control = Self.makeControl()
        let log = Log()
        let r = record { stage, clock in
            stage.addSubview(control)
            Self.logging(control, into: log, clock: clock)
            _ = clock.schedule(at: s(1)) { stage.tap(control, at: 0.5) }
            stage.tap(control, at: -1)
            stage.tap(control, at: .nan)
        }
        #expect(log.entries.isEmpty)
        #expect(r.problems.count == 3)
        #expect(r.problems.first == .invalidTime(.negative(what: "tap time", value: -1)))
        #expect(r.problems.dropFirst().first?.message == "tap time must be a finite number of seconds, got nan")
        #expect(r.problems.last == .invalidArgument(
            call: "Stage.tap(_:at:)", argument: "at", problem: "the tap time 0.5 s is before the current story time, 1.0 s"))
        #expect(r.endTime == s(1))
    }

    @Test func aControlDisabledWhileTheFingerIsDownGetsTouchCancel() {
        let control = Self.makeControl()
        let log = Log()
        let r = record { stage, clock in
            stage.addSubview(control)
            Self.logging(control, into: log, clock: clock)
            stage.tap(control, at: 1)
            _ = clock.schedule(at: s(1.05)) { control.isEnabled = false }
        }
        #expect(r.problems.isEmpty)
        #expect(log.entries == ["1.000 touchDown highlighted=true", "1.100 touchCancel highlighted=false"])
        #expect(!control.isHighlighted)
    }

    @Test func removingAnActionKeepsItForItsOtherEvents() {
        let control = Self.makeControl()
        var calls: [String] = []
        let both = UIAction(identifier: .init("both")) { _ in calls.append("both") }
        control.addAction(both, for: [.touchUpInside, .valueChanged])
        control.addAction(UIAction(identifier: .init("other")) { _ in calls.append("other") }, for: .touchUpInside)
        control.removeAction(identifiedBy: .init("both"), for: .touchUpInside)
        control.sendActions(for: .touchUpInside)
        control.sendActions(for: .valueChanged)
        #expect(calls == ["other", "both"])
        control.removeAction(both, for: .valueChanged)
        calls = []
        control.sendActions(for: .allEvents)
        #expect(calls == ["other"])
        #expect(control.action(identifiedBy: .init("both"), for: .allEvents) == nil)
        #expect(control.allControlEvents == .touchUpInside)
    }

    @Test func severalActionsRunInTheOrderAddedEachOnceAndASameIdentifierReplaces() {
        let control = Self.makeControl()
        var calls: [String] = []
        control.addAction(UIAction { _ in calls.append("a") }, for: .touchUpInside)
        control.addAction(UIAction(identifier: .init("b")) { _ in calls.append("b1") }, for: .touchUpInside)
        control.addAction(UIAction { _ in calls.append("c") }, for: [.touchUpInside, .primaryActionTriggered])
        control.addAction(UIAction(identifier: .init("b")) { _ in calls.append("b2") }, for: .primaryActionTriggered)
        control.sendActions(for: [.touchUpInside, .primaryActionTriggered])
        #expect(calls == ["a", "b2", "c"])
    }

    @Test func sendActionsOutsideARecordingRunsTheHandlersWithTheSender() {
        let control = Self.makeControl()
        var senders: [Bool] = []
        // Weak, as in an app: the control holds its actions.
        let action = UIAction(title: "Next") { [weak control] action in senders.append(action.sender as? UIControl === control) }
        control.addAction(action, for: .valueChanged)
        control.sendActions(for: .valueChanged)
        control.sendActions(for: .touchDown)
        #expect(senders == [true])
        #expect(action.sender == nil)
        #expect(action.title == "Next")
        control.sendAction(action)
        #expect(senders == [true, true])
    }

    final class Intro {
        var pages = 0
        var senders: [String] = []
        func next() { pages += 1 }
        func tapped(_ sender: UIButton) { senders.append(sender.accessibilityIdentifier ?? "?") }
        func wrong(_ sender: UILabel) {}
    }

    @Test func addTargetTakesAMethodHoldsTheTargetWeaklyAndChecksTheSenderType() {
        let button = UIButton(type: .system)
        button.accessibilityIdentifier = "next"
        var intro: Intro? = Intro()
        button.addTarget(intro!, action: Intro.next, for: .touchUpInside)
        button.addTarget(intro!, action: Intro.tapped(_:), for: .touchUpInside)
        button.sendActions(for: .touchUpInside)
        #expect(intro?.pages == 1)
        #expect(intro?.senders == ["next"])
        button.removeTarget(intro, for: .touchUpInside)
        button.sendActions(for: .touchUpInside)
        #expect(intro?.pages == 1)
        button.addTarget(intro!, action: Intro.next, for: .touchUpInside)
        weak let gone = intro
        intro = nil
        #expect(gone == nil)
        button.sendActions(for: .touchUpInside)   // the target is gone: nothing runs, nothing crashes

        let owner = Intro()
        let r = record { stage, _ in
            stage.addSubview(button)
            button.addTarget(owner, action: Intro.wrong(_:), for: .touchUpInside)
        }
        #expect(r.problems == [.misuse(call: "UIControl.addTarget(_:action:for:)",
                                       problem: "the action takes a UILabel, but the control is a UIButton")])
    }

    // MARK: - Taps

    @Test func aTapHighlightsSendsTouchDownThenTouchUpInsideAndThePrimaryAction() {
        let control = Self.makeControl()
        let log = Log()
        var states: [String] = []
        let r = record { stage, clock in
            stage.addSubview(control)
            Self.logging(control, into: log, clock: clock)
            stage.tap(control, at: 2)
            _ = clock.schedule(at: s(2.05)) { states.append("\(control.state.rawValue)") }
        }
        #expect(r.problems.isEmpty)
        #expect(log.entries == [
            "2.000 touchDown highlighted=true",
            "2.100 touchUpInside highlighted=false",
            "2.100 primaryActionTriggered highlighted=false",
        ])
        #expect(states == ["\(UIControl.State.highlighted.rawValue)"])
        #expect(r.endTime == s(2.1))
        #expect(Stage.tapDuration == 0.1)
    }

    @Test func aTapNowRunsAfterTheCurrentCode() {
        let control = Self.makeControl()
        let log = Log()
        var order: [String] = []
        _ = record { stage, clock in
            stage.addSubview(control)
            Self.logging(control, into: log, clock: clock)
            control.addAction(UIAction { _ in order.append("down") }, for: .touchDown)
            stage.tap(control)
            order.append("after tap()")
        }
        #expect(order == ["after tap()", "down"])
        #expect(log.entries.first == "0.000 touchDown highlighted=true")
    }

    @Test func anIntroThatWaitsForGetStartedRecordsTheNextScreen() {
        let start = UIButton(type: .system)
        start.frame = CGRect(x: 50, y: 200, width: 200, height: 50)
        start.setTitle("Get started", for: .normal)
        start.accessibilityIdentifier = "start"
        let home = UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 300))
        home.accessibilityIdentifier = "home"
        home.alpha = 0
        let r = record { stage, _ in
            stage.addSubview(start)
            stage.addSubview(home)
            start.addAction(UIAction { _ in UIView.animate(withDuration: 0.5) { home.alpha = 1 } }, for: .touchUpInside)
            stage.tap(start, at: 3)
        }
        #expect(r.problems.isEmpty)
        let v = r.timeline.view(named: "home")!
        let fade = r.timeline.segments(of: v, .alpha).last!
        #expect(fade.start == s(3.1))
        #expect(fade.end == s(3.6))
        #expect(r.endTime == s(3.1))
    }
}
