import Animatic
import Testing

private func view(_ name: String) -> UIView {
    let v = UIView(frame: CGRect(x: 0, y: 0, width: 40, height: 40))
    v.accessibilityIdentifier = name
    return v
}

/// `Story.record(size:duration:)`: the first seconds of a story that never ends.
@Suite struct StoryDurationTests {
    private let size = CGSize(width: 200, height: 100)

    @Test func anEndlessIntervalIsCutAtTheDuration() throws {
        let dot = view("dot")
        var ticks: [Int] = []
        let story = try Story.record(size: size, duration: 2) { stage in
            stage.addSubview(dot)
            Observable<Int>.interval(.milliseconds(300), scheduler: MainScheduler.instance)
                .subscribe(onNext: { tick in
                    ticks.append(tick)
                    UIView.animate(withDuration: 0.2, delay: 0, options: .curveLinear, animations: { dot.center.x += 10 })
                })
                .disposed(by: stage.disposeBag)
        }
        #expect(story.duration == 2)
        #expect(story.end.ticks == 2_000_000_000)
        #expect(ticks == [0, 1, 2, 3, 4, 5])                       // 0.3 ... 1.8 s
        #expect(story.timeline.segmentCount == 6)
        #expect(story.timeline.segments.last!.start.ticks == 1_800_000_000)
    }

    /// A change in flight at the end stops there with the value its curve has then.
    @Test func aChangeInFlightIsCutExactlyOnItsCurve() throws {
        let v = view("v")
        let story = try Story.record(size: size, duration: 0.75) { stage in
            stage.addSubview(v)
            UIView.animate(withDuration: 1, delay: 0, options: .curveEaseIn, animations: { v.center.x = 120 })
        }
        let segment = story.timeline.segments[0]
        #expect(segment.start == .zero)
        #expect(segment.end.ticks == 750_000_000)
        // Ease-in (0.42, 0, 1, 1) at 3/4 of the time, as the whole curve gives it.
        let expected = 20 + 100 * TimingCurve.easeIn.progress(at: 0.75)
        let x = try story.state(at: 0.75)["v"]!.state.center.x
        #expect(abs(x - expected) < 1e-9)
        #expect(try story.state(at: 5)["v"]!.state.center.x == x)
    }

