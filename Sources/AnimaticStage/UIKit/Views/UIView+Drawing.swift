import AnimaticRuntime
import AnimaticClock
import AnimaticTimeline
import Foundation

/// What a view's ``UIView/draw(_:)`` drew last: the picture (`nil` when it drew nothing), the
/// size it was drawn at, and whether ``UIView/setNeedsDisplay()`` asked for a new one.
final class DrawnPicture {
    var content: ViewContent?
    var size: CGSize = .zero
    var valid = false
    var redisplayScheduled = false
}

extension UIView {
    /// Marks the view's drawing as out of date (Apple, `setNeedsDisplay()`): ``draw(_:)`` runs
    /// again after the current code, at the same story time (UIKit's next display pass), and
    /// what it draws replaces the old picture at that instant. Several calls in one instant
    /// draw once. Off stage it only marks the drawing: the view draws when it joins the stage.
    public final func setNeedsDisplay() {
        guard isUserClass else { return }
        if extras == nil { extras = ViewExtras() }
        let picture = extras!.drawing ?? DrawnPicture()
        extras!.drawing = picture
        picture.valid = false
        guard stageRecorder != nil, !picture.redisplayScheduled, let clock = StoryContext.current?.clock else { return }
        picture.redisplayScheduled = true
        clock.schedule(at: clock.now, { [weak self] _ in
            picture.redisplayScheduled = false
            guard let self, !picture.valid else { return }
            self.contentDidChange(call: "UIView.setNeedsDisplay()")
        }, true)
    }

    /// As ``setNeedsDisplay()``: the whole view draws again (Animatic keeps one picture a view).
    public final func setNeedsDisplay(_ invalidRect: CGRect) { setNeedsDisplay() }

    /// The picture ``draw(_:)`` makes for the view now, `nil` when it draws nothing (UIKit's
    /// own views, and views whose class does not override `draw(_:)`). The picture of a view
    /// whose size changed stretches, as UIKit's contents do, unless its content mode is
    /// `.redraw`.
    final func drawnContent() -> ViewContent? {
        guard isUserClass else { return nil }
        let size = bounds.size
        if let picture = extras?.drawing, picture.valid, picture.size == size || contentMode != .redraw {
            return picture.content
        }
        if extras == nil { extras = ViewExtras() }
        let picture = extras!.drawing ?? DrawnPicture()
        extras!.drawing = picture
        picture.valid = true
        picture.size = size
        picture.content = nil
        guard size.width > 0, size.height > 0, size.width.isFinite, size.height.isFinite else { return nil }
        let context = CGContext(size: size)
        context.translateBy(x: -bounds.minX, y: -bounds.minY)
        let rect = bounds
        GraphicsContextStack.drawing(in: context) { draw(rect) }
        guard !context.isEmpty else { return nil }
        picture.content = .image(ImageContent(data: context.svgDocument(), mimeType: "image/svg+xml",
                                              width: Double(size.width), height: Double(size.height), fit: .scaleToFill))
        return picture.content
    }

    // MARK: - Snapshots

