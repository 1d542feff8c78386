import Foundation
import Testing
import AnimaticClock
import AnimaticTimeline
import AnimaticReactive
import AnimaticEngine
@testable import AnimaticStage
@testable import AnimaticRuntime

/// UIKit, Core Animation and Core Foundation members behind the animation libraries' compile
/// walls (issue #29, seventh session): a layer's `actions`, Core Foundation's absolute time,
/// Core Graphics' geometric zeros, `UISwitch` and `preservesSuperviewLayoutMargins`.
@Suite struct CorpusWalls7Tests {
    /// A host view with a standalone shape layer named "ring" (its changes animate implicitly).
    private func ring() -> (UIView, CAShapeLayer) {
        let host = makeBox("host")
        let shape = CAShapeLayer()
        shape.name = "ring"
        shape.frame = CGRect(x: 10, y: 10, width: 40, height: 40)
        shape.path = UIBezierPath(ovalIn: CGRect(x: 0, y: 0, width: 40, height: 40)).cgPath
        shape.strokeColor = UIColor.white.cgColor
        host.layer.addSublayer(shape)
        return (host, shape)
    }

    // MARK: - CALayer.actions

    @Test func actionsAreNilByDefaultAndKeepWhatIsSet() {
        let layer = CALayer()
        #expect(layer.actions == nil)
        layer.actions = ["position": NSNull(), "bounds": NSNull()]
        #expect(layer.actions?.keys.sorted() == ["bounds", "position"])
        #expect(layer.actions?["position"] is NSNull)
        layer.actions = nil
        #expect(layer.actions == nil)
    }

