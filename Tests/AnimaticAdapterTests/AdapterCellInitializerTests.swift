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

    /// `UINavigationController.init(rootViewController:)` is required in Animatic (URLNavigator
    /// calls it through a metatype, as Objective-C initializers allow on iOS): a subclass's
    /// override becomes `required`, and a subclass with initializers of its own but not that one
    /// gets one that traps as iOS does when it calls an initializer the class did not inherit.
    @Test func aNavigationControllersRootInitializerIsRequiredInSubclasses() {
        #expect(adapt("""
            class Navigation: UINavigationController {
                override init(rootViewController: UIViewController) { super.init(rootViewController: rootViewController) }
                required init?(coder: NSCoder) { fatalError() }
            }
            open class Plain: UINavigationController {
                override init(nibName: String?, bundle: Bundle?) { super.init(nibName: nibName, bundle: bundle) }
                required public init?(coder: NSCoder) { fatalError() }
            }
            class Quiet: Navigation { var count = 0 }

            """) == """
            class Navigation: UINavigationController {
                required init(rootViewController: UIViewController) { super.init(rootViewController: rootViewController) }
                required init?(coder: NSCoder) { fatalError() }
            }
            open class Plain: UINavigationController {
                override init(nibName: String?, bundle: Bundle?) { super.init(nibName: nibName, bundle: bundle) }
                required public init?(coder: NSCoder) { fatalError() }
            public required init(rootViewController: UIViewController) { fatalError("Use of unimplemented initializer 'init(rootViewController:)' for class 'Plain'") }; }
            class Quiet: Navigation { var count = 0 }

            """)
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
