import Foundation
import Testing
import AnimaticClock
import AnimaticReactive
import AnimaticTimeline
@testable import AnimaticStage
@testable import AnimaticRuntime

/// `UIAlertController`/`UIAlertAction` drawn as UIKit lays an alert out, RxCocoa's `TextInput`,
/// `rx.observe`, `NotificationCenter.rx.notification` and `responds(to:)`.
@Suite struct AlertAndTextInputTests {
    static let size = CGSize(width: 390, height: 844)

    // MARK: - Edge cases

    @Test func aSecondCancelActionAndATextFieldOnAnActionSheetAreReported() {
        let r = record { _, _ in
            let alert = UIAlertController(title: "T", message: nil, preferredStyle: .alert)
            alert.addAction(UIAlertAction(title: "Cancel", style: .cancel))
            alert.addAction(UIAlertAction(title: "Never mind", style: .cancel))
            #expect(alert.actions.count == 1)
            let sheet = UIAlertController(title: nil, message: nil, preferredStyle: .actionSheet)
            sheet.addTextField()
            #expect(sheet.textFields == nil)
        }
        #expect(r.problems.count == 2)
        #expect(r.problems[0].message.contains("already has a cancel action"))
        #expect(r.problems[1].message.contains("text fields can only be added to an alert"))
    }

    @Test func observingAKeyPathAnimaticDoesNotNotifyIsReportedAndCompletes() {
        let view = UIView()
        var completed = false
        let r = record { _, _ in
            _ = view.rx.observe(String.self, "accessibilityLabel").subscribe(onCompleted: { completed = true })
        }
        #expect(completed)
        #expect(r.problems.count == 1)
        #expect(r.problems.first?.message.contains("key-value observing of UIView.accessibilityLabel") == true)
    }

    @Test func respondsToIsFalseForNilAndForAnObjectWithoutATable() {
        let view = UIView()
        #expect(!view.responds(to: nil))
        #expect(!view.responds(to: Selector("layoutSubviews")))
    }

    // MARK: - Alerts

    @Test func anAlertIsACentredBoxWithItsTitleMessageAndTwoButtonsSideBySide() throws {
        let root = UIViewController()
        let alert = UIAlertController(title: "Delete task?", message: "It cannot be undone.", preferredStyle: .alert)
        var chosen: [(String?, Double)] = []
        alert.addAction(UIAlertAction(title: "Cancel", style: .cancel))
        alert.addAction(UIAlertAction(title: "Delete", style: .destructive) { action in
            chosen.append((action.title, StoryContext.current!.clock.now.seconds))
        })
        let story = try Story.record(presenting: root, size: Self.size) { stage in
            root.present(alert, animated: true)
            stage.tap(alert.button(for: alert.actions[1])!, at: 1)
        }
        _ = story
        let box = try #require(alert.view.subviews.first)
        // 20 + title (17 pt: 20.281 → 20.281) + 4 + message (13 pt: 15.509) + 20 + 44 of buttons.
        let title = try #require(box.subviews.first as? UILabel)
        #expect(title.text == "Delete task?" && title.frame.origin == CGPoint(x: 16, y: 20) && title.frame.width == 238)
        let message = try #require(box.subviews.dropFirst().first as? UILabel)
        #expect(message.frame.minY == title.frame.maxY + 4)
        let buttons = box.subviews.compactMap { $0 as? UIButton }
        #expect(buttons.map { $0.title(for: .normal) } == ["Cancel", "Delete"])
        #expect(buttons[0].frame == CGRect(x: 0, y: message.frame.maxY + 20, width: 135, height: 44))
        #expect(buttons[1].frame.minX == 135)
        #expect(buttons[1].titleColor(for: .normal) == .systemRed)
        #expect(box.frame.width == 270 && box.frame.midX == 195)
        #expect(abs(box.frame.midY - 422) < 1e-9)
        #expect(box.frame.height == buttons[0].frame.maxY)
        // Choosing dismisses the alert (a 0.1 s touch, then UIKit's dismissal), then runs the handler.
        #expect(chosen.count == 1 && chosen.first?.0 == "Delete")
        #expect(try #require(chosen.first?.1) > 1.1)
        #expect(root.presentedViewController == nil)
    }

    @Test func threeActionsStackWithTheCancelButtonLast() {
        let alert = UIAlertController(title: "Share", message: nil, preferredStyle: .alert)
        for (title, style) in [("Cancel", UIAlertAction.Style.cancel), ("Mail", .default), ("Copy", .default)] {
            alert.addAction(UIAlertAction(title: title, style: style))
        }
        alert.loadViewIfNeeded()
        let buttons = alert.view.subviews.first!.subviews.compactMap { $0 as? UIButton }
        #expect(buttons.map { $0.title(for: .normal) } == ["Mail", "Copy", "Cancel"])
        #expect(buttons.map(\.frame.width) == [270, 270, 270])
        #expect(buttons[1].frame.minY - buttons[0].frame.minY == 44)
        #expect(buttons[2].titleLabel?.font == .systemFont(ofSize: 17, weight: .semibold))
    }

