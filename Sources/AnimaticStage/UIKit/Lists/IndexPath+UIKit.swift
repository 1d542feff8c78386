import Foundation

/// UIKit's additions to `IndexPath` (Apple, "IndexPath": `init(row:section:)`,
/// `init(item:section:)`, `row`, `item`, `section`): a two-element path, section first.
extension IndexPath {
    /// The path of `row` in `section` of a table.
    public init(row: Int, section: Int) { self.init(indexes: [section, row]) }
    /// The path of `item` in `section` of a collection view.
    public init(item: Int, section: Int) { self.init(indexes: [section, item]) }

    /// The section (the first element).
    public var section: Int {
        get { self[0] }
        set { self[0] = newValue }
    }

    /// The row in a table (the second element).
    public var row: Int {
        get { self[1] }
        set { self[1] = newValue }
    }

    /// The item in a collection view (the second element, as ``row``).
    public var item: Int {
        get { self[1] }
        set { self[1] = newValue }
    }
}
