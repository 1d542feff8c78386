import Foundation
import Testing
import AnimaticClock
import AnimaticTimeline
@testable import AnimaticStage
@testable import AnimaticRuntime

/// Image contexts, `draw(_:)`/`setNeedsDisplay()`, snapshots and visual effect views.
@Suite struct DrawingTests {
    private func svg(_ image: UIImage?) -> String { String(decoding: image?.data ?? [], as: UTF8.self) }

    // MARK: - Edge cases first

    @Test func outsideAnyContextDrawingDoesNothingAndThereIsNoCurrentContext() {
        #expect(UIGraphicsGetCurrentContext() == nil)
        UIColor.red.setFill()
        UIBezierPath(rect: CGRect(x: 0, y: 0, width: 10, height: 10)).fill()
        "text".draw(at: .zero, withAttributes: nil)
        #expect(UIGraphicsGetImageFromCurrentImageContext() == nil)
        UIGraphicsEndImageContext()   // nothing open: nothing happens
        #expect(UIGraphicsGetCurrentContext() == nil)
    }

    @Test func anEmptySizeGivesTheEmptyImageAndAnEmptyImageContextNoImage() {
        let image = UIGraphicsImageRenderer(size: .zero).image { ctx in ctx.fill(CGRect(x: 0, y: 0, width: 5, height: 5)) }
        #expect(image.size == .zero && image.cgImage == nil)
        UIGraphicsBeginImageContext(CGSize(width: 0, height: 10))
        #expect(UIGraphicsGetImageFromCurrentImageContext() == nil)
        UIGraphicsEndImageContext()
    }

    // MARK: - Image renderers and image contexts

