import Animatic
import Testing

/// Swift concurrency in story code, as iOS intros write it since iOS 15 (`Task { … }`,
/// `await UIView.animate(…)`, `Task.sleep`, `MainActor`): every task runs on the story clock, so
/// what it animates lands at exact story times (StoryTasks, Task+StoryClock.swift).
@Suite struct StoryTaskTests {
    /// The story clock's time in nanoseconds (`DispatchTime.now()` reads it inside a recording).
    private func storyNow() -> Int64 { Int64(DispatchTime.now().uptimeNanoseconds) }

    private let size = CGSize(width: 400, height: 300)

    private func card(_ name: String) -> UIView {
        let v = UIView(frame: CGRect(x: 150, y: 100, width: 100, height: 100))
        v.backgroundColor = .orange
        v.accessibilityIdentifier = name
        return v
    }

    /// (start, duration) in nanoseconds of every segment of `property` of the view named `name`.
    private func times(_ story: Story, _ name: String, _ property: AnimatedProperty) -> [[Int64]] {
        guard let view = story.timeline.view(named: name) else { return [] }
        return story.timeline.segments(of: view, property).map { [$0.start.ticks, $0.duration.ticks] }
    }

    // MARK: - Edge cases first

    @Test func aTaskStartedByStoryCodeRunsAfterTheStoryBodyAndTheMainQueueWorkBeforeIt() throws {
        var order: [String] = []
        let story = try Story.record(size: size) { _ in
            DispatchQueue.main.async { order.append("main.async 1") }
            Task { @MainActor in order.append("task") }
            DispatchQueue.main.async { order.append("main.async 2") }
            order.append("body")
        }
        // On iOS a task started on the main actor is a job on the main queue, in line with
        // DispatchQueue.main.async work: first in, first out, after the current code returns.
        #expect(order == ["body", "main.async 1", "task", "main.async 2"])
        #expect(story.duration == 0)
    }

    @Test func awaitingAnAnimationResumesExactlyWhenItEnds() throws {
        let logo = card("logo")
        var finished: [Bool] = []
        var resumedAt: [Int64] = []
        let story = try Story.record(size: size) { stage in
            stage.addSubview(logo)
            logo.alpha = 0
            Task {
                finished.append(await UIView.animate(withDuration: 0.6) { logo.alpha = 1 })
                resumedAt.append(storyNow())
                finished.append(await UIView.animate(withDuration: 0.4, delay: 0.1, options: [.curveLinear]) {
                    logo.center.y -= 50
                })
                resumedAt.append(storyNow())
            }
        }
        #expect(finished == [true, true])
        #expect(resumedAt == [600_000_000, 1_100_000_000])
        #expect(times(story, "logo", .alpha) == [[0, 600_000_000]])
        #expect(times(story, "logo", .center) == [[700_000_000, 400_000_000]])
        #expect(story.duration == 1.1)
        #expect(try story.state(at: 0.9)["logo"]!.state.center.y == 150 - 50 * 0.5)
    }

