import Foundation
import Testing
import AnimaticClock
import AnimaticTimeline
@testable import AnimaticStage
@testable import AnimaticRuntime

/// Views joining the stage behind their siblings (`insertSubview`), and a navigation pop,
/// which UIKit does by inserting the incoming view below the outgoing one: views already on
/// stage keep their timeline record, so their running animations go on.
@Suite struct DrawOrderTests {
    @Test func aViewInsertedBehindItsSiblingsRecordsTheSiblingItJoinedBelow() {
        let back = makeBox("back"), front = makeBox("front"), middle = makeBox("middle"), under = makeBox("under")
        let first = makeBox("first"), last = makeBox("last")
        let r = record { stage, clock in
            let parent = UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 300))
            parent.accessibilityIdentifier = "parent"
            stage.addSubview(parent)
            parent.addSubview(back)
            parent.addSubview(front)
            clock.schedule(at: s(1)) {
                parent.insertSubview(middle, belowSubview: front)    // between back and front
                parent.insertSubview(under, at: 0)                   // below everything
                parent.insertSubview(first, aboveSubview: under)     // between under and back
                parent.insertSubview(last, at: 99)                   // clamped: in front
                #expect(parent.subviews.map(\.accessibilityIdentifier)
                        == ["under", "first", "back", "middle", "front", "last"])
            }
        }
        #expect(r.problems.isEmpty)
        let views = r.timeline.views
        let index = { (name: String) in views.firstIndex { $0.identifier == name }! }
        #expect(views.count == 7)
        #expect(views[index("middle")].drawnBelow == index("front"))
        #expect(views[index("under")].drawnBelow == index("back"))
        #expect(views[index("first")].drawnBelow == index("back"))
        #expect(views[index("last")].drawnBelow == nil && views[index("back")].drawnBelow == nil)
        #expect(views[index("middle")].addedAt == s(1))
    }

    /// UIKit puts the view above or below all its new siblings when the sibling named is not a
    /// subview (AppKit's `addSubview(_:positioned:relativeTo:)` documents it): no message.
    @Test func insertingNextToAViewThatIsNotASubviewPutsItInFrontOfOrBehindAllItsSiblings() {
        let container = makeBox("container"), inner = makeBox("inner"), loose = UIView()
        let above = makeBox("above"), below = makeBox("below"), top = makeBox("top"), bottom = makeBox("bottom")
        var order: [String?] = [], moved: [String?] = [], stageOrder: [String?] = []
        let r = record { stage, _ in
            let parent = UIView()
            parent.accessibilityIdentifier = "parent"
            stage.addSubview(parent)
            parent.addSubview(container)
            container.addSubview(inner)
            parent.insertSubview(above, aboveSubview: inner)    // the container's subview: in front
            parent.insertSubview(below, belowSubview: loose)    // in no tree: behind
            order = parent.subviews.map(\.accessibilityIdentifier)
            parent.insertSubview(below, aboveSubview: loose)    // already a subview: moves to the front
            moved = parent.subviews.map(\.accessibilityIdentifier)
            stage.insertSubview(top, aboveSubview: inner)       // the stage's own views, likewise
            stage.insertSubview(bottom, belowSubview: inner)
            stageOrder = stage.subviews.map(\.accessibilityIdentifier)
        }
        #expect(r.problems.isEmpty)
        #expect(order == ["below", "container", "above"])
        #expect(moved == ["container", "above", "below"])
        #expect(stageOrder == ["bottom", "parent", "top"])
        let views = r.timeline.views
        let index = { (name: String) in views.firstIndex { $0.identifier == name }! }
        #expect(views[index("above")].drawnBelow == nil)
        #expect(views[index("bottom")].drawnBelow == index("parent"))
    }

    @Test func movingASubviewThatIsOnStageRecordsWhereItIsDrawnFromThen() {
        let a = makeBox("a"), b = makeBox("b")
        let r = record { stage, _ in
            let parent = UIView()
            stage.addSubview(parent)
            parent.addSubview(a)
            parent.addSubview(b)
            parent.insertSubview(b, belowSubview: a)
            #expect(parent.subviews.map(\.accessibilityIdentifier) == ["b", "a"])
            parent.insertSubview(b, aboveSubview: a)   // back where it was
            #expect(parent.subviews.map(\.accessibilityIdentifier) == ["a", "b"])
            parent.insertSubview(a, aboveSubview: a)   // itself: stays
            #expect(parent.subviews.map(\.accessibilityIdentifier) == ["a", "b"])
        }
        #expect(r.problems.isEmpty)
        #expect(r.timeline.views.count == 3)
        // b (view 2) below a (view 1), then in front again; both after the 3 views joined.
        #expect(r.timeline.orderMoves == [
            OrderMove(time: .zero, view: 2, below: 1, joinedBefore: 3),
            OrderMove(time: .zero, view: 2, below: nil, joinedBefore: 3),
        ])
    }

    /// `bringSubviewToFront` in the middle of a story: the move is timed at its instant and the
    /// sibling orders over time are the joining order until then, the new one after.
    @Test func bringingASubviewToFrontLaterIsTimedAtItsInstant() {
        let a = makeBox("a"), b = makeBox("b"), c = makeBox("c")
        let r = record { stage, clock in
            let parent = UIView()
            stage.addSubview(parent)
            for v in [a, b, c] { parent.addSubview(v) }
            parent.bringSubviewToFront(c)   // already in front: nothing
            clock.schedule(at: s(1)) { parent.bringSubviewToFront(a) }
            clock.schedule(at: s(2.5)) { parent.addSubview(b) }   // a current subview: to the front
        }
        #expect(r.problems.isEmpty)
        #expect(r.timeline.orderMoves == [
            OrderMove(time: s(1), view: 1, below: nil, joinedBefore: 4),
            OrderMove(time: s(2.5), view: 2, below: nil, joinedBefore: 4),
        ])
        let orders = r.timeline.views.siblingOrders(children: [1, 2, 3], moves: r.timeline.orderMoves)
        #expect(orders.map(\.from) == [0, s(1).ticks, s(2.5).ticks])
        #expect(orders.map(\.order) == [[1, 2, 3], [2, 3, 1], [3, 1, 2]])
        #expect(r.timeline.duration == s(2.5))
        #expect(r.timeline.views.count == 4)   // nothing joined again
    }

    final class Page: UIViewController {
        let name: String
        let badge = UIView(frame: CGRect(x: 20, y: 20, width: 100, height: 100))
        init(_ name: String) { self.name = name; super.init(nibName: nil, bundle: nil) }
        required init?(coder: NSCoder) { nil }
        override func viewDidLoad() {
            super.viewDidLoad()
            view.accessibilityIdentifier = name
            badge.accessibilityIdentifier = "\(name)-badge"
            view.addSubview(badge)
        }
    }

    /// First pushes second at 0.5 (0.5 s); second's badge fades 1 → 0 linearly over 1.2 ... 2.2;
    /// second is popped at 1.5 (0.5 s), while the fade runs.
    static func popStory() throws -> (Story, UINavigationController) {
        let first = Page("first"), second = Page("second")
        first.title = "First"; second.title = "Second"
        let navigation = UINavigationController(rootViewController: first)
        let story = try Story.record(presenting: navigation, size: CGSize(width: 300, height: 400)) { _ in
            _ = AnimaticRuntime.Timer.scheduledTimer(withTimeInterval: 0.5, repeats: false) { _ in
                navigation.pushViewController(second, animated: true)
            }
            _ = AnimaticRuntime.Timer.scheduledTimer(withTimeInterval: 1.2, repeats: false) { _ in
                UIView.animate(withDuration: 1, delay: 0, options: .curveLinear) { second.badge.alpha = 0 }
            }
            _ = AnimaticRuntime.Timer.scheduledTimer(withTimeInterval: 1.5, repeats: false) { _ in
                navigation.popViewController(animated: true)
            }
        }
        return (story, navigation)
    }

    @Test func aPopKeepsTheOutgoingViewsAnimationsRunningUntilItLeaves() throws {
        let (story, navigation) = try Self.popStory()
        let views = story.timeline.views
        // The outgoing page, its badge and the bar joined once each: nothing re-added at the pop.
        #expect(views.filter { $0.identifier == "second" }.count == 1)
        #expect(views.filter { $0.identifier == "second-badge" }.count == 1)
        #expect(views.filter { $0.identifier == "first" }.count == 2)   // shown again by the pop
        let bars = views.filter { view in view.index > 0 && view.parent == 0 && view.identifier == nil }
        #expect(bars.count == 1 && bars[0].addedAt == .zero && bars[0].removedAt == nil)
        let second = views.first { $0.identifier == "second" }!
        #expect(second.addedAt == s(0.5) && second.removedAt == s(2))
        // The fade goes on through the pop: linear from 1 at 1.2 to 0 at 2.2.
        let badge = { (t: Double) throws -> Double in try story.state(at: t)["second-badge"]!.state.alpha }
        #expect(abs(try badge(1.5) - 0.7) < 1e-9)
        #expect(abs(try badge(1.75) - 0.45) < 1e-9)
        #expect(abs(try badge(1.999) - 0.201) < 1e-9)
        #expect(try story.state(at: 1.75)["second-badge"]!.isVisible)
        #expect(try story.state(at: 2)["second"]!.isVisible == false)
        // UIKit's order: the incoming page below the outgoing one, the bar in front.
        let incoming = views.last { $0.identifier == "first" }!
        #expect(incoming.addedAt == s(1.5) && incoming.drawnBelow == second.index)
        #expect(navigation.view.subviews.last === navigation.navigationBar)
    }

    @Test func aPushInsertsTheIncomingViewBelowTheBar() throws {
        let (story, _) = try Self.popStory()
        let views = story.timeline.views
        let second = views.first { $0.identifier == "second" }!
        let bar = views.first { view in view.index > 0 && view.parent == 0 && view.identifier == nil }!
        #expect(second.drawnBelow == bar.index)
        let root = views.first { $0.identifier == "first" }!
        // The root page was placed below the bar before the stack joined the stage.
        #expect(root.addedAt == .zero && root.drawnBelow == nil && root.index < bar.index && root.removedAt == s(1))
    }
}

