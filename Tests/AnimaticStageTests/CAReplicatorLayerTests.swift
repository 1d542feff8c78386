import Foundation
import Testing
import AnimaticClock
import AnimaticTimeline
@testable import AnimaticStage
@testable import AnimaticRuntime

/// `CAReplicatorLayer`: each instance is a copy of the sublayers, transformed `instanceTransform`
/// i times about the replicator's centre, faded by `instanceAlphaOffset` and delayed
/// i × `instanceDelay` (Apple, "CAReplicatorLayer").
@Suite struct CAReplicatorLayerTests {
    /// A 100×100 replicator at (50, 50) holding a 10×10 dot at the top middle, fading from 1
    /// to 0 over 1 s from t = 0 (no repeat).
    private func loader(count: Int, delay: Double = 0.25, alphaOffset: Float = 0,
                        configure: (CAReplicatorLayer) -> Void = { _ in }) throws -> Story {
        try Story.record(size: CGSize(width: 200, height: 200), duration: 3) { stage in
            let host = UIView(frame: CGRect(x: 50, y: 50, width: 100, height: 100))
            host.accessibilityIdentifier = "host"
            let replicator = CAReplicatorLayer()
            replicator.name = "replicator"
            replicator.frame = CGRect(x: 0, y: 0, width: 100, height: 100)
            let dot = CALayer()
            dot.name = "dot"
            dot.frame = CGRect(x: 45, y: 0, width: 10, height: 10)
            dot.backgroundColor = UIColor.white.cgColor
            replicator.addSublayer(dot)
            replicator.instanceCount = count
            replicator.instanceTransform = CATransform3DMakeRotation(.pi / 2, 0, 0, 1)
            replicator.instanceDelay = delay
            replicator.instanceAlphaOffset = alphaOffset
            configure(replicator)
            host.layer.addSublayer(replicator)
            stage.addSubview(host)
            let fade = CABasicAnimation(keyPath: "opacity")
            fade.fromValue = 1
            fade.toValue = 0
            fade.duration = 1
            dot.opacity = 0
            dot.add(fade, forKey: "fade")
        }
    }

    // MARK: - Edge cases first

    @Test func oneInstanceIsTheSublayersAlone() throws {
        let story = try loader(count: 1)
        let ids = story.timeline.views.compactMap(\.identifier)
        #expect(ids == ["host", "replicator", "dot"])
        #expect(try story.state(at: 0.5)["dot"]!.state.alpha == 0.5)
    }

    @Test func zeroInstancesDrawNothing() throws {
        let story = try loader(count: 0)
        #expect(try story.state(at: 0.5)["dot"]!.isVisible == false)
        #expect(story.timeline.views.compactMap(\.identifier) == ["host", "replicator", "dot"])
    }

    @Test func sublayersAreListedWithoutTheInstanceHolder() {
        let replicator = CAReplicatorLayer()
        let dot = CALayer()
        replicator.addSublayer(dot)
        #expect(replicator.sublayers?.count == 1)
        #expect(replicator.sublayers?.first === dot)
        #expect(dot.superlayer === replicator)
        dot.removeFromSuperlayer()
        #expect(replicator.sublayers == nil)
    }

    // MARK: - Instances

