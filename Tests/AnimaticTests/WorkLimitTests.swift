import Animatic
import Testing

/// Stories whose clock never moves on, or moves on in steps so small that their limit of story
/// time is hours of work away: the recording stops after a bounded number of actions (1,000,000
/// at one instant, 2,000,000 in all) with an error saying what was still running.
@Suite struct WorkLimitTests {
    private static func box(_ name: String) -> UIView {
        let v = UIView(frame: CGRect(x: 0, y: 0, width: 40, height: 40))
        v.accessibilityIdentifier = name
        return v
    }

    /// The one problem of a recording that must fail.
    private static func problem(_ body: (Stage) throws -> Void) -> StoryProblem? {
        do {
            _ = try Story.record(size: CGSize(width: 100, height: 100), body)
            return nil
        } catch {
            #expect(error.problems.count == 1, "\(error.problems)")
            return error.problems.last
        }
    }

    @Test func anIntervalOfOneNanosecondWithoutTakeStopsAfterTwoMillionActions() throws {
        var ticks = 0
        let found = Self.problem { stage in
            Observable<Int>.interval(.nanoseconds(1), scheduler: MainScheduler.instance)
                .subscribe(onNext: { _ in ticks += 1 })
                .disposed(by: stage.disposeBag)
        }
        // One clock action per tick: 2,000,000 ticks at 1 ns … 2,000,000 ns, and the clock
        // stops at the next one's instant with it still pending.
        #expect(ticks == 2_000_000)
        #expect(found == .tooManyActions(time: 0.002000001, actions: 2_000_000, atOneInstant: false,
                                         animating: [], pendingActions: 1))
        #expect(found?.message == "the story's clock ran 2000000 actions by 0.002000001 s, more than the 2000000"
                + " allowed in a story (a timer or interval of a tiny period that is never stopped? cut it with"
                + " take(_:) or record a fixed time with duration:); nothing was animating; 1 scheduled action(s) remained")
    }

    @Test func anActionThatSchedulesItselfAtTheSameInstantStopsAfterAMillion() throws {
        let spinner = Self.box("spinner")
        var runs = 0
        func again() {
            RunLoop.main.perform {
                runs += 1
                again()
            }
        }
        let found = Self.problem { stage in
            stage.addSubview(spinner)
            UIView.animate(withDuration: 2) { spinner.alpha = 0 }
            again()
        }
        #expect(runs == 1_000_000)
        #expect(found == .tooManyActions(time: 0, actions: 1_000_000, atOneInstant: true,
                                         animating: ["spinner.alpha"], pendingActions: 1))
        #expect(found?.message.hasPrefix("the story's clock ran 1000000 actions at 0 s without story time"
                                         + " moving on, more than the 1000000 allowed at one instant") == true)
        #expect(found?.message.hasSuffix("; still animating: spinner.alpha; 1 scheduled action(s) remained") == true)
    }

    @Test func aChainOfZeroDelaysStopsAtItsInstant() throws {
        var links = 0
        let bag = DisposeBag()
        func link() {
            Observable.just(()).delay(.seconds(0), scheduler: MainScheduler.instance)
                .subscribe(onNext: { links += 1; link() })
                .disposed(by: bag)
        }
        let found = Self.problem { stage in
            Observable<Int>.timer(.milliseconds(250), scheduler: MainScheduler.instance)
                .subscribe(onNext: { _ in link() })
                .disposed(by: stage.disposeBag)
        }
        guard case .tooManyActions(let time, let actions, let atOneInstant, let animating, let pending)? = found else {
            Issue.record("expected tooManyActions, got \(String(describing: found))")
            return
        }
        // The timer's action, then the chain's actions, all at 0.25 s.
        #expect(time == 0.25)
        #expect(actions == 1_000_000)
        #expect(atOneInstant)
        #expect(animating == [])
        #expect(pending == 2)
        // The timer's action, then two per link (the element and the completion), the last one pending.
        #expect(links == 500_000)
    }

    @Test func repeatElementWithoutTakeFailsNamingItOnEitherScheduler() throws {
        for onClock in [false, true] {
            var count = 0
            var failure: (any Error)?
            let found = Self.problem { stage in
                let source = onClock ? Observable.repeatElement(1, scheduler: MainScheduler.instance)
                                     : Observable.repeatElement(1)
                source.subscribe(onNext: { _ in count += 1 }, onError: { failure = $0 })
                    .disposed(by: stage.disposeBag)
            }
            #expect(count == 100_000)
            #expect(failure != nil)
            #expect(found == .invalidOperatorArgument(
                operatorName: "repeatElement",
                reason: "sent 100000 elements at one instant without being stopped"
                    + " (cut it with take(_:), take(until:) or take(while:))"))
        }
    }

    @Test func storiesThatStopInTimeAreUntouched() throws {
        // 100 views × 1,000 zero-delay hops: 100,000 actions at one instant, well inside the limit.
        var hops = 0
        let story = try Story.record(size: CGSize(width: 100, height: 100)) { stage in
            for i in 0..<100 {
                let v = Self.box("v\(i)")
                stage.addSubview(v)
                func hop(_ left: Int) {
                    guard left > 0 else { UIView.animate(withDuration: 0.5) { v.alpha = 0 }; return }
                    RunLoop.main.perform { hops += 1; hop(left - 1) }
                }
                hop(1_000)
            }
        }
        #expect(hops == 100_000)
        #expect(story.duration == 0.5)
    }

    @Test func aStoryCutAtItsDurationIsBoundedToo() throws {
        do {
            _ = try Story.record(size: CGSize(width: 100, height: 100), duration: 10) { stage in
                Observable<Int>.interval(.nanoseconds(1), scheduler: MainScheduler.instance)
                    .subscribe().disposed(by: stage.disposeBag)
            }
            Issue.record("recorded")
        } catch {
            #expect(error.problems == [.tooManyActions(time: 0.002000001, actions: 2_000_000, atOneInstant: false,
                                                       animating: [], pendingActions: 1)])
        }
    }
}
