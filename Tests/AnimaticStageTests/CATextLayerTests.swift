import Foundation
import Testing
import AnimaticClock
import AnimaticTimeline
@testable import AnimaticStage
@testable import AnimaticRuntime

/// `CATextLayer`: text from the top of the bounds, Helvetica 36 pt white by default, with an
/// animatable `fontSize` and `foregroundColor` (Apple, "CATextLayer").
@Suite struct CATextLayerTests {
    private func host(_ text: CATextLayer) -> UIView {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 200))
        view.layer.addSublayer(text)
        return view
    }

    private func textLayer(_ string: Any? = "Hello") -> CATextLayer {
        let layer = CATextLayer()
        layer.name = "title"
        layer.frame = CGRect(x: 10, y: 20, width: 200, height: 60)
        layer.string = string
        return layer
    }

    private func label(_ r: Recording) -> LabelContent? {
        if case .label(let l) = r.timeline.views.first(where: { $0.identifier == "title" })?.content { return l }
        return nil
    }

    // MARK: - Edge cases first

    @Test func noStringDrawsNothing() {
        let layer = textLayer(nil)
        let r = record { stage, _ in stage.addSubview(host(layer)) }
        #expect(label(r) == nil)
        #expect(r.problems.isEmpty)
    }

    @Test func defaultsAreHelvetica36WhiteFromTheTop() throws {
        let layer = textLayer("Hi\nthere")
        let r = record { stage, _ in stage.addSubview(host(layer)) }
        let l = try #require(label(r))
        #expect(l.lines == ["Hi", "there"])
        #expect(l.font == FontDescription(family: "Helvetica", size: 36))
        #expect(l.alignment == .left)
        #expect(l.topAligned)
        // The first baseline is one ascender below the top, whatever the height.
        #expect(abs(l.baseline(line: 0, height: 60) - 36 * 0.952) < 1e-9)
        #expect(abs(l.baseline(line: 1, height: 60) - 36 * (1.193 + 0.952)) < 1e-9)
        let state = try r.timeline.state(at: .zero)["title"]!.state
        #expect(state.textColor == RGBA(red: 1, green: 1, blue: 1))
        #expect(state[scalar: .fontSize] == 36)
    }

    @Test func fontNameAndUIFontGiveTheFamilyAndWeightAtFontSize() throws {
        let named = textLayer()
        named.font = "Avenir-Heavy"
        named.fontSize = 20
        named.alignmentMode = .center
        let r = record { stage, _ in stage.addSubview(host(named)) }
        #expect(label(r)?.font == FontDescription(family: "Avenir", size: 20, weight: 800))
        #expect(label(r)?.alignment == .center)
        let system = textLayer()
        system.font = UIFont.boldSystemFont(ofSize: 99)
        system.fontSize = 14
        let r2 = record { stage, _ in stage.addSubview(host(system)) }
        #expect(label(r2)?.font == FontDescription(size: 14, weight: 700))
    }

    // MARK: - Animations

    @Test func fontSizeAndForegroundColorAnimateWithCABasicAnimation() throws {
        let layer = textLayer()
        let r = record { stage, _ in
            stage.addSubview(host(layer))
            let grow = CABasicAnimation(keyPath: "fontSize")
            grow.fromValue = 20
            grow.toValue = 40
            grow.duration = 2
            layer.add(grow, forKey: "grow")
            let tint = CABasicAnimation(keyPath: "foregroundColor")
            tint.fromValue = UIColor.red.cgColor
            tint.toValue = UIColor.blue.cgColor
            tint.duration = 1
            layer.add(tint, forKey: "tint")
        }
        let half = try r.timeline.state(at: s(0.5))["title"]!.state
        #expect(half[scalar: .fontSize] == 25)
        #expect(half.textColor == RGBA(red: 0.5, green: 0, blue: 0.5))
        // Removed on completion: back to the model values.
        let after = try r.timeline.state(at: s(2))["title"]!.state
        #expect(after[scalar: .fontSize] == 36)
        #expect(after.textColor == RGBA(red: 1, green: 1, blue: 1))
        #expect(r.problems.isEmpty)
    }

    /// A standalone text layer animates a new fontSize implicitly (0.25 s, Core Animation's).
    @Test func aStandaloneLayerAnimatesFontSizeImplicitly() throws {
        let layer = textLayer()
        let r = record { stage, clock in
            stage.addSubview(host(layer))
            clock.schedule(at: s(1)) { layer.fontSize = 16 }
        }
        let segments = r.timeline.segments(of: r.timeline.views.first { $0.identifier == "title" }!.index, .fontSize)
        #expect(segments.count == 1)
        #expect(segments.first?.start == s(1) && segments.first?.duration == s(0.25))
        #expect(segments.first?.to == .scalar(16))
    }

    /// An attributed string draws with its runs: the layer's fontSize and colour do not apply.
    @Test func anAttributedStringKeepsItsRunsAndIgnoresFontSize() throws {
        let text = NSAttributedString(string: "Bold", attributes: [.font: UIFont.boldSystemFont(ofSize: 18),
                                                                  .foregroundColor: UIColor.red])
        let layer = textLayer(text)
        let r = record { stage, clock in
            stage.addSubview(host(layer))
            clock.schedule(at: s(1)) { layer.fontSize = 10 }
        }
        let l = try #require(label(r))
        #expect(l.lines == ["Bold"])
        #expect(l.runs.first?.first?.color == RGBA(red: 1, green: 0, blue: 0))
        #expect(l.topAligned)
        #expect(r.timeline.segmentCount == 0)
        #expect(r.problems.isEmpty)
    }

    // MARK: - Reported, never silently dropped

    @Test func otherStringsAndFontsAreReported() {
        let layer = textLayer(42)
        layer.font = 7
        let r = record { stage, _ in stage.addSubview(host(layer)) }
        #expect(r.problems == [
            .notSupported(call: "CATextLayer.string", feature: "a string that is not a String or NSAttributedString (Int) (view title)"),
            .notSupported(call: "CATextLayer.font", feature: "a font that is not a UIFont or a font name (Int) (view title)"),
        ])
    }

    @Test func aLongLineThatWouldWrapOrTruncateIsReportedAShortOneIsNot() {
        let long = textLayer("A line far too long for a two hundred point wide layer")
        long.fontSize = 20
        long.isWrapped = true
        let short = textLayer("Short")
        short.fontSize = 20
        short.truncationMode = .end
        let r = record { stage, _ in
            stage.addSubview(host(long))
            stage.addSubview(host(short))
        }
        #expect(r.problems == [.notSupported(call: "CATextLayer.isWrapped",
                                             feature: "a line wider than the bounds that Core Animation would wrap (view title)")])
    }

    @Test func changingTheStringOnStageIsReported() {
        let layer = textLayer()
        let r = record { stage, clock in
            stage.addSubview(host(layer))
            clock.schedule(at: s(1)) { layer.string = "Bye" }
        }
        #expect(r.problems.count == 1)
        #expect(r.problems.first?.message.contains("CATextLayer.string") == true)
    }
}
