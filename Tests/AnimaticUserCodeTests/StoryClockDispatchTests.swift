import Animatic
import Testing

private func box(_ name: String) -> UIView {
    let v = UIView(frame: CGRect(x: 0, y: 0, width: 40, height: 40))
    v.accessibilityIdentifier = name
    return v
}

/// The start times, in nanoseconds, of the segments of `story`, as "view.property@ns".
/// A log the story's blocks write to. The compiler checks closures passed to
/// `DispatchQueue` methods as `@Sendable` (as it does for Dispatch's own), so a captured `var`
/// cannot be mutated in them; a story runs on one thread, so this box is safe.
/// The story time in seconds, read as an app reads the time: `CACurrentMediaTime()` counts from
/// 86,400 s at the story's start (a phone booted a day earlier), rounded to the microsecond.
private func storySeconds() -> Double { ((CACurrentMediaTime() - 86_400) * 1e6).rounded() / 1e6 }

private final class Log: @unchecked Sendable {
    var items: [String] = []
    func append(_ item: String) { items.append(item) }
}

private func starts(_ story: Story) -> [String] {
    story.timeline.segments.map { "\($0.viewName).\($0.property)@\($0.start.ticks)" }
}

/// Story code that uses the main queue, work items, groups, timers and the run loop, written
/// as in an app (this file imports only `Animatic`): everything runs on the story clock.
@Suite struct StoryClockDispatchTests {
    @Test func asyncAfterStartsAnAnimationExactlyAtTheDeadline() throws {
        let v = box("v")
        let story = try Story.record(size: CGSize(width: 100, height: 100)) { stage in
            stage.addSubview(v)
            DispatchQueue.main.asyncAfter(deadline: .now() + 0.5) {
                UIView.animate(withDuration: 1) { v.alpha = 0 }
            }
        }
        #expect(starts(story) == ["v.alpha@500000000"])
        #expect(story.duration == 1.5)
    }

