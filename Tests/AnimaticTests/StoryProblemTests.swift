import Animatic
import Testing

private let size = CGSize(width: 100, height: 100)

private struct Oops: Error, Equatable, CustomStringConvertible {
    var code = 1
    var description: String { "oops \(code)" }
}

/// Not `Equatable`: compared by type and text.
private struct Plain: Error, CustomStringConvertible {
    var text: String
    var description: String { text }
}

/// The problems `Story.record` fails with: one case each, with its data and its message.
@Suite struct StoryProblemTests {
    /// Every case's message, byte for byte as the recording has always printed it.
    @Test func messages() {
        let cases: [(StoryProblem, String)] = [
            (.invalidArgument(call: "UIView.animate(withDuration:animations:)", argument: "duration",
                              problem: "duration must not be negative, got -1.0 s"),
             "UIView.animate(withDuration:animations:): duration must not be negative, got -1.0 s"),
            (.notSupported(call: "CALayer.shadowPath", feature: "a shadow path other than the layer's (rounded) bounds (view a)"),
             "CALayer.shadowPath: a shadow path other than the layer's (rounded) bounds (view a) is not supported yet"),
            (.invalidValue(view: "box", property: "alpha", value: "nan"),
             "view box: alpha set to nan, which cannot be shown; the change was not recorded"),
            (.misuse(call: "CATransaction.commit()", problem: "no transaction is open (commit without begin)"),
             "CATransaction.commit(): no transaction is open (commit without begin)"),
            (.invalidImage(source: "UIImage(data:)", problem: "empty data"),
             "UIImage(data:): cannot read the image: empty data"),
            (.invalidTime(.negative(what: "delay", value: -1)), "delay must not be negative, got -1.0 s"),
            (.durationTooShort(seconds: 0), "duration must be at least 1 ns, got 0.0 s"),
            (.durationTooShort(seconds: 4e-10), "duration must be at least 1 ns, got 4e-10 s (it rounds to 0 ns)"),
            (.tooManyCycles(duration: 10_000.05, cycles: 100_001, repeats: ["spinner.alpha", "#2.transform"]),
             "duration 10000.05 s would play 100001 cycles of an endless repeat (of spinner.alpha, #2.transform), "
                + "more than 100000; record a shorter duration"),
            (.unfinished(limit: 2.25, animating: ["box.transform"], pendingActions: 1),
             "the story was still running at its limit of 2.25 s; still animating: box.transform (end an endless "
                + "animation, for example with take(_:), pass a larger limit:, or record a fixed time with duration:)"),
            (.unfinished(limit: 5, animating: [], pendingActions: 3),
             "the story was still running at its limit of 5 s; nothing was animating, but 3 scheduled action(s) "
                + "remained (a timer or a chain that never completes? record a fixed time with duration:)"),
            (.invalidOperatorArgument(operatorName: "take", reason: "count must not be negative, got -1"),
             "take: count must not be negative, got -1"),
            (.unhandledError(Oops()), "unhandled error event: oops 1"),
            (.thrown(Oops(code: 2)), "oops 2"),
        ]
        for (problem, message) in cases {
            #expect(problem.message == message)
            #expect(problem.description == message)
        }
    }