    /// Four instances a quarter turn apart about the replicator's centre (50, 50): the dot's
    /// centre (50, 5) goes to (95, 50), (50, 95), (5, 50); each one's fade starts 0.25 s after
    /// the previous one's, showing the dot as it joined (opacity 0) before.
    @Test func instancesTurnAboutTheCentreAndPlayDelayed() throws {
        let story = try loader(count: 4)
        let ids = story.timeline.views.compactMap(\.identifier)
        #expect(ids == ["host", "replicator", "dot", "dot-1", "dot-2", "dot-3"])
        let expected: [(String, Double, Double)] = [("dot", 100, 55), ("dot-1", 145, 100), ("dot-2", 100, 145), ("dot-3", 55, 100)]
        let state = try story.state(at: 0.5)
        for (id, x, y) in expected {
            let p = state[id]!.matrixToStage.apply(5, 5)   // the dot's centre in its bounds
            #expect(abs(p.x - x) < 1e-9 && abs(p.y - y) < 1e-9, "\(id): \(p)")
        }
        // t = 0.5: instance i is 0.5 − 0.25 i into its fade (before it: the joined opacity 0).
        #expect(abs(state["dot"]!.state.alpha - 0.5) < 1e-12)
        #expect(abs(state["dot-1"]!.state.alpha - 0.75) < 1e-12)
        #expect(abs(state["dot-2"]!.state.alpha - 1) < 1e-12)
        #expect(state["dot-3"]!.state.alpha == 0)
        let later = try story.state(at: 1.6)
        #expect(later["dot"]!.state.alpha == 0)
        #expect(abs(later["dot-3"]!.state.alpha - 0.15) < 1e-12)
        #expect(story.timeline.segments(of: story.timeline.views.first { $0.identifier == "dot-3" }!.index, .alpha)
            .first?.start == s(0.75))
    }

    /// instanceAlphaOffset fades instance i by i × offset (clamped at 0).
    @Test func alphaOffsetsFadeEachInstance() throws {
        let story = try loader(count: 4, delay: 0, alphaOffset: -0.4)
        let state = try story.state(at: 0)
        #expect(abs(state["dot"]!.effectiveOpacity - 1) < 1e-12)
        #expect(abs(state["dot-1"]!.effectiveOpacity - 0.6) < 1e-6)
        #expect(abs(state["dot-2"]!.effectiveOpacity - 0.2) < 1e-6)
        #expect(state["dot-3"]!.effectiveOpacity == 0)
    }

    /// The instances turn about the replicator's centre while its bounds change: grown to
    /// 200×200 at 1 s (Core Animation's implicit 0.25 s), the half turn of instance 1 maps the
    /// dot's centre (50, 5) about (100, 100) to (150, 195).
    @Test func instancesFollowTheReplicatorsBounds() throws {
        var replicator: CAReplicatorLayer?
        let story = try loader(count: 2, delay: 0) { r in
            r.instanceTransform = CATransform3DMakeRotation(.pi, 0, 0, 1)
            replicator = r
            StoryContext.current!.clock.schedule(at: s(1)) { replicator?.frame = CGRect(x: 0, y: 0, width: 200, height: 200) }
        }
        let before = try story.state(at: 0.5)["dot-1"]!.matrixToStage.apply(5, 5)
        #expect(abs(before.x - 100) < 1e-9 && abs(before.y - 145) < 1e-9, "\(before)")
        let after = try story.state(at: 2)["dot-1"]!.matrixToStage.apply(5, 5)
        #expect(abs(after.x - 200) < 1e-9 && abs(after.y - 245) < 1e-9, "\(after)")
    }

    /// instanceColor times the instances' colours, each step adding the offsets (clamped):
    /// red 1, green 1 − 0.3 i, blue 0.5 + 0.4 i; white (1, 1, 1) draws no filter.
    @Test func colorOffsetsMultiplyEachInstance() throws {
        let story = try loader(count: 4, delay: 0) { r in
            r.instanceColor = UIColor(red: 1, green: 1, blue: 0.5, alpha: 1).cgColor
            r.instanceGreenOffset = -0.3
            r.instanceBlueOffset = 0.4
        }
        let views = story.timeline.views
        func multiplier(ofInstanceHolding id: String) -> RGBA? {
            let dot = views.first { $0.identifier == id }!
            return views[dot.parent!].look.colorMultiplier
        }
        #expect(multiplier(ofInstanceHolding: "dot") == RGBA(red: 1, green: 1, blue: 0.5))
        let second = try #require(multiplier(ofInstanceHolding: "dot-1"))
        #expect(second.red == 1 && abs(second.green - 0.7) < 1e-6 && abs(second.blue - 0.9) < 1e-6)
        #expect(multiplier(ofInstanceHolding: "dot-2").map { abs($0.green - 0.4) < 1e-6 && $0.blue == 1 } == true)
        #expect(multiplier(ofInstanceHolding: "dot-3").map { abs($0.green - 0.1) < 1e-6 && $0.blue == 1 } == true)
        let plain = try loader(count: 2)
        #expect(plain.timeline.views.allSatisfy { $0.look.colorMultiplier == nil })
    }

    // MARK: - Reported, never silently dropped

    @Test func nonFiniteColorsPerspectiveDepthAndNegativeDelaysAreReported() {
        func problems(_ configure: @escaping (CAReplicatorLayer) -> Void) -> [String] {
            do {
                _ = try loader(count: 3, configure: configure)
                return []
            } catch let error as StoryError {
                return error.problems.map(\.message)
            } catch {
                return ["\(error)"]
            }
        }
        #expect(problems { $0.instanceGreenOffset = .nan }.first?.contains("CAReplicatorLayer.instanceColor") == true)
        #expect(problems { $0.instanceColor = UIColor.red.cgColor }.isEmpty)
        #expect(problems { $0.instanceColor = UIColor.white.withAlphaComponent(0.5).cgColor }.isEmpty)
        #expect(problems { $0.preservesDepth = true }.first?.contains("preservesDepth") == true)
        #expect(problems { var t = CATransform3DIdentity; t.m34 = -1 / 500; $0.instanceTransform = t }
            .first?.contains("perspective") == true)
        #expect(problems { $0.instanceDelay = -1 }.first?.contains("instanceDelay") == true)
    }

    @Test func changingTheInstancesOnStageIsReported() {
        #expect(throws: StoryError.self) {
            _ = try Story.record(size: CGSize(width: 100, height: 100), duration: 1) { stage in
                let host = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
                let replicator = CAReplicatorLayer()
                host.layer.addSublayer(replicator)
                stage.addSubview(host)
                let clock = StoryContext.current!.clock
                clock.schedule(at: s(0.5)) { replicator.instanceCount = 3 }
            }
        }
    }
}