    /// Draws the view and its subviews, as their models are now, into `context`, in the view's
    /// own coordinates (its bounds): backgrounds with their corner radius, borders, labels'
    /// text, image views' images, what ``draw(_:)`` draws, clipping where `clipsToBounds` is
    /// set; hidden and transparent views are skipped. Shape, gradient and text layers, shadows
    /// and masks are not drawn.
    final func renderTree(into context: CGContext, asRoot: Bool) {
        guard !isHidden, alpha > 0 else { return }
        context.saveGState()
        defer { context.restoreGState() }
        if !asRoot {
            context.translateBy(x: center.x, y: center.y)
            context.concatenate(transform)
            context.translateBy(x: -bounds.width / 2, y: -bounds.height / 2)
            context.setAlpha(context.state.alpha * alpha)
        }
        context.translateBy(x: -bounds.minX, y: -bounds.minY)
        let radius = max(0, min(layer.cornerRadius, min(bounds.width, bounds.height) / 2))
        let outline = radius > 0 ? UIBezierPath(roundedRect: bounds, cornerRadius: radius).cgPath : UIBezierPath(rect: bounds).cgPath
        if let background = backgroundColor, background.alpha > 0 {
            context.setFillColor(background.cgColor)
            context.beginPath(); context.addPath(outline); context.fillPath()
        }
        if clipsToBounds { context.beginPath(); context.addPath(outline); context.clip() }
        if let label = self as? UILabel {
            let text: NSAttributedString = label.attributedText ?? NSAttributedString(string: label.text ?? "", attributes: [
                .font: label.font ?? UIFont.systemFont(ofSize: 17), .foregroundColor: label.textColor ?? UIColor.black])
            let lines = CGContext.lines(of: text)
            let height = lines.reduce(CGFloat(0)) { sum, line in
                sum + (line.map(\.1).max { $0.pointSize < $1.pointSize } ?? UIFont.systemFont(ofSize: 17)).lineHeight
            }
            let top = bounds.minY + max(0, (bounds.height - height) / 2)
            context.drawText(lines, in: CGRect(x: bounds.minX, y: top, width: bounds.width, height: height),
                             alignment: label.textAlignment)
        } else if let imageView = self as? UIImageView, let image = imageView.shownImage {
            // Into `context`, which need not be the current one (a snapshot has no current
            // context: a snapshot of a snapshot, as transitions cut one into tiles, drew nothing).
            let rect = bounds
            GraphicsContextStack.drawing(in: context) { image.draw(in: rect) }
        } else if isUserClass {
            let rect = bounds
            GraphicsContextStack.drawing(in: context) { draw(rect) }
        }
        if layer.borderWidth > 0, let border = layer.borderColor {
            context.setStrokeColor(border)
            context.setLineWidth(layer.borderWidth)
            let inset = layer.borderWidth / 2
            let r = bounds.insetBy(dx: inset, dy: inset)
            context.beginPath()
            context.addPath(radius > 0 ? UIBezierPath(roundedRect: r, cornerRadius: max(0, radius - inset)).cgPath : UIBezierPath(rect: r).cgPath)
            context.strokePath()
        }
        for subview in subviews { subview.renderTree(into: context, asRoot: false) }
    }

    /// A picture of the view as it is now, in a new image view of the view's size at the
    /// origin (Apple, `snapshotView(afterScreenUpdates:)`, which transitions use to animate a
    /// copy of a screen). The picture is a vector drawing of the views' models (see
    /// `layer.render(in:)` for what it draws); `afterUpdates` changes nothing (the models are
    /// what the next screen update would show). `nil` for a view of empty size.
    public final func snapshotView(afterScreenUpdates afterUpdates: Bool) -> UIView? {
        let size = bounds.size
        guard size.width > 0, size.height > 0, size.width.isFinite, size.height.isFinite else { return nil }
        let context = CGContext(size: size)
        renderTree(into: context, asRoot: true)
        let snapshot = UIImageView(image: context.makeImage())
        snapshot.frame = CGRect(origin: .zero, size: size)
        return snapshot
    }

    /// Draws a picture of the view (as ``snapshotView(afterScreenUpdates:)`` draws it) into the
    /// current context, scaled to fill `rect` (Apple, `drawHierarchy(in:afterScreenUpdates:)`);
    /// `false` outside a drawing context or for a view of empty size.
    @discardableResult
    public final func drawHierarchy(in rect: CGRect, afterScreenUpdates afterUpdates: Bool) -> Bool {
        guard let context = UIGraphicsGetCurrentContext(), bounds.width > 0, bounds.height > 0 else { return false }
        context.saveGState()
        context.translateBy(x: rect.minX, y: rect.minY)
        context.scaleBy(x: rect.width / bounds.width, y: rect.height / bounds.height)
        renderTree(into: context, asRoot: true)
        context.restoreGState()
        return true
    }
}

extension CALayer {
    /// Draws the layer's view and its subviews into `ctx` (Apple, `render(in:)`), as
    /// ``UIView/snapshotView(afterScreenUpdates:)`` draws them. A layer that is not a view's
    /// (a sublayer) is reported as not supported and draws nothing.
    public final func render(in ctx: CGContext) {
        guard let view = owner else {
            StoryContext.reportToCurrent(StoryProblem.notSupported(
                call: "CALayer.render(in:)", feature: "rendering a layer that is not a view's"))
            return
        }
        view.renderTree(into: ctx, asRoot: true)
    }
}
