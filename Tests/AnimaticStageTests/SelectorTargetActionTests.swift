import AnimaticClock
import AnimaticRuntime
import AnimaticStage
import Foundation
import Testing

/// A class as the source adapter leaves an app's class: its `@objc` methods answer by selector.
private final class Listener: AnimaticSelectorTarget {
    var calls: [(name: String, time: Double, argument: String)] = []
    let view: UIView

    init(view: UIView) { self.view = view }

    func animaticPerform(_ selector: Selector, with argument: Any?) -> Bool {
        // Media time is 86,400 s at the story's start; the story time to the microsecond.
        let now = ((CACurrentMediaTime() - 86_400) * 1e6).rounded() / 1e6
        switch String(describing: selector) {
        case "tapped:":
            guard let button = argument as? UIButton else { return false }
            calls.append(("tapped:", now, button.accessibilityIdentifier ?? "?"))
        case "themeChanged:":
            guard let note = argument as? Notification else { return false }
            calls.append(("themeChanged:", now, note.name.rawValue))
        case "show:":
            calls.append(("show:", now, "\(argument ?? "nil")"))
            UIView.animate(withDuration: 0.5) { self.view.alpha = 0.5 }
        case "step:":
            guard let link = argument as? CADisplayLink else { return false }
            calls.append(("step:", now, "\(link.timestamp) \(link.targetTimestamp)"))
            if calls.count == 3 { link.invalidate() }
        default:
            return false
        }
        return true
    }
}

@Suite struct SelectorTargetActionTests {
    @Test func aControlSendsItsSenderToTheSelectorAndRemoveTargetStopsIt() throws {
        var listener: Listener?
        _ = try Story.record(size: CGSize(width: 100, height: 100)) { stage in
            let button = UIButton(frame: CGRect(x: 0, y: 0, width: 50, height: 20))
            button.accessibilityIdentifier = "next"
            stage.addSubview(button)
            let target = Listener(view: button)
            listener = target
            button.addTarget(target, action: Selector("tapped:"), for: .touchUpInside)
            stage.tap(button, at: 1)
            AnimaticRuntime.Timer.scheduledTimer(withTimeInterval: 1.5, repeats: false) { _ in
                button.removeTarget(target, for: .touchUpInside)
            }
            stage.tap(button, at: 2)
        }
        // touchUpInside 0.1 s after the touch (Stage.tapDuration); none after removeTarget.
        #expect(listener?.calls.map(\.name) == ["tapped:"])
        #expect(listener?.calls.map(\.time) == [1.1])
        #expect(listener?.calls.map(\.argument) == ["next"])
    }

    @Test func performAfterDelayRunsOnTheStoryClock() throws {
        var listener: Listener?
        let story = try Story.record(size: CGSize(width: 100, height: 100)) { stage in
            let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
            view.accessibilityIdentifier = "card"
            stage.addSubview(view)
            let target = Listener(view: view)
            listener = target
            target.perform(Selector("show:"), with: "intro", afterDelay: 1.25)
        }
        #expect(listener?.calls.map(\.time) == [1.25])
        #expect(listener?.calls.map(\.argument) == ["intro"])
        #expect(story.timeline.text == "1.250 +0.500 card alpha 1 -> 0.5 easeInOut\n")
    }

    @Test func notificationsReachTheSelectorUntilTheObserverIsRemoved() throws {
        var listener: Listener?
        let center = NotificationCenter()
        let name = Notification.Name("ThemeChanged")
        _ = try Story.record(size: CGSize(width: 100, height: 100)) { _ in
            let target = Listener(view: UIView())
            listener = target
            center.addObserver(target, selector: Selector("themeChanged:"), name: name, object: nil)
            AnimaticRuntime.Timer.scheduledTimer(withTimeInterval: 0.5, repeats: false) { _ in center.post(name: name, object: nil) }
            AnimaticRuntime.Timer.scheduledTimer(withTimeInterval: 0.75, repeats: false) { _ in center.removeObserver(target) }
            AnimaticRuntime.Timer.scheduledTimer(withTimeInterval: 1, repeats: false) { _ in center.post(name: name, object: nil) }
        }
        #expect(listener?.calls.map(\.time) == [0.5])
        #expect(listener?.calls.map(\.argument) == ["ThemeChanged"])
    }

