import Foundation
import Testing
import AnimaticClock
import AnimaticTimeline
@testable import AnimaticStage
@testable import AnimaticRuntime

/// IBAnimatable's convenience initializers of `UIBezierPath`, written as that library writes
/// them in an app extension (`UIBezierPathExtension.swift`): a configured stroke and a turn
/// applied to the path.
extension UIBezierPath {
    fileprivate convenience init(walls10TickIn bounds: CGRect) {
        self.init()
        move(to: CGPoint(x: 10, y: 0))
        addLine(to: CGPoint(x: 20, y: 0))
        lineCapStyle = .round
        lineJoinStyle = .bevel
        apply(CGAffineTransform(translationX: bounds.minX, y: bounds.minY))
    }
}

/// UIKit and Core Graphics members behind IBAnimatable's and Spring's walls (issue #29, tenth
/// session): `UIBezierPath`'s stroke styles and `apply(_:)`, `UIPresentationController`'s
/// non-optional presenter, `NSTextContainer.size`, `UITableViewController.refreshControl`,
/// `UITableView.separatorEffect`, `UINavigationBar`'s background images, a layer's own drawing
/// (`CALayer.draw(in:)`), gradients drawn by a `CGContext`.
@Suite struct CorpusWalls10Tests {
    // MARK: - UIBezierPath

    @Test func applyTransformsEveryPointAndTheCurrentPoint() {
        let empty = UIBezierPath()
        empty.apply(CGAffineTransform(translationX: 5, y: 5))
        #expect(empty.isEmpty && empty.currentPoint == .zero)

        let path = UIBezierPath(walls10TickIn: CGRect(x: 5, y: 7, width: 100, height: 100))
        #expect(path.cgPath.elements == [.move(x: 15, y: 7), .line(x: 25, y: 7)])
        #expect(path.currentPoint == CGPoint(x: 25, y: 7))
        #expect(path.lineCapStyle == .round && path.lineJoinStyle == .bevel)

        let curve = UIBezierPath()
        curve.move(to: CGPoint(x: 1, y: 2))
        curve.addQuadCurve(to: CGPoint(x: 3, y: 4), controlPoint: CGPoint(x: 5, y: 6))
        curve.close()
        curve.apply(CGAffineTransform(scaleX: 2, y: -1))
        #expect(curve.cgPath.elements == [.move(x: 2, y: -2), .quad(cx: 10, cy: -6, x: 6, y: -4), .close])
        #expect(curve.currentPoint == CGPoint(x: 2, y: -2))   // closed: back at the (moved) start
        curve.addLine(to: CGPoint(x: 0, y: 0))
        #expect(curve.cgPath.elements.last == .line(x: 0, y: 0))
    }

    @Test func aQuarterTurnSendsTheXAxisToTheYAxis() throws {
        let path = UIBezierPath()
        path.move(to: CGPoint(x: 10, y: 0))
        path.apply(CGAffineTransform(rotationAngle: .pi / 2))
        guard case .move(let x, let y)? = path.cgPath.elements.first else { Issue.record("\(path.cgPath.elements)"); return }
        #expect(abs(x) < 1e-12 && y == 10)
    }

