import AnimaticEngine
import Foundation
import Testing
import AnimaticClock
import AnimaticTimeline
@testable import AnimaticStage
@testable import AnimaticRuntime

@Suite struct StageRecordingTests {
    @Test func eachAnimatablePropertyRecordsOneSegment() {
        let box = makeBox()
        let r = record { stage, _ in
            stage.addSubview(box)
            UIView.animate(withDuration: 0.5) {
                box.center = CGPoint(x: 250, y: 150)
                box.alpha = 0.5
                box.backgroundColor = .blue
                box.bounds = CGRect(x: 0, y: 0, width: 50, height: 20)
                box.transform = CGAffineTransform(scaleX: 2, y: 2)
                box.isHidden = true
            }
        }
        #expect(r.problems.isEmpty)
        #expect(r.timeline.text == """
            0.000 +0.500 box center (200, 150) -> (250, 150) easeInOut
            0.000 +0.500 box alpha 1 -> 0.5 easeInOut
            0.000 +0.500 box backgroundColor rgba(1, 0, 0, 1) -> rgba(0, 0, 1, 1) easeInOut
            0.000 +0.500 box size 100x100 -> 50x20 easeInOut
            0.000 +0.500 box transform rotate(0°) scale(1, 1) -> rotate(0°) scale(2, 2) easeInOut
            0.000 +0.000 box isHidden false -> true linear

            """)
        #expect(r.timeline.duration == s(0.5))
    }

    @Test func settingFrameRecordsCenterAndSize() {
        let box = makeBox()
        let r = record { stage, _ in
            stage.addSubview(box)
            UIView.animate(withDuration: 1, animations: {
                box.frame = CGRect(x: 0, y: 0, width: 40, height: 100)
            }, completion: { _ in
                UIView.animate(withDuration: 1) { box.frame = box.frame.offsetBy(dx: 10, dy: 0) }
            })
        }
        // The second animation only moves: the size does not change, so it records no size.
        #expect(r.timeline.text == """
            0.000 +1.000 box center (200, 150) -> (20, 50) easeInOut
            0.000 +1.000 box size 100x100 -> 40x100 easeInOut
            1.000 +1.000 box center (20, 50) -> (30, 50) easeInOut

            """)
    }

    @Test func changesOutsideAnimationBlocksAreInstant() {
        let box = makeBox()
        let r = record { stage, clock in
            stage.addSubview(box)
            box.alpha = 0.5
            clock.schedule(at: s(0.75)) { box.center = CGPoint(x: 10, y: 20) }
        }
        #expect(r.timeline.text == """
            0.000 +0.000 box alpha 1 -> 0.5 linear
            0.750 +0.000 box center (200, 150) -> (10, 20) linear

            """)
    }

    @Test func optionsSelectTheCurve() {
        var views: [UIView] = []
        let r = record { stage, _ in
            let options: [(String, UIView.AnimationOptions)] = [
                ("default", []), ("inOut", .curveEaseInOut), ("in", .curveEaseIn),
                ("out", .curveEaseOut), ("linear", [.curveLinear, .allowUserInteraction, .beginFromCurrentState]),
            ]
            for (name, option) in options {
                let v = makeBox(name)
                views.append(v)
                stage.addSubview(v)
                UIView.animate(withDuration: 1, delay: 0, options: option, animations: { v.alpha = 0 })
            }
        }
        #expect(r.problems.isEmpty)
        #expect(r.timeline.segments.map { "\($0.viewName) \($0.curve)" } == [
            "default easeInOut", "inOut easeInOut", "in easeIn", "out easeOut", "linear linear",
        ])
        #expect(UIView.AnimationOptions.curveLinear.rawValue == 3 << 16)
        #expect(UIView.AnimationOptions.curveEaseOut.rawValue == 2 << 16)
        #expect(UIView.AnimationOptions.repeat.rawValue == 8 && UIView.AnimationOptions.autoreverse.rawValue == 16)
    }

    @Test func delayShiftsTheStartAndTheCompletion() {
        let box = makeBox()
        var completedAt: [String] = []
        let r = record { stage, clock in
            stage.addSubview(box)
            UIView.animate(withDuration: 1, delay: 0.25, options: [], animations: {
                box.alpha = 0
            }, completion: { finished in completedAt.append("\(clock.now) \(finished)") })
        }
        #expect(r.timeline.text == "0.250 +1.000 box alpha 1 -> 0 easeInOut\n")
        #expect(completedAt == ["1.250s true"])
    }

    @Test func completionRunsOnTheStoryClockNeverSynchronously() {
        let box = makeBox()
        var events: [String] = []
        let r = record { stage, clock in
            stage.addSubview(box)
            UIView.animate(withDuration: 0.5, animations: { box.alpha = 0 }, completion: { finished in
                events.append("first \(clock.now) \(finished)")
                UIView.animate(withDuration: 0.25, animations: { box.alpha = 1 }, completion: { _ in
                    events.append("second \(clock.now)")
                })
            })
            events.append("returned \(clock.now)")
        }
        #expect(events == ["returned 0.000s", "first 0.500s true", "second 0.750s"])
        #expect(r.endTime == s(0.75))
    }

    @Test func aBlockThatChangesNothingCompletesAtTheCurrentTime() {
        let box = makeBox()
        var events: [String] = []
        _ = record { stage, clock in
            stage.addSubview(box)
            clock.schedule(at: s(2)) {
                UIView.animate(withDuration: 1, animations: { box.alpha = 1 }, completion: { finished in
                    events.append("completed \(clock.now) \(finished)")
                })
                events.append("returned")
            }
        }
        #expect(events == ["returned", "completed 2.000s true"])
    }

    @Test func eachAnimateCallStartsWithFreshCounts() {
        // Calls reuse one scope object per thread: nothing counted by a call may leak into the next.
        let box = makeBox()
        var events: [String] = []
        _ = record { stage, clock in
            stage.addSubview(box)
            UIView.animate(withDuration: -1, animations: { box.alpha = 0.5 }, completion: { finished in
                events.append("refused \(clock.now) \(finished)")
            })
            UIView.animate(withDuration: 1, animations: { box.alpha = 0 }, completion: { finished in
                events.append("changed \(clock.now) \(finished)")
            })
            UIView.animate(withDuration: 1, animations: { box.alpha = 0 }, completion: { finished in
                events.append("unchanged \(clock.now) \(finished)")
            })
        }
        #expect(events == ["refused 0.000s false", "unchanged 0.000s true", "changed 1.000s true"])
    }

    @Test func aScopeHeldAfterItsCallIsNotReused() {
        let box = makeBox()
        var held: [AnimationScope] = []
        let r = record { stage, _ in
            stage.addSubview(box)
            UIView.animate(withDuration: 0.5, delay: 0.25, options: [.curveLinear], animations: {
                held.append(AnimationScope.current!)
                box.alpha = 0
            })
            UIView.animate(withDuration: 2, animations: {
                held.append(AnimationScope.current!)
                box.center.x += 10
            })
        }
        #expect(held.count == 2)
        #expect(held[0] !== held[1])
        #expect(held[0].duration == s(0.5) && held[0].offset == s(0.25) && held[0].curve == .linear)
        #expect(held[0].changes == 1)
        #expect(held[1].duration == s(2) && held[1].offset == .zero && held[1].curve == .easeInOut)
        // In start order: the second call's change starts at 0, the first's after its delay.
        #expect(r.timeline.segments.map(\.start) == [.zero, s(0.25)])
        #expect(r.timeline.segments.map(\.duration) == [s(2), s(0.5)])
    }

    @Test func nestedCallsDoNotShareTheReusedScope() {
        let box = makeBox()
        var events: [String] = []
        let r = record { stage, clock in
            stage.addSubview(box)
            UIView.animate(withDuration: 1, animations: {
                box.alpha = 0
                UIView.animate(withDuration: 0.5, delay: 0, options: [.overrideInheritedDuration], animations: {
                    box.center.x += 10
                }, completion: { _ in events.append("inner \(clock.now)") })
                box.backgroundColor = .blue
            }, completion: { _ in events.append("outer \(clock.now)") })
        }
        #expect(events == ["inner 0.500s", "outer 1.000s"])
        #expect(r.timeline.segments.map(\.duration) == [s(1), s(0.5), s(1)])
    }

    @Test func viewsOffStageRecordNothing() {
        let box = makeBox(), loose = makeBox("loose")
        var completedAt: StoryTime?
        let r = record { stage, clock in
            stage.addSubview(box)
            UIView.animate(withDuration: 1, animations: { loose.alpha = 0 }, completion: { _ in completedAt = clock.now })
        }
        #expect(r.timeline.views.map(\.displayName) == ["box"])
        #expect(r.timeline.segmentCount == 0)
        #expect(loose.alpha == 0)
        #expect(completedAt == .zero)   // UIKit does not animate views outside a window
    }

    @Test func aViewJoinsWithItsCurrentValuesAndLeavesAtRemoval() throws {
        let box = makeBox()
        let r = record { stage, clock in
            box.alpha = 0.25
            clock.schedule(at: s(1)) { stage.addSubview(box) }
            clock.schedule(at: s(2)) { box.removeFromSuperview() }
            clock.schedule(at: s(3)) { box.alpha = 1 }
        }
        let view = r.timeline.views[0]
        #expect(view.addedAt == s(1) && view.removedAt == s(2))
        #expect(view.initial.alpha == 0.25 && view.initial.centerX == 200 && view.initial.width == 100)
        #expect(view.initial.backgroundColor == RGBA(red: 1, green: 0, blue: 0))
        #expect(r.timeline.segmentCount == 0)
        #expect(try r.timeline.state(at: s(1.5))["box"]!.isVisible)
        #expect(try !r.timeline.state(at: s(2.5))["box"]!.isVisible)
    }

    @Test func subviewsSitInTheirParentsBounds() throws {
        let parent = makeBox("parent")
        let child = UIView(frame: CGRect(x: 10, y: 10, width: 20, height: 20))
        child.accessibilityIdentifier = "child"
        parent.addSubview(child)
        let late = UIView(frame: CGRect(x: 0, y: 0, width: 5, height: 5))
        let r = record { stage, clock in
            stage.addSubview(parent)
            UIView.animate(withDuration: 1) {
                parent.alpha = 0.5
                child.alpha = 0.5
                parent.center = CGPoint(x: 300, y: 150)
            }
            clock.schedule(at: s(1)) { child.addSubview(late) }
        }
        let views = r.timeline.views
        #expect(views.map(\.displayName) == ["parent", "child", "#2"])
        #expect(views.map(\.parent) == [nil, 0, 1])
        #expect(views[1].initial.centerX == 20 && views[1].initial.centerY == 20)
        #expect(views[2].addedAt == s(1))
        let end = try r.timeline.state(at: s(1))
        let childState = end["child"]!
        #expect(childState.effectiveOpacity == 0.25)
        // The child's bounds origin: parent origin (250, 100) + (10, 10).
        let origin = childState.matrixToStage.apply(0, 0)
        #expect(origin.x == 260 && origin.y == 110)
        let start = try r.timeline.state(at: .zero)["child"]!.matrixToStage.apply(0, 0)
        #expect(start.x == 160 && start.y == 110)
    }

    @Test func parentTransformsApplyToSubviews() throws {
        let parent = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let child = UIView(frame: CGRect(x: 50, y: 0, width: 50, height: 50))
        child.accessibilityIdentifier = "child"
        parent.addSubview(child)
        let r = record { stage, _ in
            stage.addSubview(parent)
            UIView.animate(withDuration: 1) { parent.transform = CGAffineTransform(scaleX: 2, y: 2) }
        }
        // Scaled ×2 about the parent's centre (50, 50): the child's origin (50, 0) goes to (50, -50).
        let p = try r.timeline.state(at: s(1))["child"]!.matrixToStage.apply(0, 0)
        #expect(p.x == 50 && p.y == -50)
    }

    @Test func repeatedQuarterTurnsKeepTurningClockwise() {
        let box = makeBox()
        let r = record { stage, _ in
            stage.addSubview(box)
            func turn(_ remaining: Int) {
                guard remaining > 0 else { return }
                UIView.animate(withDuration: 0.5, animations: {
                    box.transform = box.transform.rotated(by: .pi / 2)
                }, completion: { _ in turn(remaining - 1) })
            }
            turn(5)
        }
        #expect(r.timeline.text == """
            0.000 +0.500 box transform rotate(0°) -> rotate(90°) easeInOut
            0.500 +0.500 box transform rotate(90°) -> rotate(180°) easeInOut
            1.000 +0.500 box transform rotate(180°) -> rotate(270°) easeInOut
            1.500 +0.500 box transform rotate(270°) -> rotate(360°) easeInOut
            2.000 +0.500 box transform rotate(360°) -> rotate(450°) easeInOut

            """)
    }

    @Test func nestedBlocksInheritDurationAndCurveUnlessOverridden() {
        let a = makeBox("a"), b = makeBox("b"), c = makeBox("c"), d = makeBox("d")
        var completions: [String] = []
        let r = record { stage, clock in
            for v in [a, b, c, d] { stage.addSubview(v) }
            UIView.animate(withDuration: 2, delay: 0, options: .curveLinear, animations: {
                a.alpha = 0
                UIView.animate(withDuration: 0.5, animations: { b.alpha = 0 }, completion: { _ in
                    completions.append("b \(clock.now)")
                })
                UIView.animate(withDuration: 0.5, delay: 0.25, options: [.overrideInheritedDuration, .overrideInheritedCurve],
                               animations: { c.alpha = 0 }, completion: { _ in completions.append("c \(clock.now)") })
                UIView.performWithoutAnimation { d.alpha = 0 }
            }, completion: { _ in completions.append("a \(clock.now)") })
        }
        #expect(r.timeline.text == """
            0.000 +2.000 a alpha 1 -> 0 linear
            0.000 +2.000 b alpha 1 -> 0 linear
            0.000 +0.000 d alpha 1 -> 0 linear
            0.250 +0.500 c alpha 1 -> 0 easeInOut

            """)
        #expect(completions == ["c 0.750s", "b 2.000s", "a 2.000s"])
    }

    @Test func performWithoutAnimationDisablesNestedAnimations() {
        let box = makeBox()
        var finished: [Bool] = []
        let r = record { stage, _ in
            stage.addSubview(box)
            UIView.performWithoutAnimation {
                UIView.animate(withDuration: 1, animations: { box.alpha = 0 }, completion: { finished.append($0) })
            }
            #expect(UIView.inheritedAnimationDuration == 0)
            UIView.animate(withDuration: 1.5) { #expect(UIView.inheritedAnimationDuration == 1.5) }
        }
        #expect(r.timeline.text == "0.000 +0.000 box alpha 1 -> 0 linear\n")
        #expect(finished == [true])
        #expect(r.endTime == .zero)
    }

    @Test func identifierChangesOnStageRenameTheView() {
        let box = makeBox("first")
        let r = record { stage, _ in
            stage.addSubview(box)
            box.accessibilityIdentifier = "second"
            UIView.animate(withDuration: 1) { box.alpha = 0 }
        }
        #expect(r.timeline.text == "0.000 +1.000 second alpha 1 -> 0 easeInOut\n")
    }

    @Test func recordingCostFollowsChangedPropertiesNotViews() {
        var views: [UIView] = []
        let r = record { stage, _ in
            for _ in 0..<2_000 {
                let v = UIView(frame: CGRect(x: 0, y: 0, width: 1, height: 1))
                views.append(v)
                stage.addSubview(v)
            }
            UIView.animate(withDuration: 1) { views[1_234].alpha = 0 }
        }
        #expect(r.timeline.views.count == 2_000)
        #expect(r.timeline.text == "0.000 +1.000 #1234 alpha 1 -> 0 easeInOut\n")
    }

    @Test func movingAViewOnStageRemovesItAndJoinsItAgainUnderItsNewParent() {
        let a = makeBox("a"), b = makeBox("b"), moved = makeBox("moved")
        a.addSubview(moved)
        let r = record { stage, clock in
            stage.addSubview(a)
            stage.addSubview(b)
            clock.schedule(at: s(1)) {
                moved.alpha = 0.5
                b.addSubview(moved)
                UIView.animate(withDuration: 1) { moved.alpha = 0 }
            }
        }
        let views = r.timeline.views
        #expect(views.map(\.displayName) == ["a", "moved", "b", "moved"])
        #expect(views.map(\.parent) == [nil, 0, nil, 2])
        #expect(views[1].removedAt == s(1) && views[3].addedAt == s(1))
        #expect(views[3].initial.alpha == 0.5)
        #expect(r.timeline.text == """
            1.000 +0.000 moved alpha 1 -> 0.5 linear
            1.000 +1.000 moved alpha 0.5 -> 0 easeInOut

            """)
    }

    @Test func reorderingOnStageIsRecorded() {
        let a = makeBox("a"), b = makeBox("b")
        let r = record { stage, _ in
            stage.addSubview(a)
            stage.addSubview(b)
            stage.addSubview(a)
            let parent = UIView()
            stage.addSubview(parent)
            parent.addSubview(UIView())
            parent.addSubview(UIView())
            parent.bringSubviewToFront(parent.subviews[0])
        }
        #expect(r.problems == [])
        // a (view 0) added again: in front of b; the parent's first subview (view 3) in front.
        #expect(r.timeline.orderMoves == [
            OrderMove(time: .zero, view: 0, below: nil, joinedBefore: 2),
            OrderMove(time: .zero, view: 3, below: nil, joinedBefore: 5),
        ])
    }
}
