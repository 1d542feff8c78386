import Foundation

extension UIView {
    /// Puts `view` at `index` among the subviews, filling the bounds and following their size
    /// (a cell's or a header's background view), after removing `old` if it is another view.
    final func installBackground(_ view: UIView?, replacing old: UIView?, at index: Int) {
        if old !== view { old?.removeFromSuperview() }
        guard let view else { return }
        view.frame = bounds
        view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        insertSubview(view, at: index)
    }

    /// Shows `selected` (a cell's selected background view) above its background view while
    /// `isSelected`, and takes it away otherwise.
    final func showSelectedBackground(_ selected: UIView?, isSelected: Bool, background: UIView?) {
        guard let selected else { return }
        if isSelected {
            installBackground(selected, replacing: nil, at: background == nil ? 0 : 1)
        } else {
            selected.removeFromSuperview()
        }
    }
}