    @Test func strokeStylesDefaultAsUIKitsAndReachTheDrawing() {
        let plain = UIBezierPath()
        #expect(plain.lineCapStyle == .butt && plain.lineJoinStyle == .miter && plain.miterLimit == 10 && plain.flatness == 0.6)
        let context = CGContext(size: CGSize(width: 40, height: 20))
        GraphicsContextStack.drawing(in: context) {
            UIBezierPath(walls10TickIn: .zero).stroke()
            plain.move(to: .zero); plain.addLine(to: CGPoint(x: 5, y: 5)); plain.stroke()
        }
        #expect(String(decoding: context.svgDocument(), as: UTF8.self)
                == "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"40\" height=\"20\" viewBox=\"0 0 40 20\">"
                + "<path d=\"M10 0 L20 0\" fill=\"none\" stroke=\"#000000\" stroke-width=\"1\" stroke-linecap=\"round\" stroke-linejoin=\"bevel\"/>"
                + "<path d=\"M0 0 L5 5\" fill=\"none\" stroke=\"#000000\" stroke-width=\"1\"/></svg>")
    }

    // MARK: - UIPresentationController.presentingViewController

    @Test func thePresenterIsTheOneGivenOrAPlaceholderWhoseDismissIsReported() {
        let root = UIViewController(), sheet = UIViewController()
        let given = UIPresentationController(presentedViewController: sheet, presenting: root)
        #expect(given.presentingViewController === root)
        let unknown = UIPresentationController(presentedViewController: sheet, presenting: nil)
        let placeholder = unknown.presentingViewController
        #expect(placeholder !== root && placeholder !== sheet && placeholder.viewIfLoaded == nil)
        #expect(unknown.presentingViewController === placeholder)   // the same one each time
        let r = record { _, _ in placeholder.dismiss(animated: true) }
        #expect(r.problems.count == 1)
        guard case .misuse(let call, _)? = r.problems.first else { Issue.record("\(r.problems)"); return }
        #expect(call == "UIViewController.dismiss(animated:completion:)")
    }

    /// The presentation controller made with no presenter learns it when the presentation
    /// starts, and `presentingViewController.dismiss(animated:)` (IBAnimatable's dimming-view
    /// tap) dismisses the sheet.
    @Test func aPresentationStartedWithoutAPresenterLearnsItAndDismissesThroughIt() throws {
        final class Sheet: UIPresentationController {
            var presenterAtStart: UIViewController?
            override func presentationTransitionWillBegin() { presenterAtStart = presentingViewController }
        }
        final class Delegate: UIViewControllerTransitioningDelegate {
            var made: Sheet?
            func presentationController(forPresented presented: UIViewController, presenting: UIViewController?,
                                        source: UIViewController) -> UIPresentationController? {
                let sheet = Sheet(presentedViewController: presented, presenting: nil)
                made = sheet
                return sheet
            }
        }
        let root = UIViewController(), sheet = UIViewController()
        sheet.modalPresentationStyle = .custom
        let delegate = Delegate()
        sheet.transitioningDelegate = delegate
        var dismissedAt: StoryTime?
        _ = try Story.record(presenting: root, size: CGSize(width: 300, height: 600)) { _ in
            root.present(sheet, animated: false) {
                StoryContext.current!.clock.schedule(at: s(1)) {
                    delegate.made?.presentingViewController.dismiss(animated: false) { dismissedAt = StoryContext.current?.clock.now }
                }
            }
        }
        #expect(delegate.made?.presenterAtStart === root)
        #expect(dismissedAt == s(1))
        #expect(root.presentedViewController == nil)
    }

    // MARK: - NSTextContainer.size

    @Test func aTextViewsContainerFollowsItsWidthLessTheInsets() {
        let view = UITextView(frame: CGRect(x: 0, y: 0, width: 300, height: 120))
        #expect(view.textContainer.size == CGSize(width: 300, height: 10_000_000))
        view.textContainerInset = UIEdgeInsets(top: 8, left: 10, bottom: 8, right: 20)
        #expect(view.textContainer.size == CGSize(width: 270, height: 10_000_000))
        view.textContainer.size = CGSize(width: 50, height: 50)   // UIKit resets it: the view's width wins
        #expect(view.textContainer.size.width == 270)
        view.textContainerInset = UIEdgeInsets(top: 0, left: 200, bottom: 0, right: 200)
        #expect(view.textContainer.size.width == 0)
        let own = NSTextContainer(size: CGSize(width: 80, height: 40))
        #expect(own.size == CGSize(width: 80, height: 40))
        own.size = CGSize(width: 10, height: 20)
        #expect(own.size == CGSize(width: 10, height: 20))
        #expect(NSTextContainer().size == .zero)
    }

    // MARK: - UITableViewController.refreshControl, UITableView.separatorEffect

    @Test func aRefreshControlSetBeforeTheViewLoadsGoesToTheTable() {
        let controller = UITableViewController(style: .plain)
        let control = UIRefreshControl()
        controller.refreshControl = control
        #expect(!controller.isViewLoaded && controller.refreshControl === control)
        #expect(controller.tableView.refreshControl === control)
        #expect(controller.refreshControl === control)
        let other = UIRefreshControl()
        controller.refreshControl = other
        #expect(controller.tableView.refreshControl === other)
        controller.refreshControl = nil
        #expect(controller.tableView.refreshControl == nil && controller.refreshControl == nil)
        #expect(UITableViewController().refreshControl == nil)
    }

    @Test func aSeparatorEffectIsReportedAndNilIsNot() {
        let r = record { _, _ in
            let table = UITableView(frame: .zero, style: .plain)
            table.separatorEffect = nil
            table.separatorEffect = UIBlurEffect(style: .light)
            #expect(table.separatorEffect is UIBlurEffect)
        }
        #expect(r.problems.count == 1)
        guard case .notSupported(let call, _)? = r.problems.first else { Issue.record("\(r.problems)"); return }
        #expect(call == "UITableView.separatorEffect")
    }

    // MARK: - UINavigationBar background images

    @Test func theBackgroundImageFillsTheBarBehindItsTitle() throws {
        let bar = UINavigationBar(frame: CGRect(x: 0, y: 0, width: 390, height: 91))
        let title = UILabel()
        bar.addSubview(title)
        let image = UIGraphicsImageRenderer(size: CGSize(width: 2, height: 2)).image { ctx in
            UIColor.red.setFill()
            ctx.fill(CGRect(x: 0, y: 0, width: 2, height: 2))
        }
        #expect(bar.backgroundImage(for: .default) == nil)
        bar.setBackgroundImage(image, for: .compact)
        #expect(bar.backgroundImageView == nil)               // landscape metrics: kept, not shown
        #expect(bar.backgroundImage(for: .any, barMetrics: .compact) === image)
        bar.setBackgroundImage(image, for: .default)
        let shown = try #require(bar.backgroundImageView)
        #expect(bar.subviews.first === shown && shown.image === image && shown.frame == bar.bounds)
        #expect(shown.contentMode == .scaleToFill)
        bar.frame = CGRect(x: 0, y: 0, width: 300, height: 91)
        bar.layoutIfNeeded()
        #expect(shown.frame == CGRect(x: 0, y: 0, width: 300, height: 91))
        let attached = UIImage()
        bar.setBackgroundImage(attached, for: .topAttached, barMetrics: .default)
        #expect(shown.image === attached && bar.backgroundImageView === shown)   // the bar's own position wins
        bar.setBackgroundImage(nil, for: .topAttached, barMetrics: .default)
        #expect(shown.image === image)
        bar.setBackgroundImage(nil, for: .any, barMetrics: .default)
        #expect(bar.backgroundImageView == nil && shown.superview == nil)
        #expect(bar.subviews.count == 1 && bar.subviews.first === title)
    }

    // MARK: - A layer's own drawing

    final class DrawingLayer: CALayer {
        var draws = true
        var calls = 0
        override func draw(in ctx: CGContext) {
            calls += 1
            guard draws else { return }
            ctx.setFillColor(UIColor.red.cgColor)
            ctx.fill(ctx.boundingBoxOfClipPath)
        }
    }

    @Test func aLayerThatDrawsItselfIsReported() {
        let layer = DrawingLayer()
        let r = record { stage, _ in
            let host = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
            stage.addSubview(host)
            host.layer.addSublayer(layer)
            layer.setNeedsDisplay()                                  // no size: nothing to draw
            #expect(layer.calls == 0)
            layer.frame = CGRect(x: 0, y: 0, width: 50, height: 50)  // needsDisplayOnBoundsChange is off
            #expect(layer.calls == 0)
            layer.setNeedsDisplay()
            #expect(layer.calls == 1)
        }
        #expect(r.problems.count == 1)
        guard case .notSupported(let call, _)? = r.problems.first else { Issue.record("\(r.problems)"); return }
        #expect(call == "DrawingLayer.draw(in:)")
    }

    @Test func aBoundsChangeRedisplaysWhenAskedAndALayerDrawingNothingIsFine() {
        let layer = DrawingLayer()
        layer.draws = false
        layer.needsDisplayOnBoundsChange = true
        let r = record { _, _ in
            layer.frame = CGRect(x: 0, y: 0, width: 50, height: 50)
            layer.frame = CGRect(x: 10, y: 10, width: 50, height: 50)   // moved, same size
            layer.bounds = CGRect(x: 0, y: 0, width: 60, height: 50)
            layer.setNeedsDisplay()
        }
        #expect(layer.calls == 3)
        #expect(r.problems.isEmpty)
        // A view's own layer asks its view, which draws with draw(_:).
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        view.layer.setNeedsDisplay()
        #expect(view.layer.delegate === view)
    }

    // MARK: - Gradients in a CGContext

    @Test func aGradientNeedsColoursAndSpreadsThemEvenlyByDefault() throws {
        let space = CGColorSpaceCreateDeviceRGB()
        #expect(CGGradient(colorsSpace: space, colors: [] as CFArray, locations: nil) == nil)
        #expect(CGGradient(colorsSpace: space, colors: ["red"] as CFArray, locations: nil) == nil)
        let three = try #require(CGGradient(colorsSpace: nil, colors: [UIColor.red.cgColor, UIColor.green.cgColor,
                                                                        UIColor.blue.cgColor] as CFArray, locations: nil))
        #expect(three.stops.map(\.location) == [0, 0.5, 1])
        let placed = try #require(CGGradient(colorsSpace: space, colors: [UIColor.red.cgColor, UIColor.blue.cgColor] as CFArray,
                                             locations: [0.25, 2]))
        #expect(placed.stops.map(\.location) == [0.25, 1])
        #expect(CGColorSpace(name: CGColorSpace.sRGB)?.name == "kCGColorSpaceSRGB")
    }

    @Test func aRadialGradientIsAnSVGRadialGradientBetweenItsCircles() throws {
        let gradient = try #require(CGGradient(colorsSpace: CGColorSpaceCreateDeviceRGB(),
                                               colors: [UIColor.red.cgColor, UIColor(white: 0, alpha: 0.5).cgColor] as CFArray,
                                               locations: [0, 1]))
        let context = CGContext(size: CGSize(width: 100, height: 50))
        context.drawRadialGradient(gradient, startCenter: CGPoint(x: 10, y: 20), startRadius: 0,
                                   endCenter: CGPoint(x: 50, y: 25), endRadius: 40, options: .drawsAfterEndLocation)
        context.translateBy(x: 10, y: 5)
        #expect(context.boundingBoxOfClipPath == CGRect(x: -10, y: -5, width: 100, height: 50))
        context.drawRadialGradient(gradient, startCenter: .zero, startRadius: 2, endCenter: .zero, endRadius: 8, options: [])
        let stops = "<stop offset=\"0\" stop-color=\"#ff0000\"/><stop offset=\"1\" stop-color=\"#000000\" stop-opacity=\"0.5\"/>"
        #expect(String(decoding: context.svgDocument(), as: UTF8.self)
                == "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"100\" height=\"50\" viewBox=\"0 0 100 50\"><defs>"
                + "<radialGradient id=\"g0\" gradientUnits=\"userSpaceOnUse\" cx=\"50\" cy=\"25\" r=\"40\" fx=\"10\" fy=\"20\" fr=\"0\">\(stops)</radialGradient>"
                + "<radialGradient id=\"g1\" gradientUnits=\"userSpaceOnUse\" cx=\"0\" cy=\"0\" r=\"8\" fx=\"0\" fy=\"0\" fr=\"2\">\(stops)</radialGradient>"
                + "</defs><rect x=\"0\" y=\"0\" width=\"100\" height=\"50\" fill=\"url(#g0)\"/>"
                + "<g transform=\"matrix(1 0 0 1 10 5)\"><circle cx=\"0\" cy=\"0\" r=\"8\" fill=\"url(#g1)\"/></g></svg>")
    }

    @Test func aLinearGradientFillsTheContextAlongItsLine() throws {
        let gradient = try #require(CGGradient(colorsSpace: nil, colors: [UIColor.white.cgColor, UIColor.black.cgColor] as CFArray,
                                               locations: nil))
        let context = CGContext(size: CGSize(width: 20, height: 10))
        context.drawLinearGradient(gradient, start: .zero, end: CGPoint(x: 20, y: 0), options: [])
        #expect(String(decoding: context.svgDocument(), as: UTF8.self)
                == "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"20\" height=\"10\" viewBox=\"0 0 20 10\"><defs>"
                + "<linearGradient id=\"g0\" gradientUnits=\"userSpaceOnUse\" x1=\"0\" y1=\"0\" x2=\"20\" y2=\"0\">"
                + "<stop offset=\"0\" stop-color=\"#ffffff\"/><stop offset=\"1\" stop-color=\"#000000\"/></linearGradient>"
                + "</defs><rect x=\"0\" y=\"0\" width=\"20\" height=\"10\" fill=\"url(#g0)\"/></svg>")
    }
}

