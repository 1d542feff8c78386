import Animatic
import AnimaticPlaybackTesting
import AnimaticReview
import Foundation
import Testing

/// View trees are at most 256 levels deep (the stage's subviews are level 1): everything down
/// to that depth records, exports and reviews; a view that would go deeper is refused with a
/// problem naming it, and no chain can grow deep enough to exhaust the stack anywhere.
@Suite struct DeepTreeTests {
    static let size = CGSize(width: 300, height: 300)
    static let deepest = 256

    private static func view(_ name: String?) -> UIView {
        let v = UIView(frame: CGRect(x: 1, y: 0, width: 40, height: 40))
        v.accessibilityIdentifier = name
        v.backgroundColor = .red
        return v
    }

    /// A chain of `levels` views built top-down, each `v<level>`; returns its root and leaf.
    private static func chain(_ levels: Int, named: Bool = true) -> (root: UIView, leaf: UIView) {
        let root = view(named ? "v1" : nil)
        var leaf = root
        for level in stride(from: 2, through: levels, by: 1) {
            let next = view(named ? "v\(level)" : nil)
            leaf.addSubview(next)
            leaf = next
        }
        return (root, leaf)
    }

    /// A story of a chain of the deepest allowed depth whose leaf fades out and whose root moves.
    static func deepestStory() throws -> Story {
        let (root, leaf) = chain(deepest)
        return try Story.record(size: size) { stage in
            stage.addSubview(root)
            UIView.animate(withDuration: 1) {
                leaf.alpha = 0
                root.center.x += 50
            }
        }
    }

