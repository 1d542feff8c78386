#if os(iOS) || os(tvOS)
import UIKit
public typealias ConstraintView = UIKit.UIView
#else
import AppKit
public typealias ConstraintView = AppKit.NSView
#endif

// SnapKit's DSL, reduced: `view.snp.makeConstraints { $0.edges.equalToSuperview().inset(20) }`.

public extension ConstraintView {
    var snp: ConstraintViewDSL { return ConstraintViewDSL(view: self) }
}

public struct ConstraintViewDSL {
    let view: ConstraintView

    /// Makes and activates the constraints the closure describes.
    @discardableResult
    public func makeConstraints(_ closure: (ConstraintMaker) -> Void) -> [LayoutConstraint] {
        let maker = ConstraintMaker(view: view)
        closure(maker)
        return maker.install()
    }
}

public final class ConstraintMaker {
    let view: ConstraintView
    var descriptions: [ConstraintDescription] = []

    init(view: ConstraintView) { self.view = view }

    public var edges: ConstraintDescription { return describe([.top, .left, .bottom, .right]) }
    public var size: ConstraintDescription { return describe([.width, .height]) }

    private func describe(_ attributes: [NSLayoutConstraint.Attribute]) -> ConstraintDescription {
        let description = ConstraintDescription(attributes: attributes)
        descriptions.append(description)
        return description
    }

    func install() -> [LayoutConstraint] {
        view.translatesAutoresizingMaskIntoConstraints = false
        var made: [LayoutConstraint] = []
        for description in descriptions {
            for attribute in description.attributes {
                // Insets push the right and bottom edges inwards, as SnapKit's do.
                let constant = attribute == .right || attribute == .bottom ? -description.amount : description.amount
                let constraint = LayoutConstraint(item: view, attribute: attribute, relatedBy: .equal,
                                                  toItem: description.toSuperview ? view.superview : nil,
                                                  attribute: description.toSuperview ? attribute : .notAnAttribute,
                                                  multiplier: 1, constant: constant)
                constraint.label = "\(attribute.rawValue)"
                made.append(constraint)
            }
        }
        NSLayoutConstraint.activate(made)
        return made
    }
}

public final class ConstraintDescription {
    let attributes: [NSLayoutConstraint.Attribute]
    var toSuperview = false
    var amount: CGFloat = 0

    init(attributes: [NSLayoutConstraint.Attribute]) { self.attributes = attributes }

    @discardableResult
    public func equalToSuperview() -> ConstraintDescription {
        toSuperview = true
        return self
    }

    @discardableResult
    public func inset(_ amount: CGFloat) -> ConstraintDescription {
        self.amount = amount
        return self
    }

    @discardableResult
    public func equalTo(_ constant: CGFloat) -> ConstraintDescription {
        amount = constant
        return self
    }
}

#if !os(Linux)
/// ReactorKit's shape: a protocol its authors keep off Linux, which an iOS app's views adopt.
public protocol BindableView: AnyObject {
    func bind()
}
#endif