    @Test func anNSNullActionMakesThatKeyChangeAtOnceAndLeavesTheOthersImplicit() {
        let (host, shape) = ring()
        shape.actions = ["strokeEnd": NSNull(), "transform": NSNull()]
        let r = record { stage, clock in
            stage.addSubview(host)
            clock.schedule(at: s(1)) {
                shape.strokeEnd = 0.5     // no action: at once
                shape.lineWidth = 4       // the implicit animation, 0.25 s linear
            }
        }
        #expect(r.problems.isEmpty, "\(r.problems)")
        #expect(r.timeline.text == """
            1.000 +0.000 ring strokeEnd 1 -> 0.5 linear
            1.000 +0.250 ring lineWidth 1 -> 4 linear

            """)
    }

    @Test func anNSNullActionHoldsInsideAnAnimationBlockToo() {
        let (host, shape) = ring()
        let (other, plain) = ring()
        plain.name = "plain"
        shape.actions = ["opacity": NSNull()]
        let r = record { stage, clock in
            stage.addSubview(host)
            stage.addSubview(other)
            clock.schedule(at: s(1)) {
                UIView.animate(withDuration: 2) {
                    shape.opacity = 0      // no action: at once
                    plain.opacity = 0      // a standalone layer: the transaction's 0.25 s
                }
            }
        }
        #expect(r.problems.isEmpty, "\(r.problems)")
        let faded = r.timeline.segments(of: 1, .alpha)
        let implicit = r.timeline.segments(of: 3, .alpha)
        #expect(faded.count == 1 && faded.first?.start == s(1) && faded.first?.duration == .zero && faded.first?.to == .scalar(0))
        #expect(implicit.count == 1 && implicit.first?.duration == s(0.25) && implicit.first?.to == .scalar(0))
    }

    @Test func positionAndBoundsActionsCoverAChangeOfFrame() {
        let (host, shape) = ring()
        shape.actions = ["position": NSNull(), "bounds": NSNull(), "path": NSNull()]
        let r = record { stage, clock in
            stage.addSubview(host)
            clock.schedule(at: s(1)) {
                shape.frame = CGRect(x: 20, y: 30, width: 60, height: 50)
                shape.path = UIBezierPath(ovalIn: CGRect(x: 0, y: 0, width: 60, height: 50)).cgPath
            }
        }
        #expect(r.problems.isEmpty, "\(r.problems)")
        let centers = r.timeline.segments(of: 1, .center)
        let sizes = r.timeline.segments(of: 1, .size)
        #expect(centers.count == 1 && centers.first?.duration == .zero && centers.first?.to == .point(x: 50, y: 55))
        #expect(sizes.count == 1 && sizes.first?.duration == .zero && sizes.first?.to == .size(width: 60, height: 50))
        #expect(r.timeline.segments(of: 1, .path).allSatisfy { $0.duration == .zero })
        #expect(shape.frame == CGRect(x: 20, y: 30, width: 60, height: 50))
    }

    @Test func onlyOneOfPositionAndBoundsWithoutActionLetsTheOtherAnimate() {
        let (host, shape) = ring()
        shape.actions = ["position": NSNull()]
        let r = record { stage, clock in
            stage.addSubview(host)
            clock.schedule(at: s(1)) { shape.frame = CGRect(x: 20, y: 30, width: 60, height: 50) }
        }
        #expect(r.problems.isEmpty, "\(r.problems)")
        #expect(r.timeline.segments(of: 1, .center).first?.duration == .zero)
        let size = r.timeline.segments(of: 1, .size)
        #expect(size.count == 1 && size.first?.duration == s(0.25) && size.first?.from == .size(width: 40, height: 40))
    }

    @Test func aViewsOwnLayerStillAnimatesInBlocksWhateverItsActionsSay() {
        let box = makeBox()
        box.layer.actions = ["opacity": NSNull(), "position": NSNull()]
        let r = record { stage, clock in
            stage.addSubview(box)
            clock.schedule(at: s(1)) {
                UIView.animate(withDuration: 0.5) {
                    box.layer.opacity = 0.5
                    box.layer.position = CGPoint(x: 10, y: 20)
                }
            }
        }
        #expect(r.problems.isEmpty, "\(r.problems)")
        #expect(r.timeline.segments(of: 0, .alpha).first?.duration == s(0.5))
        #expect(r.timeline.segments(of: 0, .center).first?.duration == s(0.5))
    }

    final class Logger: CAAction {
        var runs: [String] = []
        func run(forKey event: String, object anObject: Any, arguments dict: [AnyHashable: Any]?) {
            runs.append("\(event) \((anObject as? CALayer)?.name ?? "?") \(dict == nil ? "nil" : "args")")
        }
    }

    @Test func anAppsOwnActionRunsInPlaceOfTheImplicitAnimation() {
        let (host, shape) = ring()
        let logger = Logger()
        shape.actions = ["strokeEnd": logger]
        shape.strokeEnd = 0.9       // off stage: no action runs (nothing on screen changes)
        let r = record { stage, clock in
            stage.addSubview(host)
            clock.schedule(at: s(1)) { shape.strokeEnd = 0.25 }
        }
        #expect(r.problems.isEmpty, "\(r.problems)")
        #expect(logger.runs == ["strokeEnd ring nil"])
        #expect(r.timeline.text == """
            1.000 +0.000 ring strokeEnd 0.9 -> 0.25 linear

            """)
    }

    @Test func anAnimationAsAnActionIsReported() {
        let (host, shape) = ring()
        let fade = CABasicAnimation(keyPath: "strokeEnd")
        fade.duration = 1
        shape.actions = ["strokeEnd": fade]
        let r = record { stage, clock in
            stage.addSubview(host)
            clock.schedule(at: s(1)) { shape.strokeEnd = 0.25 }
        }
        #expect(r.problems.count == 1)
        guard case .notSupported(let call, let feature)? = r.problems.first else { Issue.record("\(r.problems)"); return }
        #expect(call == "CALayer.actions")
        #expect(feature.contains("CABasicAnimation as the action for \"strokeEnd\""))
        #expect(r.timeline.segments(of: 1, .strokeEnd).first?.duration == .zero)
    }

    // MARK: - Core Foundation's absolute time

    @Test func absoluteTimeRunsWithTheStoryFromTheFirstOf2026() {
        var read: [CFAbsoluteTime] = []
        _ = record { _, clock in
            read.append(CFAbsoluteTimeGetCurrent())
            clock.schedule(at: s(1.5)) { read.append(CFAbsoluteTimeGetCurrent()) }
        }
        #expect(read == [788_918_400, 788_918_401.5])
        // 788,918,400 s after 1 January 2001 is 1 January 2026, 00:00:00 GMT.
        let date = Date(timeIntervalSinceReferenceDate: read[0])
        var utc = Calendar(identifier: .gregorian)
        utc.timeZone = TimeZone(identifier: "UTC")!
        #expect(utc.dateComponents([.year, .month, .day, .hour, .minute, .second], from: date)
                == DateComponents(year: 2026, month: 1, day: 1, hour: 0, minute: 0, second: 0))
    }

    @Test func outsideARecordingAbsoluteTimeIsTheRealTime() {
        let before = Date().timeIntervalSinceReferenceDate
        let now = CFAbsoluteTimeGetCurrent()
        let after = Date().timeIntervalSinceReferenceDate
        #expect(before <= now && now <= after)
        #expect(kCFAbsoluteTimeIntervalSince1970 == Date(timeIntervalSinceReferenceDate: 0).timeIntervalSince1970)
    }

    // MARK: - Core Graphics' geometric zeros

    @Test func theGeometricZerosAreTheZeroValues() {
        #expect(CGPointZero == CGPoint(x: 0, y: 0))
        #expect(CGSizeZero == CGSize(width: 0, height: 0))
        #expect(CGRectZero == CGRect(x: 0, y: 0, width: 0, height: 0))
        #expect(CGRectZero.isEmpty && !CGRectZero.isNull)
    }

    // MARK: - UISwitch

    @Test func aSwitchHasAFixedSizeAndStartsOff() {
        let big = UISwitch(frame: CGRect(x: 10, y: 20, width: 120, height: 60))
        #expect(big.frame == CGRect(x: 10, y: 20, width: 51, height: 31))
        #expect(UISwitch().frame == CGRect(x: 0, y: 0, width: 51, height: 31))
        #expect(big.intrinsicContentSize == CGSize(width: 51, height: 31))
        #expect(big.sizeThatFits(CGSize(width: 500, height: 500)) == CGSize(width: 51, height: 31))
        #expect(!big.isOn)
        #expect(big.track.frame == CGRect(x: 0, y: 0, width: 51, height: 31))
        #expect(big.track.layer.cornerRadius == 15.5)
        #expect(big.track.backgroundColor == .systemFill)
        #expect(big.thumb.frame == CGRect(x: 2, y: 2, width: 27, height: 27))
        #expect(big.thumb.backgroundColor == .white)
    }

    @Test func settingTheStateSendsNoActionAndMovesTheThumb() {
        let toggle = UISwitch()
        var sent = 0
        toggle.addAction(UIAction { _ in sent += 1 }, for: .valueChanged)
        toggle.isOn = true
        #expect(toggle.isOn && sent == 0)
        #expect(toggle.thumb.frame == CGRect(x: 22, y: 2, width: 27, height: 27))
        #expect(toggle.track.backgroundColor == .systemGreen)
        toggle.onTintColor = .orange
        toggle.thumbTintColor = .black
        #expect(toggle.track.backgroundColor == .orange && toggle.thumb.backgroundColor == .black)
        toggle.setOn(false, animated: true)     // off stage: at once
        #expect(!toggle.isOn && toggle.thumb.frame.minX == 2 && toggle.track.backgroundColor == .systemFill && sent == 0)
        toggle.onImage = UIImage()
        toggle.offImage = UIImage()
        #expect(toggle.onImage != nil && toggle.offImage != nil)
    }

    @Test func setOnAnimatedSlidesTheThumbAndBlendsTheTrackOverAQuarterSecond() throws {
        let toggle = UISwitch(frame: CGRect(x: 100, y: 100, width: 0, height: 0))
        toggle.thumb.accessibilityIdentifier = "thumb"
        toggle.track.accessibilityIdentifier = "track"
        let r = record { stage, clock in
            stage.addSubview(toggle)
            clock.schedule(at: s(1)) { toggle.setOn(true, animated: true) }
        }
        #expect(r.problems.isEmpty, "\(r.problems)")
        #expect(try r.timeline.state(atSeconds: 1)["thumb"]?.state.centerX == 15.5)
        #expect(try r.timeline.state(atSeconds: 1.25)["thumb"]?.state.centerX == 35.5)
        let track = try #require(r.timeline.state(atSeconds: 1.25)["track"]?.state.backgroundColor)
        #expect(track == UIColor.systemGreen.rgba)
        let mid = try #require(try r.timeline.state(atSeconds: 1.125)["thumb"]?.state.centerX)
        #expect(abs(mid - 25.5) < 0.01)    // ease-in-out: half-way at half time
    }

    @Test func aTapFlipsTheSwitchAndSendsValueChanged() throws {
        let toggle = UISwitch(frame: CGRect(x: 100, y: 100, width: 0, height: 0))
        toggle.thumb.accessibilityIdentifier = "thumb"
        var events: [String] = []
        toggle.addAction(UIAction { _ in events.append("changed \(toggle.isOn)") }, for: .valueChanged)
        toggle.addAction(UIAction { _ in events.append("up") }, for: .touchUpInside)
        let r = record { stage, _ in
            stage.addSubview(toggle)
            stage.tap(CGPoint(x: 125, y: 115), at: 0.5)
            stage.tap(CGPoint(x: 125, y: 115), at: 2)
        }
        #expect(r.problems.isEmpty, "\(r.problems)")
        #expect(events == ["changed true", "up", "changed false", "up"])
        #expect(!toggle.isOn)
        #expect(try r.timeline.state(atSeconds: 1)["thumb"]?.state.centerX == 35.5)
        #expect(try r.timeline.state(atSeconds: 3)["thumb"]?.state.centerX == 15.5)
    }

    @Test func aDisabledSwitchIgnoresTaps() {
        let toggle = UISwitch(frame: CGRect(x: 100, y: 100, width: 0, height: 0))
        toggle.isEnabled = false
        var sent = 0
        toggle.addAction(UIAction { _ in sent += 1 }, for: .valueChanged)
        _ = record { stage, _ in
            stage.addSubview(toggle)
            stage.tap(CGPoint(x: 125, y: 115), at: 0.5)
        }
        #expect(sent == 0 && !toggle.isOn)
    }

    // MARK: - preservesSuperviewLayoutMargins

    @Test func preservesSuperviewLayoutMarginsIsFalseByDefaultAndTrueIsReported() {
        let view = makeBox()
        #expect(!view.preservesSuperviewLayoutMargins)
        let r = record { stage, _ in
            stage.addSubview(view)
            view.preservesSuperviewLayoutMargins = false
        }
        #expect(r.problems.isEmpty)
        let reported = record { stage, _ in
            stage.addSubview(view)
            view.preservesSuperviewLayoutMargins = true
        }
        #expect(view.preservesSuperviewLayoutMargins)
        #expect(reported.problems.count == 1)
        guard case .notSupported(let call, let feature)? = reported.problems.first else { Issue.record("\(reported.problems)"); return }
        #expect(call == "UIView.preservesSuperviewLayoutMargins")
        #expect(feature.contains("box"))
        #expect(view.layoutMargins == UIEdgeInsets(top: 8, left: 8, bottom: 8, right: 8))
    }

    // MARK: - CALayer.convert, CGPath.copy(using:)

    @Test func layersConvertThroughTheViewsThatDrawThem() {
        let outer = UIView(frame: CGRect(x: 100, y: 50, width: 200, height: 200))
        let inner = UIView(frame: CGRect(x: 10, y: 20, width: 50, height: 40))
        outer.addSubview(inner)
        let badge = CALayer()
        badge.frame = CGRect(x: 5, y: 6, width: 10, height: 10)
        inner.layer.addSublayer(badge)
        #expect(outer.layer.convert(inner.layer.bounds, from: inner.layer) == CGRect(x: 10, y: 20, width: 50, height: 40))
        #expect(inner.layer.convert(CGPoint(x: 1, y: 2), to: outer.layer) == CGPoint(x: 11, y: 22))
        // A standalone sublayer's view is no subview: conversion walks the superlayers.
        #expect(outer.layer.convert(CGPoint(x: 0, y: 0), from: badge) == CGPoint(x: 15, y: 26))
        #expect(badge.convert(CGRect(x: 0, y: 0, width: 10, height: 10), to: nil) == CGRect(x: 115, y: 76, width: 10, height: 10))
        #expect(inner.layer.convert(CGPoint(x: 3, y: 4), from: inner.layer) == CGPoint(x: 3, y: 4))
        inner.transform = CGAffineTransform(scaleX: 2, y: 2)    // about the centre (35, 40)
        #expect(outer.layer.convert(CGRect(x: 0, y: 0, width: 50, height: 40), from: inner.layer)
                == CGRect(x: -15, y: 0, width: 100, height: 80))
    }

    @Test func convertingWithALayerNoViewDrawsIsReported() {
        let loose = CALayer()
        let box = makeBox()
        let r = record { stage, _ in
            stage.addSubview(box)
            #expect(box.layer.convert(CGPoint(x: 1, y: 1), from: loose) == CGPoint(x: 1, y: 1))
        }
        #expect(r.problems.count == 1)
        guard case .notSupported(let call, _)? = r.problems.first else { Issue.record("\(r.problems)"); return }
        #expect(call == "CALayer.convert(_:from:)")
    }

    @Test func copyUsingATransformMovesEveryPoint() throws {
        let path = UIBezierPath(rect: CGRect(x: 0, y: 0, width: 10, height: 20)).cgPath
        var move = CGAffineTransform(translationX: 5, y: -5)
        let moved = try #require(path.copy(using: &move))
        #expect(moved.elements == UIBezierPath(rect: CGRect(x: 5, y: -5, width: 10, height: 20)).cgPath.elements)
        #expect(moved.elements != path.elements)
        #expect(path.copy(using: nil)?.elements == path.elements)
    }
}