    /// The end exactly at a boundary: the change that ends there is whole, the next one (and an
    /// action due then) is not part of the story.
    @Test func anEndExactlyAtASegmentBoundary() throws {
        let v = view("v")
        var ranAtEnd = false
        let story = try Story.record(size: size, duration: 1) { stage in
            stage.addSubview(v)
            UIView.animate(withDuration: 1, animations: { v.alpha = 0 }, completion: { _ in
                ranAtEnd = true
                UIView.animate(withDuration: 1) { v.alpha = 1 }
            })
        }
        #expect(!ranAtEnd)
        #expect(story.timeline.text == """
            0.000 +1.000 v alpha 1 -> 0 easeInOut

            """)
    }

    /// A recursive completion loop (a pulse written with completion blocks).
    @Test func aRecursiveCompletionLoop() throws {
        let v = view("v")
        func pulse(_ up: Bool) {
            UIView.animate(withDuration: 0.5, animations: { v.alpha = up ? 1 : 0.5 }, completion: { _ in pulse(!up) })
        }
        let story = try Story.record(size: size, duration: 1.75) { stage in
            stage.addSubview(v)
            pulse(false)
        }
        #expect(story.timeline.segments.map(\.start.ticks) == [0, 500_000_000, 1_000_000_000, 1_500_000_000])
        #expect(story.timeline.segments.last!.end.ticks == 1_750_000_000)
        // The fourth leg (0.5 -> 1, ease-in-out) is cut halfway, where that curve is at 0.5.
        #expect(try abs(story.state(at: 1.75)["v"]!.state.alpha - 0.75) < 1e-12)
        #expect(try abs(story.state(at: 1.6)["v"]!.state.alpha - (0.5 + 0.5 * TimingCurve.easeInOut.progress(at: 0.2))) < 1e-12)
    }

    /// Completions due after the end never run: a pulse whose completion counts its legs and
    /// starts the next one has run three completions (0.5, 1, 1.5 s) in 1.75 s.
    @Test func completionsDueAfterTheEndNeverRun() throws {
        let v = view("v")
        var finished: [Int64] = []
        func pulse(_ up: Bool) {
            UIView.animate(withDuration: 0.5, animations: { v.alpha = up ? 1 : 0.5 }, completion: { done in
                finished.append(done ? StoryContext.current!.clock.now.ticks : -1)
                pulse(!up)
            })
        }
        _ = try Story.record(size: size, duration: 1.75) { stage in
            stage.addSubview(v)
            pulse(false)
        }
        #expect(finished == [500_000_000, 1_000_000_000, 1_500_000_000])
    }

    /// A repeating `Timer` (an idle hint nudged every 0.5 s) cut at 2 s: fired at 0.5, 1 and
    /// 1.5 s, not at 2 s; the nudge started at 1.5 s is cut at its end.
    @Test func aRepeatingTimerIsCutAtTheDuration() throws {
        let v = view("v")
        var fired: [Int64] = []
        let story = try Story.record(size: size, duration: 2) { stage in
            stage.addSubview(v)
            Timer.scheduledTimer(withTimeInterval: 0.5, repeats: true) { _ in
                fired.append(StoryContext.current!.clock.now.ticks)
                UIView.animate(withDuration: 0.5, delay: 0, options: .curveLinear, animations: { v.center.y += 10 })
            }
        }
        #expect(fired == [500_000_000, 1_000_000_000, 1_500_000_000])
        #expect(story.duration == 2)
        #expect(try story.state(at: 2)["v"]!.state.center.y == 50)
        #expect(try abs(story.state(at: 1.75)["v"]!.state.center.y - 45) < 1e-9)
    }

    /// An endless repeat plays up to the end as ordinary changes (no "repeats forever" left).
    @Test func anEndlessRepeatPlaysUpToTheEnd() throws {
        let v = view("v")
        let story = try Story.record(size: size, duration: 2.5) { stage in
            stage.addSubview(v)
            UIView.animate(withDuration: 1, delay: 0.25, options: [.repeat, .curveLinear], animations: { v.alpha = 0 })
        }
        #expect(story.timeline.endlessRepeats.isEmpty)
        #expect(story.duration == 2.5)
        // Cycles start at 0.25 and 1.25; the third (2.25) is cut at 2.5, a quarter of the way.
        #expect(try abs(story.state(at: 1.75)["v"]!.state.alpha - 0.5) < 1e-9)
        #expect(try abs(story.state(at: 2.5)["v"]!.state.alpha - 0.75) < 1e-9)
        #expect(story.timeline.segments.allSatisfy { $0.end.ticks <= 2_500_000_000 })
    }

    /// Endless repeats at the edges: one whose cycles end exactly at the end plays whole cycles
    /// (no empty change at the end, and it holds the cycle's end value, not the model value);
    /// one whose first cycle runs past the end is cut on its ease-in-out curve; one that would
    /// begin at the end never shows.
    @Test func endlessRepeatsAtTheEdgesOfTheEnd() throws {
        let whole = view("whole"), long = view("long"), late = view("late")
        let story = try Story.record(size: size, duration: 2) { stage in
            for v in [whole, long, late] { stage.addSubview(v) }
            UIView.animate(withDuration: 0.5, delay: 0, options: [.repeat, .autoreverse, .curveLinear],
                           animations: { whole.alpha = 0 })
            UIView.animate(withDuration: 2.5, delay: 0.5, options: [.repeat, .curveEaseInOut],
                           animations: { long.center.x = 120 })
            UIView.animate(withDuration: 1, delay: 2, options: .repeat, animations: { late.alpha = 0.5 })
        }
        #expect(story.timeline.endlessRepeats.isEmpty)
        let w = try #require(story.timeline.view(named: "whole"))
        let wholeSegments = story.timeline.segments.filter { $0.view == w }
        #expect(wholeSegments.map(\.start.ticks) == [0, 500_000_000, 1_000_000_000, 1_500_000_000])
        #expect(wholeSegments.last!.end.ticks == 2_000_000_000)
        #expect(try story.state(at: 1.75)["whole"]!.state.alpha == 0.5)
        #expect(try story.state(at: 2)["whole"]!.state.alpha == 1)
        let x = 20 + 100 * TimingCurve.easeInOut.progress(at: 1.5 / 2.5)
        #expect(try abs(story.state(at: 2)["long"]!.state.center.x - x) < 1e-9)
        #expect(try abs(story.state(at: 9)["long"]!.state.center.x - x) < 1e-9)
        #expect(story.timeline.segments.allSatisfy { $0.viewName != "late" })
        #expect(try story.state(at: 2)["late"]!.state.alpha == 1)
    }

    /// A story that ends before the duration keeps still until it.
    @Test func aShortStoryKeepsStillUntilTheDuration() throws {
        let v = view("v")
        let story = try Story.record(size: size, duration: 3) { stage in
            stage.addSubview(v)
            UIView.animate(withDuration: 1) { v.alpha = 0 }
        }
        #expect(story.duration == 3)
        #expect(try story.state(at: 2.9)["v"]!.state.alpha == 0)
    }

    /// What the disposal of `stage.disposeBag` does happens at the end instant, so it never
    /// shows: a dispose block that removes the running animations (or sets a value) leaves the
    /// last picture as it was just before the end.
    @Test func disposingTheBagAtTheEndChangesNothingThatShows() throws {
        let v = view("v")
        let w = view("w")
        var disposedAt: Int64?
        let story = try Story.record(size: size, duration: 1) { stage in
            stage.addSubview(v)
            stage.addSubview(w)
            Observable<Int>.create { _ in
                UIView.animate(withDuration: 2, delay: 0, options: .curveLinear, animations: { v.alpha = 0 })
                return Disposables.create {
                    disposedAt = StoryContext.current?.clock.now.ticks
                    v.layer.removeAllAnimations()
                    w.alpha = 0.25
                    UIView.animate(withDuration: 1) { w.center.x = 300 }
                    stage.addSubview(view("late"))
                }
            }
            .subscribe()
            .disposed(by: stage.disposeBag)
        }
        #expect(disposedAt == 1_000_000_000)
        #expect(story.timeline.text == """
            0.000 +1.000 v alpha 1 -> 0.5 linear

            """)
        #expect(try abs(story.state(at: 1)["v"]!.state.alpha - 0.5) < 1e-12)
        #expect(try story.state(at: 1)["w"]!.state.alpha == 1)
        #expect(try story.state(at: 1)["w"]!.state.center.x == 20)
        #expect(story.timeline.views.count == 2)
    }

    /// An action due exactly at the end does not run (the end instant belongs to the next pass
    /// of a loop): an interval of 0.3 s cut at 1.8 s ticks 5 times, not 6.
    @Test func anActionDueExactlyAtTheEndDoesNotRun() throws {
        var ticks: [Int64] = []
        let story = try Story.record(size: size, duration: 1.8) { stage in
            Observable<Int>.interval(.milliseconds(300), scheduler: MainScheduler.instance)
                .subscribe(onNext: { _ in ticks.append(StoryContext.current!.clock.now.ticks) })
                .disposed(by: stage.disposeBag)
        }
        #expect(ticks == [300_000_000, 600_000_000, 900_000_000, 1_200_000_000, 1_500_000_000])
        #expect(story.end.ticks == 1_800_000_000)
    }

    /// A duration is not bounded by `limit`'s default of 600 s: it is the story's end.
    @Test func aDurationBeyondTheDefaultLimit() throws {
        let v = view("v")
        var count = 0
        let story = try Story.record(size: size, duration: 900) { stage in
            stage.addSubview(v)
            Observable<Int>.interval(.seconds(60), scheduler: MainScheduler.instance)
                .subscribe(onNext: { _ in count += 1 })
                .disposed(by: stage.disposeBag)
        }
        #expect(count == 14)                       // 60 ... 840 s
        #expect(story.end.ticks == 900_000_000_000)
    }

    /// Zero is an error (a story of no time has nothing to export or loop), and so is a
    /// duration that rounds to 0 ns; 0.6 ns rounds to 1 ns, the shortest story.
    @Test func zeroAndDurationsThatRoundToZeroAreErrors() throws {
        for (duration, message) in [
            (0.0, "Story.record: duration must be at least 1 ns, got 0.0 s"),
            (4e-10, "Story.record: duration must be at least 1 ns, got 4e-10 s (it rounds to 0 ns)"),
        ] {
            do {
                _ = try Story.record(size: size, duration: duration) { _ in }
                Issue.record("no error for \(duration)")
            } catch {
                #expect(error.problems == [.durationTooShort(seconds: duration)])
                #expect("\(error)" == message)
            }
        }
        #expect(try Story.record(size: size, duration: 6e-10) { _ in }.end.ticks == 1)
    }

    /// An endless repeat is played out up to the end as ordinary changes: as for `.repeat` with
    /// a count, more than 100,000 cycles is an error, not a story that exhausts memory.
    @Test func aDurationThatWouldPlayTooManyCyclesIsAnError() throws {
        let v = view("spinner")
        let ok = try Story.record(size: size, duration: 10_000) { stage in
            stage.addSubview(v)
            UIView.animate(withDuration: 0.1, delay: 0, options: [.repeat, .curveLinear],
                           animations: { v.alpha = 0 })
        }
        #expect(ok.timeline.segmentCount == 100_000)
        #expect(ok.timeline.endlessRepeats.isEmpty)
        do {
            _ = try Story.record(size: size, duration: 10_000.05) { stage in
                stage.addSubview(v)
                UIView.animate(withDuration: 0.1, delay: 0, options: [.repeat, .curveLinear],
                               animations: { v.alpha = 1 })
            }
            Issue.record("no error")
        } catch {
            #expect(error.problems == [.tooManyCycles(duration: 10_000.05, cycles: 100_001, repeats: ["spinner.alpha"])])
            #expect("\(error)" == "Story.record: duration 10000.05 s would play 100001 cycles of an endless repeat"
                    + " (of spinner.alpha), more than 100000; record a shorter duration")
        }
    }

    @Test(arguments: [
        (0, "Story.record: duration must be at least 1 ns, got 0.0 s"),
        (-1, "Story.record: duration must not be negative, got -1.0 s"),
        (Double.nan, "Story.record: duration must be a finite number of seconds, got nan"),
        (Double.infinity, "Story.record: duration must be a finite number of seconds, got inf"),
        (1e12, "Story.record: duration of 1000000000000.0 s is beyond the longest story time (about 73 years, 2305843009.2 s)"),
    ])
    func aBadDurationIsAClearError(duration: Double, message: String) {
        do {
            _ = try Story.record(size: size, duration: duration) { _ in }
            Issue.record("no error for \(duration)")
        } catch {
            #expect(error.problems.count == 1)
            switch error.problems.first {
            case .durationTooShort(let seconds)?: #expect(seconds == 0 && duration == 0)
            case .invalidTime(.negative("duration", let value))?: #expect(value == -1 && duration == -1)
            case .invalidTime(.notFinite("duration", let value))?: #expect(value.isNaN ? duration.isNaN : value == duration)
            case .invalidTime(.tooLarge("duration", let value))?: #expect(value == 1e12 && duration == 1e12)
            default: Issue.record("\(error.problems)")
            }
            #expect("\(error)" == message)
        }
    }

    /// A looped export of a cut story loops at exactly the duration.
    @Test func aLoopedExportRestartsAtTheDuration() throws {
        let v = view("v")
        let story = try Story.record(size: size, duration: 1.5) { stage in
            stage.addSubview(v)
            UIView.animate(withDuration: 0.6, delay: 0, options: [.repeat, .autoreverse], animations: { v.alpha = 0 })
        }
        let svg = try story.svg(loop: true)
        #expect(svg.contains("dur=\"1.5s\""))
    }
}

/// Only file URLs can be written: an http URL is an error, never a silent success.
@Suite struct NonFileURLTests {
    @Test func writingToAnHTTPURLFails() throws {
        let story = try Story.record(size: CGSize(width: 10, height: 10)) { _ in }
        let url = URL(string: "http://127.0.0.1/intro.svg")!
        #expect(throws: (any Error).self) { try story.write(to: url) }
        do { try story.write(to: url) } catch {
            #expect("\(error)".contains("not a file URL"))
        }
    }
}

/// Disposing a story's subscriptions when the recording ends is not part of the story.
@Suite struct EndOfRecordingDisposalTests {
    @Test func aDisposeBlockThatRemovesAnimationsDoesNotShow() throws {
        let v = UIView(frame: CGRect(x: 0, y: 0, width: 40, height: 40))
        v.accessibilityIdentifier = "v"
        let story = try Story.record(size: CGSize(width: 100, height: 100)) { stage in
            stage.addSubview(v)
            Observable<Void>.create { _ in
                UIView.animate(withDuration: 2) { v.alpha = 0 }
                return Disposables.create { v.layer.removeAllAnimations() }
            }
            .subscribe()
            .disposed(by: stage.disposeBag)
        }
        #expect(story.timeline.text == "0.000 +2.000 v alpha 1 -> 0 easeInOut\n")
        #expect(story.duration == 2)
    }
}
