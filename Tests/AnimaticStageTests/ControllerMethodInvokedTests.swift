import Foundation
import Testing
import AnimaticClock
import AnimaticReactive
@testable import AnimaticStage
@testable import AnimaticRuntime

private final class Log { var entries: [String] = [] }

/// RxCocoa's `rx.sentMessage(_:)`/`rx.methodInvoked(_:)` on a view controller (what
/// RxViewController's `rx.viewDidLoad`, `rx.viewWillAppear`, … are made of): the stage's calls
/// of the lifecycle methods, before and after the override ran, with their arguments.
@Suite struct ControllerMethodInvokedTests {
    @Test func theLifecycleCallsOfAPresentationInUIKitsOrder() throws {
        final class Screen: UIViewController {
            let log: Log
            init(_ log: Log) { self.log = log; super.init(nibName: nil, bundle: nil) }
            required init?(coder: NSCoder) { fatalError() }
            override func viewDidLoad() { super.viewDidLoad(); log.entries.append("viewDidLoad") }
            override func viewWillAppear(_ animated: Bool) { super.viewWillAppear(animated); log.entries.append("viewWillAppear") }
            override func viewDidAppear(_ animated: Bool) { super.viewDidAppear(animated); log.entries.append("viewDidAppear") }
        }
        let log = Log()
        let screen = Screen(log)
        let bag = DisposeBag()
        screen.rx.sentMessage(Selector("viewDidLoad"))
            .subscribe(onNext: { log.entries.append("sent viewDidLoad \($0.count)") }).disposed(by: bag)
        screen.rx.methodInvoked(Selector("viewDidLoad"))
            .subscribe(onNext: { _ in log.entries.append("invoked viewDidLoad") }).disposed(by: bag)
        screen.rx.sentMessage(Selector("viewWillAppear"))
            .subscribe(onNext: { log.entries.append("sent viewWillAppear \($0.first as? Bool ?? true)") }).disposed(by: bag)
        screen.rx.methodInvoked(Selector("viewWillAppear:"))
            .subscribe(onNext: { log.entries.append("invoked viewWillAppear \($0.first as? Bool ?? true)") }).disposed(by: bag)
        screen.rx.methodInvoked(Selector("viewDidAppear(_:)"))
            .subscribe(onNext: { log.entries.append("invoked viewDidAppear \($0.first as? Bool ?? true)") }).disposed(by: bag)
        screen.rx.methodInvoked(Selector("didReceiveMemoryWarning"))
            .subscribe(onNext: { _ in log.entries.append("memory warning") }).disposed(by: bag)
        // A problem would make `record` throw.
        _ = try Story.record(presenting: screen, size: CGSize(width: 320, height: 480)) { _ in }
        #expect(log.entries == [
            "sent viewDidLoad 0", "viewDidLoad", "invoked viewDidLoad",
            "sent viewWillAppear false", "viewWillAppear", "invoked viewWillAppear false",
            "viewDidAppear", "invoked viewDidAppear false",
        ])
    }

    /// The root view's layout pass calls `viewWillLayoutSubviews` and `viewDidLayoutSubviews`
    /// around the view's `layoutSubviews`.
    @Test func layoutCallsAreSeenAroundTheViewsLayout() throws {
        final class Root: UIView {
            let log: Log
            init(_ log: Log) { self.log = log; super.init(frame: .zero) }
            required init?(coder: NSCoder) { fatalError() }
            override func layoutSubviews() { super.layoutSubviews(); log.entries.append("layoutSubviews") }
        }
        final class Screen: UIViewController {
            let log: Log
            init(_ log: Log) { self.log = log; super.init(nibName: nil, bundle: nil) }
            required init?(coder: NSCoder) { fatalError() }
            override func loadView() { view = Root(log) }
        }
        let log = Log()
        let screen = Screen(log)
        let bag = DisposeBag()
        screen.rx.methodInvoked(Selector("viewWillLayoutSubviews"))
            .subscribe(onNext: { _ in log.entries.append("will") }).disposed(by: bag)
        screen.rx.methodInvoked(Selector("viewDidLayoutSubviews"))
            .subscribe(onNext: { _ in log.entries.append("did") }).disposed(by: bag)
        _ = try Story.record(presenting: screen, size: CGSize(width: 320, height: 480)) { _ in
            log.entries.append("body")
            screen.view.setNeedsLayout()
            screen.view.layoutIfNeeded()
        }
        #expect(log.entries == ["will", "layoutSubviews", "did", "body", "will", "layoutSubviews", "did"])
    }

    /// A method the stage does not call cannot be observed without the Objective-C runtime: the
    /// recording says so, naming the call and the selector.
    @Test func anotherSelectorIsReportedAsNotSupported() throws {
        let screen = UIViewController()
        var events = 0
        let bag = DisposeBag()
        let problems = CustomTransitionTests.problems {
            _ = try Story.record(size: CGSize(width: 320, height: 480)) { _ in
                screen.rx.methodInvoked(Selector("refresh:"))
                    .subscribe(onNext: { _ in events += 1 }).disposed(by: bag)
            }
        }
        #expect(events == 0)
        #expect(problems.count == 1)
        #expect("\(problems.first.map { "\($0)" } ?? "")".contains("UIViewController.rx.methodInvoked(\"refresh:\")"))
    }
}
