import Animatic
import AnimaticPlaybackTesting
import Foundation
import Testing

/// Sublayers count as levels of their view's tree (the SVG nests both): a chain of standalone
/// layers (`addSublayer`, `mask`) is cut at 256 levels like a chain of views, refused with a
/// problem naming both layers, so recording, export and releasing never go deeper.
@Suite struct DeepLayerTreeTests {
    static let size = CGSize(width: 300, height: 300)

    private static func layer(_ name: String) -> CALayer {
        let l = CALayer()
        l.name = name
        l.frame = CGRect(x: 1, y: 0, width: 40, height: 40)
        l.backgroundColor = UIColor.red.cgColor
        return l
    }

    /// Adds sublayers top-down under `top`, each under the one before, named `prefix<first>`,
    /// `prefix<first + 1>` … `prefix<last>`; returns them (a refused layer, which has no
    /// superlayer, is released with the chain under it unless the caller keeps it).
    @discardableResult
    private static func chain(under top: CALayer, from first: Int, through last: Int, prefix: String = "l") -> [CALayer] {
        var leaf = top
        var all: [CALayer] = []
        all.reserveCapacity(last - first + 1)
        for level in first...last {
            let next = layer("\(prefix)\(level)")
            leaf.addSublayer(next)
            all.append(next)
            leaf = next
        }
        return all
    }

    /// The levels of the chain that starts at `layer` (following the first sublayer).
    private static func levels(_ layer: CALayer) -> Int {
        var levels = 1, current = layer
        while let next = current.sublayers?.first { levels += 1; current = next }
        return levels
    }