/// Spring's and IBAnimatable's app's members (issue #29, tenth session): a text field's
/// attributed text, documents read into attributed strings, `NSMutableString.appendFormat`, an
/// image mask clip, a navigation bar's items, a segue made through its class.
@Suite struct CorpusWalls10SpringTests {
    @Test func attributedTextSetsTheTextAndTheFirstRunsLook() {
        let field = UITextField(frame: CGRect(x: 0, y: 0, width: 200, height: 30))
        #expect(field.attributedText?.string == "")   // UIKit's text is never nil: an empty string
        let bold = UIFont.boldSystemFont(ofSize: 20)
        let style = NSMutableParagraphStyle()
        style.lineSpacing = 4
        let r = record { _, _ in
            field.attributedText = NSAttributedString(string: "42 km", attributes: [.font: bold, .foregroundColor: UIColor.red,
                                                                                   .paragraphStyle: style])
        }
        #expect(r.problems.isEmpty)
        #expect(field.text == "42 km" && field.font == bold && field.textColor == .red)
        #expect(field.attributedText?.string == "42 km")
        #expect(field.attributedText?.attribute(.paragraphStyle, at: 0, effectiveRange: nil) as? NSParagraphStyle === style)
        field.text = "7 km"   // the stored string no longer matches: the text in the field's look
        #expect(field.attributedText?.string == "7 km")
        #expect(field.attributedText?.attribute(.font, at: 0, effectiveRange: nil) as? UIFont == bold)
        field.attributedText = nil
        #expect(field.text == "" && field.attributedText?.length == 0)
    }

