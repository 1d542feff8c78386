import Animatic
import Testing

/// RxSwift's Swift-concurrency bridges (`values`, `value`, `AsyncSequence.asObservable()`) on the
/// story clock: inside `Story.record` every resumption lands at the exact story time of the
/// event that caused it; outside a story they work as in RxSwift.
@Suite struct ReactiveConcurrencyTests {
    /// The story clock's time in milliseconds (`DispatchTime.now()` reads it inside a recording).
    private func storyMilliseconds() -> Int64 { Int64(DispatchTime.now().uptimeNanoseconds) / 1_000_000 }

    private let size = CGSize(width: 200, height: 200)

    private func ticks(_ count: Int, every milliseconds: Int) -> Observable<Int> {
        Observable.range(start: 1, count: count)
            .concatMap { Observable.just($0).delay(.milliseconds(milliseconds), scheduler: MainScheduler.instance) }
    }

    // MARK: - Edge cases first

    @Test func valuesOfAnEmptySequenceEndTheLoopAtOnceInsideAStory() throws {
        var log: [String] = []
        _ = try Story.record(size: size) { _ in
            Task {
                for try await value in Observable<Int>.empty().values { log.append("\(value)") }
                log.append("end \(storyMilliseconds())")
            }
        }
        #expect(log == ["end 0"])
    }

    @Test func valuesThrowTheSequencesErrorAtItsStoryTime() throws {
        var log: [String] = []
        _ = try Story.record(size: size) { _ in
            Task {
                do {
                    let failing = ticks(1, every: 300).concat(
                        Observable<Int>.error(RxError.timeout).delaySubscription(.milliseconds(200), scheduler: MainScheduler.instance))
                    for try await value in failing.values { log.append("\(value)@\(storyMilliseconds())") }
                } catch {
                    log.append("\(error)@\(storyMilliseconds())")
                }
            }
        }
        #expect(log == ["1@300", "Sequence timeout.@500"])
    }

    @Test func valuesResumeTheLoopAtEachElementsStoryTime() throws {
        var log: [String] = []
        let logo = UIView(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
        logo.accessibilityIdentifier = "logo"
        let story = try Story.record(size: size) { stage in
            stage.addSubview(logo)
            Task { @MainActor in
                for try await value in ticks(3, every: 250).values {
                    log.append("\(value)@\(storyMilliseconds())")
                    logo.alpha = CGFloat(value) / 4
                }
                log.append("end@\(storyMilliseconds())")
            }
        }
        #expect(log == ["1@250", "2@500", "3@750", "end@750"])
        #expect(try story.state(at: 0.6)["logo"]!.state.alpha == 0.5)
    }

    @Test func cancellingTheIteratingTaskDisposesTheSubscription() throws {
        var log: [String] = []
        let subject = PublishSubject<Int>()
        _ = try Story.record(size: size) { _ in
            let task = Task {
                do {
                    for try await value in subject.do(onDispose: { log.append("disposed@\(storyMilliseconds())") }).values {
                        log.append("\(value)")
                    }
                    log.append("ended")
                } catch {
                    log.append("\(type(of: error))")
                }
            }
            DispatchQueue.main.asyncAfter(deadline: .now() + 0.1) { subject.onNext(1) }
            DispatchQueue.main.asyncAfter(deadline: .now() + 0.2) { task.cancel() }
        }
        #expect(log.first == "1")
        #expect(log.contains("disposed@200"))
        #expect(!subject.hasObservers)
    }

    @Test func singleMaybeAndCompletableValuesResumeAtTheirStoryTime() throws {
        var log: [String] = []
        _ = try Story.record(size: size) { _ in
            Task {
                let size = try await Single.just(7).delay(.milliseconds(400), scheduler: MainScheduler.instance).value
                log.append("single \(size)@\(storyMilliseconds())")
                let none = try await Maybe<Int>.empty().delay(.milliseconds(100), scheduler: MainScheduler.instance).value
                log.append("maybe \(String(describing: none))@\(storyMilliseconds())")
                let some = try await Maybe.just(3).value
                log.append("maybe \(String(describing: some))@\(storyMilliseconds())")
                try await Completable.empty().delay(.milliseconds(50), scheduler: MainScheduler.instance).value
                log.append("completable@\(storyMilliseconds())")
                do {
                    try await Completable.error(RxError.noElements).value
                } catch {
                    log.append("\(error)@\(storyMilliseconds())")
                }
            }
        }
        #expect(log == ["single 7@400", "maybe nil@500", "maybe Optional(3)@500", "completable@550",
                        "Sequence doesn't contain any elements.@550"])
    }

    @Test func anAsyncSequenceBecomesAnObservableOnTheStoryClock() throws {
        var log: [String] = []
        _ = try Story.record(size: size) { _ in
            let stream = AsyncStream<Int> { continuation in
                Task {
                    for value in 1...3 {
                        try? await Task.sleep(nanoseconds: 100_000_000)
                        continuation.yield(value)
                    }
                    continuation.finish()
                }
            }
            _ = stream.asObservable().subscribe(
                onNext: { log.append("\($0)@\(storyMilliseconds())") },
                onCompleted: { log.append("completed@\(storyMilliseconds())") })
        }
        #expect(log == ["1@100", "2@200", "3@300", "completed@300"])
    }

    @Test func disposingTheObservableOfAnAsyncSequenceCancelsItsTask() throws {
        var log: [String] = []
        _ = try Story.record(size: size) { _ in
            let stream = AsyncStream<Int> { continuation in
                let producer = Task {
                    for value in 1...5 {
                        try await Task.sleep(nanoseconds: 100_000_000)
                        continuation.yield(value)
                    }
                    continuation.finish()
                }
                continuation.onTermination = { _ in producer.cancel() }
            }
            let subscription = stream.asObservable().subscribe(
                onNext: { log.append("\($0)") }, onCompleted: { log.append("completed") })
            DispatchQueue.main.asyncAfter(deadline: .now() + 0.25) { subscription.dispose() }
        }
        #expect(log == ["1", "2"])
    }

    // MARK: - Outside a story

    @Test func outsideAStoryValuesAndValueWorkAsInRxSwift() async throws {
        var collected: [Int] = []
        for try await value in Observable.of(1, 2, 3).values { collected.append(value) }
        #expect(collected == [1, 2, 3])
        #expect(try await Single.just("logo").value == "logo")
        #expect(try await Maybe<Int>.empty().value == nil)
        await #expect(throws: RxError.self) { try await Single<Int>.error(RxError.noElements).value }
        let stream = AsyncStream<Int> { continuation in
            for value in [4, 5] { continuation.yield(value) }
            continuation.finish()
        }
        var bridged: [Int] = []
        for try await value in stream.asObservable().values { bridged.append(value) }
        #expect(bridged == [4, 5])
    }
}