    @Test func badInputIsReportedAndTheAwaitAnswersFalseAtOnce() throws {
        let logo = card("logo")
        var answers: [Bool] = []
        #expect(throws: StoryError.self) {
            _ = try Story.record(size: size) { stage in
                stage.addSubview(logo)
                Task { answers.append(await UIView.animate(withDuration: -1) { logo.alpha = 0.5 }) }
            }
        }
        #expect(answers == [false])
        do {
            _ = try Story.record(size: size) { stage in
                stage.addSubview(logo)
                Task { _ = await UIView.animate(withDuration: .nan) { logo.alpha = 0.5 } }
            }
        } catch {
            #expect(error.problems.map(\.call) == ["UIView.animate(withDuration:animations:) async"])
        }
    }

    @Test func sleepsLastExactlyTheTimeAskedForOnTheStoryClock() throws {
        var woke: [String: Int64] = [:]
        let story = try Story.record(size: size) { _ in
            Task {
                try await Task.sleep(nanoseconds: 250_000_000)
                woke["nanoseconds"] = storyNow()
                try await Task.sleep(for: .milliseconds(300))
                woke["for"] = storyNow()
                try await Task.sleep(for: .seconds(0.1), clock: .suspending)
                woke["suspending"] = storyNow()
                try await Task.sleep(for: .seconds(-5))
                woke["negative"] = storyNow()
                try await Task.sleep(for: .nanoseconds(1), tolerance: .seconds(1))
                woke["tolerance"] = storyNow()
            }
        }
        #expect(woke == ["nanoseconds": 250_000_000, "for": 550_000_000, "suspending": 650_000_000,
                         "negative": 650_000_000, "tolerance": 650_000_001])
        #expect(story.end.ticks == 650_000_001)
    }

    @Test func aCancelledSleepThrowsAtOnceAndDoesNotLengthenTheStory() throws {
        var caught: [String] = []
        let story = try Story.record(size: size) { _ in
            let sleeper = Task {
                do {
                    try await Task.sleep(for: .seconds(10))
                    caught.append("woke")
                } catch is CancellationError {
                    caught.append("cancelled at \(storyNow())")
                }
            }
            DispatchQueue.main.asyncAfter(deadline: .now() + 1) { sleeper.cancel() }
            let early = Task {
                withUnsafeCurrentTask { $0?.cancel() }
                do { try await Task.sleep(nanoseconds: 5) } catch { caught.append("cancelled before sleeping") }
            }
            _ = early
        }
        #expect(caught == ["cancelled before sleeping", "cancelled at 1000000000"])
        #expect(story.end.ticks == 1_000_000_000)
    }

    @Test func theMainActorYieldsAndTaskGroupsStayOnTheClock() throws {
        var log: [String] = []
        _ = try Story.record(size: size) { _ in
            Task { @MainActor in
                MainActor.assertIsolated()
                log.append("main at \(storyNow())")
                await Task.yield()
                async let a: Int64 = { try await Task.sleep(for: .seconds(0.2)); return storyNow() }()
                async let b: Int64 = { try await Task.sleep(for: .seconds(0.3)); return storyNow() }()
                let (ta, tb) = try await (a, b)
                log.append("children at \(ta), \(tb); parent at \(storyNow())")
                let sum = await withTaskGroup(of: Int64.self) { group in
                    for i in 1...3 { group.addTask { try? await Task.sleep(for: .seconds(Double(i) / 10)); return storyNow() } }
                    return await group.reduce(0, +)
                }
                log.append("group \(sum) at \(storyNow())")
                let ran = await MainActor.run { storyNow() }
                log.append("run at \(ran)")
            }
        }
        #expect(log == ["main at 0", "children at 200000000, 300000000; parent at 300000000",
                        "group \(3 * 300_000_000 + 600_000_000) at 600000000", "run at 600000000"])
    }

    @Test func sleepingBeyondTheLongestStoryIsReportedNamingTheCall() throws {
        for (call, start): (String, (@escaping () -> Void) -> Void) in [
            ("Task.sleep(nanoseconds:)", { done in Task { try await Task.sleep(nanoseconds: .max); done() } }),
            ("Task.sleep(for:)", { done in Task { try await Task.sleep(for: .seconds(Int64.max)); done() } }),
            ("Task.sleep(for:)", { done in
                Task { try await Task.sleep(for: Duration(secondsComponent: 9_223_372_036, attosecondsComponent: 999_999_999_999_999_999)); done() }
            }),
        ] {
            var woke = false
            do {
                _ = try Story.record(size: size) { _ in start { woke = true } }
                Issue.record("\(call): recorded")
            } catch {
                #expect(error.problems.count == 1)
                #expect(error.description.contains(call), "\(error)")
                #expect(error.description.contains("beyond the longest story time"), "\(error)")
            }
            #expect(!woke)
        }
    }

    @Test func aDeadlineOnTheRealClockIsReported() throws {
        do {
            _ = try Story.record(size: size) { _ in
                Task { try await Task.sleep(until: .now + .seconds(1), clock: .continuous) }
            }
            Issue.record("recorded")
        } catch {
            #expect(error.problems.map(\.call) == ["Task.sleep(until:tolerance:clock:)"])
        }
    }

    @Test func aStoryCutAtItsDurationLeavesItsWaitingTasksAsleep() throws {
        let dot = card("dot")
        var passes = 0
        let story = try Story.record(size: size, duration: 2.5) { stage in
            stage.addSubview(dot)
            Task {
                while true {
                    await UIView.animate(withDuration: 0.5) { dot.alpha = 0.2 }
                    await UIView.animate(withDuration: 0.5) { dot.alpha = 1 }
                    passes += 1
                }
            }
        }
        #expect(passes == 2)
        #expect(times(story, "dot", .alpha).map { $0[0] } == [0, 500_000_000, 1_000_000_000, 1_500_000_000, 2_000_000_000])
        #expect(story.duration == 2.5)
    }

    @Test func anEndlessTaskIsReportedAtTheLimitLikeAnyEndlessStory() throws {
        let dot = card("dot")
        do {
            _ = try Story.record(size: size, limit: 3) { stage in
                stage.addSubview(dot)
                Task {
                    while true { await UIView.animate(withDuration: 0.5) { dot.alpha = dot.alpha == 1 ? 0.2 : 1 } }
                }
            }
            Issue.record("recorded")
        } catch {
            guard case .unfinished(let limit, let animating, _)? = error.problems.last else {
                Issue.record("\(error)")
                return
            }
            #expect(limit == 3)
            #expect(animating == ["dot.alpha"])
        }
    }

    @Test func aTaskThatYieldsForeverAtOneInstantIsStoppedByTheActionLimit() throws {
        do {
            _ = try Story.record(size: size) { _ in
                Task { while true { await Task.yield() } }
            }
            Issue.record("recorded")
        } catch {
            guard case .tooManyActions(let time, let actions, let atOneInstant, _, _)? = error.problems.last else {
                Issue.record("\(error)")
                return
            }
            #expect(time == 0)
            #expect(atOneInstant)
            #expect(actions == 1_000_000)
        }
    }

    @Test func thePropertyAnimatorsAsyncCompletionAnswersWhereItEnded() throws {
        let card = card("card")
        var positions: [String] = []
        _ = try Story.record(size: size) { stage in
            stage.addSubview(card)
            let animator = UIViewPropertyAnimator(duration: 0.8, curve: .easeOut) { card.center.x += 100 }
            animator.addCompletion { _ in positions.append("handler at \(storyNow())") }
            Task {
                let position = await animator.addCompletion()
                positions.append("\(position == .end ? "end" : "other") at \(storyNow())")
                let undone = UIViewPropertyAnimator(duration: 0.4, curve: .linear) { card.alpha = 0.5 }
                undone.startAnimation()
                Timer.scheduledTimer(withTimeInterval: 0.1, repeats: false) { _ in
                    undone.stopAnimation(false)
                    undone.finishAnimation(at: .start)
                }
                let where2 = await undone.addCompletion()
                positions.append("\(where2 == .start ? "start" : "other") at \(storyNow())")
            }
            animator.startAnimation()
        }
        #expect(positions == ["handler at 800000000", "end at 800000000", "start at 900000000"])
    }

    @Test func everyAsyncFormAnimatesAndAnswersTrue() throws {
        let box = card("box")
        var answers: [Bool] = []
        let story = try Story.record(size: size) { stage in
            stage.addSubview(box)
            Task {
                answers.append(await UIView.animate(withDuration: 0.1) { box.alpha = 0.9 })
                answers.append(await UIView.animate(withDuration: 0.1, delay: 0, options: []) { box.alpha = 0.8 })
                answers.append(await UIView.animate(withDuration: 0.1, delay: 0, usingSpringWithDamping: 1,
                                                    initialSpringVelocity: 0, options: []) { box.alpha = 0.7 })
                answers.append(await UIView.animate(springDuration: 0.1, bounce: 0) { box.center.x += 10 })
                answers.append(await UIView.animateKeyframes(withDuration: 0.1, delay: 0, options: []) {
                    UIView.addKeyframe(withRelativeStartTime: 0, relativeDuration: 1) { box.alpha = 0.6 }
                })
                answers.append(await UIView.transition(with: box, duration: 0.1, options: [.transitionCrossDissolve]) {
                    box.backgroundColor = .blue
                })
            }
        }
        // The spring runs for its settling time, about 1.16 × its perceptual duration at bounce 0
        // (UIView+Timing.swift), and the keyframes start when it has settled.
        let springEnd = times(story, "box", .center).last.map { $0[0] + $0[1] } ?? 0
        #expect(answers == [true, true, true, true, true, true])
        #expect(times(story, "box", .center).first?[0] == 300_000_000)
        #expect(springEnd > 400_000_000 && springEnd < 450_000_000)
        #expect(times(story, "box", .alpha).map { $0[0] } == [0, 100_000_000, 200_000_000, springEnd])
        #expect(story.end.ticks == springEnd + 200_000_000)
    }

    @Test func theSameStoryGivesTheSameBytesTwice() throws {
        func make() throws -> String {
            let a = card("a"), b = card("b")
            let story = try Story.record(size: size) { stage in
                stage.addSubview(a)
                stage.addSubview(b)
                for (i, v) in [a, b].enumerated() {
                    Task { @MainActor in
                        try await Task.sleep(for: .milliseconds(150 * i))
                        await UIView.animate(withDuration: 0.3) { v.center.y += 40 }
                        await UIView.animate(withDuration: 0.2) { v.alpha = 0 }
                    }
                }
            }
            return story.timeline.text + (try story.svg())
        }
        #expect(try make() == make())
    }

    @Test func outsideARecordingTheAsyncFormsReturnAtOnceAndSleepIsReal() async throws {
        let box = card("box")
        #expect(await UIView.animate(withDuration: 10) { box.alpha = 0.5 })
        #expect(box.alpha == 0.5)
        let start = ContinuousClock.now
        try await Task.sleep(for: .milliseconds(20))
        #expect(ContinuousClock.now - start >= .milliseconds(20))
    }
}