    @Test func aHundredThousandSublayersBuiltTopDownOffStageAreCutAtTheLimitAndReportedOnStage() throws {
        // The view is level 1, its sublayers l2 … l256; l257 is refused and starts a chain of
        // its own (l257 … l512), and so on.
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        view.accessibilityIdentifier = "v"
        Self.chain(under: view.layer, from: 2, through: 100_000)
        #expect(Self.levels(view.layer) == 256)
        do {
            _ = try Story.record(size: Self.size) { stage in stage.addSubview(view) }
            Issue.record("recorded")
        } catch {
            #expect(error.problems == [.notSupported(
                call: "CALayer.addSublayer(_:)",
                feature: "a view tree deeper than 256 levels (layer l257 was not added under layer l256: the tree would be 257 levels deep)")])
        }
    }

    @Test func aHundredThousandLayersBuiltBottomUpOffStageAreCutAtTheLimit() throws {
        // b257 (a layer of no view: level 1) refuses the 256 levels of b256 … b1, and so on:
        // the last chain is b99841 … b100000, which fits under a view.
        var top = Self.layer("b1")
        for level in 2...100_000 {
            let parent = Self.layer("b\(level)")
            parent.addSublayer(top)
            top = parent
        }
        #expect(Self.levels(top) == 160)
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        do {
            _ = try Story.record(size: Self.size) { stage in
                stage.addSubview(view)
                view.layer.addSublayer(top)
            }
            Issue.record("recorded")
        } catch {
            #expect(error.problems == [.notSupported(
                call: "CALayer.addSublayer(_:)",
                feature: "a view tree deeper than 256 levels (layer b99840 was not added under layer b99841: the tree would be 257 levels deep)")])
        }
    }

    @Test func aHundredThousandSublayersAddedInAStoryAreRefusedEachTimeTheyGoTooDeep() throws {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        view.accessibilityIdentifier = "v"
        var kept: [CALayer] = []
        do {
            _ = try Story.record(size: Self.size) { stage in
                stage.addSubview(view)
                // Kept, so that each refused layer stays the top of a chain that grows too deep.
                kept = Self.chain(under: view.layer, from: 2, through: 100_000)
            }
            Issue.record("recorded")
        } catch {
            // l257, l513, … l99841: every 256th layer (390 of them).
            #expect(error.problems.count == 390)
            #expect(error.problems.first == .notSupported(
                call: "CALayer.addSublayer(_:)",
                feature: "a view tree deeper than 256 levels (layer l257 was not added under layer l256: the tree would be 257 levels deep)"))
            #expect(error.problems.last == .notSupported(
                call: "CALayer.addSublayer(_:)",
                feature: "a view tree deeper than 256 levels (layer l99841 was not added under layer l99840: the tree would be 257 levels deep)"))
        }
        #expect(Self.levels(view.layer) == 256)
        #expect(Self.levels(kept[99_840 - 1]) == 160)   // l99841 … l100000
    }

    @Test func aRefusedLayerNobodyKeepsIsReleasedWithItsChain() throws {
        // As in Core Animation, a layer with no superlayer that nothing holds goes away: here
        // l257, refused, is released as soon as the loop moves on, and with it the chain under
        // it, so the chain never grows deep again and only the first refusal is reported.
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        weak var refused: CALayer?
        do {
            _ = try Story.record(size: Self.size) { stage in
                stage.addSubview(view)
                var leaf = view.layer
                for level in 2...100_000 {
                    let next = Self.layer("l\(level)")
                    leaf.addSublayer(next)
                    if level == 257 { refused = next }
                    leaf = next
                }
            }
            Issue.record("recorded")
        } catch {
            #expect(error.problems == [.notSupported(
                call: "CALayer.addSublayer(_:)",
                feature: "a view tree deeper than 256 levels (layer l257 was not added under layer l256: the tree would be 257 levels deep)")])
        }
        #expect(refused == nil)
        #expect(Self.levels(view.layer) == 256)
    }

    @Test func theDeepestSublayerChainRecordsAndExports() throws {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        view.accessibilityIdentifier = "v"
        Self.chain(under: view.layer, from: 2, through: 256)
        var leaf = view.layer
        while let next = leaf.sublayers?.first { leaf = next }
        let story = try Story.record(size: Self.size) { stage in
            stage.addSubview(view)
            UIView.animate(withDuration: 1) { view.center.x += 50 }
            leaf.opacity = 0.5   // a standalone layer: Core Animation's implicit 0.25 s animation
        }
        #expect(story.timeline.views.count == 256)
        #expect(try story.state(at: 1)["l256"]?.state.alpha == 0.5)
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("animatic-deep-layers-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let url = folder.appendingPathComponent("deep.svg")
        try story.write(to: url)
        #expect(try String(contentsOf: url, encoding: .utf8).contains("id=\"l256\""))
        #expect(try PlaybackComparison.xmllintProblem(url, huge: true) == nil)
    }

    @Test func aViewWhoseSublayersReachTheLimitCannotGoUnderAnotherView() throws {
        let deep = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        deep.accessibilityIdentifier = "deep"
        Self.chain(under: deep.layer, from: 2, through: 256)
        let holder = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        holder.accessibilityIdentifier = "holder"
        do {
            _ = try Story.record(size: Self.size) { stage in
                stage.addSubview(holder)
                holder.addSubview(deep)
            }
            Issue.record("recorded")
        } catch {
            #expect(error.problems == [.notSupported(
                call: "UIView.addSubview(_:)",
                feature: "a view tree deeper than 256 levels (view deep was not added under view holder: the tree would be 257 levels deep)")])
        }
        #expect(deep.superview == nil)
    }

    @Test func masksAndReplicatorInstancesCountAsLevels() throws {
        // A mask chain: each mask one level below the layer it masks.
        let root = Self.layer("m1")
        var masked = root
        for level in 2...300 {
            let mask = Self.layer("m\(level)")
            masked.mask = mask
            masked = mask
        }
        var depth = 1
        var current = root
        while let next = current.mask { depth += 1; current = next }
        #expect(depth == 256)
        // A replicator's sublayers sit two levels below its view (its instances in between):
        // 254 levels of sublayers fit under a replicator that is the layer of a view at level 1.
        final class Replicated: UIView { override class var layerClass: AnyClass { CAReplicatorLayer.self } }
        let loader = Replicated(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        loader.accessibilityIdentifier = "loader"
        Self.chain(under: loader.layer, from: 3, through: 300, prefix: "r")
        #expect(Self.levels(loader.layer) == 255)   // loader and r3 … r256
        do {
            _ = try Story.record(size: Self.size) { stage in stage.addSubview(loader) }
            Issue.record("recorded")
        } catch {
            #expect(error.problems == [.notSupported(
                call: "CALayer.addSublayer(_:)",
                feature: "a view tree deeper than 256 levels (layer r257 was not added under layer r256: the tree would be 257 levels deep)")])
        }
    }

    @Test func aLayerCannotBeAddedInsideItself() throws {
        let a = Self.layer("a"), b = Self.layer("b"), c = Self.layer("c")
        a.addSublayer(b)
        b.addSublayer(c)
        do {
            _ = try Story.record(size: Self.size) { _ in
                c.addSublayer(a)
                b.mask = a
            }
            Issue.record("recorded")
        } catch {
            #expect(error.problems == [
                .misuse(call: "CALayer.addSublayer(_:)", problem: "cannot add a layer to one of its own sublayers"),
                .misuse(call: "CALayer.mask", problem: "the mask layer must not be the layer nor hold it"),
            ])
        }
        #expect(a.superlayer == nil)
        #expect(c.sublayers == nil)
        #expect(b.mask == nil)
    }

    @Test func releasingTheChainsOfAHundredThousandAttemptedLevelsIsFine() {
        // Core Animation-style deep chains would overflow the stack when released (each layer
        // releasing its sublayers recursively): no chain can be deeper than 256 levels.
        let root = Self.layer("root")
        let kept = Self.chain(under: root, from: 2, through: 100_000)   // 391 chains kept until the end
        var top = Self.layer("b1")
        for level in 2...100_000 {
            let parent = Self.layer("b\(level)")
            parent.addSublayer(top)
            top = parent
        }
        #expect(Self.levels(root) == 256)
        #expect(kept.count == 99_999)
    }
}