extension DrawOrderTests {
    @Test func sendingToBackAndExchangingOrderViewsOffStageAndAreReportedOnStage() {
        let parent = UIView(), a = makeBox("a"), b = makeBox("b"), c = makeBox("c")
        for v in [a, b, c] { parent.addSubview(v) }
        parent.sendSubviewToBack(c)
        parent.exchangeSubview(at: 1, withSubviewAt: 2)
        #expect(parent.subviews.map(\.accessibilityIdentifier) == ["c", "b", "a"])
        let r = record { stage, _ in
            stage.addSubview(parent)
            parent.sendSubviewToBack(c)                        // already at the back: nothing
            parent.exchangeSubview(at: 0, withSubviewAt: 0)    // itself: nothing
            parent.sendSubviewToBack(a)
            parent.exchangeSubview(at: 0, withSubviewAt: 2)
            parent.exchangeSubview(at: 0, withSubviewAt: 3)
        }
        #expect(parent.subviews.map(\.accessibilityIdentifier) == ["b", "c", "a"])
        // They joined c, b, a (views 1, 2, 3); the moves on stage give b, c, a.
        let tree = r.timeline.views.filter { $0.parent == 0 }.map(\.identifier)
        #expect(tree == ["c", "b", "a"])
        #expect(r.timeline.orderMoves == [
            OrderMove(time: .zero, view: 3, below: 1, joinedBefore: 4),     // a to the back
            OrderMove(time: .zero, view: 3, below: nil, joinedBefore: 4),   // swapped: a in front,
            OrderMove(time: .zero, view: 2, below: 1, joinedBefore: 4),     // b below c
        ])
        #expect(r.timeline.views.siblingOrders(children: [1, 2, 3], moves: r.timeline.orderMoves).map(\.order) == [[2, 1, 3]])
        #expect(r.problems == [
            .misuse(call: "UIView.exchangeSubview(at:withSubviewAt:)", problem: "index 3 is out of range for 3 subviews"),
        ])
    }
}
