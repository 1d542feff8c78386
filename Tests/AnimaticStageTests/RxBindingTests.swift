import Foundation
import Testing
import AnimaticClock
import AnimaticReactive
import AnimaticTimeline
@testable import AnimaticStage
@testable import AnimaticRuntime

/// RxCocoa-shaped bindings on the stage (RxCocoa/iOS/*+Rx.swift, RxCocoa/Traits): exact
/// recorded times and values; a binding inside an animation block records what setting the
/// property there records.
@Suite struct RxBindingTests {
    // MARK: - Edge cases

    @Test func aBinderInsideAnAnimationBlockRecordsWhatSettingDirectlyRecords() {
        func story(bound: Bool) -> Recording {
            let box = makeBox()
            let alpha = PublishRelay<CGFloat>()
            let color = PublishRelay<UIColor?>()
            let bag = DisposeBag()
            return record { stage, clock in
                stage.addSubview(box)
                alpha.bind(to: box.rx.alpha).disposed(by: bag)
                color.bind(to: box.rx.backgroundColor).disposed(by: bag)
                clock.schedule(at: s(0.5)) {
                    UIView.animate(withDuration: 1, delay: 0, options: .curveLinear, animations: {
                        if bound { alpha.accept(0.2); color.accept(.blue) } else { box.alpha = 0.2; box.backgroundColor = .blue }
                    })
                }
            }
        }
        let direct = story(bound: false), bound = story(bound: true)
        #expect(bound.problems.isEmpty)
        #expect(bound.timeline.text == direct.timeline.text)
        #expect(bound.timeline.text.contains("0.500 +1.000 box alpha 1 -> 0.2 linear"))
    }

