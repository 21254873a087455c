import Foundation

/// A space points and rectangles can be converted between: views, and the screen's
/// `coordinateSpace` and `fixedCoordinateSpace`. Converting between views is
/// `UIView.convert(_:to:)`'s; anything else goes through the screen's points.
@preconcurrency @MainActor
public protocol UICoordinateSpace: AnyObject {
    /// The space's bounds in its own coordinates.
    var bounds: CGRect { get }
    /// `point` in `coordinateSpace`.
    func convert(_ point: CGPoint, to coordinateSpace: UICoordinateSpace) -> CGPoint
    /// A point of `coordinateSpace` in this space.
    func convert(_ point: CGPoint, from coordinateSpace: UICoordinateSpace) -> CGPoint
    /// `rect` in `coordinateSpace` (the bounding box of its corners).
    func convert(_ rect: CGRect, to coordinateSpace: UICoordinateSpace) -> CGRect
    /// A rectangle of `coordinateSpace` in this space.
    func convert(_ rect: CGRect, from coordinateSpace: UICoordinateSpace) -> CGRect
}

extension UIView: UICoordinateSpace {
    /// `point` in `coordinateSpace`: another view's, or the screen's (the lab's windows fill
    /// the screen from its origin).
    public func convert(_ point: CGPoint, to coordinateSpace: UICoordinateSpace) -> CGPoint {
        if let view = coordinateSpace as? UIView { return convert(point, to: view as UIView?) }
        return coordinateSpace.convert(convert(point, to: nil), from: UIScreen.main.coordinateSpace)
    }

    /// A point of `coordinateSpace` in this view.
    public func convert(_ point: CGPoint, from coordinateSpace: UICoordinateSpace) -> CGPoint {
        if let view = coordinateSpace as? UIView { return convert(point, from: view as UIView?) }
        return convert(coordinateSpace.convert(point, to: UIScreen.main.coordinateSpace), from: nil)
    }

    /// `rect` in `coordinateSpace`.
    public func convert(_ rect: CGRect, to coordinateSpace: UICoordinateSpace) -> CGRect {
        if let view = coordinateSpace as? UIView { return convert(rect, to: view as UIView?) }
        return coordinateSpace.convert(convert(rect, to: nil), from: UIScreen.main.coordinateSpace)
    }

    /// A rectangle of `coordinateSpace` in this view.
    public func convert(_ rect: CGRect, from coordinateSpace: UICoordinateSpace) -> CGRect {
        if let view = coordinateSpace as? UIView { return convert(rect, from: view as UIView?) }
        return convert(coordinateSpace.convert(rect, to: UIScreen.main.coordinateSpace), from: nil)
    }
}

/// The screen's points (the lab's screen does not turn, so its fixed space is the same).
final class ScreenCoordinateSpace: UICoordinateSpace {
    var bounds: CGRect { UIScreen.main.bounds }

    func convert(_ point: CGPoint, to coordinateSpace: UICoordinateSpace) -> CGPoint {
        coordinateSpace is ScreenCoordinateSpace ? point : coordinateSpace.convert(point, from: self)
    }

    func convert(_ point: CGPoint, from coordinateSpace: UICoordinateSpace) -> CGPoint {
        coordinateSpace is ScreenCoordinateSpace ? point : coordinateSpace.convert(point, to: self)
    }

    func convert(_ rect: CGRect, to coordinateSpace: UICoordinateSpace) -> CGRect {
        coordinateSpace is ScreenCoordinateSpace ? rect : coordinateSpace.convert(rect, from: self)
    }

    func convert(_ rect: CGRect, from coordinateSpace: UICoordinateSpace) -> CGRect {
        coordinateSpace is ScreenCoordinateSpace ? rect : coordinateSpace.convert(rect, to: self)
    }
}

extension UIScreen {
    private static let screenSpace = ScreenCoordinateSpace()

    /// The screen's points.
    public var coordinateSpace: UICoordinateSpace { UIScreen.screenSpace }
    /// The screen's points in portrait (the lab's screen is always in portrait: the same space).
    public var fixedCoordinateSpace: UICoordinateSpace { UIScreen.screenSpace }
}

extension UIWindowScene {
    /// The scene's coordinate space: the screen's.
    public var coordinateSpace: UICoordinateSpace { screen.coordinateSpace }
}