    @Test func aRendererMakesAnSVGImageOfExactlyWhatItsBlockDrew() {
        let format = UIGraphicsImageRendererFormat()
        format.scale = 3
        let renderer = UIGraphicsImageRenderer(size: CGSize(width: 40, height: 20), format: format)
        let image = renderer.image { ctx in
            UIColor.red.setFill()
            ctx.fill(CGRect(x: 0, y: 0, width: 40, height: 20))
            ctx.cgContext.setStrokeColor(UIColor.blue.cgColor)
            ctx.cgContext.setLineWidth(2)
            ctx.cgContext.translateBy(x: 10, y: 0)
            ctx.cgContext.move(to: CGPoint(x: 0, y: 10))
            ctx.cgContext.addLine(to: CGPoint(x: 20, y: 10))
            ctx.cgContext.strokePath()
        }
        #expect(image.mimeType == "image/svg+xml")
        #expect(image.size == CGSize(width: 40, height: 20))
        #expect(format.bounds == CGRect(x: 0, y: 0, width: 40, height: 20))
        #expect(svg(image) == """
            <svg xmlns="http://www.w3.org/2000/svg" width="40" height="20" viewBox="0 0 40 20">\
            <path d="M0 0 L40 0 L40 20 L0 20 Z" fill="#ff0000"/>\
            <path d="M10 10 L30 10" fill="none" stroke="#0000ff" stroke-width="2"/></svg>
            """)
    }

    @Test func beginImageContextDrawsTextAndEllipsesAndTheStateRestores() {
        UIGraphicsBeginImageContextWithOptions(CGSize(width: 100, height: 50), false, 0)
        let context = UIGraphicsGetCurrentContext()
        #expect(context != nil)
        context?.saveGState()
        context?.setFillColor(red: 0, green: 1, blue: 0, alpha: 0.5)
        context?.fillEllipse(in: CGRect(x: 0, y: 0, width: 20, height: 10))
        context?.restoreGState()
        "Hi & bye".draw(at: CGPoint(x: 4, y: 6), withAttributes: [.font: UIFont.systemFont(ofSize: 20), .foregroundColor: UIColor.white])
        let image = UIGraphicsGetImageFromCurrentImageContext()
        UIGraphicsEndImageContext()
        #expect(UIGraphicsGetCurrentContext() == nil)
        let text = svg(image)
        #expect(image?.size == CGSize(width: 100, height: 50))
        #expect(text.contains("fill=\"#00ff00\" fill-opacity=\"0.5\""))
        #expect(text.contains("<path d=\"M20 5 C20 7.761"))   // the ellipse starts at its right end
        let ascender = CGContext.number(Double(6 + UIFont.systemFont(ofSize: 20).ascender))
        #expect(text.contains("<text x=\"4\" y=\"\(ascender)\" xml:space=\"preserve\"><tspan font-family=\"\(CGContext.systemFontStack)\" font-size=\"20\" fill=\"#ffffff\">Hi &amp; bye</tspan></text>"))
    }

    @Test func centredAttributedTextAnchorsAtTheMiddleAndImagesEmbedTheirData() throws {
        let dot = UIGraphicsImageRenderer(size: CGSize(width: 2, height: 2)).image { ctx in ctx.fill(CGRect(x: 0, y: 0, width: 2, height: 2)) }
        let style = NSMutableParagraphStyle()
        style.alignment = .center
        let image = UIGraphicsImageRenderer(size: CGSize(width: 60, height: 30)).image { _ in
            NSAttributedString(string: "A", attributes: [.paragraphStyle: style]).draw(in: CGRect(x: 0, y: 0, width: 60, height: 30))
            dot.draw(in: CGRect(x: 10, y: 10, width: 4, height: 4))
        }
        let text = svg(image)
        #expect(text.contains("<text x=\"30\""))
        #expect(text.contains("text-anchor=\"middle\""))
        #expect(text.contains("<image x=\"10\" y=\"10\" width=\"4\" height=\"4\" preserveAspectRatio=\"none\" href=\"data:image/svg+xml;base64,\(Data(dot.data).base64EncodedString())\"/>"))
    }

    // MARK: - draw(_:) and setNeedsDisplay()

    final class Badge: UIView {
        var color = UIColor.red
        var draws: [CGRect] = []
        override func draw(_ rect: CGRect) {
            draws.append(rect)
            color.setFill()
            UIBezierPath(rect: rect).fill()
        }
    }

    private func picture(_ content: ViewContent) -> String? {
        if case .image(let image) = content, image.mimeType == "image/svg+xml" { return String(decoding: image.data, as: UTF8.self) }
        return nil
    }

    @Test func drawRunsOnceWhenTheViewJoinsAndAgainAfterSetNeedsDisplayAtThatInstant() throws {
        let badge = Badge(frame: CGRect(x: 10, y: 10, width: 30, height: 20))
        badge.accessibilityIdentifier = "badge"
        let r = record { stage, clock in
            stage.addSubview(badge)
            clock.schedule(at: s(1)) {
                badge.color = .blue
                badge.setNeedsDisplay()
                badge.setNeedsDisplay()   // one display pass for both
            }
        }
        #expect(r.problems.isEmpty)
        #expect(badge.draws == [CGRect(x: 0, y: 0, width: 30, height: 20), CGRect(x: 0, y: 0, width: 30, height: 20)])
        let index = try #require(r.timeline.view(named: "badge"))
        let view = r.timeline.views[index]
        #expect(try #require(picture(view.content(at: .zero))).contains("fill=\"#ff0000\""))
        #expect(try #require(picture(view.content(at: s(0.999)))).contains("fill=\"#ff0000\""))
        #expect(try #require(picture(view.content(at: s(1)))).contains("fill=\"#0000ff\""))
        #expect(view.contentChanges.count == 1)
    }

    @Test func aViewThatDrawsNothingStaysPlain() throws {
        final class Quiet: UIView {
            var prepared = false
            override func prepareForInterfaceBuilder() { super.prepareForInterfaceBuilder(); prepared = true }
        }
        let quiet = Quiet(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        quiet.accessibilityIdentifier = "quiet"
        let r = record { stage, _ in stage.addSubview(quiet) }
        let index = try #require(r.timeline.view(named: "quiet"))
        #expect(r.timeline.views[index].content == .plain)
        #expect(!quiet.prepared)   // Interface Builder's hook is never called while recording
    }

    // MARK: - Snapshots

    @Test func aSnapshotIsAnImageViewOfTheViewsPictureWithItsSubviewsAndText() throws {
        let card = UIView(frame: CGRect(x: 50, y: 50, width: 100, height: 60))
        card.backgroundColor = .white
        card.layer.cornerRadius = 8
        let label = UILabel(frame: CGRect(x: 10, y: 10, width: 80, height: 20))
        label.text = "Card"
        card.addSubview(label)
        let snapshot = try #require(card.snapshotView(afterScreenUpdates: true) as? UIImageView)
        #expect(snapshot.frame == CGRect(x: 0, y: 0, width: 100, height: 60))
        let text = svg(snapshot.image)
        #expect(text.hasPrefix("<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"100\" height=\"60\""))
        #expect(text.contains("fill=\"#ffffff\""))
        #expect(text.contains(">Card</tspan>"))
        #expect(text.contains("<g transform=\"matrix(1 0 0 1 10 10)\">"))   // the label's place
        #expect(UIView(frame: .zero).snapshotView(afterScreenUpdates: false) == nil)
    }

    @Test func aTileOfASnapshotDrawsTheSnapshotsPicture() throws {
        // IBAnimatable's ExplodeAnimator cuts `fromView.snapshotView(afterScreenUpdates: false)`
        // into tiles with `resizableSnapshotView(from:afterScreenUpdates:withCapInsets:)`: the tiles
        // draw the image view's picture, though no drawing context is current.
        let card = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 60))
        card.backgroundColor = .red
        let snapshot = try #require(card.snapshotView(afterScreenUpdates: false))
        let tile = try #require(snapshot.resizableSnapshotView(from: CGRect(x: 50, y: 0, width: 50, height: 30),
                                                               afterScreenUpdates: false, withCapInsets: .zero) as? UIImageView)
        #expect(tile.frame == CGRect(x: 0, y: 0, width: 50, height: 30))
        let text = svg(tile.image)
        #expect(text.hasPrefix("<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"50\" height=\"30\""))
        // The card's picture, 100 × 60, moved 50 to the left, as an embedded SVG image.
        #expect(text.contains("<image x=\"0\" y=\"0\" width=\"100\" height=\"60\" preserveAspectRatio=\"none\" href=\"data:image/svg+xml;base64,"))
        #expect(text.contains("matrix(1 0 0 1 -50 0)"))
        let inner = try #require(text.range(of: "base64,").map { text[$0.upperBound...].prefix { $0 != "\"" } })
        let picture = String(decoding: Data(base64Encoded: String(inner)) ?? Data(), as: UTF8.self)
        #expect(picture.contains("fill=\"#ff0000\""))
        #expect(UIGraphicsGetCurrentContext() == nil)
    }

    // MARK: - Visual effect views

    @Test func aBlurFadesInAsItsTintWhenItsEffectIsSetInAnAnimation() throws {
        let blur = UIVisualEffectView(effect: nil)
        blur.frame = CGRect(x: 0, y: 0, width: 400, height: 300)
        blur.accessibilityIdentifier = "blur"
        #expect(blur.contentView.frame == blur.bounds)
        #expect(blur.contentView.superview === blur)
        let r = record { stage, clock in
            stage.addSubview(blur)
            clock.schedule(at: s(1)) {
                UIView.animate(withDuration: 0.5) { blur.effect = UIBlurEffect(style: .light) }
            }
        }
        #expect(r.problems.isEmpty)
        let index = try #require(r.timeline.view(named: "blur"))
        let fade = try #require(r.timeline.segments(of: index, .backgroundColor).first)
        #expect(fade.start == s(1) && fade.duration == s(0.5))
        #expect(fade.from == .color(RGBA(red: 1, green: 1, blue: 1, alpha: 0)))
        #expect(fade.to == .color(RGBA(red: 1, green: 1, blue: 1, alpha: 0.6)))
        #expect(UIBlurEffect(style: .dark) == UIBlurEffect(style: .dark))
        #expect(UIBlurEffect(style: .dark) != UIBlurEffect(style: .light))
        #expect(UIBlurEffect.Style.systemChromeMaterialDark.rawValue == 20)
    }

    @Test func removingABlurFadesItsTintToTransparentAndVibrancyDrawsNoTint() throws {
        let blur = UIVisualEffectView(effect: UIBlurEffect(style: .dark))
        blur.frame = CGRect(x: 0, y: 0, width: 100, height: 100)
        blur.accessibilityIdentifier = "blur"
        let vibrancy = UIVisualEffectView(effect: UIVibrancyEffect(blurEffect: UIBlurEffect(style: .dark)))
        #expect(vibrancy.backgroundColor?.alpha == 0)
        let r = record { stage, _ in
            stage.addSubview(blur)
            UIView.animate(withDuration: 0.3) { blur.effect = nil }
        }
        let index = try #require(r.timeline.view(named: "blur"))
        let fade = try #require(r.timeline.segments(of: index, .backgroundColor).first)
        #expect(fade.from == .color(RGBA(red: 0.11, green: 0.11, blue: 0.11, alpha: 0.6)))
        #expect(fade.to == .color(RGBA(red: 0.11, green: 0.11, blue: 0.11, alpha: 0)))
        #expect(fade.duration == s(0.3))
    }
}