    // MARK: - Text input

    @Test func aTextInputReadsRangesAndItsTextPropertyBindsBothWays() throws {
        let field = UITextField(frame: CGRect(x: 0, y: 0, width: 200, height: 30))
        field.text = "hello"
        let input = field.rx.textInput
        let start = input.base.beginningOfDocument, end = input.base.endOfDocument
        #expect(end.offset == 5 && input.base.markedTextRange == nil)
        let four = try #require(input.base.position(from: start, offset: 4))
        let range = try #require(input.base.textRange(from: start, to: four))
        #expect(input.base.text(in: range) == "hell")
        #expect(input.base.textRange(from: start, to: UITextPosition(offset: 6)) == nil)
        var seen: [String?] = []
        let subscription = input.text.subscribe(onNext: { seen.append($0) })
        Observable.just("bye").bind(to: input.text).dispose()
        field.sendActions(for: .editingChanged)
        subscription.dispose()
        #expect(seen == ["hello", "bye"])
        #expect(field.text == "bye")
    }

    @Test func keyboardTraitsAreStoredWithUIKitsDefaults() {
        let field = UITextField()
        #expect(field.autocorrectionType == .default && field.autocapitalizationType == .sentences && field.returnKeyType == .default)
        field.autocorrectionType = .no
        field.returnKeyType = .done
        field.keyboardType = .emailAddress
        #expect(field.autocorrectionType.rawValue == 1 && field.returnKeyType.rawValue == 9 && field.keyboardType.rawValue == 7)
        let textView = UITextView()
        textView.autocapitalizationType = .none
        #expect(textView.autocapitalizationType.rawValue == 0)
    }

    // MARK: - Key-value observing and notifications

    @Test func observingContentOffsetSendsTheValueThenEachChange() {
        let scrollView = UIScrollView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        scrollView.contentSize = CGSize(width: 100, height: 500)
        var offsets: [CGFloat?] = []
        let subscription = scrollView.rx.observe(CGPoint.self, "contentOffset").subscribe(onNext: { offsets.append($0?.y) })
        scrollView.contentOffset = CGPoint(x: 0, y: 30)
        scrollView.contentOffset = CGPoint(x: 0, y: 30)   // no change: no notification
        scrollView.contentOffset = CGPoint(x: 0, y: 70)
        subscription.dispose()
        scrollView.contentOffset = CGPoint(x: 0, y: 10)
        #expect(offsets == [0, 30, 70])
        var wrongType: [String?] = []
        _ = scrollView.rx.observe(String.self, "contentOffset", options: [.initial]).subscribe(onNext: { wrongType.append($0) })
        #expect(wrongType == [nil])
    }

    @Test func notificationsArriveWhilePostedAndStopWhenDisposed() {
        let name = Notification.Name("rxcocoa6.refresh")
        let center = NotificationCenter()
        var received: [String] = []
        let notifications: Observable<Notification> = center.rx.notification(name)
        let subscription = notifications.subscribe(onNext: { (notification: Notification) in
            received.append(notification.userInfo?["n"] as? String ?? "?")
        })
        center.post(name: name, object: nil, userInfo: ["n": "1"])
        center.post(name: Notification.Name("other"), object: nil, userInfo: ["n": "x"])
        center.post(name: name, object: nil, userInfo: ["n": "2"])
        subscription.dispose()
        center.post(name: name, object: nil, userInfo: ["n": "3"])
        #expect(received == ["1", "2"])
    }

    // MARK: - responds(to:)

    final class Target: NSObject, AnimaticSelectorTarget {
        var calls = 0
        func animaticPerform(_ selector: Selector, with argument: Any?) -> Bool {
            guard selector.name == "refresh" else { return false }
            calls += 1
            return true
        }
        func animaticResponds(to selector: Selector) -> Bool { selector.name == "refresh" }
    }

    final class Overriding: NSObject {
        var answersExtra = true
        // As the adapter leaves `override open func responds(to:)` (RxDataSources' data sources).
        func responds(to aSelector: Selector!) -> Bool {
            aSelector?.name == "extra" ? answersExtra : super.responds(to: aSelector)
        }
    }

    @Test func respondsToAsksTheTableWithoutRunningTheMethodAndASelectorCarryingItsMethod() {
        let target = Target()
        #expect(target.responds(to: Selector("refresh")))
        #expect(!target.responds(to: Selector("reload")))
        #expect(target.calls == 0)
        let carried = Selector("dismissToast", of: UIView.self) { _, _ in true }
        #expect(UIView().responds(to: carried))
        #expect(!target.responds(to: carried))
        let overriding = Overriding()
        #expect(overriding.responds(to: Selector("extra")))
        overriding.answersExtra = false
        #expect(!overriding.responds(to: Selector("extra")) && !overriding.responds(to: Selector("other")))
    }
}
