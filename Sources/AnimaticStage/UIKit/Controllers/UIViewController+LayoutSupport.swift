import AnimaticRuntime
import Foundation

/// A controller's top or bottom layout guide (UIKit's `UILayoutSupport`, deprecated in iOS 11 in
/// favour of ``UIView/safeAreaLayoutGuide``): the part of the view that bars overlap, for
/// manual layout (``length``) or Auto Layout (its anchors).
///
/// ```swift
/// label.frame.origin.y = topLayoutGuide.length + 8
/// label.topAnchor.constraint(equalTo: topLayoutGuide.bottomAnchor, constant: 8).isActive = true
/// ```
public protocol UILayoutSupport: AnyObject {
    /// How far the bars reach into the view, in points (UIKit: "the length, in points, of the
    /// portion of a view controller's view that is overlapped by translucent or transparent
    /// UIKit bars").
    var length: CGFloat { get }
    /// The edge of the guide nearer the view's top.
    var topAnchor: NSLayoutYAxisAnchor { get }
    /// The edge of the guide nearer the view's bottom.
    var bottomAnchor: NSLayoutYAxisAnchor { get }
    /// The guide's height, which is ``length``.
    var heightAnchor: NSLayoutDimension { get }
}

extension UIViewController {
    /// The guide from the top of the view to the top of its safe area: the status bar and a
    /// navigation bar (UIKit's `topLayoutGuide`; Apple's deprecation note: its `bottomAnchor`
    /// is `view.safeAreaLayoutGuide.topAnchor`). Its ``UILayoutSupport/length`` is
    /// `view.safeAreaInsets.top`.
    public var topLayoutGuide: any UILayoutSupport { ControllerLayoutSupport.of(self, edge: .top) }

    /// The guide from the bottom of the view's safe area to the bottom of the view: a tab bar,
    /// a toolbar, the home indicator (UIKit's `bottomLayoutGuide`; its `topAnchor` is
    /// `view.safeAreaLayoutGuide.bottomAnchor`). Its ``UILayoutSupport/length`` is
    /// `view.safeAreaInsets.bottom`.
    public var bottomLayoutGuide: any UILayoutSupport { ControllerLayoutSupport.of(self, edge: .bottom) }
}

/// One of a controller's two layout guides. Its length is read from the view's safe area; a
/// layout guide with constraints is added to the view only when an anchor is asked for, as
/// UIKit's guide takes part in Auto Layout only through constraints to it.
final class ControllerLayoutSupport: UILayoutSupport {
    enum Edge { case top, bottom }

    private weak var controller: UIViewController?
    private let edge: Edge
    private var guide: UILayoutGuide?

    private init(_ controller: UIViewController, edge: Edge) {
        self.controller = controller
        self.edge = edge
    }

    private enum Key {
        nonisolated(unsafe) static var top: UInt8 = 0
        nonisolated(unsafe) static var bottom: UInt8 = 0
    }

    /// The controller's guide for `edge`, made on first use (UIKit returns the same object).
    static func of(_ controller: UIViewController, edge: Edge) -> ControllerLayoutSupport {
        let existing = edge == .top ? objc_getAssociatedObject(controller, &Key.top) : objc_getAssociatedObject(controller, &Key.bottom)
        if let existing = existing as? ControllerLayoutSupport { return existing }
        let made = ControllerLayoutSupport(controller, edge: edge)
        if edge == .top {
            objc_setAssociatedObject(controller, &Key.top, made, .OBJC_ASSOCIATION_RETAIN_NONATOMIC)
        } else {
            objc_setAssociatedObject(controller, &Key.bottom, made, .OBJC_ASSOCIATION_RETAIN_NONATOMIC)
        }
        return made
    }

    var length: CGFloat {
        guard let view = controller?.view else { return 0 }
        return edge == .top ? view.safeAreaInsets.top : view.safeAreaInsets.bottom
    }

    var topAnchor: NSLayoutYAxisAnchor { layoutGuide.topAnchor }
    var bottomAnchor: NSLayoutYAxisAnchor { layoutGuide.bottomAnchor }
    var heightAnchor: NSLayoutDimension { layoutGuide.heightAnchor }

    /// The guide in the controller's view, spanning the view's width between the view's edge
    /// and the safe area's.
    var layoutGuide: UILayoutGuide {
        if let guide { return guide }
        let made = UILayoutGuide()
        made.identifier = edge == .top ? "UIViewControllerTopLayoutGuide" : "UIViewControllerBottomLayoutGuide"
        guide = made
        guard let view = controller?.view else { return made }
        view.addLayoutGuide(made)
        let safe = view.safeAreaLayoutGuide
        NSLayoutConstraint.activate([
            made.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            made.trailingAnchor.constraint(equalTo: view.trailingAnchor),
            edge == .top ? made.topAnchor.constraint(equalTo: view.topAnchor) : made.topAnchor.constraint(equalTo: safe.bottomAnchor),
            edge == .top ? made.bottomAnchor.constraint(equalTo: safe.topAnchor) : made.bottomAnchor.constraint(equalTo: view.bottomAnchor),
        ])
        return made
    }
}