    @Test func callAndErrorAccessors() {
        #expect(StoryProblem.invalidArgument(call: "a()", argument: "x", problem: "p").call == "a()")
        #expect(StoryProblem.notSupported(call: "b()", feature: "f").call == "b()")
        #expect(StoryProblem.misuse(call: "c()", problem: "p").call == "c()")
        #expect(StoryProblem.invalidImage(source: "UIImage(named:)", problem: "p").call == nil)
        #expect(StoryProblem.invalidValue(view: "v", property: "alpha", value: "nan").call == nil)
        #expect(StoryProblem.durationTooShort(seconds: 0).error == nil)
        #expect(StoryProblem.invalidTime(.negative(what: "delay", value: -1)).error as? StoryTimeError
                == .negative(what: "delay", value: -1))
        #expect(StoryProblem.unhandledError(Oops(code: 3)).error as? Oops == Oops(code: 3))
        #expect(StoryProblem.thrown(Oops(code: 4)).error as? Oops == Oops(code: 4))
    }

    @Test func carriedErrorsCompareByTheirOwnEqualityOrByTypeAndText() {
        #expect(StoryProblem.thrown(Oops(code: 1)) == .thrown(Oops(code: 1)))
        #expect(StoryProblem.thrown(Oops(code: 1)) != .thrown(Oops(code: 2)))
        #expect(StoryProblem.thrown(Oops()) != .unhandledError(Oops()))
        #expect(StoryProblem.thrown(Plain(text: "a")) == .thrown(Plain(text: "a")))
        #expect(StoryProblem.thrown(Plain(text: "a")) != .thrown(Plain(text: "b")))
        // Same text, different types.
        #expect(StoryProblem.thrown(Plain(text: "oops 1")) != .thrown(Oops()))
        #expect(StoryProblem.thrown(Oops()) != .thrown(Plain(text: "oops 1")))
        #expect(StoryProblem.notSupported(call: "a", feature: "b") != .misuse(call: "a", problem: "b"))
    }

    @Test func reportedErrorsBecomeTheirCases() {
        #expect(StoryProblem(reported: StoryProblem.misuse(call: "a", problem: "b")) == .misuse(call: "a", problem: "b"))
        #expect(StoryProblem(reported: StoryTimeError.negative(what: "delay", value: -1))
                == .invalidTime(.negative(what: "delay", value: -1)))
        #expect(StoryProblem(reported: ReactiveArgumentError(operatorName: "skip", reason: "r"))
                == .invalidOperatorArgument(operatorName: "skip", reason: "r"))
        #expect(StoryProblem(reported: UnhandledError(Oops())) == .unhandledError(Oops()))
        #expect(StoryProblem(reported: Oops()) == .thrown(Oops()))
    }

    /// The problems of the reactive layer reach `StoryError.problems` as their cases.
    @Test func reactiveProblemsThroughARecording() {
        var received: [String] = []
        do {
            _ = try Story.record(size: size) { stage in
                Observable.just(1).take(-1)
                    .subscribe(onError: { received.append("\($0)") }).disposed(by: stage.disposeBag)
                Observable.just(1).delay(-1, scheduler: MainScheduler.instance)
                    .subscribe(onError: { received.append("\($0)") }).disposed(by: stage.disposeBag)
                Observable<Int>.error(Oops(code: 7)).subscribe().disposed(by: stage.disposeBag)
                Observable.just(1).do(afterCompleted: { throw Oops(code: 8) }).subscribe().disposed(by: stage.disposeBag)
            }
            Issue.record("no error")
        } catch {
            #expect(error.problems == [
                .invalidOperatorArgument(operatorName: "take", reason: "count must not be negative, got -1"),
                .invalidTime(.negative(what: "delay", value: -1)),
                .unhandledError(Oops(code: 7)),
                .thrown(Oops(code: 8)),
            ])
            #expect(received == ["take: count must not be negative, got -1", "delay must not be negative, got -1.0 s"])
            #expect("\(error)" == "Story.record: 4 problems while recording: (1) take: count must not be negative, got -1; "
                + "(2) delay must not be negative, got -1.0 s; (3) unhandled error event: oops 7; (4) oops 8")
        }
    }

    @Test func badLimitsAreInvalidTimes() {
        #expect(throws: StoryError(problems: [.invalidTime(.negative(what: "limit", value: -1))])) {
            try Story.record(size: size, limit: -1) { _ in }
        }
        #expect(throws: StoryError(problems: [.invalidTime(.notFinite(what: "limit", value: .infinity))])) {
            try Story.record(size: size, limit: .infinity) { _ in }
        }
    }

    /// The story still running at its limit is found last, but printed first.
    @Test func anUnfinishedStoryWithOtherProblems() {
        let box = UIView()
        box.accessibilityIdentifier = "box"
        do {
            _ = try Story.record(size: size, limit: 1) { stage in
                stage.addSubview(box)
                Timer.scheduledTimer(withTimeInterval: 0.5, repeats: true) { _ in }
                box.layer.sublayerTransform = CATransform3DMakeRotation(1, 1, 0, 0)
            }
            Issue.record("no error")
        } catch {
            #expect(error.problems == [
                .notSupported(call: "CALayer.sublayerTransform", feature: "a sublayer transform that is not affine (perspective, rotations about x or y): SVG draws 2D"),
                .unfinished(limit: 1, animating: [], pendingActions: 1),
            ])
            #expect("\(error)" == "Story.record: the story was still running at its limit of 1 s; nothing was animating, "
                + "but 1 scheduled action(s) remained (a timer or a chain that never completes? record a fixed time with duration:)\n"
                + "Story.record: CALayer.sublayerTransform: a sublayer transform that is not affine (perspective, rotations about x or y): SVG draws 2D is not supported yet")
        }
    }
}