    @Test func aSelectorTimerPassesItselfAndKeepsItsUserInfo() throws {
        var listener: Listener?
        var info: Any?
        _ = try Story.record(size: CGSize(width: 100, height: 100)) { _ in
            let target = Listener(view: UIView())
            listener = target
            let timer = AnimaticRuntime.Timer.scheduledTimer(timeInterval: 0.4, target: target, selector: Selector("show:"),
                                                           userInfo: "page 2", repeats: false)
            info = timer.userInfo
        }
        #expect(listener?.calls.map(\.time) == [0.4])
        #expect(listener?.calls.first?.argument.hasPrefix("AnimaticRuntime.Timer") == true)
        #expect(info as? String == "page 2")
    }

    @Test func aDisplayLinkSendsAFrameEverySixtiethOfASecondUntilInvalidated() throws {
        var listener: Listener?
        _ = try Story.record(size: CGSize(width: 100, height: 100)) { _ in
            let target = Listener(view: UIView())
            listener = target
            CADisplayLink(target: target, selector: Selector("step:")).add(to: .main, forMode: .common)
        }
        let calls = try #require(listener?.calls)
        #expect(calls.count == 3)
        // Each frame's timestamp is its media time (86,400 s plus the story time); the target
        // is the next frame's (to a Double's precision near 86,400, 1.5e-11 s).
        for (k, call) in calls.enumerated() {
            let parts = call.argument.split(separator: " ").compactMap { Double($0) }
            #expect(parts.count == 2 && abs(parts[0] - 86_400 - call.time) < 1e-6)
            #expect(abs(call.time - Double(k + 1) / 60) < 1e-6)
            #expect(abs(parts[1] - parts[0] - 1.0 / 60) < 1e-10)
        }
    }

    @Test func anUnrecognizedSelectorFailsTheRecordingNamingTheCall() throws {
        // The target is held weakly, as in UIKit: one that is gone by the tap gets nothing.
        _ = try Story.record(size: CGSize(width: 100, height: 100)) { stage in
            let button = UIButton(frame: CGRect(x: 0, y: 0, width: 50, height: 20))
            stage.addSubview(button)
            button.addTarget(Listener(view: button), action: Selector("nope"), for: .touchUpInside)
            stage.tap(button, at: 1)
        }
        var target: Listener?
        do {
            _ = try Story.record(size: CGSize(width: 100, height: 100)) { stage in
                let button = UIButton(frame: CGRect(x: 0, y: 0, width: 50, height: 20))
                stage.addSubview(button)
                let listener = Listener(view: button)
                target = listener
                button.addTarget(listener, action: Selector("nope"), for: .touchUpInside)
                stage.tap(button, at: 1)
            }
            Issue.record("the recording should fail")
        } catch {
            #expect(error.problems == [
                .misuse(call: "UIControl.sendActions(for:)",
                        problem: "unrecognized selector 'nope' sent to a Listener (no such @objc method, or an argument of another type)"),
            ])
        }
        _ = target
    }

    @Test func aMethodGivenAnArgumentOfAnotherTypeIsNotCalled() throws {
        do {
            _ = try Story.record(size: CGSize(width: 100, height: 100)) { _ in
                Listener(view: UIView()).perform(Selector("tapped:"), with: 3, afterDelay: 0.5)
            }
            Issue.record("the recording should fail")
        } catch {
            #expect(error.problems == [
                .misuse(call: "perform(_:with:afterDelay:)",
                        problem: "unrecognized selector 'tapped:' sent to a Listener (no such @objc method, or an argument of another type)"),
            ])
        }
    }
}
