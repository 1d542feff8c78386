import Foundation

// Hit-testing, coordinate conversion and gesture recognizers of views (UIKit's `UIView`:
// "Hit-testing in a view", "Converting between view coordinate systems", "Managing gesture
// recognizers"). Conversions use the model (center, bounds, transform, anchor point), as UIKit.

extension UIView {
    /// UIKit's hit-testing rule, the body of ``hitTest(_:with:)``.
    final func defaultHitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
        guard !isHidden, isUserInteractionEnabled, alpha >= 0.01 else { return nil }
        guard self.point(inside: point, with: event) else { return nil }
        for subview in subviews.reversed() {
            guard let inner = subview.pointFromSuperview(point) else { continue }
            if let hit = subview.hitTest(inner, with: event) { return hit }
        }
        return self
    }

    /// The anchor point in this view's bounds coordinates.
    private var anchorInBounds: CGPoint {
        let b = bounds, a = anchorPoint
        return CGPoint(x: b.minX + a.x * b.width, y: b.minY + a.y * b.height)
    }

    /// `point` in this view's coordinates, in its superview's (or the stage's).
    final func pointToSuperview(_ point: CGPoint) -> CGPoint {
        let a = anchorInBounds
        let moved = CGPoint(x: point.x - a.x, y: point.y - a.y).applying(transform)
        return CGPoint(x: center.x + moved.x, y: center.y + moved.y)
    }

    /// `point` in the superview's (or the stage's) coordinates, in this view's; `nil` when the
    /// transform cannot be inverted (a scale of 0 squashes the view to nothing).
    final func pointFromSuperview(_ point: CGPoint) -> CGPoint? {
        let t = transform
        let determinant = t.a * t.d - t.b * t.c
        guard determinant != 0, determinant.isFinite else { return nil }
        let a = anchorInBounds
        let back = CGPoint(x: point.x - center.x, y: point.y - center.y).applying(t.inverted())
        return CGPoint(x: back.x + a.x, y: back.y + a.y)
    }

    /// The view whose coordinates this view's frame is in: its superview, or, for the view
    /// Animatic makes for a standalone sublayer (which is no subview), the view drawing the
    /// superlayer, as Core Animation places a sublayer in its superlayer's coordinates.
    final var conversionParent: UIView? {
        if let storedSuperview { return storedSuperview }
        guard isLayerHost, let layer = storedLayer, layer.owner === self else { return nil }
        return layer.superlayer?.sublayerHolder.owner
    }

    /// Whether this view is a ``Stage``.
    final var isStage: Bool { ObjectIdentifier(Swift.type(of: self)) == ObjectIdentifier(Stage.self) }

    /// `point` in this view's coordinates, in the stage's (the screen's).
    final func pointToWindow(_ point: CGPoint) -> CGPoint {
        if isStage { return point }   // exactly: no round trip through the stage's centre
        var p = point
        var view: UIView? = self
        while let v = view {
            p = v.pointToSuperview(p)
            view = v.conversionParent
        }
        return p
    }

    /// `point` in the stage's coordinates, in this view's; NaN when a transform on the way
    /// cannot be inverted.
    final func pointFromWindow(_ point: CGPoint) -> CGPoint {
        if isStage { return point }
        var chain: [UIView] = []
        var view: UIView? = self
        while let v = view { chain.append(v); view = v.conversionParent }
        var p = point
        for v in chain.reversed() {
            guard let inner = v.pointFromSuperview(p) else { return CGPoint(x: CGFloat.nan, y: .nan) }
            p = inner
        }
        return p
    }

    /// Converts `point` from this view's coordinates to `view`'s (to its window's when `view` is
    /// `nil`: the stage's for a view on the stage), as UIKit's `convert(_:to:)`: through each
    /// view's center, bounds origin, anchor point and transform.
    ///
    /// ```swift
    /// let onScreen = badge.convert(CGPoint.zero, to: nil)   // badge's top-left corner on stage
    /// ```
    ///
    /// A point that cannot be converted (a transform with scale 0 on the way) comes out as NaN,
    /// which the recording reports if it is set on a view.
    public func convert(_ point: CGPoint, to view: UIView?) -> CGPoint {
        let w = pointToWindow(point)
        guard let view else { return conversionWindow?.pointFromWindow(w) ?? w }
        return view.pointFromWindow(w)
    }

    /// Converts `point` from `view`'s coordinates (the window's when `view` is `nil`) to this
    /// view's, as UIKit's `convert(_:from:)`.
    public func convert(_ point: CGPoint, from view: UIView?) -> CGPoint {
        let w = view?.pointToWindow(point) ?? conversionWindow?.pointToWindow(point) ?? point
        return pointFromWindow(w)
    }

    /// The window whose coordinates `nil` stands for in conversions when it is not the stage's
    /// (a window shown over the stage, or one not shown yet, holding this view); `nil` for
    /// the stage's coordinates. Views in different windows convert through the stage's
    /// coordinates, the screen's, as UIKit converts through the screen.
    private var conversionWindow: UIView? {
        var root = self
        while let parent = root.conversionParent { root = parent }
        guard root.isWindowView, !root.isStage else { return nil }
        return root
    }

    /// Converts `rect` from this view's coordinates to `view`'s (the stage's when `nil`), as
    /// UIKit's `convert(_:to:)`: the smallest rectangle holding the four converted corners
    /// (a rotation gives the bounding box).
    public func convert(_ rect: CGRect, to view: UIView?) -> CGRect {
        UIView.boundingBox(of: rect) { convert($0, to: view) }
    }

    /// Converts `rect` from `view`'s coordinates (the stage's when `nil`) to this view's, as
    /// UIKit's `convert(_:from:)`.
    public func convert(_ rect: CGRect, from view: UIView?) -> CGRect {
        UIView.boundingBox(of: rect) { convert($0, from: view) }
    }

    private static func boundingBox(of rect: CGRect, _ map: (CGPoint) -> CGPoint) -> CGRect {
        let r = rect.standardized
        let corners = [CGPoint(x: r.minX, y: r.minY), CGPoint(x: r.maxX, y: r.minY),
                       CGPoint(x: r.minX, y: r.maxY), CGPoint(x: r.maxX, y: r.maxY)].map(map)
        let xs = corners.map(\.x), ys = corners.map(\.y)
        guard let minX = xs.min(), let maxX = xs.max(), let minY = ys.min(), let maxY = ys.max() else { return .null }
        return CGRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
    }

    // MARK: - Gesture recognizers

    /// The gesture recognizers attached to this view, in the order added (UIKit's
    /// `gestureRecognizers`; `nil` when there are none). Setting it replaces them.
    public var gestureRecognizers: [UIGestureRecognizer]? {
        get {
            let all = extras?.gestureRecognizers ?? []
            return all.isEmpty ? nil : all
        }
        set {
            for recognizer in extras?.gestureRecognizers ?? [] { removeGestureRecognizer(recognizer) }
            for recognizer in newValue ?? [] { addGestureRecognizer(recognizer) }
        }
    }

    /// Attaches `gestureRecognizer` to this view (UIKit's `addGestureRecognizer(_:)`): it
    /// receives the touches that hit-test to this view or a subview. A recognizer attached to
    /// another view is moved here, as in UIKit.
    ///
    /// ```swift
    /// card.addGestureRecognizer(UITapGestureRecognizer(target: self, action: #selector(flip)))
    /// stage.tap(CGPoint(x: 200, y: 400), at: 1)      // flip() runs at 1.1 s, when the finger lifts
    /// ```
    public func addGestureRecognizer(_ gestureRecognizer: UIGestureRecognizer) {
        if let old = gestureRecognizer.view {
            if old === self { return }
            old.removeGestureRecognizer(gestureRecognizer)
        }
        if extras == nil { extras = ViewExtras() }
        extras!.gestureRecognizers.append(gestureRecognizer)
        gestureRecognizer.view = self
    }

    /// Detaches `gestureRecognizer` (UIKit's `removeGestureRecognizer(_:)`); one recognizing
    /// at that moment is cancelled.
    public func removeGestureRecognizer(_ gestureRecognizer: UIGestureRecognizer) {
        guard let extras, let index = extras.gestureRecognizers.firstIndex(where: { $0 === gestureRecognizer }) else { return }
        extras.gestureRecognizers.remove(at: index)
        gestureRecognizer.detached()
    }
}