    @Test func asyncAfterChainsStaggerEntrances() throws {
        let views = (0..<3).map { box("v\($0)") }
        let story = try Story.record(size: CGSize(width: 100, height: 100)) { stage in
            for (i, v) in views.enumerated() {
                stage.addSubview(v)
                v.alpha = 0
                DispatchQueue.main.asyncAfter(deadline: .now() + .milliseconds(300 * i)) {
                    UIView.animate(withDuration: 0.4) { v.alpha = 1 }
                }
            }
            // Nested: a deadline computed inside a block is relative to that block's time.
            DispatchQueue.main.asyncAfter(deadline: DispatchTime.now() + .seconds(1)) {
                DispatchQueue.main.asyncAfter(deadline: .now() + 0.25) {
                    UIView.animate(withDuration: 0.1) { views[0].alpha = 0.5 }
                }
            }
        }
        #expect(starts(story).filter { !$0.hasSuffix("@0") } == [
            "v1.alpha@300000000", "v2.alpha@600000000", "v0.alpha@1250000000",
        ])
        #expect(try story.state(at: 0.3)["v1"]!.state.alpha == 0)
        #expect(story.timeline.text.contains("0.300 +0.400 v1 alpha 0 -> 1"))
        #expect(story.timeline.text.contains("0.600 +0.400 v2 alpha 0 -> 1"))
        #expect(story.timeline.text.contains("1.250 +0.100 v0 alpha 1 -> 0.5"))
    }

    @Test func asyncRunsAfterTheCurrentCodeInOrder() throws {
        let log = Log()
        _ = try Story.record(size: CGSize(width: 10, height: 10)) { _ in
            DispatchQueue.main.async { log.append("first") }
            DispatchQueue.main.async {
                log.append("second")
                DispatchQueue.main.async { log.append("fourth") }
            }
            DispatchQueue.global().async { log.append("third") }
            log.append("body")
        }
        #expect(log.items == ["body", "first", "second", "third", "fourth"])
    }

    @Test func aCancelledWorkItemNeverRuns() throws {
        let ran = Log()
        let story = try Story.record(size: CGSize(width: 10, height: 10)) { _ in
            let hint = DispatchWorkItem { ran.append("hint") }
            let other = DispatchWorkItem { ran.append("other") }
            DispatchQueue.main.asyncAfter(deadline: .now() + 2, execute: hint)
            DispatchQueue.main.asyncAfter(deadline: .now() + 1, execute: other)
            DispatchQueue.main.asyncAfter(deadline: .now() + 1.5) { hint.cancel() }
            other.notify(queue: .main) { ran.append("notified") }
        }
        #expect(ran.items == ["other", "notified"])
        #expect(story.duration == 2)
    }

    @Test func groupNotifyRunsWhenTheLastLeaves() throws {
        let a = box("a"), b = box("b")
        let doneAt = Log()
        let story = try Story.record(size: CGSize(width: 10, height: 10)) { stage in
            stage.addSubview(a)
            stage.addSubview(b)
            let group = DispatchGroup()
            group.enter()
            UIView.animate(withDuration: 0.4, animations: { a.alpha = 0 }, completion: { _ in group.leave() })
            group.enter()
            UIView.animate(withDuration: 0.7, animations: { b.alpha = 0 }, completion: { _ in group.leave() })
            group.notify(queue: .main) {
                doneAt.append("\(storySeconds())")
                UIView.animate(withDuration: 0.3) { a.center.x = 80 }
            }
        }
        #expect(doneAt.items == ["0.7"])
        #expect(story.timeline.text.contains("0.700 +0.300 a center"))
    }

    @Test func aRepeatingTimerFiresOnScheduleAndStopsWhenInvalidated() throws {
        let v = box("v")
        var fires = 0
        let story = try Story.record(size: CGSize(width: 100, height: 100)) { stage in
            stage.addSubview(v)
            Timer.scheduledTimer(withTimeInterval: 0.3, repeats: true) { timer in
                fires += 1
                UIView.animate(withDuration: 0.1) { v.center.x += 10 }
                if fires == 3 { timer.invalidate() }
            }
        }
        #expect(fires == 3)
        #expect(starts(story) == ["v.center@300000000", "v.center@600000000", "v.center@900000000"])
    }

    @Test func aTimerAddedToTheMainRunLoopAndAOneShotTimer() throws {
        let log = Log()
        _ = try Story.record(size: CGSize(width: 10, height: 10)) { _ in
            let timer = Timer(timeInterval: 0.5, repeats: false) { _ in log.append("added \(storySeconds())") }
            #expect(timer.isValid)
            RunLoop.main.add(timer, forMode: .common)
            let once = Timer.scheduledTimer(withTimeInterval: 0.25, repeats: false) { _ in
                log.append("once \(storySeconds())")
            }
            RunLoop.main.perform { log.append("perform \(storySeconds())") }
            OperationQueue.main.addOperation { log.append("operation \(storySeconds())") }
            DispatchQueue.main.asyncAfter(deadline: .now() + 1) { log.append("once valid: \(once.isValid)") }
        }
        #expect(log.items == ["perform 0.0", "operation 0.0", "once 0.25", "added 0.5", "once valid: false"])
    }

    /// Foundation documents that an interval of 0 or less becomes 0.1 ms.
    @Test func aTimerIntervalOfZeroIsATenthOfAMillisecond() throws {
        var times: [Double] = []
        _ = try Story.record(size: CGSize(width: 10, height: 10)) { _ in
            Timer.scheduledTimer(withTimeInterval: 0, repeats: true) { timer in
                times.append(storySeconds())
                if times.count == 2 { timer.invalidate() }
            }
        }
        #expect(times == [0.0001, 0.0002])
    }

    @Test func anEndlessTimerHitsTheLimit() {
        #expect(throws: StoryError(problems: [.unfinished(limit: 2, animating: [], pendingActions: 1)])) {
            _ = try Story.record(size: CGSize(width: 10, height: 10), limit: 2) { _ in
                Timer.scheduledTimer(withTimeInterval: 0.5, repeats: true) { _ in }
            }
        }
    }

    @Test func waitingOnTheStoryThreadIsReported() {
        #expect(throws: StoryError(problems: [
            .misuse(call: "DispatchGroup.wait()",
                    problem: "waiting on the main thread for work that has not ended would block the story (it never ends)"),
        ])) {
            _ = try Story.record(size: CGSize(width: 10, height: 10)) { _ in
                let group = DispatchGroup()
                group.enter()
                group.wait()
            }
        }
        do {
            _ = try Story.record(size: CGSize(width: 10, height: 10)) { _ in
                DispatchQueue.main.sync { }
            }
            Issue.record("expected an error")
        } catch {
            #expect(error.problems == [.misuse(call: "DispatchQueue.main.sync", problem: "called on the main thread, where it deadlocks")])
        }
    }

    @Test func wallDeadlinesPrivateQueuesAndWorkItemsRunOnTheStoryClock() throws {
        let log = Log()
        _ = try Story.record(size: CGSize(width: 10, height: 10)) { _ in
            DispatchQueue.main.asyncAfter(wallDeadline: .now() + 0.75) { log.append("wall \(storySeconds())") }
            let queue = DispatchQueue(label: "com.example.intro", qos: .userInitiated, attributes: .concurrent)
            #expect(queue.label == "com.example.intro")
            queue.asyncAfter(deadline: .now() + 0.25) { log.append("private \(storySeconds())") }
            let item = DispatchWorkItem { log.append("item \(storySeconds())") }
            DispatchQueue.global(qos: .background).asyncAfter(deadline: .now() + 0.5, execute: item)
            let group = DispatchGroup()
            DispatchQueue.global().async(group: group) { log.append("grouped \(storySeconds())") }
            group.notify(queue: .main) { log.append("group done \(storySeconds())") }
        }
        #expect(log.items == ["grouped 0.0", "group done 0.0", "private 0.25", "item 0.5", "wall 0.75"])
    }

    @Test func runningTheRunLoopOrWaitingForAnItemIsReported() {
        do {
            _ = try Story.record(size: CGSize(width: 10, height: 10)) { _ in
                let item = DispatchWorkItem { }
                DispatchQueue.main.async(execute: item)
                item.wait()
                RunLoop.main.run(until: Date().addingTimeInterval(1))
            }
            Issue.record("expected an error")
        } catch {
            let text = "\(error)"
            #expect(text.contains("DispatchWorkItem.wait(): waiting on the main thread for work that has not run"))
            #expect(text.contains("RunLoop.run(until:): the story's clock runs the run loop"))
        }
    }

    @Test func distantFutureNeverRuns() throws {
        let ran = Log()
        let story = try Story.record(size: CGSize(width: 10, height: 10)) { _ in
            DispatchQueue.main.asyncAfter(deadline: .distantFuture) { ran.append("ran") }
        }
        #expect(ran.items.isEmpty)
        #expect(story.duration == 0)
    }

    /// What story code gets from Foundation through `import Animatic` alone.
    @Test func foundationStaysAvailable() {
        let date = Date(timeIntervalSince1970: 0)
        let url = URL(fileURLWithPath: "/tmp/intro.svg")
        let rect = CGRect(x: 0, y: 0, width: 10, height: 10).offsetBy(dx: 1, dy: 2)
        let text = String(format: "%.1f", 2.25)
        let attributed = NSAttributedString(string: "Hi")
        let interval: TimeInterval = sin(0) + pow(2, 3)
        #expect(date.timeIntervalSince1970 == 0 && url.lastPathComponent == "intro.svg")
        #expect(rect.minX == 1 && text == "2.2" && attributed.length == 2 && interval == 8)
        #expect(UUID().uuidString.count == 36)
        #expect("a,b".components(separatedBy: ",") == ["a", "b"])
    }
}
