import Animatic
import Foundation
import Testing

/// Labels, images, shapes and layer looks: what the timeline records and the SVG shape of each.
@Suite struct ContentTests {
    static let size = CGSize(width: 200, height: 100)

    /// A 2×3 PNG (signature + IHDR; browsers need the rest only to draw it).
    static let tinyPNG: [UInt8] = [
        0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52,
        0, 0, 0, 2, 0, 0, 0, 3, 8, 6, 0, 0, 0,
    ]

    // MARK: - Labels

    @Test func labelRecordsItsTextFontAndAlignment() throws {
        let label = UILabel(frame: CGRect(x: 0, y: 0, width: 200, height: 40))
        label.accessibilityIdentifier = "title"
        label.text = "Hello\nWorld\nAgain"
        label.numberOfLines = 2
        label.font = .systemFont(ofSize: 20, weight: .semibold)
        label.textAlignment = .center
        let story = try Story.record(size: Self.size) { $0.addSubview(label) }
        let view = story.timeline.views[0]
        guard case .label(let content) = view.content else { Issue.record("not a label: \(view.content)"); return }
        #expect(content.lines == ["Hello", "World"])
        #expect(content.font == FontDescription(size: 20, weight: 600))
        #expect(content.alignment == .center)
        #expect(view.initial.textColor == RGBA(red: 0, green: 0, blue: 0))
        // Two lines of 1.193 × 20 pt, centred in 40 pt: the first baseline at (40 − 47.72)/2 + 19.04.
        #expect(abs(content.baseline(line: 0, height: 40) - 15.18) < 1e-9)
    }

