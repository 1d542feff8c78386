import AnimaticClock
import AnimaticRuntime
import Foundation

extension UITableView {
    /// Makes ``dequeueReusableCell(withIdentifier:for:)`` make cells from `nib`, a `.xib` whose
    /// first top-level object is a `tableViewCell` (its outlets set and `awakeFromNib()` sent
    /// each time), as UIKit's `register(_:forCellReuseIdentifier:)` for a nib; `nil` removes the
    /// registration. A later registration of a class for the same identifier replaces it.
    ///
    /// ```swift
    /// table.register(UINib(nibName: "FeatureCell", bundle: nil), forCellReuseIdentifier: "Feature")
    /// ```
    public func register(_ nib: UINib?, forCellReuseIdentifier identifier: String) {
        guard let nib else { return registerMaker(identifier) { nil } }
        let call = "UITableView.register(_:forCellReuseIdentifier: \"\(identifier)\")"
        registerMaker(identifier) {
            guard let made = nib.loader?.instantiateCell(call: call) else { return nil }
            guard let cell = made as? UITableViewCell else {
                UIView.report(.invalidArgument(call: call, argument: "nib", problem: "its first cell is a \(type(of: made)), not a UITableViewCell"))
                return nil
            }
            return cell.withReuseIdentifier(identifier)
        }
    }
}

extension UICollectionView {
    /// Makes ``dequeueReusableCell(withReuseIdentifier:for:)`` make cells from `nib`, a `.xib`
    /// whose first top-level object is a `collectionViewCell`, as UIKit's
    /// `register(_:forCellWithReuseIdentifier:)` for a nib; `nil` removes the registration.
    ///
    /// ```swift
    /// grid.register(UINib(nibName: "PageCell", bundle: nil), forCellWithReuseIdentifier: "Page")
    /// ```
    public func register(_ nib: UINib?, forCellWithReuseIdentifier identifier: String) {
        guard let nib else { return registerMaker(identifier) { _ in nil } }
        let call = "UICollectionView.register(_:forCellWithReuseIdentifier: \"\(identifier)\")"
        registerMaker(identifier) { size in
            guard let made = nib.loader?.instantiateCell(call: call) else { return nil }
            guard let cell = made as? UICollectionViewCell else {
                UIView.report(.invalidArgument(call: call, argument: "nib", problem: "its first cell is a \(type(of: made)), not a UICollectionViewCell"))
                return nil
            }
            cell.reuseIdentifier = identifier
            cell.bounds.size = size
            return cell
        }
    }
}

extension UITableViewCell {
    /// The cell, made under `identifier` (a prototype's or a registered nib's cell).
    func withReuseIdentifier(_ identifier: String) -> UITableViewCell {
        reuseIdentifier = identifier
        return self
    }
}
