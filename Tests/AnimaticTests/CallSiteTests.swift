import Animatic
import Testing

/// Recording problems name the file and line of the UIKit or Core Animation call that raised
/// them (`StoryError.callSites`, and `(at File.swift:line)` in the error's text). Each call below
/// takes its line with `#line` on the same line, so the expected site is exact.
@Suite struct CallSiteTests {
    let size = CGSize(width: 300, height: 200)
    static let file = "AnimaticTests/CallSiteTests.swift"

    func box(_ id: String) -> UIView {
        let view = UIView(frame: CGRect(x: 10, y: 10, width: 50, height: 50))
        view.accessibilityIdentifier = id
        return view
    }

    @Test func anUnsupportedTransitionNamesItsLine() {
        let card = box("card")
        var line = 0
        do {
            _ = try Story.record(size: size) { stage in
                stage.addSubview(card)
                line = #line; UIView.transition(with: card, duration: 0.5, options: .transitionCurlUp, animations: nil)
            }
            Issue.record("no error")
        } catch {
            #expect(error.problems == [.notSupported(call: "UIView.transition(with:duration:options:animations:completion:)",
                                                     feature: "the transition .transitionCurlUp")])
            #expect(error.callSites == [CallSite(fileID: Self.file, line: line)])
            #expect(error.callSites.first??.description == "\(Self.file):\(line)")
            #expect("\(error)" == "Story.record: UIView.transition(with:duration:options:animations:completion:): "
                + "the transition .transitionCurlUp is not supported yet (at \(Self.file):\(line))")
        }
    }

    /// A shape layer's path animation added in the instant the layer joins with no path waits
    /// for the end of the instant (a path set after it is the path it animates); when there is
    /// still no path, the report names the call, not the end of the instant.
    @Test func aPathAnimationThatWaitedForItsInstantNamesItsCall() {
        let host = box("host")
        let curve = CAShapeLayer()
        curve.name = "curve"
        var line = 0
        do {
            _ = try Story.record(size: size) { stage in
                stage.addSubview(host)
                host.layer.addSublayer(curve)
                let morph = CABasicAnimation(keyPath: "path")
                morph.toValue = UIBezierPath(rect: CGRect(x: 0, y: 0, width: 10, height: 10)).cgPath
                line = #line; curve.add(morph, forKey: "morph")
            }
            Issue.record("no error")
        } catch {
            #expect(error.problems == [.notSupported(call: "CALayer.add(_:forKey:)",
                                                     feature: "animating the path of a shape layer that joined the stage "
                                                        + "with no path (layer curve, key path \"path\")")])
            #expect(error.callSites == [CallSite(fileID: Self.file, line: line)])
        }
    }

    /// A property set inside an animation block is located at the block's call; one set outside
    /// any located call has no site, and neither has the unfinished story found at the end.
    @Test func aPropertyInsideABlockIsLocatedAtTheBlockAndOneOutsideIsNot() {
        let a = box("a"), b = box("b")
        var line = 0
        do {
            _ = try Story.record(size: size, limit: 1) { stage in
                stage.addSubview(a)
                stage.addSubview(b)
                line = #line; UIView.animate(withDuration: 0.5) { a.layer.sublayerTransform = CATransform3DMakeRotation(1, 1, 0, 0) }
                b.layer.sublayerTransform = CATransform3DMakeRotation(1, 0, 1, 0)
                Timer.scheduledTimer(withTimeInterval: 0.5, repeats: true) { _ in }
            }
            Issue.record("no error")
        } catch {
            #expect(error.problems == [
                .notSupported(call: "CALayer.sublayerTransform", feature: "a sublayer transform that is not affine (perspective, rotations about x or y): SVG draws 2D"),
                .notSupported(call: "CALayer.sublayerTransform", feature: "a sublayer transform that is not affine (perspective, rotations about x or y): SVG draws 2D"),
                .unfinished(limit: 1, animating: [], pendingActions: 1),
            ])
            #expect(error.callSites == [CallSite(fileID: Self.file, line: line), nil, nil])
            #expect("\(error)".hasSuffix("Story.record: 2 problems while recording: (1) CALayer.sublayerTransform: a sublayer transform that is not affine (perspective, rotations about x or y): SVG draws 2D "
                + "is not supported yet (at \(Self.file):\(line)); (2) CALayer.sublayerTransform: a sublayer transform that is not affine (perspective, rotations about x or y): SVG draws 2D "
                + "is not supported yet"))
        }
    }

    /// A keyframe's bad time is located at its `addKeyframe`, the innermost call, not at the
    /// enclosing `animateKeyframes`; the second animation's bad duration at its own line.
    @Test func nestedCallsNameTheInnermostCall() {
        let a = box("a")
        var lines: [Int] = []
        do {
            _ = try Story.record(size: size) { stage in
                stage.addSubview(a)
                UIView.animateKeyframes(withDuration: 1, delay: 0, options: [], animations: {
                    lines.append(#line); UIView.addKeyframe(withRelativeStartTime: 1.5, relativeDuration: 0.1) { a.alpha = 0 }
                })
                lines.append(#line); UIView.animate(withDuration: -1, delay: 0, options: [], animations: { a.alpha = 1 })
            }
            Issue.record("no error")
        } catch {
            #expect(error.problems.map(\.call) == ["UIView.addKeyframe(withRelativeStartTime:relativeDuration:animations:)",
                                                   "UIView.animate(withDuration:delay:options:animations:completion:)"])
            #expect(error.callSites == lines.map { CallSite(fileID: Self.file, line: $0) })
        }
    }

    /// `CALayer.add(_:forKey:)` and the spring form are located too; an error compares equal to
    /// one made from its problems alone (the sites do not count).
    @Test func layerAnimationsAndSpringsAreLocatedAndSitesDoNotCountInEquality() {
        let a = box("a")
        var lines: [Int] = []
        do {
            _ = try Story.record(size: size) { stage in
                stage.addSubview(a)
                lines.append(#line); a.layer.add(CAAnimation(), forKey: "plain")
                lines.append(#line); UIView.animate(withDuration: 0.5, delay: 0, usingSpringWithDamping: -1,
                                                    initialSpringVelocity: 0, animations: { a.alpha = 0.5 })
            }
            Issue.record("no error")
        } catch {
            #expect(error.problems.map(\.call) == [
                "CALayer.add(_:forKey:)",
                "UIView.animate(withDuration:delay:usingSpringWithDamping:initialSpringVelocity:options:animations:completion:)",
            ])
            #expect(error.callSites == lines.map { CallSite(fileID: Self.file, line: $0) })
            #expect(error == StoryError(problems: error.problems))
            #expect(StoryError(problems: error.problems).callSites == [nil, nil])
        }
    }

    @Test func aStoryWithoutProblemsAndCallsOutsideARecordingHaveNoSites() throws {
        let a = box("a")
        UIView.transition(with: a, duration: 0.5, options: .transitionCurlUp, animations: nil)
        let story = try Story.record(size: size) { stage in
            stage.addSubview(a)
            UIView.animate(withDuration: 0.5) { a.alpha = 0 }
        }
        #expect(story.duration == 0.5)
        #expect(StoryError(problems: [.durationTooShort(seconds: 0)], callSites: [CallSite(fileID: "M/F.swift", line: 3), nil])
            .callSites == [CallSite(fileID: "M/F.swift", line: 3)])
    }
}