    @Test func aTreeOfTheDeepestLevelRecordsExportsAndReviews() throws {
        let story = try Self.deepestStory()
        #expect(story.timeline.views.count == 256)
        #expect(story.duration == 1)
        let state = try story.state(at: 0.5)
        #expect(state["v256"]!.effectiveOpacity == 0.5)
        #expect(state["v256"]!.state.alpha == 0.5)
        let text = story.timeline.text
        #expect(text.contains("v256 alpha 1 -> 0"))
        let svg = try story.svg()
        #expect(svg.contains("id=\"v256\""))
        #expect(try story.svg(loop: true).contains("id=\"v256\""))
        #expect(try story.svg(at: 0.5).contains("id=\"v256\""))
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("animatic-deep-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let url = folder.appendingPathComponent("deep.svg")
        try story.write(to: url)
        #expect(try PlaybackComparison.xmllintProblem(url, huge: true) == nil)
        let html = try ReviewPage.html(for: story, name: "deep", title: "Deep")
        #expect(html.contains("v256"))
        _ = try ReviewPage.writeSite([ReviewPage.Entry(name: "deep", title: "Deep", story: story)],
                                     to: folder.appendingPathComponent("site"))
    }

    @Test func prettyOutputIsIndentedAtMostThirtyTwoLevels() throws {
        let story = try Self.deepestStory()
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("animatic-deep-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let url = folder.appendingPathComponent("pretty.svg")
        var options = SVGExport.Options()
        options.pretty = true
        try SVGExport.write(timeline: story.timeline, size: story.size, options: options, to: url)
        let lines = try String(contentsOf: url, encoding: .utf8).split(separator: "\n")
        let indents = lines.map { $0.prefix { $0 == " " }.count }
        #expect(indents.max() == 64)
        // Lines past the 32nd level keep the 32nd level's indentation: the file grows with the
        // depth, not its square.
        #expect(indents.filter { $0 == 64 }.count > 500)
        #expect(try PlaybackComparison.xmllintProblem(url, huge: true) == nil)
    }

    @Test func aViewOneLevelDeeperIsRefusedNamingIt() throws {
        let (root, leaf) = Self.chain(Self.deepest)
        let extra = Self.view("extra")
        do {
            _ = try Story.record(size: Self.size) { stage in
                stage.addSubview(root)
                leaf.addSubview(extra)
                UIView.animate(withDuration: 1) { extra.alpha = 0 }
            }
            Issue.record("recorded")
        } catch {
            #expect(error.problems == [.notSupported(
                call: "UIView.addSubview(_:)",
                feature: "a view tree deeper than 256 levels (view extra was not added under view v256: the tree would be 257 levels deep)")])
            #expect("\(error)" == "Story.record: UIView.addSubview(_:): a view tree deeper than 256 levels (view extra"
                    + " was not added under view v256: the tree would be 257 levels deep) is not supported yet")
        }
        #expect(extra.superview == nil)
        #expect(leaf.subviews.isEmpty)
    }

    @Test func aTallSubtreeIsRefusedWhereverItWouldGoTooDeep() throws {
        // 200 levels under a view at level 57 would end at level 257, which the refusal says.
        let (top, middle) = Self.chain(57)
        let (tall, _) = Self.chain(200, named: false)
        tall.accessibilityIdentifier = "tall"
        do {
            _ = try Story.record(size: Self.size) { stage in
                stage.addSubview(top)
                middle.addSubview(tall)
                stage.addSubview(tall)   // as a tree of its own it fits
            }
            Issue.record("recorded")
        } catch {
            #expect(error.problems == [.notSupported(
                call: "UIView.addSubview(_:)",
                feature: "a view tree deeper than 256 levels (view tall was not added under view v57: the tree would be 257 levels deep)")])
        }
        #expect(tall.superview == nil)
        #expect(middle.subviews.isEmpty)
    }

    @Test func aHundredThousandLevelsBuiltOffStageAreRefusedAtTheLimitAndReportedOnStage() throws {
        // Built before any story, top-down and bottom-up: each is cut at 256 levels, the
        // refusal kept on the view that refused and reported when its tree joins a stage.
        let (root, _) = Self.chain(100_000)
        var top = Self.view("b1")
        for level in 2...100_000 {
            let parent = Self.view("b\(level)")
            parent.addSubview(top)
            top = parent
        }
        // b257 refused b256 and started a chain of its own, and so on: the last chain is
        // b99841 … b100000.
        func levels(_ view: UIView) -> Int {
            var levels = 1, v = view
            while let next = v.subviews.first { levels += 1; v = next }
            return levels
        }
        #expect(levels(root) == 256)
        #expect(levels(top) == 160)
        do {
            _ = try Story.record(size: Self.size) { stage in
                stage.addSubview(root)
                stage.addSubview(top)
            }
            Issue.record("recorded")
        } catch {
            #expect(error.problems == [
                .notSupported(call: "UIView.addSubview(_:)",
                              feature: "a view tree deeper than 256 levels (view v257 was not added under view v256: the tree would be 257 levels deep)"),
                .notSupported(call: "UIView.addSubview(_:)",
                              feature: "a view tree deeper than 256 levels (view b99840 was not added under view b99841: the tree would be 257 levels deep)"),
            ])
        }
    }

    @Test func releasingTheDeepestChainsOfFortyThousandAttemptedLevelsIsFine() {
        // UIKit-style deep chains used to overflow the stack when released (each view releasing
        // its subviews recursively): no tree can be deeper than 256 levels any more.
        for _ in 0..<3 {
            _ = Self.chain(40_000, named: false)
        }
        let (root, _) = Self.chain(Self.deepest, named: false)
        #expect(root.subviews.count == 1)
    }

    @Test func aViewMovedToAnotherStorysStageIsReportedByTheStoryItLeft() throws {
        let shared = Self.view("shared")
        var inner: Story?
        do {
            _ = try Story.record(size: Self.size) { stage in
                stage.addSubview(shared)
                inner = try Story.record(size: Self.size) { other in
                    other.addSubview(shared)
                    UIView.animate(withDuration: 1) { shared.alpha = 0.5 }
                }
                UIView.animate(withDuration: 1) { shared.center.x = 200 }
            }
            Issue.record("recorded")
        } catch {
            #expect(error.problems == [.misuse(
                call: "Stage.addSubview(_:)",
                problem: "view shared was moved to the stage of another story being recorded, so it left this one and"
                    + " its later changes are not recorded here; a view belongs to one story (make a view for each)")])
        }
        // The inner story has the view and its own animation.
        #expect(inner?.timeline.views.map(\.identifier) == ["shared"])
        #expect(try inner?.state(at: 1)["shared"]?.state.alpha == 0.5)
    }

    @Test func aSubviewMovedUnderAViewOfAnotherStoryIsReportedToo() throws {
        let shared = Self.view("card")
        do {
            _ = try Story.record(size: Self.size) { stage in
                let holder = Self.view("holder")
                stage.addSubview(holder)
                holder.addSubview(shared)
                _ = try Story.record(size: Self.size) { other in
                    let host = Self.view("host")
                    other.addSubview(host)
                    host.addSubview(shared)
                }
            }
            Issue.record("recorded")
        } catch {
            #expect(error.problems.map(\.call) == ["UIView.addSubview(_:)"])
            #expect(error.problems.first?.message.contains("view card was moved to the stage of another story") == true)
        }
    }
}
