import AnimaticAdapter
import Foundation
import Testing

/// Animatic makes registered cells through required initializers: the adapter turns a cell's
/// `override init(frame:)` / `override init(style:reuseIdentifier:)` into `required init(…)`,
/// in the same columns, and leaves every other initializer alone.
@Suite struct AdapterCellInitializerTests {
    @Test func aCollectionViewCellsFrameInitializerBecomesRequired() {
        #expect(adapt("""
            final class Card: UICollectionViewCell {
                override init(frame: CGRect) { super.init(frame: frame) }
                required init?(coder: NSCoder) { fatalError() }
            }

            """) == """
            final class Card: UICollectionViewCell {
                required init(frame: CGRect) { super.init(frame: frame) }
                required init?(coder: NSCoder) { fatalError() }
            }

            """)
    }

    @Test func aTableViewCellsStyleInitializerBecomesRequiredAlsoInASubclassOfAnAppCell() {
        let source = """
            class BaseCell: UITableViewCell {
                public override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) { super.init(style: style, reuseIdentifier: reuseIdentifier) }
            }
            class FoldCell: BaseCell {
                override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) { super.init(style: style, reuseIdentifier: reuseIdentifier) }
            }

            """
        #expect(adapt(source) == source.replacingOccurrences(of: "override init", with: "required init"))
    }

    @Test func otherInitializersAndOtherClassesAreUnchanged() {
        let source = """
            final class Box: UIView {
                override init(frame: CGRect) { super.init(frame: frame) }
            }
            final class Row: UITableViewCell {
                override init(frame: CGRect) { super.init(frame: frame) }
                required init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) { super.init(style: style, reuseIdentifier: reuseIdentifier) }
                override convenience init(style: UITableViewCell.CellStyle, reuseIdentifier: String?, extra: Int) { fatalError() }
            }
            extension Card { convenience init(color: UIColor) { self.init(frame: .zero) } }

            """
        #expect(adapt(source) == source)
    }

    @Test func anOpenCellsRequiredInitializerIsPublic() {
        #expect(adapt("""
            open class Card: UICollectionViewCell {
                override init(frame: CGRect) { super.init(frame: frame) }
            }

            """) == """
            open class Card: UICollectionViewCell {
                public required init(frame: CGRect) { super.init(frame: frame) }
            }

            """)
    }

    @Test func aListControllersMethodsLoseOverrideAndItsClassConforms() {
        #expect(adapt("""
            final class Menu: UITableViewController {
                override func viewDidLoad() { super.viewDidLoad() }
                override func numberOfSections(in tableView: UITableView) -> Int { 1 }
            }
            extension Menu {
                override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 3 }
            }
            class Grid: UICollectionViewController, UICollectionViewDelegate {}

            """) == """
            final class Menu: UITableViewController {
                override func viewDidLoad() { super.viewDidLoad() }
                         func numberOfSections(in tableView: UITableView) -> Int { 1 }
            }
            extension Menu {
                         func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 3 }
            }
            class Grid: UICollectionViewController, UICollectionViewDelegate {}
            extension Menu: UITableViewDataSource, UITableViewDelegate {}
            extension Grid: UICollectionViewDataSource {}

            """)
    }
}