    @Test func attributedTextReportsWhatAFieldDoesNotDraw() {
        let field = UITextField()
        let text = NSMutableAttributedString(string: "ab", attributes: [.underlineStyle: 1])
        text.addAttribute(.foregroundColor, value: UIColor.blue, range: NSRange(location: 1, length: 1))
        let r = record { _, _ in field.attributedText = text }
        #expect(r.problems.count == 2)
        #expect(r.problems.allSatisfy {
            if case .notSupported(let call, _) = $0 { return call == "UITextField.attributedText" }
            return false
        })
        #expect(field.text == "ab")
    }

    @Test func plainDocumentsAreReadAndOthersReportedAndThrown() throws {
        let plain = try NSAttributedString(data: Data("Hello".utf8), options: [.documentType: NSAttributedString.DocumentType.plain],
                                           documentAttributes: nil)
        #expect(plain.string == "Hello")
        var attributes: NSDictionary?
        let latin = try NSAttributedString(data: Data([0x63, 0x61, 0x66, 0xE9]),
                                           options: [.characterEncoding: String.Encoding.isoLatin1.rawValue],
                                           documentAttributes: &attributes)
        #expect(latin.string == "café")
        #expect(attributes?["DocumentType"] as? String == "NSPlainText")
        #expect(throws: NSAttributedString.DocumentError.self) {
            try NSAttributedString(data: Data([0xFF, 0xFE, 0xFD]), options: [:], documentAttributes: nil)
        }
        let r = record { _, _ in
            let html = try? NSAttributedString(data: Data("<b>Hi</b>".utf8),
                                               options: [NSAttributedString.DocumentReadingOptionKey.documentType: NSAttributedString.DocumentType.html],
                                               documentAttributes: nil)
            #expect(html == nil)
        }
        #expect(r.problems.count == 1)
        guard case .notSupported(let call, let feature)? = r.problems.first else { Issue.record("\(r.problems)"); return }
        #expect(call == "NSAttributedString(data:options:documentAttributes:)")
        #expect(feature == "reading a NSHTML document (Animatic reads plain text only)")
    }

    @Test func appendFormatAppendsTheFormattedText() {
        let s = NSMutableString(string: "x=")
        s.appendFormat("%d%%", 50)
        s.appendFormat("%C", unichar(0x41))
        s.appendFormat("")
        #expect(s as String == "x=50%A")
    }

    @Test func anImageMaskClipsToItsRectAndIsReported() {
        let context = CGContext(size: CGSize(width: 10, height: 10))
        let image = UIGraphicsImageRenderer(size: CGSize(width: 2, height: 2)).image { ctx in
            UIColor.black.setFill()
            ctx.fill(CGRect(x: 0, y: 0, width: 1, height: 1))
        }
        let r = record { _, _ in context.clip(to: CGRect(x: 1, y: 1, width: 4, height: 4), mask: image.cgImage!) }
        #expect(r.problems.count == 1)
        guard case .notSupported(let call, _)? = r.problems.first else { Issue.record("\(r.problems)"); return }
        #expect(call == "CGContext.clip(to:mask:)")
        context.fill(CGRect(x: 0, y: 0, width: 10, height: 10))
        #expect(String(decoding: context.svgDocument(), as: UTF8.self).contains("<clipPath id=\"c0\"><path d=\"M1 1 L5 1 L5 5 L1 5 Z\"/></clipPath>"))
    }

    @Test func aNavigationBarsItemsAreItsControllersItems() {
        let loose = UINavigationBar()
        #expect(loose.items == nil && loose.topItem == nil && loose.backItem == nil)
        let first = UIViewController(), second = UIViewController()
        let navigation = UINavigationController(rootViewController: first)
        #expect(navigation.navigationBar.topItem === first.navigationItem && navigation.navigationBar.backItem == nil)
        navigation.setViewControllers([first, second], animated: false)
        #expect(navigation.navigationBar.items?.count == 2)
        #expect(navigation.navigationBar.items?.last === second.navigationItem)
        #expect(navigation.navigationBar.topItem === second.navigationItem && navigation.navigationBar.backItem === first.navigationItem)
        navigation.navigationBar.topItem?.title = "Fade"
        #expect(second.navigationItem.title == "Fade")
        #expect(UINavigationController().navigationBar.topItem == nil)
    }

    @Test func aSegueIsMadeThroughItsClass() {
        final class Fade: UIStoryboardSegue {
            override func perform() {}
        }
        let kinds: [UIStoryboardSegue.Type] = [Fade.self, UIStoryboardSegue.self]
        let root = UIViewController(), next = UIViewController()
        let made = kinds.map { $0.init(identifier: "\($0)", source: root, destination: next) }
        #expect(made.first is Fade && !(made.last is Fade))
        #expect(made.map(\.identifier) == ["Fade", "UIStoryboardSegue"])
        #expect(made.allSatisfy { $0.source === root && $0.destination === next })
    }
}
