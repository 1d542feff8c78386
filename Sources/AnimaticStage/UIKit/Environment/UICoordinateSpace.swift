import Foundation

/// A rectangle of coordinates points can be converted between (UIKit's `UICoordinateSpace`,
/// iOS 8). Here the screen's space (``UIScreen/coordinateSpace``) is the only one, and a
/// scene's (``UIWindowScene/coordinateSpace``) is the screen's, as a full-screen scene's is on
/// an iPhone: converting between them changes nothing. (UIKit's views adopt it too; Animatic's
/// do not: convert with `UIView.convert(_:to:)`, naming a view, or `nil` for the window.)
///
/// ```swift
/// window.frame = view.window?.windowScene?.coordinateSpace.bounds ?? UIScreen.main.bounds
/// ```
public protocol UICoordinateSpace: AnyObject {
    /// The space's rectangle, in its own coordinates.
    var bounds: CGRect { get }
    /// `point`, given in this space, in `coordinateSpace`'s coordinates.
    func convert(_ point: CGPoint, to coordinateSpace: any UICoordinateSpace) -> CGPoint
    /// `point`, given in `coordinateSpace`, in this space's coordinates.
    func convert(_ point: CGPoint, from coordinateSpace: any UICoordinateSpace) -> CGPoint
    /// `rect`, given in this space, in `coordinateSpace`'s coordinates.
    func convert(_ rect: CGRect, to coordinateSpace: any UICoordinateSpace) -> CGRect
    /// `rect`, given in `coordinateSpace`, in this space's coordinates.
    func convert(_ rect: CGRect, from coordinateSpace: any UICoordinateSpace) -> CGRect
}

extension UIScreen: UICoordinateSpace {
    /// The screen's coordinate space (Apple, `UIScreen.coordinateSpace`: "The current coordinate
    /// space of the screen"): the screen itself, its ``bounds`` the stage's.
    public var coordinateSpace: any UICoordinateSpace { self }

    /// The screen's space fixed in portrait (Apple, `UIScreen.fixedCoordinateSpace`): the same as
    /// ``coordinateSpace``, as a stage never rotates.
    public var fixedCoordinateSpace: any UICoordinateSpace { self }

    /// `point` unchanged: every coordinate space here is the screen's.
    public func convert(_ point: CGPoint, to coordinateSpace: any UICoordinateSpace) -> CGPoint { point }
    /// `point` unchanged: every coordinate space here is the screen's.
    public func convert(_ point: CGPoint, from coordinateSpace: any UICoordinateSpace) -> CGPoint { point }
    /// `rect` unchanged: every coordinate space here is the screen's.
    public func convert(_ rect: CGRect, to coordinateSpace: any UICoordinateSpace) -> CGRect { rect }
    /// `rect` unchanged: every coordinate space here is the screen's.
    public func convert(_ rect: CGRect, from coordinateSpace: any UICoordinateSpace) -> CGRect { rect }
}

extension UIWindowScene {
    /// The scene's coordinate space (Apple, `UIWindowScene.coordinateSpace`, iOS 13): the screen's,
    /// as an iPhone's scene fills its screen; its bounds are the stage's.
    ///
    /// ```swift
    /// window.frame = scene.coordinateSpace.bounds   // the whole stage
    /// ```
    public var coordinateSpace: any UICoordinateSpace { UIScreen.main.coordinateSpace }
}