    /// UIKit does not animate a label's text colour in a view animation block (it changes at
    /// once); a cross-dissolve transition blends it.
    @Test func textColorChangesAtOnceInABlockAndBlendsInATransition() throws {
        let label = UILabel(frame: CGRect(x: 0, y: 0, width: 200, height: 40))
        label.accessibilityIdentifier = "title"
        label.text = "Hi"
        label.textColor = .white
        let story = try Story.record(size: Self.size) { stage in
            stage.addSubview(label)
            UIView.animate(withDuration: 0.5) { label.textColor = .red }
            UIView.transition(with: label, duration: 0.5, options: [.transitionCrossDissolve, .curveLinear], animations: {
                label.textColor = .blue
            }, completion: nil)
        }
        // The block's change is a jump at 0 (replaced by the transition in the same instant, which
        // starts from it).
        #expect(story.timeline.text == """
            0.000 +0.500 title textColor rgba(1, 0, 0, 1) -> rgba(0, 0, 1, 1) linear

            """)
        guard case .color(let mid) = story.timeline.value(of: 0, .textColor, at: try StoryTime(seconds: 0.25)) else {
            Issue.record("no colour"); return
        }
        #expect(mid.red == 0.5 && mid.blue == 0.5)
    }

    @Test func labelTextIsEscapedAndLaidOut() throws {
        let label = UILabel(frame: CGRect(x: 10, y: 10, width: 100, height: 30))
        label.accessibilityIdentifier = "l"
        label.text = "<b>&\"'"
        label.textAlignment = .right
        label.font = UIFont(name: "Avenir-Heavy", size: 10)
        let story = try Story.record(size: Self.size) { $0.addSubview(label) }
        let svg = try story.svg()
        #expect(svg.contains("""
            <g font-family="'Avenir', -apple-system, 'SF Pro Text', 'Helvetica Neue', 'DejaVu Sans', Arial, sans-serif" font-size="10" font-weight="800" text-anchor="end" fill="#000">\
            <text x="100" y="18.555" style="white-space:pre">&lt;b&gt;&amp;&quot;'</text></g>
            """), "\(svg)")
    }

    @Test func systemFontLabelStructure() throws {
        let label = UILabel(frame: CGRect(x: 0, y: 0, width: 120, height: 40))
        label.accessibilityIdentifier = "t"
        label.text = "A\nB"
        label.numberOfLines = 0
        label.font = .boldSystemFont(ofSize: 10)
        label.textColor = UIColor(white: 1, alpha: 0.5)
        let story = try Story.record(size: Self.size) { $0.addSubview(label) }
        let svg = try story.svg()
        #expect(svg.contains("""
            <g font-family="-apple-system, 'SF Pro Text', 'Helvetica Neue', 'DejaVu Sans', Arial, sans-serif" font-size="10" font-weight="700" text-anchor="start" fill="#fff" fill-opacity=".5">\
            <text x="0" y="17.59" style="white-space:pre">A</text><text x="0" y="29.52" style="white-space:pre">B</text></g>
            """), "\(svg)")
    }

    // MARK: - Layer looks

    @Test func cornerRadiusAnimatesAndRoundsTheBackground() throws {
        let card = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 50))
        card.accessibilityIdentifier = "card"
        card.backgroundColor = .blue
        card.layer.cornerRadius = 4
        let story = try Story.record(size: Self.size) { stage in
            stage.addSubview(card)
            UIView.animate(withDuration: 1, delay: 0, options: .curveLinear, animations: { card.layer.cornerRadius = 20 })
        }
        #expect(story.timeline.text == "0.000 +1.000 card cornerRadius 4 -> 20 linear\n")
        #expect(try story.state(at: 0.5)["card"]!.state.cornerRadius == 12)
        let svg = try story.svg()
        #expect(svg.contains("""
            <rect width="100" height="50" fill="#00f" rx="4"><animate attributeName="rx" dur="1s" values="4;20" fill="freeze"/></rect>
            """), "\(svg)")
    }

    @Test func borderShadowAndClipping() throws {
        let card = UIView(frame: CGRect(x: 10, y: 10, width: 100, height: 50))
        card.accessibilityIdentifier = "card"
        card.backgroundColor = .white
        card.layer.cornerRadius = 10
        card.layer.borderWidth = 2
        card.layer.borderColor = UIColor.red.cgColor
        card.layer.shadowOpacity = 0.5
        card.layer.shadowRadius = 6
        card.layer.shadowOffset = CGSize(width: 0, height: 4)
        let clipped = UIView(frame: CGRect(x: 10, y: 70, width: 40, height: 20))
        clipped.accessibilityIdentifier = "clipped"
        clipped.clipsToBounds = true
        let story = try Story.record(size: Self.size) { stage in
            stage.addSubview(card)
            stage.addSubview(clipped)
            let fade = CABasicAnimation(keyPath: "shadowOpacity")
            fade.fromValue = 0.5
            fade.toValue = 0.2
            fade.duration = 1
            card.layer.shadowOpacity = 0.2
            card.layer.add(fade, forKey: nil)
        }
        #expect(story.timeline.views[0].initial.value(of: .borderWidth) == .scalar(2))
        #expect(story.timeline.views[1].look.masksToBounds)
        let svg = try story.svg()
        #expect(svg.contains("<g id=\"card\" filter=\"url(#card-shadow)\" transform=\"translate(10 10)\">"), "\(svg)")
        #expect(svg.contains("""
            <filter id="card-shadow" x="-.19" y="-.46" width="1.38" height="1.92" color-interpolation-filters="sRGB">
            """), "\(svg)")
        #expect(svg.contains("<feDropShadow dx=\"0\" dy=\"4\" stdDeviation=\"6\" flood-color=\"#000\" flood-opacity=\".5\">"))
        #expect(svg.contains("attributeName=\"flood-opacity\""))
        #expect(svg.contains("""
            <rect x="1" y="1" width="98" height="48" rx="9" fill="none" stroke="#f00" stroke-width="2"/>
            """), "\(svg)")
        #expect(svg.contains("<clipPath id=\"clipped-clip\">"))
        #expect(svg.contains("<g clip-path=\"url(#clipped-clip)\"/>"), "\(svg)")
    }

    /// `borderWidth` animates (issue 28's three-file property): the border rect's stroke
    /// width, its inset (half the width: x, y), its width and height (the bounds less the
    /// width) and its corner radius (less half the width) follow it, exactly.
    @Test func borderWidthAnimatesTheStrokeAndTheInset() throws {
        let card = UIView(frame: CGRect(x: 10, y: 10, width: 100, height: 50))
        card.accessibilityIdentifier = "card"
        card.layer.cornerRadius = 10
        card.layer.borderWidth = 2
        card.layer.borderColor = UIColor.red.cgColor
        let story = try Story.record(size: Self.size) { stage in
            stage.addSubview(card)
            let grow = CABasicAnimation(keyPath: "borderWidth")
            grow.fromValue = 2
            grow.toValue = 6
            grow.duration = 1
            card.layer.borderWidth = 6
            card.layer.add(grow, forKey: "grow")
        }
        #expect(story.timeline.text == "0.000 +1.000 card borderWidth 2 -> 6 linear\n")
        #expect(try story.state(at: 0.5)["card"]!.state.value(of: .borderWidth) == .scalar(4))
        let svg = try story.svg()
        #expect(svg.contains("""
            <rect x="1" y="1" width="98" height="48" rx="9" fill="none" stroke="#f00" stroke-width="2">\
            <animate attributeName="x" dur="1s" values="1;3" fill="freeze"/>\
            <animate attributeName="y" dur="1s" values="1;3" fill="freeze"/>\
            <animate attributeName="width" dur="1s" values="98;94" fill="freeze"/>\
            <animate attributeName="height" dur="1s" values="48;44" fill="freeze"/>\
            <animate attributeName="stroke-width" dur="1s" values="2;6" fill="freeze"/>\
            <animate attributeName="rx" dur="1s" values="9;7" fill="freeze"/></rect>
            """), "\(svg)")
    }

    @Test func staticLooksCannotChangeOnStage() throws {
        let card = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        #expect(throws: StoryError(problems: [
            .notSupported(call: "CALayer.masksToBounds",
                          feature: "changing it after the view joined the stage (view #0 is drawn as it was when it joined)"),
        ])) {
            try Story.record(size: Self.size) { stage in
                stage.addSubview(card)
                UIView.animate(withDuration: 1, animations: { card.alpha = 0.5 }) { _ in card.layer.masksToBounds = true }
            }
        }
    }

    // MARK: - Images

    @Test func pngHeaderAndEmbedding() throws {
        let image = try #require(UIImage(data: Data(Self.tinyPNG)))
        #expect(image.size == CGSize(width: 2, height: 3))
        #expect(image.mimeType == "image/png")
        let view = UIImageView(image: image)
        view.frame = CGRect(x: 0, y: 0, width: 40, height: 40)
        view.contentMode = .scaleAspectFit
        view.accessibilityIdentifier = "pic"
        let story = try Story.record(size: Self.size) { $0.addSubview(view) }
        let svg = try story.svg()
        let base64 = Data(Self.tinyPNG).base64EncodedString()
        #expect(svg.contains("<image x=\"6.6667\" width=\"26.6667\" height=\"40\" preserveAspectRatio=\"none\" href=\"data:image/png;base64,\(base64)\"/>"), "\(svg)")
    }

    @Test func jpegAndSVGHeaders() throws {
        // SOI, an APP0 segment of 16 bytes, then SOF0 with height 7 and width 9.
        var jpeg: [UInt8] = [0xFF, 0xD8, 0xFF, 0xE0, 0, 16] + Array(repeating: 0, count: 14)
        jpeg += [0xFF, 0xC0, 0, 17, 8, 0, 7, 0, 9, 3]
        let j = try #require(UIImage(data: Data(jpeg)))
        #expect(j.size == CGSize(width: 9, height: 7))
        #expect(j.mimeType == "image/jpeg")
        let svg = try #require(UIImage(data: Data(#"<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 12"><rect/></svg>"#.utf8)))
        #expect(svg.size == CGSize(width: 24, height: 12))
        let sized = try #require(UIImage(data: Data(#"<?xml version="1.0"?><svg width="30px" height='20'></svg>"#.utf8)))
        #expect(sized.size == CGSize(width: 30, height: 20))
    }

    @Test func unreadableImagesFailTheStoryAndMissingFilesAreNil() throws {
        #expect(UIImage(contentsOfFile: "/nonexistent/animatic.png") == nil)
        #expect(UIImage(named: "no-such-image-anywhere") == nil)
        do {
            _ = try Story.record(size: Self.size) { _ in
                _ = UIImage(data: Data([1, 2, 3]))
            }
            Issue.record("expected a failure")
        } catch {
            #expect(error.problems == [
                .invalidImage(source: "UIImage(data:)", problem: "not a PNG, JPEG or SVG image (3 bytes starting 01 02 03)"),
            ])
            #expect(error.description == "Story.record: UIImage(data:): cannot read the image: not a PNG, JPEG or SVG image (3 bytes starting 01 02 03)")
        }
    }

    @Test func imageRectsPerContentMode() {
        func rect(_ fit: ImageFit) -> [Double] {
            let r = ImageContent(data: [], mimeType: "image/png", width: 20, height: 10, fit: fit)
                .rect(boundsWidth: 40, boundsHeight: 40)
            return [r.x, r.y, r.width, r.height]
        }
        #expect(rect(.scaleToFill) == [0, 0, 40, 40])
        #expect(rect(.scaleAspectFit) == [0, 10, 40, 20])
        #expect(rect(.scaleAspectFill) == [-20, 0, 80, 40])
        #expect(rect(.center) == [10, 15, 20, 10])
    }

    // MARK: - Shapes

    @Test func pathLengthsAndArcs() {
        let square = UIBezierPath(rect: CGRect(x: 0, y: 0, width: 10, height: 10))
        #expect(square.cgPath.length == 40)
        let circle = UIBezierPath(ovalIn: CGRect(x: 0, y: 0, width: 100, height: 100))
        // Four-cubic circles are 0.014 % longer than 2πr (their radius bulges by up to 0.027 %).
        #expect(abs(circle.cgPath.length - 2 * .pi * 50) < 0.05)
        let arc = UIBezierPath(arcCenter: .zero, radius: 10, startAngle: 0, endAngle: .pi, clockwise: true)
        #expect(abs(arc.cgPath.length - .pi * 10) < 0.005)
        guard case .cubic(_, _, _, _, let x, let y) = arc.cgPath.elements[1] else { Issue.record("no arc"); return }
        // Clockwise on screen from 3 o'clock: the first quarter ends at 6 o'clock (y down).
        #expect(abs(x) < 1e-12 && abs(y - 10) < 1e-12)
        let back = UIBezierPath(arcCenter: .zero, radius: 10, startAngle: 0, endAngle: .pi / 2, clockwise: false)
        #expect(abs(back.cgPath.length - 15 * .pi) < 0.01)
        // A full turn or more apart is the whole circle whichever way the angles differ (the
        // circle idiom `0 ... 2π, clockwise: false` drew nothing before), ending where it began.
        for (start, end, clockwise) in [(0.0, 2 * Double.pi, false), (0, 2 * .pi, true),
                                        (2 * .pi, 0, true), (0, 3 * .pi, false)] {
            let full = UIBezierPath(arcCenter: .zero, radius: 10, startAngle: start, endAngle: end,
                                    clockwise: clockwise)
            #expect(abs(full.cgPath.length - 20 * .pi) < 0.01, "\(start) -> \(end), clockwise \(clockwise)")
            guard case .cubic(_, _, _, _, _, let quarterY) = full.cgPath.elements[1] else {
                Issue.record("no arc"); continue
            }
            // The first quarter runs the asked way: to 6 o'clock clockwise, to 12 o'clock not.
            #expect(abs(quarterY - (clockwise ? 10 : -10)) < 1e-9)
        }
        // Less than a turn apart stays the arc the direction gives: 0 -> 1.5π counterclockwise
        // is the quarter from 3 o'clock up to 12 o'clock.
        let quarter = UIBezierPath(arcCenter: .zero, radius: 10, startAngle: 0, endAngle: 1.5 * .pi,
                                   clockwise: false)
        #expect(abs(quarter.cgPath.length - 5 * .pi) < 0.01)
        let quad = UIBezierPath()
        quad.move(to: .zero)
        quad.addQuadCurve(to: CGPoint(x: 10, y: 0), controlPoint: CGPoint(x: 5, y: 0))
        #expect(abs(quad.cgPath.length - 10) < 1e-9)
    }

    @Test func strokeEndOnAShapeViewIsDrawnWithCoreAnimation() throws {
        final class ShapeView: UIView {
            override class var layerClass: AnyClass { CAShapeLayer.self }
        }
        let view = ShapeView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        view.accessibilityIdentifier = "logo"
        let shape = try #require(view.layer as? CAShapeLayer)
        shape.path = UIBezierPath(rect: CGRect(x: 0, y: 0, width: 10, height: 10)).cgPath
        shape.strokeColor = UIColor.white.cgColor
        shape.fillColor = nil
        shape.lineWidth = 3
        shape.lineCap = .round
        shape.strokeEnd = 0
        let story = try Story.record(size: Self.size) { stage in
            stage.addSubview(view)
            // A view's own layer: its stroke is not animated by a UIView block (UIKit changes it
            // at once), so it is drawn with Core Animation, as on a phone.
            let draw = CABasicAnimation(keyPath: "strokeEnd")
            draw.fromValue = 0
            draw.toValue = 1
            draw.duration = 2
            shape.strokeEnd = 1
            shape.add(draw, forKey: "draw")
        }
        #expect(story.timeline.text == "0.000 +2.000 logo strokeEnd 0 -> 1 linear\n")
        guard case .shape(let content) = story.timeline.views[0].content else { Issue.record("no shape"); return }
        #expect(content.length == 40)
        #expect(content.lineCap == .round)
        let svg = try story.svg()
        #expect(svg.contains("""
            <path d="M 0 0 L 10 0 L 10 10 L 0 10 Z" pathLength="40" fill="none" stroke="#fff" stroke-width="3" stroke-linecap="round" stroke-dasharray="0 40" stroke-dashoffset="0">\
            <animate attributeName="stroke-dasharray" dur="2s" values="0 40;40 40" fill="freeze"/>\
            <animate attributeName="visibility" dur="2s" calcMode="discrete" keyTimes="0" values="visible" fill="freeze"/></path>
            """), "\(svg)")
    }

    @Test func sublayerWithABasicAnimation() throws {
        let host = UIView(frame: CGRect(x: 50, y: 0, width: 100, height: 100))
        host.accessibilityIdentifier = "host"
        let shape = CAShapeLayer()
        shape.path = UIBezierPath(roundedRect: CGRect(x: 0, y: 0, width: 40, height: 20), cornerRadius: 5).cgPath
        shape.strokeColor = UIColor.red.cgColor
        shape.fillColor = UIColor.clear.cgColor
        shape.strokeEnd = 0
        host.layer.addSublayer(shape)
        let story = try Story.record(size: Self.size) { stage in
            stage.addSubview(host)
            Observable<Int>.timer(.milliseconds(500), scheduler: MainScheduler.instance)
                .subscribe(onNext: { _ in
                    let draw = CABasicAnimation(keyPath: "strokeEnd")
                    draw.fromValue = 0
                    draw.toValue = 1
                    draw.duration = 1
                    draw.timingFunction = CAMediaTimingFunction(name: .easeInEaseOut)
                    shape.strokeEnd = 1
                    shape.add(draw, forKey: "draw")
                })
                .disposed(by: stage.disposeBag)
        }
        #expect(story.timeline.views.count == 2)
        #expect(story.timeline.views[1].parent == 0)
        #expect(story.timeline.text == "0.500 +1.000 #1 strokeEnd 0 -> 1 easeInOut\n")
        let length = 2 * (30 + 10) + 2 * Double.pi * 5
        guard case .shape(let content) = story.timeline.views[1].content else { Issue.record("no shape"); return }
        #expect(abs(content.length - length) < 0.005)
    }

    @Test func explicitAnimationWithoutFillSnapsBackToTheModel() throws {
        let host = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let shape = CAShapeLayer()
        shape.path = UIBezierPath(rect: CGRect(x: 0, y: 0, width: 10, height: 10)).cgPath
        host.layer.addSublayer(shape)
        let story = try Story.record(size: Self.size) { stage in
            stage.addSubview(host)
            let fade = CABasicAnimation(keyPath: "strokeStart")
            fade.toValue = 0.5
            fade.duration = 1
            CATransaction.begin()
            CATransaction.setCompletionBlock { shape.lineWidth = 4 }
            shape.add(fade, forKey: nil)
            CATransaction.commit()
        }
        #expect(story.timeline.text == """
            0.000 +1.000 #1 strokeStart 0 -> 0.5 linear
            1.000 +0.000 #1 strokeStart 0.5 -> 0 linear
            1.000 +0.250 #1 lineWidth 1 -> 4 linear

            """)
    }
}
