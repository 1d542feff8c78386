import Foundation
import Testing
import AnimaticClock
import AnimaticTimeline
import AnimaticReactive
@testable import AnimaticStage
@testable import AnimaticRuntime

/// `UIWindow` as UIKit has it: a `UIView`, the stage the key window, windows an app shows drawn
/// over the stage's views in window-level order (Apple, `UIWindow`, `windowLevel`,
/// `makeKeyAndVisible()`, `UIApplication.windows`).
@Suite struct WindowTests {
    /// A window named `name`, filling the 400×300 stage of `record`, at `level`.
    private func window(_ name: String, level: UIWindow.Level, frame: CGRect = CGRect(x: 0, y: 0, width: 400, height: 300)) -> UIWindow {
        let window = UIWindow(frame: frame)
        window.accessibilityIdentifier = name
        window.windowLevel = level
        return window
    }

    @Test func aNewWindowIsAHiddenViewOnNoStage() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 40, height: 30))
        let view: UIView = window                          // a window is a view
        #expect(view.isHidden && window.windowLevel == .normal && window.rootViewController == nil)
        #expect(window.window == nil && window.superview == nil && !window.isKeyWindow)
        #expect(UIWindow.Level.alert + 1 == UIWindow.Level(rawValue: 2001))
        #expect(UIWindow.Level.statusBar - 1 < .statusBar && UIWindow.Level.normal.rawValue == 0)
        #expect(UIApplication.shared.windows.isEmpty && UIApplication.shared.keyWindow == nil)   // no recording
    }

    @Test func shownWindowsStackByLevelOverTheStagesViews() {
        let card = makeBox("card"), late = makeBox("late")
        let alert = window("alert", level: .alert + 1), sameLevel = window("same", level: .normal)
        let bar = window("bar", level: .statusBar), under = window("under", level: .normal - 1)
        let r = record { stage, _ in
            stage.addSubview(card)
            alert.isHidden = false
            sameLevel.isHidden = false                     // the stage's level, shown later: over it
            bar.makeKeyAndVisible()
            under.isHidden = false                         // below the stage's level: under its views
            stage.addSubview(late)                         // the stage's views stay under the windows over it
            #expect(stage.subviews == [under, card, late, sameLevel, bar, alert])
            #expect(UIApplication.shared.windows == [under, stage, sameLevel, bar, alert])
            #expect(UIApplication.shared.keyWindow === bar && bar.isKeyWindow && !stage.isKeyWindow)
            #expect(alert.window === alert && alert.superview == nil && card.superview === stage)
            #expect(card.window === stage && card.isDescendant(of: stage) && !alert.isDescendant(of: stage))
            bar.isHidden = true                            // the key window hides: the stage is key again
            #expect(UIApplication.shared.keyWindow === stage && stage.isKeyWindow && !bar.isKeyWindow)
            #expect(UIApplication.shared.windows.count == 5)   // hidden, still one of the app's windows
        }
        #expect(r.problems.isEmpty)
        // The timeline keeps the drawing order: each view joined below the one now after it.
        let views = r.timeline.views
        func below(_ name: String) -> String? {
            views.first { $0.identifier == name }!.drawnBelow.map { views[$0].identifier ?? "?" }
        }
        #expect(views.map(\.identifier) == ["card", "alert", "same", "bar", "under", "late"])
        #expect(below("card") == nil && below("alert") == nil && below("same") == "alert" && below("bar") == "alert")
        #expect(below("under") == "card" && below("late") == "same")
        let hidden = r.timeline.segments.filter { $0.property == .isHidden }.map(\.viewName)
        #expect(hidden == ["bar"])
    }

    @Test func reorderingShownWindowsIsReported() {
        let low = window("low", level: .normal + 1), high = window("high", level: .normal + 2)
        let r = record { stage, _ in
            low.isHidden = false
            high.isHidden = false
            low.windowLevel = .normal + 1.5                // still under `high`: nothing moves
            low.windowLevel = .normal + 3                  // would move over `high`
            stage.windowLevel = .normal + 5                // would move the stage's views over both
        }
        #expect(r.problems == [.notSupported(call: "UIWindow.windowLevel", feature: "reordering windows on stage"),
                               .notSupported(call: "UIWindow.windowLevel", feature: "reordering windows on stage")])
    }

    @Test func nilConvertsToTheViewsOwnWindowAndWindowsMeetInScreenCoordinates() {
        let overlay = window("overlay", level: .alert, frame: CGRect(x: 0, y: 100, width: 200, height: 150))
        let badge = UIView(frame: CGRect(x: 10, y: 20, width: 50, height: 50))
        overlay.addSubview(badge)
        let card = UIView(frame: CGRect(x: 5, y: 5, width: 100, height: 100))
        let r = record { stage, _ in
            stage.addSubview(card)
            overlay.isHidden = false
            #expect(badge.superview === overlay && badge.window === overlay)
            #expect(badge.convert(CGPoint.zero, to: nil) == CGPoint(x: 10, y: 20))          // the overlay's coordinates
            #expect(badge.convert(CGPoint.zero, from: nil) == CGPoint(x: -10, y: -20))
            #expect(badge.convert(CGPoint.zero, to: card) == CGPoint(x: 5, y: 115))         // through the screen
            #expect(card.convert(CGPoint(x: 5, y: 115), to: badge) == .zero)
            #expect(badge.convert(CGPoint.zero, to: stage) == CGPoint(x: 10, y: 120))
            #expect(overlay.convert(CGPoint(x: 1, y: 2), to: nil) == CGPoint(x: 1, y: 2))
            #expect(card.convert(CGPoint(x: 1, y: 2), to: nil) == CGPoint(x: 6, y: 7))      // the stage's
            #expect(stage.convert(CGRect(x: 10, y: 120, width: 5, height: 5), to: badge) == CGRect(x: 0, y: 0, width: 5, height: 5))
            overlay.windowLevel = .alert                    // unchanged: no problem
        }
        #expect(r.problems.isEmpty)
    }

    @Test func aWindowTakesTheTouchesOnItAndTheStageHasGestureRecognizers() {
        final class Target: NSObject, AnimaticSelectorTarget {
            var log: [String] = []
            func animaticPerform(_ selector: Selector, with argument: Any?) -> Bool {
                log.append(selector.name); return true
            }
        }
        let target = Target()
        let overlay = window("overlay", level: .alert, frame: CGRect(x: 0, y: 200, width: 400, height: 100))
        let r = record { stage, _ in
            stage.addSubview(makeBox("card"))
            stage.addGestureRecognizer(UITapGestureRecognizer(target: target, action: Selector("stageTapped")))
            overlay.addGestureRecognizer(UITapGestureRecognizer(target: target, action: Selector("overlayTapped")))
            overlay.isHidden = false
            #expect(stage.hitTest(CGPoint(x: 200, y: 150), with: nil)?.accessibilityIdentifier == "card")
            #expect(stage.hitTest(CGPoint(x: 200, y: 250), with: nil) === overlay)
            stage.tap(CGPoint(x: 200, y: 150), at: 0.5)   // the card, in the stage: the stage's recognizer
            stage.tap(CGPoint(x: 200, y: 250), at: 1)     // the overlay swallows it
        }
        #expect(r.problems.isEmpty)
        #expect(target.log == ["stageTapped", "overlayTapped"])
    }

    @Test func aWindowsRootViewControllerFillsItAndAppearsWhenItShows() {
        final class Sheet: UIViewController {
            var log: [String] = []
            override func viewWillAppear(_ animated: Bool) { super.viewWillAppear(animated); log.append("willAppear \(view.window != nil)") }
            override func viewDidAppear(_ animated: Bool) { super.viewDidAppear(animated); log.append("didAppear \(view.window != nil)") }
        }
        let sheet = Sheet()
        let overlay = window("overlay", level: .alert, frame: CGRect(x: 0, y: 50, width: 400, height: 250))
        let r = record { stage, _ in
            overlay.rootViewController = sheet
            #expect(sheet.view.superview === overlay && sheet.view.frame == CGRect(x: 0, y: 0, width: 400, height: 250))
            #expect(sheet.log.isEmpty)                      // the window is not shown yet
            overlay.makeKeyAndVisible()
            #expect(sheet.log == ["willAppear false", "didAppear true"])
            #expect(sheet.view.window === overlay)
            let other = UIViewController()
            overlay.rootViewController = other              // replaces the view
            #expect(sheet.view.superview == nil && other.view.superview === overlay)
        }
        #expect(r.problems.isEmpty)
    }

    @Test func theStagesGeometryIsFixedAndReportedWhenSet() {
        let r = record { stage, _ in
            #expect(stage.frame == CGRect(x: 0, y: 0, width: 400, height: 300) && stage.center == CGPoint(x: 200, y: 150))
            stage.frame = stage.bounds                      // unchanged: nothing to report
            stage.alpha = 1
            stage.frame = CGRect(x: 0, y: 0, width: 10, height: 10)
            stage.alpha = 0.5
            stage.transform = CGAffineTransform(scaleX: 2, y: 2)
            #expect(stage.frame == CGRect(x: 0, y: 0, width: 400, height: 300) && stage.alpha == 1 && stage.transform == .identity)
            #expect(stage.superview == nil && stage.window === stage && stage.isKeyWindow)
        }
        #expect(r.problems == [
            .notSupported(call: "UIWindow.frame", feature: "moving or resizing the window (the stage)"),
            .notSupported(call: "UIWindow.alpha", feature: "fading the window (the stage)"),
            .notSupported(call: "UIWindow.transform", feature: "transforming the window (the stage)"),
        ])
    }

    @Test func spinnerAndCoachMarkIdiomsBehaveAsInUIKit() throws {
        // SwiftSpinner: the key window among the app's windows, a view added to it, `superview` checks.
        let spinner = UIView()
        var scenes: [UIWindowScene] = []
        let r = record { stage, _ in
            let key = UIApplication.shared.windows.first { $0.isKeyWindow }
            #expect(key === stage)
            spinner.frame = key!.bounds
            key!.addSubview(spinner)
            key!.bringSubviewToFront(spinner)               // already in front: nothing to report
            #expect(spinner.superview === stage && spinner.frame == CGRect(x: 0, y: 0, width: 400, height: 300))
            spinner.removeFromSuperview()
            #expect(spinner.superview == nil && spinner.window == nil)
            // Instructions: the active window scene, a window made in it at the key window's bounds.
            let scene = UIApplication.shared.connectedScenes.first { $0.activationState == .foregroundActive } as? UIWindowScene
            let coach = UIWindow(windowScene: scene!)
            coach.frame = scene!.windows.first { $0.isKeyWindow }!.bounds
            coach.windowLevel = .normal + 1
            coach.isHidden = false
            #expect(scene!.windows == [stage, coach] && coach.windowScene === scene && stage.windowScene === scene)
            scenes.append(scene!)
        }
        #expect(r.problems.isEmpty && scenes.count == 1)
    }

    @Test func windowNotificationsReachRxObservers() {
        let overlay = window("overlay", level: .alert)
        var names: [String] = []
        let r = record { stage, _ in
            for name in [UIWindow.didBecomeVisibleNotification, UIWindow.didBecomeKeyNotification,
                         UIWindow.didResignKeyNotification, UIWindow.didBecomeHiddenNotification] {
                NotificationCenter.default.rx.notification(name, object: overlay)
                    .subscribe(onNext: { names.append($0.name.rawValue) })
                    .disposed(by: stage.disposeBag)
            }
            overlay.makeKeyAndVisible()
            overlay.isHidden = true
            stage.disposeBag = DisposeBag()
            overlay.makeKeyAndVisible()                    // disposed: no longer observed
        }
        #expect(r.problems.isEmpty)
        #expect(names == ["UIWindowDidBecomeVisibleNotification", "UIWindowDidBecomeKeyNotification",
                          "UIWindowDidResignKeyNotification", "UIWindowDidBecomeHiddenNotification"])
    }
}