    @Test func aDriverInsideAnAnimationBlockAnimatesToo() {
        let box = makeBox()
        let page = BehaviorRelay(value: 0)
        let bag = DisposeBag()
        let r = record { stage, clock in
            stage.addSubview(box)
            page.asDriver().map { $0 == 0 ? 1 : 0.5 }.drive(box.rx.alpha).disposed(by: bag)
            clock.schedule(at: s(1)) {
                UIView.animate(withDuration: 0.5, delay: 0, options: .curveLinear, animations: { page.accept(1) })
            }
        }
        #expect(r.problems.isEmpty)
        #expect(r.timeline.text == """
            1.000 +0.500 box alpha 1 -> 0.5 linear

            """)
    }

    @Test func anErrorBoundToAViewFailsTheRecording() {
        let box = makeBox()
        let r = record { stage, _ in
            stage.addSubview(box)
            _ = Observable<Bool>.error(BadValue()).bind(to: box.rx.isHidden)
        }
        #expect(r.problems.count == 1)
        #expect(r.problems.first?.message.contains("Binding error to a Binder of UIView: bad value") == true)
    }

    struct BadValue: Error, CustomStringConvertible { var description: String { "bad value" } }

    @Test func aTapSubscriptionDisposedBeforeTheTapGetsNothing() {
        let button = UIButton(frame: CGRect(x: 10, y: 10, width: 100, height: 44))
        var taps: [Double] = []
        let r = record { stage, clock in
            stage.addSubview(button)
            let subscription = button.rx.tap.subscribe(onNext: { taps.append(clock.now.seconds) })
            stage.tap(button, at: 1)
            clock.schedule(at: s(1.05)) { subscription.dispose() }
            stage.tap(button, at: 2)
        }
        #expect(r.problems.isEmpty)
        #expect(taps.isEmpty)
        #expect(button.allControlEvents.isEmpty)
    }

    // MARK: - Taps, bindings

    @Test func scriptedTapsReachRxTapWhenTheFingerLifts() {
        let button = UIButton(frame: CGRect(x: 10, y: 10, width: 100, height: 44))
        var taps: [Double] = []
        var signalTaps: [Double] = []
        let bag = DisposeBag()
        let r = record { stage, clock in
            stage.addSubview(button)
            button.rx.tap.subscribe(onNext: { taps.append(clock.now.seconds) }).disposed(by: bag)
            button.rx.tap.asSignal().emit(onNext: { signalTaps.append(clock.now.seconds) }).disposed(by: bag)
            stage.tap(button, at: 1)
            stage.tap(button, at: 2.5)
        }
        #expect(r.problems.isEmpty)
        #expect(taps == [1.1, 2.6])
        #expect(signalTaps == [1.1, 2.6])
    }

    @Test func viewBindersSetTheirPropertiesAtTheElementsTimes() {
        let box = makeBox()
        let label = UILabel(frame: CGRect(x: 0, y: 0, width: 100, height: 20))
        let image = UIImageView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        let button = UIButton(frame: CGRect(x: 10, y: 10, width: 100, height: 44))
        let bag = DisposeBag()
        var snapshots: [String] = []
        let r = record { stage, clock in
            // UILabel.text and UIImageView.image cannot change on stage yet (reported): off stage.
            stage.addSubview(box); stage.addSubview(button)
            let page = BehaviorRelay(value: 0)
            page.map { $0 == 1 }.bind(to: box.rx.isHidden, button.rx.isEnabled).disposed(by: bag)
            page.map { "Page \($0)" }.bind(to: label.rx.text, button.rx.title(for: .normal)).disposed(by: bag)
            page.map { $0 == 1 ? UIImage() : nil }.bind(to: image.rx.image).disposed(by: bag)
            clock.schedule(at: s(0.5)) { page.accept(1) }
            clock.schedule(at: s(0.75)) {
                snapshots.append("\(box.isHidden) \(button.isEnabled) \(label.text ?? "-") \(button.title(for: .normal) ?? "-") \(image.image != nil)")
            }
        }
        #expect(r.problems.isEmpty)
        #expect(snapshots == ["true true Page 1 Page 1 true"])
        #expect(r.timeline.text.contains("0.500 +0.000 box isHidden false -> true linear\n"))
    }

    @Test func textFieldTextIsAControlProperty() {
        let field = UITextField(frame: CGRect(x: 0, y: 0, width: 200, height: 30))
        field.text = "a"
        var values: [String] = []
        let bag = DisposeBag()
        let r = record { stage, clock in
            stage.addSubview(field)
            field.rx.text.orEmpty.subscribe(onNext: { values.append($0) }).disposed(by: bag)
            Observable.just("b").bind(to: field.rx.text).disposed(by: bag)
            clock.schedule(at: s(1)) { field.text = "typed"; field.sendActions(for: .editingChanged) }
        }
        #expect(r.problems.isEmpty)
        #expect(values == ["a", "typed"])
    }

    @Test func driverFromAFailingSequenceReturnsTheFallbackAndCompletes() {
        var events: [String] = []
        _ = record { _, _ in
            _ = Observable<Int>.error(BadValue()).asDriver(onErrorJustReturn: -1)
                .drive(onNext: { events.append("\($0)") }, onCompleted: { events.append("done") })
            _ = Observable<Int>.error(BadValue()).asDriver(onErrorDriveWith: .just(7))
                .drive(onNext: { events.append("\($0)") })
            _ = Observable<Int>.error(BadValue()).asDriver(onErrorRecover: { _ in .of(8, 9) })
                .drive(onNext: { events.append("\($0)") })
        }
        #expect(events == ["-1", "done", "7", "8", "9"])
    }

    @Test func driverOfSendsItsFirstElementAtOnceAndTheRestQueuedAtTheSameTime() {
        var log: [String] = []
        _ = record { _, clock in
            clock.schedule(at: s(1)) {
                _ = Driver.of(1, 2, 3).drive(onNext: { log.append("\($0) at \(clock.now.seconds)") })
                log.append("returned")
            }
        }
        #expect(log == ["1 at 1.0", "returned", "2 at 1.0", "3 at 1.0"])
    }

    @Test func driverReplaysItsLatestToALateSubscriberAndSignalDoesNot() {
        var driven: [Int] = [], emitted: [Int] = []
        _ = record { _, _ in
            let relay = PublishRelay<Int>()
            let driver = relay.asObservable().asDriver(onErrorJustReturn: 0)
            let signal = relay.asSignal()
            let bag = DisposeBag()
            driver.drive().disposed(by: bag)
            signal.emit().disposed(by: bag)
            relay.accept(5)
            driver.drive(onNext: { driven.append($0) }).disposed(by: bag)
            signal.emit(onNext: { emitted.append($0) }).disposed(by: bag)
            relay.accept(6)
        }
        #expect(driven == [5, 6])
        #expect(emitted == [6])
    }

    @Test func driverFlatMapLatestSwitchesToTheLatestInnerDriver() {
        var log: [String] = []
        _ = record { _, clock in
            let page = BehaviorRelay(value: 0)
            var bag: DisposeBag? = DisposeBag()
            page.asDriver()
                .flatMapLatest { index in
                    Observable<Int>.timer(.milliseconds(500), scheduler: MainScheduler.instance).map { _ in index }
                        .asDriver(onErrorJustReturn: -1)
                }
                .distinctUntilChanged()
                .drive(onNext: { log.append("\($0) at \(clock.now.seconds)") })
                .disposed(by: bag!)
            clock.schedule(at: s(0.25)) { page.accept(1) }
            clock.schedule(at: s(1)) { page.accept(2) }
            clock.schedule(at: s(1.1)) { page.accept(2) }
            clock.schedule(at: s(3)) { bag = nil }
        }
        #expect(log == ["1 at 0.75", "2 at 1.6"])
    }
}

/// `drive` and `emit` into relays, optional ones included (RxCocoa/Traits/Driver/Driver+Subscription.swift,
/// Signal/Signal+Subscription.swift).
@Suite struct RxDriveIntoRelayTests {
    @Test func driveAndEmitIntoRelaysOfElementsAndOptionals() {
        let behavior = BehaviorRelay(value: 0), optional = BehaviorRelay<Int?>(value: nil)
        let replay = ReplayRelay<Int>.createUnbound(), replayOptional = ReplayRelay<Int?>.createUnbound()
        let publish = PublishRelay<Int>(), publishOptional = PublishRelay<Int?>()
        var published: [String] = []
        _ = publish.subscribe(onNext: { published.append("\($0)") })
        _ = publishOptional.subscribe(onNext: { published.append("\(String(describing: $0))") })
        var replayed: [String] = []
        _ = record { _, _ in
            _ = Driver.just(1).drive(behavior, behavior)
            _ = Driver.just(2).drive(optional)
            _ = Driver.just(3).drive(replay)
            _ = Driver.just(4).drive(replayOptional)
            _ = Signal.just(5).emit(to: publish)
            _ = Signal.just(6).emit(to: publishOptional)
            let behaviorOptional = BehaviorRelay<Int?>(value: nil)
            _ = Signal.just(7).emit(to: behaviorOptional)
            _ = Signal.just(8).emit(to: replayOptional)
            replayed.append("\(String(describing: behaviorOptional.value))")
        }
        _ = replay.subscribe(onNext: { replayed.append("\($0)") })
        _ = replayOptional.subscribe(onNext: { replayed.append("\(String(describing: $0))") })
        #expect(behavior.value == 1 && optional.value == 2)
        #expect(published == ["5", "Optional(6)"])
        #expect(replayed == ["Optional(7)", "3", "Optional(4)", "Optional(8)"])
    }
}

/// `combineLatest`, `zip` and `merge` of drivers and signals
/// (RxCocoa/Traits/SharedSequence/SharedSequence+Operators+arity.swift).
@Suite struct RxSharedSequenceCombiningTests {
    @Test func combineLatestZipAndMergeOfDrivers() {
        var log: [String] = []
        _ = record { _, _ in
            let a = BehaviorRelay(value: 1), b = BehaviorRelay(value: "x"), c = BehaviorRelay(value: true)
            let bag = DisposeBag()
            Driver.combineLatest(a.asDriver(), b.asDriver()) { "\($0)\($1)" }
                .drive(onNext: { log.append("sum \($0)") }).disposed(by: bag)
            Driver.combineLatest(a.asDriver(), b.asDriver(), c.asDriver())
                .drive(onNext: { log.append("triple \($0.0)\($0.1)\($0.2)") }).disposed(by: bag)
            Driver.zip(a.asDriver(), b.asDriver())
                .drive(onNext: { log.append("zip \($0.0)\($0.1)") }).disposed(by: bag)
            Driver.merge(a.asDriver().map { "\($0)" }, b.asDriver())
                .drive(onNext: { log.append("merge \($0)") }).disposed(by: bag)
            a.accept(2)
            b.accept("y")
        }
        #expect(log == [
            "sum 1x", "triple 1xtrue", "zip 1x", "merge 1", "merge x",
            "sum 2x", "triple 2xtrue", "merge 2",
            "sum 2y", "triple 2ytrue", "zip 2y", "merge y",
        ])
    }
}

/// `ControlProperty.changed` and `ControlEvent.asDriver()` (RxCocoa/Traits/ControlProperty.swift,
/// ControlEvent.swift, Driver/ControlEvent+Driver.swift).
@Suite struct RxControlTraitTests {
    @Test func changedSkipsTheCurrentValueAndControlEventsDriveAtTheirTimes() {
        let field = UITextField(frame: CGRect(x: 0, y: 0, width: 200, height: 30))
        field.text = "start"
        let button = UIButton(frame: CGRect(x: 0, y: 40, width: 100, height: 44))
        var changes: [String] = [], taps: [Double] = []
        let bag = DisposeBag()
        let r = record { stage, clock in
            stage.addSubview(field)
            stage.addSubview(button)
            field.rx.text.changed.subscribe(onNext: { changes.append($0 ?? "nil") }).disposed(by: bag)
            button.rx.controlEvent(.touchDown).asDriver().drive(onNext: { taps.append(clock.now.seconds) }).disposed(by: bag)
            clock.schedule(at: s(0.5)) { field.text = "typed"; field.sendActions(for: .editingChanged) }
            clock.schedule(at: s(0.7)) { field.sendActions(for: .editingDidEnd) }
            stage.tap(button, at: 1)
        }
        #expect(r.problems.isEmpty)
        #expect(changes == ["typed", "typed"])
        #expect(taps == [1.0])
    }
}
