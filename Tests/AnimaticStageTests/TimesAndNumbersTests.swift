import Foundation
import Testing
import AnimaticClock
import AnimaticTimeline
@testable import AnimaticStage
@testable import AnimaticRuntime

/// Times and numbers out of range on the stage (issue 21, "Times and numbers"): reported at
/// recording, naming the call or the view and property, never wrapped around or written as a
/// different value.
@Suite struct TimesAndNumbersTests {
    /// What Dispatch work ran (its closures are checked as `@Sendable`).
    private final class Ran: @unchecked Sendable { var items: [String] = [] }

    private static let longest = "the longest story time (about 73 years, 2305843009.2 s)"

    // MARK: - Dispatch and timers

    /// `.now() + .seconds(18_446_744_074)` saturated to a deadline reported without the value
    /// written; `.now() + 1e300` and `.now() + .nan` silently never ran.
    @Test func dispatchTimeSumsOutOfRangeAreReportedWithTheValueAdded() {
        let ran = Ran()
        let r = record { _, clock in
            clock.schedule(at: s(1)) {
                AnimaticRuntime.DispatchQueue.main.asyncAfter(deadline: .now() + .seconds(18_446_744_074)) { ran.items.append("interval") }
                AnimaticRuntime.DispatchQueue.main.asyncAfter(deadline: .now() + 1e300) { ran.items.append("1e300") }
                AnimaticRuntime.DispatchQueue.main.asyncAfter(deadline: .now() + .nan) { ran.items.append("nan") }
                AnimaticRuntime.DispatchQueue.main.asyncAfter(wallDeadline: .now() + .infinity) { ran.items.append("wall inf") }
                AnimaticRuntime.DispatchQueue.main.asyncAfter(deadline: .now() + .never) { ran.items.append("never") }
                AnimaticRuntime.DispatchQueue.main.asyncAfter(deadline: .now() + .milliseconds(5)) { ran.items.append("5 ms") }
            }
        }
        #expect(ran.items == ["5 ms"])
        #expect(r.problems == [
            .invalidArgument(call: "DispatchTime + DispatchTimeInterval", argument: "time",
                             problem: ".seconds(18446744074) after 1.0 s is beyond \(Self.longest)"),
            .invalidArgument(call: "DispatchTime + TimeInterval", argument: "time",
                             problem: "1e+300 s after 1.0 s is beyond \(Self.longest)"),
            .invalidArgument(call: "DispatchTime + TimeInterval", argument: "time",
                             problem: "the time must be a finite number of seconds, got nan"),
            .invalidArgument(call: "DispatchWallTime + TimeInterval", argument: "time",
                             problem: "the time must be a finite number of seconds, got inf"),
        ])
    }

    /// A NaN interval used to fire after 0.1 ms; an infinite or huge one silently never fired.
    @Test func timerIntervalsOutOfRangeAreReportedNamingTheCall() {
        var fired: [String] = []
        let r = record { _, _ in
            AnimaticRuntime.Timer.scheduledTimer(withTimeInterval: .nan, repeats: false) { _ in fired.append("nan") }
            AnimaticRuntime.Timer.scheduledTimer(withTimeInterval: .infinity, repeats: true) { _ in fired.append("inf") }
            _ = AnimaticRuntime.Timer(timeInterval: 1e12, repeats: false) { _ in fired.append("1e12") }
            // Apple: an interval of 0 or less is 0.1 ms.
            AnimaticRuntime.Timer.scheduledTimer(withTimeInterval: -1, repeats: false) { _ in fired.append("-1") }
        }
        #expect(fired == ["-1"])
        #expect(r.problems == [
            .invalidArgument(call: "Timer.scheduledTimer(withTimeInterval:repeats:block:)", argument: "interval",
                             problem: "interval must be a finite number of seconds, got nan"),
            .invalidArgument(call: "Timer.scheduledTimer(withTimeInterval:repeats:block:)", argument: "interval",
                             problem: "interval must be a finite number of seconds, got inf"),
            .invalidArgument(call: "Timer(timeInterval:repeats:block:)", argument: "interval",
                             problem: "interval of 1000000000000.0 s is beyond \(Self.longest)"),
        ])
        #expect(r.endTime == StoryTime(ticks: 100_000))
    }

    // MARK: - Core Animation timing

    /// A bad transaction duration used to make the implicit animation instant, silently.
    @Test func aBadTransactionDurationIsReportedAsUIViewAnimateReportsIt() {
        let layer = CALayer()
        layer.frame = CGRect(x: 0, y: 0, width: 10, height: 10)
        let host = makeBox("host")
        host.layer.addSublayer(layer)
        let r = record { stage, clock in
            stage.addSubview(host)
            clock.schedule(at: s(1)) {
                CATransaction.begin()
                CATransaction.setAnimationDuration(-1)
                CATransaction.setAnimationDuration(.nan)
                layer.opacity = 0
                CATransaction.commit()
            }
        }
        #expect(r.problems == [
            .invalidArgument(call: "CATransaction.setAnimationDuration(_:)", argument: "duration",
                             problem: "duration must not be negative, got -1.0 s"),
            .invalidArgument(call: "CATransaction.setAnimationDuration(_:)", argument: "duration",
                             problem: "duration must be a finite number of seconds, got nan"),
        ])
    }

    /// Every kind of explicit animation, on a view's layer, a standalone layer and a layer not
    /// yet on stage, reports a bad `duration` or `beginTime` as `UIView.animate` reports a bad
    /// duration; nothing becomes Core Animation's default 0.25 s or "now".
    @Test(arguments: [
        (Double.nan, "must be a finite number of seconds, got nan"),
        (-1, "must not be negative, got -1.0 s"),
        (-Double.infinity, "must be a finite number of seconds, got -inf"),
        (1e300, "of 1e+300 s is beyond \(longest)"),
    ])
    func badDurationsAndBeginTimesOfEveryAnimationKindAreReported(value: Double, problem: String) {
        let animations: [(String, () -> CAAnimation)] = [
            ("duration", { let a = CABasicAnimation(keyPath: "opacity"); a.toValue = 0; a.duration = value; return a }),
            ("duration", { let a = CASpringAnimation(keyPath: "opacity"); a.toValue = 0; a.duration = value; return a }),
            ("duration", { let a = CAKeyframeAnimation(keyPath: "opacity"); a.values = [1, 0]; a.duration = value; return a }),
            ("duration", {
                let a = CABasicAnimation(keyPath: "opacity"); a.toValue = 0
                let g = CAAnimationGroup(); g.animations = [a]; g.duration = value; return g
            }),
            ("beginTime", { let a = CABasicAnimation(keyPath: "opacity"); a.toValue = 0; a.beginTime = value; return a }),
        ]
        for (argument, make) in animations {
            let host = makeBox("host")
            let sub = CALayer()
            sub.name = "sub"
            host.layer.addSublayer(sub)
            let r = record { stage, clock in
                host.layer.add(make(), forKey: nil)        // waits for the view to join
                stage.addSubview(host)
                clock.schedule(at: s(1)) { sub.add(make(), forKey: nil) }
            }
            let expected = StoryProblem.invalidArgument(call: "CALayer.add(_:forKey:)", argument: argument,
                                                        problem: "\(argument) \(problem)")
            #expect(r.problems == [expected, expected], "\(argument) \(value)")
            #expect(r.timeline.text == "", "\(argument) \(value)")
        }
    }

    /// A NaN or negative `repeatDuration` used to be ignored (the animation played once).
    @Test(arguments: [Double.nan, -1, -Double.infinity])
    func aBadRepeatDurationIsReported(repeatDuration: Double) {
        let host = makeBox("host")
        let r = record { stage, clock in
            stage.addSubview(host)
            clock.schedule(at: s(1)) {
                let fade = CABasicAnimation(keyPath: "opacity")
                fade.toValue = 0
                fade.duration = 1
                fade.repeatDuration = repeatDuration
                host.layer.add(fade, forKey: nil)
                let inner = CABasicAnimation(keyPath: "opacity")
                inner.toValue = 0
                inner.repeatDuration = repeatDuration
                let group = CAAnimationGroup()
                group.animations = [inner]
                group.duration = 1
                host.layer.add(group, forKey: "group")
            }
        }
        let problem = "repeatDuration must not be negative or NaN, got \(repeatDuration) s"
        #expect(r.problems == [
            .invalidArgument(call: "CALayer.add(_:forKey:)", argument: "repeatDuration", problem: problem),
            .invalidArgument(call: "CALayer.add(_:forKey:)", argument: "repeatDuration", problem: problem),
        ])
        #expect(r.timeline.text == "")
    }

    /// Repeats, autoreverses and a slow speed that reach beyond the longest story time used to
    /// crash the recording (an `Int64` overflow timing the passes); a `timeOffset` of 1e300 s
    /// too (NaN nanoseconds).
    @Test func animationsReachingBeyondTheLongestStoryTimeAreReportedNotCrashed() {
        let host = makeBox("host")
        let r = record { stage, clock in
            stage.addSubview(host)
            clock.schedule(at: s(1)) {
                let long = CABasicAnimation(keyPath: "opacity")
                long.toValue = 0
                long.duration = 1e9
                long.repeatCount = 100
                host.layer.add(long, forKey: "long")
                let slow = CABasicAnimation(keyPath: "opacity")
                slow.toValue = 0
                slow.duration = 1
                slow.speed = 1e-30
                host.layer.add(slow, forKey: "slow")
                let back = CABasicAnimation(keyPath: "opacity")
                back.toValue = 0
                back.duration = 2e9
                back.autoreverses = true
                back.repeatCount = 3
                let group = CAAnimationGroup()
                group.animations = [back]
                group.duration = 2e9
                group.repeatCount = 2
                host.layer.add(group, forKey: "group")
            }
        }
        let call = "CALayer.add(_:forKey:)", tail = "beyond \(Self.longest)"
        #expect(r.problems == [
            .invalidArgument(call: call, argument: "duration",
                             problem: "duration 1000000000.0 s × 100.0 passes from 1.0 s ends at 100000000001.0 s, \(tail)"),
            .invalidArgument(call: call, argument: "duration",
                             problem: "duration 1.0 s at speed 1e-30 from 1.0 s ends at 9.999999968289232e+29 s, \(tail)"),
            .invalidArgument(call: call, argument: "duration",
                             problem: "duration 2000000000.0 s × 2.0 passes from 1.0 s ends at 4000000001.0 s, \(tail)"),
        ])
        #expect(r.timeline.text == "")
    }

    @Test func aHugeTimeOffsetWrapsAroundLikeAnyOther() {
        let host = makeBox("host")
        let r = record { stage, clock in
            stage.addSubview(host)
            clock.schedule(at: s(1)) {
                let fade = CABasicAnimation(keyPath: "opacity")
                fade.toValue = 0
                fade.duration = 1
                fade.timeOffset = 1e300      // a whole number of seconds: starts at the start
                host.layer.add(fade, forKey: nil)
            }
        }
        #expect(r.problems == [])
        #expect(r.timeline.text == "1.000 +1.000 host alpha 1 -> 0 linear\n2.000 +0.000 host alpha 0 -> 1 linear\n")
    }

    // MARK: - Coordinates

    /// `center.x = 1e20` used to be written as 9000000000000000000. Geometry beyond 2^64 in
    /// magnitude (what the writer writes exactly) is reported at recording.
    @Test func geometryBeyondTheWritableRangeIsReportedNamingTheViewAndProperty() {
        let box = makeBox()
        box.bounds.size.width = 1e30            // off stage: reported when it joins
        let r = record { stage, clock in
            stage.addSubview(box)
            clock.schedule(at: s(1)) {
                box.center.x = 1e20
                box.center.x = 1e19             // below 2^64: recorded
                box.transform = CGAffineTransform(translationX: 0, y: -0x1p64)
                box.layer.cornerRadius = 0x1p70
            }
        }
        #expect(r.problems == [
            .invalidValue(view: "box", property: "bounds.size.width", value: "1e+30"),
            .invalidValue(view: "box", property: "center", value: "(1e+20, 150.0)"),
            .invalidValue(view: "box", property: "transform", value: "\(CGAffineTransform(translationX: 0, y: -0x1p64))"),
            .invalidValue(view: "box", property: "layer.cornerRadius", value: "1.1805916207174113e+21"),
        ])
        #expect(r.timeline.text.contains("box center (200, 150) -> (10000000000000000000, 150)"), "\(r.timeline.text)")
    }

    // MARK: - Colours and fonts

    @Test func colourComponentsThatAreNotFiniteAreReportedNamingTheViewAndProperty() {
        let box = makeBox()
        box.backgroundColor = UIColor(red: .nan, green: 0, blue: 0, alpha: 1)   // off stage: reported when it joins
        let title = UILabel()
        title.accessibilityIdentifier = "title"
        title.text = "Hi"
        title.textColor = UIColor(white: .infinity, alpha: 1)
        let shape = CAShapeLayer()
        shape.name = "shape"
        let r = record { stage, clock in
            stage.addSubview(box)
            stage.addSubview(title)
            box.layer.addSublayer(shape)
            clock.schedule(at: s(1)) {
                box.layer.borderColor = UIColor(red: 0, green: .nan, blue: 0, alpha: 1).cgColor
                box.backgroundColor = UIColor.blue.withAlphaComponent(.nan)
                title.textColor = UIColor(red: 0, green: 0, blue: -.infinity, alpha: 1)
                shape.fillColor = UIColor(hue: 0.5, saturation: 1, brightness: 1, alpha: .nan).cgColor
            }
        }
        #expect(r.problems == [
            .invalidValue(view: "box", property: "backgroundColor", value: "UIColor(red: nan, green: 0.0, blue: 0.0, alpha: 1.0)"),
            .invalidValue(view: "title", property: "textColor", value: "UIColor(red: inf, green: inf, blue: inf, alpha: 1.0)"),
            .invalidValue(view: "box", property: "layer.borderColor", value: "CGColor(red: 0.0, green: nan, blue: 0.0, alpha: 1.0)"),
            .invalidValue(view: "box", property: "backgroundColor", value: "UIColor(red: 0.0, green: 0.0, blue: 1.0, alpha: nan)"),
            .invalidValue(view: "title", property: "textColor", value: "UIColor(red: 0.0, green: 0.0, blue: -inf, alpha: 1.0)"),
            .invalidValue(view: "shape", property: "layer.fillColor", value: "CGColor(red: 0.0, green: 1.0, blue: 1.0, alpha: nan)"),
        ])
        #expect(!r.timeline.text.contains("nan"))
    }

    /// `systemFont(ofSize: -1)` used to be written as `font-size="-1"`, and a NaN size failed
    /// only at export, without naming the view.
    @Test func fontSizesThatAreNegativeOrNotFiniteAreReportedNamingTheView() {
        let title = UILabel()
        title.accessibilityIdentifier = "title"
        title.text = "Hi"
        title.font = .systemFont(ofSize: -1)
        let subtitle = UILabel()
        subtitle.accessibilityIdentifier = "subtitle"
        subtitle.text = "there"
        let text = CATextLayer()
        text.name = "caption"
        text.string = "layer"
        let host = makeBox("host")
        host.layer.addSublayer(text)
        let r = record { stage, clock in
            stage.addSubview(title)
            stage.addSubview(subtitle)
            stage.addSubview(host)
            clock.schedule(at: s(1)) {
                subtitle.font = UIFont.boldSystemFont(ofSize: .nan)
                text.fontSize = -3
                text.fontSize = .infinity
            }
        }
        #expect(r.problems == [
            .invalidValue(view: "title", property: "font", value: "UIFont(.SFUI-400, -1.0 pt)"),
            .invalidValue(view: "subtitle", property: "font", value: "UIFont(.SFUI-700, nan pt)"),
            .invalidValue(view: "caption", property: "layer.fontSize", value: "-3.0"),
            .invalidValue(view: "caption", property: "layer.fontSize", value: "inf"),
        ])
    }

    @Test func aStageBackgroundWithANaNComponentIsReported() {
        #expect(throws: StoryError(problems: [
            .invalidValue(view: "stage", property: "backgroundColor", value: "UIColor(red: 0.0, green: nan, blue: 0.0, alpha: 1.0)"),
        ])) {
            _ = try Story.record(size: CGSize(width: 10, height: 10)) { stage in
                stage.backgroundColor = UIColor(red: 0, green: .nan, blue: 0, alpha: 1)
            }
        }
    }

    @Test func aZeroFontSizeIsKept() {
        let title = UILabel()
        title.accessibilityIdentifier = "title"
        title.text = "Hi"
        title.font = .systemFont(ofSize: 0)
        let r = record { stage, _ in stage.addSubview(title) }
        #expect(r.problems == [])
    }
}
