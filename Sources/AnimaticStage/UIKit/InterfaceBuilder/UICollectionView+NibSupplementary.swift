import AnimaticClock
import AnimaticRuntime
import Foundation

extension UICollectionView {
    /// Makes ``dequeueReusableSupplementaryView(ofKind:withReuseIdentifier:for:)`` make the
    /// views of `elementKind` under `identifier` from `nib`, whose first top-level view must be
    /// a ``UICollectionReusableView`` (a `view` element with a `customClass` of your
    /// `UICollectionReusableView` subclass), as UIKit's
    /// `register(_:forSupplementaryViewOfKind:withReuseIdentifier:)` for a nib; `nil` removes
    /// the registration. A later registration of a class for the same kind and identifier
    /// replaces it. A nib whose first view is another kind is reported when a view is dequeued.
    ///
    /// ```swift
    /// grid.register(UINib(nibName: "SectionHeader", bundle: nil),
    ///               forSupplementaryViewOfKind: UICollectionView.elementKindSectionHeader,
    ///               withReuseIdentifier: "Header")
    /// ```
    public func register(_ nib: UINib?, forSupplementaryViewOfKind elementKind: String, withReuseIdentifier identifier: String) {
        let key = elementKind + "\u{1}" + identifier
        guard let nib else { supplementaryMakers[key] = nil; return }
        let call = "UICollectionView.register(_:forSupplementaryViewOfKind: \"\(elementKind)\", withReuseIdentifier: \"\(identifier)\")"
        register(nil as AnyClass?, forSupplementaryViewOfKind: elementKind, withReuseIdentifier: identifier)
        supplementaryMakers[key] = {
            nib.firstTopLevelView(of: UICollectionReusableView.self, call: call)
        }
    }
}

extension UITableView {
    /// Makes ``dequeueReusableHeaderFooterView(withIdentifier:)`` make views from `nib`, whose
    /// first top-level view must be a ``UITableViewHeaderFooterView`` (a `view` element with a
    /// `customClass` of your subclass), as UIKit's `register(_:forHeaderFooterViewReuseIdentifier:)`
    /// for a nib; `nil` removes the registration. A later registration of a class for the same
    /// identifier replaces it.
    ///
    /// ```swift
    /// table.register(UINib(nibName: "SectionHeader", bundle: nil), forHeaderFooterViewReuseIdentifier: "Header")
    /// ```
    public func register(_ nib: UINib?, forHeaderFooterViewReuseIdentifier identifier: String) {
        guard let nib else { headerMakers[identifier] = nil; return }
        let call = "UITableView.register(_:forHeaderFooterViewReuseIdentifier: \"\(identifier)\")"
        register(nil as AnyClass?, forHeaderFooterViewReuseIdentifier: identifier)
        headerMakers[identifier] = {
            nib.firstTopLevelView(of: UITableViewHeaderFooterView.self, call: call)
        }
    }
}

extension UINib {
    /// The nib's first top-level view, made now, when it is a `View`; else (no such nib, no
    /// view, another class) `nil`, reported naming `call`.
    func firstTopLevelView<View: UIView>(of type: View.Type, call: String) -> View? {
        guard let loader else { return nil }
        guard let first = loader.instantiateTopLevel(owner: nil).first else {
            UIView.report(.invalidArgument(call: call, argument: "nib", problem: "the nib has no top-level view"))
            return nil
        }
        guard let view = first as? View else {
            UIView.report(.invalidArgument(call: call, argument: "nib", problem: "its first top-level view is a \(Swift.type(of: first)), not a \(View.self)"))
            return nil
        }
        return view
    }
}
