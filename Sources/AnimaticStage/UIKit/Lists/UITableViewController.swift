import AnimaticClock
import AnimaticRuntime
import Foundation

/// A view controller whose view is a ``UITableView`` it is the data source and delegate of
/// (UIKit's `UITableViewController`).
///
/// The controller's class declares the conformance to `UITableViewDataSource` and
/// `UITableViewDelegate` and the methods it needs, without `override`: unlike UIKit's,
/// Animatic's controller does not declare them, because Swift cannot override a method in an
/// extension, where apps often write them (the source adapter drops `override` and adds the
/// conformance for app code written for UIKit). The table is the controller's view, with the
/// controller as its data source and delegate.
///
/// ```swift
/// final class Menu: UITableViewController, UITableViewDataSource, UITableViewDelegate {
///     func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 5 }
///     func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
///         let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
///         cell.textLabel?.text = "Item \(indexPath.row)"
///         return cell
///     }
/// }
/// ```
open class UITableViewController: UIViewController {
    /// The style of the table the controller makes.
    public let tableViewStyle: UITableView.Style
    private final var storedTableView: UITableView?

    /// A controller whose table has `style`.
    public init(style: UITableView.Style) {
        tableViewStyle = style
        super.init(nibName: nil, bundle: nil)
    }

    /// A controller with a `.plain` table.
    public convenience init() { self.init(style: .plain) }

    /// Sets ``UIViewController/isEditing`` and the table's `isEditing` (UIKit's
    /// `UITableViewController.setEditing(_:animated:)`).
    open override func setEditing(_ editing: Bool, animated: Bool) {
        super.setEditing(editing, animated: animated)
        tableView.setEditing(editing, animated: animated)
    }

    /// A controller with a `.plain` table.
    public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        tableViewStyle = .plain
        super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
    }

    /// A controller with a `.plain` table (there are no archives to decode from).
    public required init?(coder: NSCoder) {
        tableViewStyle = .plain
        super.init(nibName: nil, bundle: nil)
    }

    /// The table, the controller's view (made with the view).
    open var tableView: UITableView! {
        get {
            if storedTableView == nil { loadViewIfNeeded() }
            return storedTableView
        }
        set {
            storedTableView = newValue
            view = newValue
        }
    }

    /// The refresh control of the controller's table (Apple, `UITableViewController.refreshControl`):
    /// the table's ``UIScrollView/refreshControl``; one set before the view loads goes to the
    /// table when it is made.
    open var refreshControl: UIRefreshControl? {
        get { storedTableView.map(\.refreshControl) ?? pendingRefreshControl }
        set {
            if let table = storedTableView { table.refreshControl = newValue } else { pendingRefreshControl = newValue }
        }
    }
    private final var pendingRefreshControl: UIRefreshControl?

    /// Whether the selection is cleared when the view appears (stored).
    open var clearsSelectionOnViewWillAppear = true

    /// Makes the table, with the controller as its data source and delegate; for a controller
    /// of a storyboard's `<tableViewController>` scene, the scene's table (its prototype cells,
    /// and the data source and delegate its outlets name), as UIKit's storyboard loading does;
    /// for a controller made with `init(nibName:bundle:)`, the table of the nib (its File's
    /// Owner's `view` outlet), as Apple documents (`UITableViewController`: "If a nib file is
    /// specified via the init(nibName:bundle:) method (which is declared by the superclass
    /// UIViewController), UITableViewController loads the table view archived in the nib
    /// file"). A nib whose view is not a table is reported (UIKit raises "loaded the nib but
    /// didn't get a UITableView") and a table is made instead.
    open override func loadView() {
        if let interfaceBuilderView {
            let view = interfaceBuilderView()
            if let table = view as? UITableView { storedTableView = table }
            self.view = view
            return
        }
        if loadViewFromNamedNib() {
            if let table = viewIfLoaded as? UITableView {
                storedTableView = table
                attachPendingRefreshControl(to: table)
                return
            }
            StoryContext.reportToCurrent(StoryProblem.misuse(
                call: "UITableViewController.loadView()",
                problem: "\(Swift.type(of: self)) loaded its nib but its view is a \(Swift.type(of: viewIfLoaded!)), not a UITableView (UIKit raises \"loaded the nib but didn't get a UITableView\"); a table was made instead"))
        }
        let table = UITableView(frame: UIScreen.main.bounds, style: tableViewStyle)
        table.dataSource = self as? UITableViewDataSource
        table.delegate = self as? UIScrollViewDelegate
        storedTableView = table
        view = table
        attachPendingRefreshControl(to: table)
    }

    /// Gives the table the refresh control set before the view loaded.
    private func attachPendingRefreshControl(to table: UITableView) {
        if let control = pendingRefreshControl {
            pendingRefreshControl = nil
            table.refreshControl = control
        }
    }
}

/// What a table view controller answers when its class leaves out a data source method that
/// UIKit's `UITableViewController` implements, so that a subclass conforms with only the
/// methods it needs: for a storyboard's table of static cells (`dataMode="static"`), its
/// sections, rows, cells and section titles, as UIKit's controller answers for them (a
/// subclass of a static table overrides only what it changes, such as
/// `tableView(_:willDisplay:forRowAt:)`); for any other table, no rows and a plain cell.
extension UITableViewDataSource where Self: UITableViewController {
    public func numberOfSections(in tableView: UITableView) -> Int {
        tableView.staticSections.isEmpty ? 1 : tableView.staticSections.count
    }
    public func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        tableView.staticSections.indices.contains(section) ? tableView.staticSections[section].rows.count : 0
    }
    public func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        tableView.staticRow(at: indexPath)?.cell ?? UITableViewCell(style: .default, reuseIdentifier: nil)
    }
    public func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? {
        tableView.staticSections.indices.contains(section) ? tableView.staticSections[section].headerTitle : nil
    }
    public func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String? {
        tableView.staticSections.indices.contains(section) ? tableView.staticSections[section].footerTitle : nil
    }
}

/// The row heights of a table view controller's static cells: each cell's own height in the
/// storyboard, else the table's ``UITableView/rowHeight`` (what UIKit's controller answers).
extension UITableViewDelegate where Self: UITableViewController {
    public func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat {
        tableView.staticRow(at: indexPath)?.height ?? tableView.rowHeight
    }
}
