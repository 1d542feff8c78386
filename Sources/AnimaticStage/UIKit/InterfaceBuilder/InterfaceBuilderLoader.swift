import AnimaticInterfaceBuilder
import AnimaticClock
import AnimaticRuntime
import Foundation

/// Builds what an Interface Builder document describes on the stage, as UIKit's nib loading
/// does (Apple, "Resource Programming Guide: Nib Files", "The Nib Object Life Cycle"): every
/// object is made with `init(coder:)` (its custom class when it names one), its properties set,
/// subviews added, constraints added, then the outlets set and the actions connected, and last
/// `awakeFromNib()` sent to every object made from the file.
///
/// What it cannot do is reported to the story being recorded, naming the file and line:
/// a custom class that cannot be found or is not a subclass of the element's class, an image
/// or named colour that cannot be found, an outlet or runtime attribute the object does not
/// have (UIKit raises "not key value coding-compliant"), a font it does not have.
package final class InterfaceBuilderLoader {
    package let document: IBDocument
    /// Where the document's images and colours are searched (its own folder, or the folder of
    /// its `.lproj`, first).
    let roots: [URL]
    /// The module whose classes custom class names mean when the file names none.
    let module: String?
    /// The call that loads the file, for problems (`UIStoryboard(name: "Main", bundle: nil)`).
    let call: String
    private let coder = InterfaceBuilderCoder()

    package init(document: IBDocument, fileURL: URL?, resourceRoots: [URL], module: String?, call: String) {
        self.document = document
        // The file's own folder and its parent (`MyApp/Base.lproj/Main.storyboard` -> `MyApp`,
        // where `Assets.xcassets` is), then the resource folders.
        var roots = resourceRoots
        if let fileURL {
            let folder = fileURL.deletingLastPathComponent()
            roots.insert(contentsOf: [folder.lastPathComponent.hasSuffix(".lproj") ? folder.deletingLastPathComponent() : folder], at: 0)
        }
        self.roots = roots
        self.module = module
        self.call = call
    }

    func report(_ line: Int, _ element: String, _ problem: String) {
        StoryContext.reportToCurrent(StoryProblem.misuse(
            call: call, problem: "\(document.file):\(line): <\(element)>: \(problem)"))
    }

    // MARK: - Classes

    /// The class `name` (in `customModule`, else the caller's module, else any module Animatic
    /// knows) when it is a `Base`; reported and nil otherwise.
    private func resolve<Base>(_ name: String?, module customModule: String?, base: Base.Type,
                               line: Int, element: String) -> Base.Type? {
        guard let name, !name.isEmpty else { return nil }
        var candidates: [String] = []
        if let customModule { candidates.append(customModule + "." + name) }
        if let module { candidates.append(module + "." + name) }
        candidates.append("AnimaticStage." + name)
        candidates.append(name)
        for candidate in candidates {
            guard let type = _typeByName(candidate) else { continue }
            if let type = type as? Base.Type { return type }
            report(line, element, "custom class \"\(name)\" (\(candidate)) is not a \(base)")
            return nil
        }
        report(line, element, "unknown class \"\(name)\" (looked for " + candidates.joined(separator: ", ")
               + "); UIKit logs \"Unknown class in Interface Builder file\" and makes a \(base) instead")
        return nil
    }

    // MARK: - Controllers

    /// A controller of the storyboard: its class made with `init(coder:)`, its view (built from
    /// the scene when it first loads, with the outlets set then), `awakeFromNib()` called.
    package func instantiate(_ scene: IBViewController, storyboard: UIStoryboard?) -> UIViewController {
        if let problem = scene.problem {
            StoryContext.reportToCurrent(StoryProblem.misuse(call: call, problem: problem.description))
            return UIViewController()
        }
        let controller: UIViewController
        if scene.element == "navigationController" {
            let type = resolve(scene.customClass, module: scene.customModule, base: UINavigationController.self,
                               line: scene.line, element: scene.element) ?? UINavigationController.self
            let navigation = type.init(coder: coder) ?? UINavigationController()
            controller = navigation
            for connection in scene.connections {
                guard case .segue(_, let relationship, _) = connection.kind, relationship == "rootViewController" else { continue }
                guard let root = document.viewController(id: connection.destination) else {
                    report(connection.line, "segue", "no scene has the id \"\(connection.destination)\"")
                    continue
                }
                navigation.setViewControllers([instantiate(root, storyboard: storyboard)], animated: false)
            }
        } else if scene.element == "pageViewController" {
            controller = makePageViewController(scene)
        } else {
            let type = resolve(scene.customClass, module: scene.customModule, base: UIViewController.self,
                               line: scene.line, element: scene.element) ?? UIViewController.self
            guard let made = type.init(coder: coder) else {
                report(scene.line, scene.element, "\(type).init(coder:) returned nil; a UIViewController was made")
                return UIViewController()
            }
            controller = made
            let barItems = scene.navigationItem.map { configure(made.navigationItem, $0, of: made, scene: scene) } ?? [:]
            if let view = scene.view {
                controller.interfaceBuilderView = { [self, weak controller] in
                    var objects: [String: AnyObject] = barItems
                    if let controller { objects[scene.id] = controller }
                    let built = build(view, objects: &objects, guides: scene.layoutGuides)
                    // The scene's other top-level views: made before the controller's outlets
                    // are connected, owned by the outlets that name them.
                    for other in scene.topLevelViews { _ = build(other, objects: &objects, guides: [:]) }
                    if let controller {
                        connect(scene.connections, owner: controller, objects: objects)
                        connectSegues(of: view, from: controller, objects: objects)
                        embedChildren(of: view, in: controller, objects: objects)
                    }
                    awake(objects, except: controller)
                    return built
                }
            }
        }
        controller.storyboard = storyboard
        controller.interfaceBuilderSceneID = scene.id
        controller.awakeFromNib()
        return controller
    }

    // MARK: - Navigation items

    /// Sets the scene's navigation item as UIKit decodes it with the controller: its title and
    /// its left and right bar button items, each made with its title, image, style or system
    /// item, tag, enabled state and tint; an item's action sent to the scene's controller and its
    /// segue performed when it is tapped. Returns the items by object id, for outlets.
    private func configure(_ navigationItem: UINavigationItem, _ node: IBNavigationItem, of controller: UIViewController,
                           scene: IBViewController) -> [String: AnyObject] {
        var made: [String: AnyObject] = [:]
        if let title = node.title { navigationItem.title = title }
        func items(_ nodes: [IBBarButtonItem]) -> [UIBarButtonItem] {
            nodes.map { node in
                let item = barButtonItem(node, of: controller, scene: scene)
                made[node.id] = item
                return item
            }
        }
        let left = items(node.leftItems), right = items(node.rightItems)
        if !left.isEmpty { navigationItem.leftBarButtonItems = left }
        if !right.isEmpty { navigationItem.rightBarButtonItems = right }
        return made
    }

    private func barButtonItem(_ node: IBBarButtonItem, of controller: UIViewController, scene: IBViewController) -> UIBarButtonItem {
        let item: UIBarButtonItem
        if let name = node.systemItem {
            if let system = Self.barButtonSystemItems[name] {
                item = UIBarButtonItem(barButtonSystemItem: system, target: nil, action: nil)
            } else {
                report(node.line, "barButtonItem", "unknown system item \"\(name)\"; a plain item was made")
                item = UIBarButtonItem()
            }
        } else {
            item = UIBarButtonItem()
            item.title = node.title
            if let image = node.image { item.image = uiImage(image, line: node.line, element: "barButtonItem") }
            item.style = node.style == "done" ? .done : node.style == "bordered" ? .bordered : .plain
        }
        item.tag = node.tag
        if !node.isEnabled { item.isEnabled = false }
        if let tint = node.tintColor { item.tintColor = uiColor(tint, line: node.line, element: "barButtonItem") }
        for connection in node.connections {
            switch connection.kind {
            case .action(let selector, _):
                guard connection.destination == scene.id else {
                    report(connection.line, "action", "the target of \"\(selector)\" (\"\(connection.destination)\", the First Responder or another object) is not connected: Animatic sends a bar button item's action to its scene's controller")
                    continue
                }
                item.target = controller
                item.action = Selector(selector)
            case .segue:
                item.primaryAction = UIAction { [weak self, weak controller, weak item] _ in
                    guard let self, let controller else { return }
                    if case .segue(_, _, let identifier?) = connection.kind,
                       !controller.shouldPerformSegue(withIdentifier: identifier, sender: item) { return }
                    perform(connection, from: controller, sender: item)
                }
            case .outlet(let property), .outletCollection(let property):
                report(connection.line, "outlet", "the bar button item's outlet \"\(property)\" is not set (Animatic sets outlets of views and controllers)")
            }
        }
        return item
    }

    /// `systemItem` values of bar button items as Interface Builder writes them.
    private static let barButtonSystemItems: [String: UIBarButtonItem.SystemItem] = [
        "done": .done, "cancel": .cancel, "edit": .edit, "save": .save, "add": .add, "flexibleSpace": .flexibleSpace,
        "fixedSpace": .fixedSpace, "compose": .compose, "reply": .reply, "action": .action, "organize": .organize,
        "bookmarks": .bookmarks, "search": .search, "refresh": .refresh, "stop": .stop, "camera": .camera, "trash": .trash,
        "play": .play, "pause": .pause, "rewind": .rewind, "fastForward": .fastForward, "undo": .undo, "redo": .redo,
        "close": .close,
    ]

    // MARK: - Segues

    /// Segues a control of the scene triggers (a button's `<segue>`): performed when it sends
    /// Touch Up Inside, after the source's `shouldPerformSegue(withIdentifier:sender:)` (Apple,
    /// "Using Segues": "segues are triggered by ... controls").
    private func connectSegues(of view: IBView, from controller: UIViewController, objects: [String: AnyObject]) {
        for node in view.allViews {
            for connection in node.connections {
                guard case .segue(let kind, _, let identifier) = connection.kind, kind != "embed" else { continue }
                guard let control = objects[node.id] as? UIControl else {
                    report(connection.line, "segue", "a segue triggered by a \(node.kind.rawValue) is not performed (Animatic triggers segues from controls)")
                    continue
                }
                control.addAction(UIAction { [weak self, weak controller, weak control] _ in
                    guard let self, let controller, let control else { return }
                    if let identifier, !controller.shouldPerformSegue(withIdentifier: identifier, sender: control) { return }
                    perform(connection, from: controller, sender: control)
                }, for: .touchUpInside)
            }
        }
    }

    /// The segue named `identifier` of `controller`'s scene (its own or one a control triggers).
    func segue(named identifier: String, of controller: UIViewController) -> IBConnection? {
        guard let id = controller.interfaceBuilderSceneID, let scene = document.viewController(id: id) else { return nil }
        let all = scene.connections + (scene.view?.allViews.flatMap(\.connections) ?? [])
        return all.first { connection in
            if case .segue(_, _, identifier) = connection.kind { return true }
            return false
        }
    }

    /// The embed segues of the scene's container views (`<containerView>` holding
    /// `<segue kind="embed">`), performed while the scene's view loads, before its
    /// `viewDidLoad`, as UIKit's storyboard loading does: the destination scene is made, the
    /// source gets `prepare(for:sender:)` (the source as sender), then the destination becomes
    /// its child (`addChild(_:)`, `didMove(toParent:)`), its view filling the container and
    /// resizing with it (Apple, "Implementing a container view controller": a container view in
    /// a storyboard "embeds" the child).
    private func embedChildren(of view: IBView, in controller: UIViewController, objects: [String: AnyObject]) {
        for node in view.allViews where node.kind == .containerView {
            guard let container = objects[node.id] as? UIView else { continue }
            for connection in node.connections {
                guard case .segue("embed", _, let identifier) = connection.kind else { continue }
                guard let scene = document.viewController(id: connection.destination) else {
                    report(connection.line, "segue", "no scene has the id \"\(connection.destination)\" (a storyboard reference is not followed)")
                    continue
                }
                let child = instantiate(scene, storyboard: controller.storyboard)
                let segue = UIStoryboardSegue(identifier: identifier, source: controller, destination: child) {}
                controller.prepare(for: segue, sender: controller)
                controller.addChild(child)
                child.view.frame = container.bounds
                child.view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
                container.addSubview(child.view)
                child.didMove(toParent: controller)
            }
        }
    }

    /// A `pageViewController` scene: its class (a ``UIPageViewController``) made with
    /// `init(coder:)`, then the scene's `transitionStyle`, `navigationOrientation` and
    /// `spineLocation` set, as the archive's values are.
    private func makePageViewController(_ scene: IBViewController) -> UIViewController {
        let type = resolve(scene.customClass, module: scene.customModule, base: UIPageViewController.self,
                           line: scene.line, element: scene.element) ?? UIPageViewController.self
        guard let pages = type.init(coder: coder) else {
            report(scene.line, scene.element, "\(type).init(coder:) returned nil; a UIPageViewController was made")
            return UIPageViewController(transitionStyle: .scroll, navigationOrientation: .horizontal)
        }
        let style = scene.attributes["transitionStyle"] == "scroll" ? UIPageViewController.TransitionStyle.scroll : .pageCurl
        let orientation = scene.attributes["navigationOrientation"] == "vertical"
            ? UIPageViewController.NavigationOrientation.vertical : .horizontal
        let spine: UIPageViewController.SpineLocation = switch scene.attributes["spineLocation"] {
        case "mid": .mid
        case "max": .max
        default: style == .scroll ? .none : .min
        }
        pages.configureFromStoryboard(transitionStyle: style, navigationOrientation: orientation, spineLocation: spine)
        return pages
    }

    /// Performs a storyboard segue as UIKit does (Apple, `UIStoryboardSegue`, "Using Segues"):
    /// the destination is made, `prepare(for:sender:)` is sent to the source, then the kind's
    /// transition runs: `show` (and the old `push`, `showDetail`) pushes onto the source's
    /// navigation controller, else presents; `presentation` (`modal`) presents, animated unless
    /// `animates="NO"`, with the segue's presentation and transition styles.
    func perform(_ connection: IBConnection, from source: UIViewController, sender: Any?) {
        guard case .segue(let kind, _, let identifier) = connection.kind else { return }
        guard let scene = document.viewController(id: connection.destination) else {
            report(connection.line, "segue", "no scene has the id \"\(connection.destination)\" (a storyboard reference is not followed)")
            return
        }
        let animated = connection.attributes["animates"] != "NO"
        let segueKinds = ["show", "push", "showDetail", "presentation", "modal"]
        guard segueKinds.contains(kind), connection.attributes["customClass"] == nil else {
            let what = connection.attributes["customClass"].map { "custom segue class \"\($0)\"" } ?? "segue kind \"\(kind)\""
            report(connection.line, "segue", "a \(what) is not performed (Animatic performs show, push, showDetail, presentation and modal segues)")
            return
        }
        let destination = instantiate(scene, storyboard: source.storyboard)
        let segue = UIStoryboardSegue(identifier: identifier, source: source, destination: destination) { [weak source] in
            guard let source else { return }
            switch kind {
            case "show", "push", "showDetail":
                if let navigation = source.navigationController ?? (source as? UINavigationController) {
                    navigation.pushViewController(destination, animated: animated)
                } else {
                    source.present(destination, animated: animated)
                }
            default:
                switch connection.attributes["modalPresentationStyle"] {
                case "fullScreen": destination.modalPresentationStyle = .fullScreen
                case "overFullScreen": destination.modalPresentationStyle = .overFullScreen
                case "pageSheet": destination.modalPresentationStyle = .pageSheet
                case "formSheet": destination.modalPresentationStyle = .formSheet
                case "overCurrentContext": destination.modalPresentationStyle = .overCurrentContext
                case "currentContext": destination.modalPresentationStyle = .currentContext
                default: break
                }
                switch connection.attributes["modalTransitionStyle"] {
                case "crossDissolve": destination.modalTransitionStyle = .crossDissolve
                case "flipHorizontal": destination.modalTransitionStyle = .flipHorizontal
                case "coverVertical": destination.modalTransitionStyle = .coverVertical
                case "partialCurl": destination.modalTransitionStyle = .partialCurl
                default: break
                }
                source.present(destination, animated: animated)
            }
        }
        source.prepare(for: segue, sender: sender)
        segue.perform()
    }

    // MARK: - Nibs

    /// A xib's top-level objects (with File's Owner `owner`), in the file's order, as
    /// `UINib.instantiate(withOwner:options:)`: its views, and its view controllers (a
    /// `<viewController>` beside the placeholders), each made as a storyboard scene is, its view
    /// built now, with its outlets set, as the nib is one archive whose connections are all made
    /// when it loads (Apple, "Resource Programming Guide", "Nib Files": "connections ... are
    /// reestablished" at load); `loadView` and `viewDidLoad` come when the view is first asked for.
    package func instantiateTopLevel(owner: AnyObject?) -> [AnyObject] {
        var objects: [String: AnyObject] = [:]
        for placeholder in document.placeholders where placeholder.identifier == "IBFilesOwner" {
            if let owner { objects[placeholder.id] = owner }
        }
        var made: [(line: Int, object: AnyObject)] = []
        // Controllers first: building a controller's view sends its views `awakeFromNib()`.
        for scene in document.viewControllers {
            let controller = instantiate(scene, storyboard: nil)
            objects[scene.id] = controller
            if let makeView = controller.interfaceBuilderView {
                let view = makeView()
                controller.interfaceBuilderView = { view }
            }
            made.append((scene.line, controller))
        }
        for view in document.topLevelViews { made.append((view.line, build(view, objects: &objects, guides: [:]))) }
        let views = made.sorted { $0.line < $1.line }.map(\.object)
        for placeholder in document.placeholders where placeholder.identifier == "IBFilesOwner" {
            guard !placeholder.connections.isEmpty else { continue }
            guard let owner else {
                report(placeholder.line, "placeholder", "File's Owner has outlets but the nib was loaded with no owner")
                continue
            }
            connect(placeholder.connections, owner: owner, objects: objects)
        }
        awake(objects, except: owner)
        return views
    }

    /// Sends `awakeFromNib()` to every view made from the file, in document order.
    private func awake(_ objects: [String: AnyObject], except owner: AnyObject?) {
        for view in madeViews { view.awakeFromNib() }
        madeViews.removeAll()
    }

    private var madeViews: [UIView] = []

    // MARK: - Views

    /// Builds the tree of `node`, then makes the connections its views hold (actions, outlets
    /// of views), once every object of the tree exists.
    private func build(_ node: IBView, objects: inout [String: AnyObject], guides: [String: String]) -> UIView {
        var pending: [(UIView, IBConnection)] = []
        let view = buildTree(node, objects: &objects, guides: guides, pending: &pending)
        for (owner, connection) in pending { connect([connection], owner: owner, objects: objects) }
        return view
    }

    private func buildTree(_ node: IBView, into existing: UIView? = nil, objects: inout [String: AnyObject], guides: [String: String],
                           pending: inout [(UIView, IBConnection)]) -> UIView {
        let view = existing ?? makeView(node)
        objects[node.id] = view
        if existing == nil { madeViews.append(view) }
        configure(view, node)
        for sub in node.subviews {
            // A cell's content view is the cell's own `contentView`, which lays itself out.
            if sub.key == "contentView",
               let content = (view as? UITableViewCell)?.contentView ?? (view as? UICollectionViewCell)?.contentView {
                var inside = sub
                inside.frame = nil
                inside.autoresizingMask = nil
                inside.translatesAutoresizingMaskIntoConstraints = true
                _ = buildTree(inside, into: content, objects: &objects, guides: [:], pending: &pending)
                continue
            }
            let child = buildTree(sub, objects: &objects, guides: [:], pending: &pending)
            if let table = view as? UITableView, sub.key == "tableHeaderView" || sub.key == "tableFooterView" {
                // A table's header or footer: the table places it (above the rows, below them).
                if sub.key == "tableHeaderView" { table.tableHeaderView = child } else { table.tableFooterView = child }
                continue
            }
            if let stack = view as? UIStackView { stack.addArrangedSubview(child) } else { view.addSubview(child) }
        }
        registerPrototypes(of: node, on: view, objects: objects)
        if !node.staticSections.isEmpty {
            buildStaticSections(of: node, on: view, objects: &objects, pending: &pending)
        }
        if let safeArea = node.layoutGuides["safeArea"] { objects[safeArea] = view.safeAreaLayoutGuide }
        if let scroll = view as? UIScrollView {
            if let content = node.layoutGuides["contentLayoutGuide"] { objects[content] = scroll.contentLayoutGuide }
            if let frame = node.layoutGuides["frameLayoutGuide"] { objects[frame] = scroll.frameLayoutGuide }
        }
        // The old top and bottom layout guides of a controller stand for its root view's safe area.
        for (guide, _) in guides { objects[guide] = view.safeAreaLayoutGuide }
        addConstraints(node, to: view, objects: &objects, guides: guides)
        for connection in node.connections { pending.append((view, connection)) }
        return view
    }

    // MARK: - Prototype cells

    /// Makes `view` (a table or collection view) build a cell from each prototype when its
    /// reuse identifier is dequeued, as a storyboard's prototype cells are registered with their
    /// table (Apple, `dequeueReusableCell(withIdentifier:for:)`: "a cell ... from a storyboard
    /// prototype"). Outlets and actions to the scene's controller are connected in each cell.
    private func registerPrototypes(of node: IBView, on view: UIView, objects: [String: AnyObject]) {
        guard !node.prototypes.isEmpty else { return }
        let owners = objects.filter { $0.value is UIViewController }.mapValues { WeakObject($0) }
        for prototype in node.prototypes {
            guard let identifier = prototype.attributes["reuseIdentifier"], !identifier.isEmpty else {
                report(prototype.line, prototype.kind.rawValue, "a prototype cell without a reuseIdentifier cannot be dequeued; it was left out")
                continue
            }
            let make: () -> UIView = { [self] in
                var made: [String: AnyObject] = owners.compactMapValues(\.object)
                let cell = build(prototype, objects: &made, guides: [:])
                awake(made, except: nil)
                return cell
            }
            if let table = view as? UITableView {
                table.registerMaker(identifier) { (make() as? UITableViewCell)?.withReuseIdentifier(identifier) }
            } else if let collection = view as? UICollectionView {
                collection.registerMaker(identifier) { size in
                    let cell = make() as? UICollectionViewCell
                    cell?.reuseIdentifier = identifier
                    cell?.bounds.size = size
                    return cell
                }
            } else {
                report(prototype.line, prototype.kind.rawValue, "a prototype cell outside a table or collection view is not used")
            }
        }
    }

    // MARK: - Static cells

    /// Makes the cells of a table of static cells (`<tableView dataMode="static">`) with the
    /// scene, as UIKit's storyboard loading does: their subviews, constraints and outlets (to the
    /// scene's controller, connected when the controller's outlets are) exist once the view is
    /// loaded, and the table keeps them in its ``UITableView/staticSections``, which a
    /// ``UITableViewController``'s data source answers with (Apple, "Filling a table with data":
    /// "static cells ... when you know in advance how many rows your table has"; static tables
    /// are valid only in a table view controller). Each row's height is the cell's own in the
    /// storyboard (`rowHeight` on the cell, else the table's).
    private func buildStaticSections(of node: IBView, on view: UIView, objects: inout [String: AnyObject],
                                     pending: inout [(UIView, IBConnection)]) {
        guard let table = view as? UITableView else {
            report(node.line, node.kind.rawValue, "static cells outside a table view are not used")
            return
        }
        table.staticSections = node.staticSections.map { section in
            var rows: [UITableView.StaticRow] = []
            for cellNode in section.cells {
                let made = buildTree(cellNode, objects: &objects, guides: [:], pending: &pending)
                guard let cell = made as? UITableViewCell else {
                    report(cellNode.line, cellNode.kind.rawValue, "a static cell of class \(type(of: made)) is not a UITableViewCell; it was left out")
                    continue
                }
                rows.append(UITableView.StaticRow(cell: cell, height: cellNode.attributes["rowHeight"].flatMap(Double.init).map { CGFloat($0) }))
            }
            return UITableView.StaticSection(headerTitle: section.headerTitle, footerTitle: section.footerTitle, rows: rows)
        }
    }

    /// A cell a nib's top-level views start with, for `register(_:forCellReuseIdentifier:)`.
    func instantiateCell(call: String) -> UIView? {
        let views = instantiateTopLevel(owner: nil)
        guard let cell = views.first(where: { $0 is UITableViewCell || $0 is UICollectionViewCell }) as? UIView else {
            report(document.topLevelViews.first?.line ?? 1, "objects", "\(call): the nib has no top-level tableViewCell or collectionViewCell")
            return nil
        }
        return cell
    }

    private func makeView(_ node: IBView) -> UIView {
        let base: UIView.Type
        switch node.kind {
        case .view: base = UIView.self
        case .label: base = UILabel.self
        case .button: base = UIButton.self
        case .imageView: base = UIImageView.self
        case .stackView: base = UIStackView.self
        case .textField: base = UITextField.self
        case .activityIndicatorView: base = UIActivityIndicatorView.self
        case .scrollView: base = UIScrollView.self
        case .pageControl: base = UIPageControl.self
        case .tableView: base = UITableView.self
        case .collectionView: base = UICollectionView.self
        case .tableViewCell: base = UITableViewCell.self
        case .collectionViewCell: base = UICollectionViewCell.self
        case .containerView: base = UIView.self
        case .textView: base = UITextView.self
        case .pickerView: base = UIPickerView.self
        case .tabBar: base = UITabBar.self
        case .slider: base = UISlider.self
        case .switch: base = UISwitch.self
        }
        var type = base
        if let custom = resolve(node.customClass, module: node.customModule, base: UIView.self, line: node.line, element: node.kind.rawValue) {
            if custom == base || isSubclass(custom, of: base) { type = custom } else {
                report(node.line, node.kind.rawValue, "custom class \"\(node.customClass!)\" is not a \(base) subclass; a \(base) was made")
            }
        }
        guard let view = type.init(coder: coder) else {
            report(node.line, node.kind.rawValue, "\(type).init(coder:) returned nil; a \(base) was made")
            return UIView(frame: .zero)
        }
        return view
    }

    private func isSubclass(_ type: UIView.Type, of base: UIView.Type) -> Bool {
        var current: AnyClass? = type
        while let c = current {
            if c == base { return true }
            current = _getSuperclass(c)
        }
        return false
    }

    private func configure(_ view: UIView, _ node: IBView) {
        let a = node.attributes
        if let frame = node.frame {
            view.frame = CGRect(x: frame.x, y: frame.y, width: frame.width, height: frame.height)
        }
        view.translatesAutoresizingMaskIntoConstraints = node.translatesAutoresizingMaskIntoConstraints
        if let mask = node.autoresizingMask {
            var m: UIView.AutoresizingMask = []
            if mask.contains("flexibleMinX") { m.insert(.flexibleLeftMargin) }
            if mask.contains("widthSizable") { m.insert(.flexibleWidth) }
            if mask.contains("flexibleMaxX") { m.insert(.flexibleRightMargin) }
            if mask.contains("flexibleMinY") { m.insert(.flexibleTopMargin) }
            if mask.contains("heightSizable") { m.insert(.flexibleHeight) }
            if mask.contains("flexibleMaxY") { m.insert(.flexibleBottomMargin) }
            view.autoresizingMask = m
        }
        if let alpha = a["alpha"].flatMap(Double.init) { view.alpha = CGFloat(alpha) }
        if a["hidden"] == "YES" { view.isHidden = true }
        if a["clipsSubviews"] == "YES" { view.clipsToBounds = true }
        if a["userInteractionEnabled"] == "NO" { view.isUserInteractionEnabled = false }
        if let tag = a["tag"].flatMap(Int.init) { view.tag = tag }
        if let mode = a["contentMode"], let contentMode = Self.contentModes[mode] { view.contentMode = contentMode }
        if let color = node.colors["backgroundColor"] { view.backgroundColor = uiColor(color, node) }
        if let color = node.colors["tintColor"] { view.tintColor = uiColor(color, node) }
        if let m = node.storedMargins, m.count == 4 {
            view.layoutMargins = UIEdgeInsets(top: m[0], left: m[1], bottom: m[2], right: m[3])
        }
        if let control = view as? UIControl {
            // Where a button's title and image sit (`contentHorizontalAlignment="trailing"`).
            if let h = a["contentHorizontalAlignment"].flatMap({ Self.horizontalAlignments[$0] }) { control.contentHorizontalAlignment = h }
            if let v = a["contentVerticalAlignment"].flatMap({ Self.verticalAlignments[$0] }) { control.contentVerticalAlignment = v }
        }
        switch view {
        case let label as UILabel:
            if let text = a["text"] { label.text = text }
            if let font = node.font { label.font = uiFont(font, node) }
            if let color = node.colors["textColor"] { label.textColor = uiColor(color, node) }
            if let alignment = a["textAlignment"].flatMap({ Self.alignments[$0] }) { label.textAlignment = alignment }
            if let lines = a["numberOfLines"].flatMap(Int.init) { label.numberOfLines = lines }
            if a["adjustsFontSizeToFit"] == "YES" { label.adjustsFontSizeToFitWidth = true }
            if let scale = a["minimumScaleFactor"].flatMap(Double.init) { label.minimumScaleFactor = CGFloat(scale) }
        case let button as UIButton:
            if let type = a["buttonType"] { button.setButtonType(type == "system" ? .system : type == "roundedRect" ? .system : .custom) }
            if let font = node.font { button.titleLabel?.font = uiFont(font, node) }
            for (key, state) in node.states.sorted(by: { $0.key < $1.key }) {
                let controlState: UIControl.State
                switch key {
                case "normal": controlState = .normal
                case "highlighted": controlState = .highlighted
                case "selected": controlState = .selected
                case "disabled": controlState = .disabled
                default: report(node.line, "state", "unknown button state \"\(key)\""); continue
                }
                if let title = state.title { button.setTitle(title, for: controlState) }
                if let color = state.titleColor { button.setTitleColor(uiColor(color, node), for: controlState) }
                if let image = state.image { button.setImage(uiImage(image, node), for: controlState) }
                if let image = state.backgroundImage { button.setBackgroundImage(uiImage(image, node), for: controlState) }
            }
        case let imageView as UIImageView:
            if let image = a["image"] {
                imageView.image = a["imageIsSystem"] == "YES" ? UIImage(systemName: image) : uiImage(image, node)
            }
        case let stack as UIStackView:
            stack.axis = a["axis"] == "vertical" ? .vertical : .horizontal
            switch a["distribution"] {
            case "fillEqually": stack.distribution = .fillEqually
            case "fillProportionally": stack.distribution = .fillProportionally
            case "equalSpacing": stack.distribution = .equalSpacing
            case "equalCentering": stack.distribution = .equalCentering
            default: stack.distribution = .fill
            }
            switch a["alignment"] {
            case "top", "leading": stack.alignment = .leading
            case "bottom", "trailing": stack.alignment = .trailing
            case "center": stack.alignment = .center
            case "firstBaseline": stack.alignment = .firstBaseline
            case "lastBaseline", "baseline": stack.alignment = .lastBaseline
            default: stack.alignment = .fill
            }
            if let spacing = a["spacing"].flatMap(Double.init) { stack.spacing = CGFloat(spacing) }
            if a["layoutMarginsRelativeArrangement"] == "YES" { stack.isLayoutMarginsRelativeArrangement = true }
        case let field as UITextField:
            if let text = a["text"] { field.text = text }
            if let placeholder = a["placeholder"] { field.placeholder = placeholder }
            if let font = node.font { field.font = uiFont(font, node) }
            if let color = node.colors["textColor"] { field.textColor = uiColor(color, node) }
            if let alignment = a["textAlignment"].flatMap({ Self.alignments[$0] }) { field.textAlignment = alignment }
            switch a["borderStyle"] {
            case "roundedRect": field.borderStyle = .roundedRect
            case "line": field.borderStyle = .line
            case "bezel": field.borderStyle = .bezel
            default: field.borderStyle = .none
            }
            if a["secureTextEntry"] == "YES" { field.isSecureTextEntry = true }
        case let spinner as UIActivityIndicatorView:
            switch a["style"] {
            case "large": spinner.style = .large
            case "whiteLarge": spinner.style = .whiteLarge
            case "white": spinner.style = .white
            case "gray": spinner.style = .gray
            default: spinner.style = .medium
            }
            if let color = node.colors["color"] { spinner.color = uiColor(color, node) }
            spinner.hidesWhenStopped = a["hidesWhenStopped"] == "YES"
            if a["animating"] == "YES" { spinner.startAnimating() }
        case let cell as UITableViewCell:
            switch a["selectionStyle"] {
            case "none": cell.selectionStyle = .none
            case "blue": cell.selectionStyle = .blue
            case "gray": cell.selectionStyle = .gray
            default: break
            }
        case let slider as UISlider:
            // The bounds first: setting them moves the value into them, as UIKit does.
            if let minimum = a["minValue"].flatMap(Float.init) { slider.minimumValue = minimum }
            if let maximum = a["maxValue"].flatMap(Float.init) { slider.maximumValue = maximum }
            if let value = a["value"].flatMap(Float.init) { slider.value = value }
            if a["continuous"] == "NO" { slider.isContinuous = false }
            if let color = node.colors["minimumTrackTintColor"] { slider.minimumTrackTintColor = uiColor(color, node) }
            if let color = node.colors["maximumTrackTintColor"] { slider.maximumTrackTintColor = uiColor(color, node) }
            if let color = node.colors["thumbTintColor"] { slider.thumbTintColor = uiColor(color, node) }
        case let dots as UIPageControl:
            if let pages = a["numberOfPages"].flatMap(Int.init) { dots.numberOfPages = pages }
            if let page = a["currentPage"].flatMap(Int.init) { dots.currentPage = page }
            if a["hidesForSinglePage"] == "YES" { dots.hidesForSinglePage = true }
            if let color = node.colors["pageIndicatorTintColor"] { dots.pageIndicatorTintColor = uiColor(color, node) }
            if let color = node.colors["currentPageIndicatorTintColor"] { dots.currentPageIndicatorTintColor = uiColor(color, node) }
        case let table as UITableView:
            configureScroll(table, a)
            switch a["style"] {
            case "grouped": table.style = .grouped
            case "insetGrouped": table.style = .insetGrouped
            default: break
            }
            if let height = a["rowHeight"].flatMap(Double.init) { table.rowHeight = CGFloat(height) }
            if let height = a["estimatedRowHeight"].flatMap(Double.init) { table.estimatedRowHeight = CGFloat(height) }
            if let height = a["sectionHeaderHeight"].flatMap(Double.init) { table.sectionHeaderHeight = CGFloat(height) }
            if let height = a["sectionFooterHeight"].flatMap(Double.init) { table.sectionFooterHeight = CGFloat(height) }
            if a["separatorStyle"] == "none" { table.separatorStyle = .none }
            if let color = node.colors["separatorColor"] { table.separatorColor = uiColor(color, node) }
            if a["allowsSelection"] == "NO" { table.allowsSelection = false }
        case let collection as UICollectionView:
            configureScroll(collection, a)
            if let flow = collection.collectionViewLayout as? UICollectionViewFlowLayout {
                func numbers(_ key: String) -> [CGFloat]? {
                    a["flow." + key].map { $0.split(separator: " ").compactMap { Double(String($0)) }.map { CGFloat($0) } }
                }
                if let n = numbers("minimumLineSpacing"), n.count == 1 { flow.minimumLineSpacing = n[0] }
                if let n = numbers("minimumInteritemSpacing"), n.count == 1 { flow.minimumInteritemSpacing = n[0] }
                if let n = numbers("itemSize"), n.count == 2 { flow.itemSize = CGSize(width: n[0], height: n[1]) }
                if let n = numbers("estimatedItemSize"), n.count == 2 { flow.estimatedItemSize = CGSize(width: n[0], height: n[1]) }
                if let n = numbers("headerReferenceSize"), n.count == 2 { flow.headerReferenceSize = CGSize(width: n[0], height: n[1]) }
                if let n = numbers("footerReferenceSize"), n.count == 2 { flow.footerReferenceSize = CGSize(width: n[0], height: n[1]) }
                if let n = numbers("sectionInset"), n.count == 4 { flow.sectionInset = UIEdgeInsets(top: n[0], left: n[1], bottom: n[2], right: n[3]) }
                if a["flow.scrollDirection"] == "horizontal" { flow.scrollDirection = .horizontal }
            }
        case let textView as UITextView:
            // Interface Builder's defaults are UIKit's: editable, selectable, a natural alignment.
            configureScroll(textView, a)
            if let text = a["text"] { textView.text = text }
            if let font = node.font { textView.font = uiFont(font, node) }
            if let color = node.colors["textColor"] { textView.textColor = uiColor(color, node) }
            if let alignment = a["textAlignment"].flatMap({ Self.alignments[$0] }) { textView.textAlignment = alignment }
            if a["editable"] == "NO" { textView.isEditable = false }
            if a["selectable"] == "NO" { textView.isSelectable = false }
        case let scroll as UIScrollView:
            configureScroll(scroll, a)
        case let bar as UITabBar:
            configureTabBar(bar, node)
        case let toggle as UISwitch:
            // Interface Builder writes `on="YES"` for a switch that starts on (off otherwise).
            toggle.isOn = a["on"] == "YES"
            if let color = node.colors["onTintColor"] { toggle.onTintColor = uiColor(color, node) }
            if let color = node.colors["thumbTintColor"] { toggle.thumbTintColor = uiColor(color, node) }
        default:
            break
        }
        for attribute in node.runtimeAttributes { setRuntimeAttribute(attribute, on: view, node) }
    }

    /// A tab bar's colours, style and items (`<items>`), as the archive's are: each item made
    /// with its title and images (a system item as ``UITabBarItem/init(tabBarSystemItem:tag:)``
    /// makes it), its tag, badge and enabled state. A bar no controller manages has no selected
    /// item until the app or a tap selects one, as in UIKit.
    private func configureTabBar(_ bar: UITabBar, _ node: IBView) {
        let a = node.attributes
        if let color = node.colors["barTintColor"] { bar.barTintColor = uiColor(color, node) }
        if let color = node.colors["unselectedItemTintColor"] { bar.unselectedItemTintColor = uiColor(color, node) }
        if let color = node.colors["selectedImageTintColor"] { bar.tintColor = uiColor(color, node) }
        if a["translucent"] == "NO" { bar.isTranslucent = false }
        if let image = a["backgroundImage"] { bar.backgroundImage = uiImage(image, node) }
        if let image = a["shadowImage"] { bar.shadowImage = uiImage(image, node) }
        guard !node.tabBarItems.isEmpty else { return }
        var items: [UITabBarItem] = []
        for entry in node.tabBarItems {
            let item: UITabBarItem
            if let name = entry.systemItem {
                guard let system = Self.tabBarSystemItems[name] else {
                    report(entry.line, "tabBarItem", "unknown system item \"\(name)\"; a plain item was made")
                    items.append(UITabBarItem(title: entry.title, image: nil, tag: entry.tag))
                    continue
                }
                item = UITabBarItem(tabBarSystemItem: system, tag: entry.tag)
            } else {
                item = UITabBarItem(title: entry.title, image: entry.image.flatMap { uiImage($0, node) }, tag: entry.tag)
                if let selected = entry.selectedImage { item.selectedImage = uiImage(selected, node) }
            }
            if let badge = entry.badgeValue { item.badgeValue = badge }
            if !entry.isEnabled { item.isEnabled = false }
            items.append(item)
        }
        bar.items = items
    }

    /// `systemItem` values as Interface Builder writes them.
    private static let tabBarSystemItems: [String: UITabBarItem.SystemItem] = [
        "more": .more, "favorites": .favorites, "featured": .featured, "topRated": .topRated, "recents": .recents,
        "contacts": .contacts, "history": .history, "bookmarks": .bookmarks, "search": .search, "downloads": .downloads,
        "mostRecent": .mostRecent, "mostViewed": .mostViewed,
    ]

    private func configureScroll(_ scroll: UIScrollView, _ a: [String: String]) {
        if a["pagingEnabled"] == "YES" { scroll.isPagingEnabled = true }
        if a["showsHorizontalScrollIndicator"] == "NO" { scroll.showsHorizontalScrollIndicator = false }
        if a["showsVerticalScrollIndicator"] == "NO" { scroll.showsVerticalScrollIndicator = false }
        if a["scrollEnabled"] == "NO" { scroll.isScrollEnabled = false }
        if a["bounces"] == "NO" { scroll.bounces = false }
    }

    private static let contentModes: [String: UIView.ContentMode] = [
        "scaleToFill": .scaleToFill, "scaleAspectFit": .scaleAspectFit, "scaleAspectFill": .scaleAspectFill,
        "redraw": .redraw, "center": .center, "top": .top, "bottom": .bottom, "left": .left, "right": .right,
        "topLeft": .topLeft, "topRight": .topRight, "bottomLeft": .bottomLeft, "bottomRight": .bottomRight,
    ]

    /// `contentHorizontalAlignment` values as Interface Builder writes them.
    private static let horizontalAlignments: [String: UIControl.ContentHorizontalAlignment] = [
        "center": .center, "left": .left, "right": .right, "fill": .fill, "leading": .leading, "trailing": .trailing,
    ]
    /// `contentVerticalAlignment` values as Interface Builder writes them.
    private static let verticalAlignments: [String: UIControl.ContentVerticalAlignment] = [
        "center": .center, "top": .top, "bottom": .bottom, "fill": .fill,
    ]

    private static let alignments: [String: NSTextAlignment] = [
        "left": .left, "center": .center, "right": .right, "justified": .justified, "natural": .natural,
    ]

    // MARK: - Runtime attributes

    private func setRuntimeAttribute(_ attribute: IBRuntimeAttribute, on view: UIView, _ node: IBView) {
        let value: Any
        switch attribute.value {
        case .number(let n): value = n
        case .boolean(let b): value = b
        case .string(let s): value = s
        case .color(let c): value = uiColor(c, node)
        case .size(let w, let h): value = CGSize(width: w, height: h)
        case .point(let x, let y): value = CGPoint(x: x, y: y)
        case .rect(let r): value = CGRect(x: r.x, y: r.y, width: r.width, height: r.height)
        case .image(let name): value = uiImage(name, node) as Any
        case .nothing: value = Optional<Any>.none as Any
        }
        let layer = view.layer
        func number() -> CGFloat? { animaticOutletValue(value, as: CGFloat.self) }
        switch attribute.keyPath {
        case "layer.cornerRadius": if let n = number() { layer.cornerRadius = n; return }
        case "layer.borderWidth": if let n = number() { layer.borderWidth = n; return }
        case "layer.borderColor", "layer.borderUIColor": if let c = value as? UIColor { layer.borderColor = c.cgColor; return }
        case "layer.masksToBounds", "clipsToBounds": if let b = value as? Bool { layer.masksToBounds = b; return }
        case "layer.shadowOpacity": if let n = number() { layer.shadowOpacity = Float(n); return }
        case "layer.shadowRadius": if let n = number() { layer.shadowRadius = n; return }
        case "layer.shadowOffset": if let s = value as? CGSize { layer.shadowOffset = s; return }
        case "layer.shadowColor": if let c = value as? UIColor { layer.shadowColor = c.cgColor; return }
        case "accessibilityIdentifier": if let s = value as? String { view.accessibilityIdentifier = s; return }
        default:
            if let target = view as? AnimaticOutletTarget, target.animaticSetOutlet(attribute.keyPath, value) { return }
            // An inspectable property of an extension of the view's class or a superclass.
            if let setter = inspectableSetter(attribute.keyPath, of: view), setter.animaticSet(value, on: view) { return }
        }
        // A key neither UIKit nor the app exposes to key-value coding (a property the app has
        // since removed, or a plain Swift `var` that Swift 4 and later do not expose, SE-0160):
        // UIKit catches key-value coding's exception, logs "Failed to set (key) user defined
        // inspected property on (class): ... not key value coding-compliant for the key" and goes on.
        if UIKitKeys.namesNothing(attribute.keyPath, on: view, modules: documentModules) {
            StoryNotes.noteToCurrent(call: call, text: "\(document.file):\(attribute.line): <userDefinedRuntimeAttribute>: "
                + "Failed to set (\(attribute.keyPath)) user defined inspected property on (\(String(reflecting: type(of: view)))): "
                + "this class is not key value coding-compliant for the key \(attribute.keyPath) (neither the app's classes nor UIKit declare it; "
                + "iOS logs it and goes on, and so does Animatic)")
            return
        }
        report(attribute.line, "userDefinedRuntimeAttribute",
               "a \(type(of: view)) has no property \"\(attribute.keyPath)\" of this type (UIKit raises \"not key value coding-compliant\"); "
               + "Animatic sets layer corner radius, border, shadow and masksToBounds, accessibilityIdentifier, and @IBInspectable properties through the adapter")
    }

    /// The modules whose generated inspectable setters a runtime attribute may name: the
    /// loading code's, then those the file's custom classes name, in document order.
    private lazy var documentModules: [String] = {
        var modules: [String] = []
        func add(_ name: String?) { if let name, !name.isEmpty, !modules.contains(name) { modules.append(name) } }
        add(module)
        for scene in document.viewControllers {
            add(scene.customModule)
            for view in scene.view?.allViews ?? [] { add(view.customModule); view.prototypes.flatMap(\.allViews).forEach { add($0.customModule) } }
        }
        for placeholder in document.placeholders { add(placeholder.customModule) }
        for view in document.topLevelViews.flatMap(\.allViews) { add(view.customModule) }
        return modules
    }()

    /// The ``AnimaticInspectableSetter`` the adapter generated for `key`, a property declared in
    /// an extension of `object`'s class or of a superclass (`AnimaticInspectable_UIView_cornerRadius`),
    /// looked for in ``documentModules`` and the object's own module, the class first: what
    /// key-value coding's search of the class and its superclasses finds on iOS.
    private func inspectableSetter(_ key: String, of object: AnyObject) -> AnimaticInspectableSetter.Type? {
        guard !key.isEmpty, key.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" }) else { return nil }
        var modules = documentModules
        let own = String(reflecting: type(of: object)).split(separator: ".").first.map(String.init)
        if let own, !modules.contains(own) { modules.append(own) }
        var current: AnyClass? = type(of: object)
        while let cls = current {
            let name = String(describing: cls)
            for module in modules {
                if let setter = _typeByName("\(module).AnimaticInspectable_\(name)_\(key)") as? AnimaticInspectableSetter.Type {
                    return setter
                }
            }
            current = _getSuperclass(cls)
        }
        return nil
    }

    // MARK: - Constraints

    private func addConstraints(_ node: IBView, to view: UIView, objects: inout [String: AnyObject], guides: [String: String]) {
        var made: [NSLayoutConstraint] = []
        for c in node.constraints {
            let first: AnyObject? = c.firstItem.map { objects[$0] } ?? view
            guard let first else {
                report(c.line, "constraint", "firstItem \"\(c.firstItem!)\" is no view or layout guide of the scene")
                continue
            }
            var second: AnyObject?
            if let id = c.secondItem {
                guard let found = objects[id] else {
                    report(c.line, "constraint", "secondItem \"\(id)\" is no view or layout guide of the scene")
                    continue
                }
                second = found
            } else if c.secondAttribute != nil {
                second = view
            }
            var firstAttribute = attribute(c.firstAttribute)
            var secondAttribute = c.secondAttribute.map(attribute) ?? .notAnAttribute
            // The old top/bottom layout guides: their bottom/top edge is the safe area's top/bottom.
            if let id = c.firstItem, let type = guides[id] { firstAttribute = type == "top" ? .top : .bottom }
            if let id = c.secondItem, let type = guides[id] { secondAttribute = type == "top" ? .top : .bottom }
            let constraint = NSLayoutConstraint(item: first, attribute: firstAttribute, relatedBy: relation(c.relation),
                                                toItem: second, attribute: secondAttribute,
                                                multiplier: CGFloat(c.multiplier), constant: CGFloat(c.constant))
            constraint.priority = UILayoutPriority(rawValue: c.priority)
            constraint.identifier = c.identifier
            // Outlets may name a constraint (`@IBOutlet var heightConstraint: NSLayoutConstraint!`).
            if let id = c.id { objects[id] = constraint }
            made.append(constraint)
        }
        NSLayoutConstraint.activate(made)
    }

    private func attribute(_ name: String) -> NSLayoutConstraint.Attribute {
        switch name {
        case "left": .left
        case "right": .right
        case "top": .top
        case "bottom": .bottom
        case "leading": .leading
        case "trailing": .trailing
        case "width": .width
        case "height": .height
        case "centerX": .centerX
        case "centerY": .centerY
        case "baseline", "lastBaseline": .lastBaseline
        case "firstBaseline": .firstBaseline
        case "leftMargin": .leftMargin
        case "rightMargin": .rightMargin
        case "topMargin": .topMargin
        case "bottomMargin": .bottomMargin
        case "leadingMargin": .leadingMargin
        case "trailingMargin": .trailingMargin
        case "centerXWithinMargins": .centerXWithinMargins
        case "centerYWithinMargins": .centerYWithinMargins
        default: .notAnAttribute
        }
    }

    private func relation(_ name: String) -> NSLayoutConstraint.Relation {
        name == "lessThanOrEqual" ? .lessThanOrEqual : name == "greaterThanOrEqual" ? .greaterThanOrEqual : .equal
    }

    // MARK: - Connections

    private func connect(_ connections: [IBConnection], owner: AnyObject, objects: [String: AnyObject]) {
        var collections: [String: [UIView]] = [:]
        var collectionOrder: [String] = []
        for connection in connections {
            switch connection.kind {
            case .outlet(let property):
                guard let value = objects[connection.destination] else {
                    report(connection.line, "outlet", "destination \"\(connection.destination)\" of outlet \"\(property)\" is not in this scene")
                    continue
                }
                setOutlet(property, value, on: owner, line: connection.line)
            case .outletCollection(let property):
                guard let view = objects[connection.destination] as? UIView else {
                    report(connection.line, "outletCollection", "destination \"\(connection.destination)\" of \"\(property)\" is not a view of this scene")
                    continue
                }
                if collections[property] == nil { collectionOrder.append(property) }
                collections[property, default: []].append(view)
            case .action(let selector, let eventType):
                guard let control = owner as? UIControl else {
                    report(connection.line, "action", "\(type(of: owner)) is not a control: Animatic connects actions of controls only")
                    continue
                }
                guard let target = objects[connection.destination] else {
                    report(connection.line, "action", "the target of \"\(selector)\" (\"\(connection.destination)\", the First Responder or another scene) is not in this scene")
                    continue
                }
                guard let selectorTarget = target as? any AnimaticSelectorTarget else {
                    report(connection.line, "action", "\(type(of: target)) answers no selectors: compile it through the adapter plugin (its @IBAction methods make the table)")
                    continue
                }
                control.addTarget(selectorTarget, action: Selector(selector), for: event(eventType, line: connection.line))
            case .segue:
                continue
            }
        }
        for property in collectionOrder { setOutlet(property, collections[property]!, on: owner, line: 0) }
    }

    private func setOutlet(_ property: String, _ value: Any, on owner: AnyObject, line: Int) {
        // A nib's File's Owner outlet `view`: the controller's view (UIKit's own outlet).
        if property == "view", let controller = owner as? UIViewController, let view = value as? UIView {
            controller.view = view
            return
        }
        // The outlets UIKit's own classes have (`dataSource`, `delegate`): set directly.
        switch (property, owner) {
        case ("dataSource", let table as UITableView):
            if let source = value as? UITableViewDataSource { table.dataSource = source; return }
        case ("dataSource", let collection as UICollectionView):
            if let source = value as? UICollectionViewDataSource { collection.dataSource = source; return }
        case ("delegate", let scroll as UIScrollView):
            if let delegate = value as? UIScrollViewDelegate { scroll.delegate = delegate; return }
        case ("delegate", let field as UITextField):
            if let delegate = value as? UITextFieldDelegate { field.delegate = delegate; return }
        case ("dataSource", let picker as UIPickerView):
            if let source = value as? UIPickerViewDataSource { picker.dataSource = source; return }
        case ("delegate", let picker as UIPickerView):
            if let delegate = value as? UIPickerViewDelegate { picker.delegate = delegate; return }
        case ("delegate", let bar as UITabBar):
            if let delegate = value as? UITabBarDelegate { bar.delegate = delegate; return }
        default:
            break
        }
        if let target = owner as? AnimaticOutletTarget, target.animaticSetOutlet(property, value) { return }
        report(line, "outlet", "a \(type(of: owner)) has no outlet \"\(property)\" taking a \(type(of: value)) "
               + "(UIKit raises \"this class is not key value coding-compliant for the key \(property)\"); "
               + "compile the class through the adapter plugin, which generates its outlet table")
    }

    private func event(_ name: String?, line: Int) -> UIControl.Event {
        switch name {
        case "touchUpInside", nil: .touchUpInside
        case "touchDown": .touchDown
        case "touchUpOutside": .touchUpOutside
        case "valueChanged": .valueChanged
        case "primaryActionTriggered": .primaryActionTriggered
        case "editingChanged": .editingChanged
        case "editingDidBegin": .editingDidBegin
        case "editingDidEnd": .editingDidEnd
        case "editingDidEndOnExit": .editingDidEndOnExit
        case "touchCancel": .touchCancel
        case "touchDragInside": .touchDragInside
        case "touchDragOutside": .touchDragOutside
        case "touchDragEnter": .touchDragEnter
        case "touchDragExit": .touchDragExit
        case "touchDownRepeat": .touchDownRepeat
        default: unknownEvent(name ?? "", line: line)
        }
    }

    private func unknownEvent(_ name: String, line: Int) -> UIControl.Event {
        report(line, "action", "unknown event type \"\(name)\"; touchUpInside was used")
        return .touchUpInside
    }

    // MARK: - Colours, fonts, images

    func uiColor(_ color: IBColor, _ node: IBView) -> UIColor {
        uiColor(color, line: node.line, element: node.kind.rawValue)
    }

    /// The colour `color` names, for an element other than a view (a bar button item's tint).
    func uiColor(_ color: IBColor, line: Int, element: String) -> UIColor {
        switch color {
        case .rgb(let r, let g, let b, let a): return UIColor(red: r, green: g, blue: b, alpha: a)
        case .white(let w, let a): return UIColor(white: w, alpha: a)
        case .system(let name):
            if let known = Self.systemColors[name] { return known }
            report(line, element, "unknown system colour \"\(name)\"; clear was used")
            return .clear
        case .named(let name):
            if let resource = document.namedColors[name], resource != color { return uiColor(resource, line: line, element: element) }
            if let found = InterfaceBuilderFiles.color(named: name, in: roots) { return found }
            report(line, element, "no colour named \"\(name)\" in the file's resources or an asset catalog (\(name).colorset) beside it; clear was used")
            return .clear
        }
    }

    static let systemColors: [String: UIColor] = [
        "systemRedColor": .systemRed, "systemOrangeColor": .systemOrange, "systemYellowColor": .systemYellow,
        "systemGreenColor": .systemGreen, "systemBlueColor": .systemBlue, "systemIndigoColor": .systemIndigo,
        "systemPurpleColor": .systemPurple, "systemPinkColor": .systemPink, "systemGrayColor": .systemGray,
        "systemTealColor": .systemTeal, "systemMintColor": .systemMint, "systemCyanColor": .systemCyan,
        "systemBrownColor": .systemBrown, "systemGray2Color": .systemGray2, "systemGray3Color": .systemGray3,
        "systemGray4Color": .systemGray4, "systemGray5Color": .systemGray5, "systemGray6Color": .systemGray6,
        "labelColor": .label, "secondaryLabelColor": .secondaryLabel, "tertiaryLabelColor": .tertiaryLabel,
        "quaternaryLabelColor": .quaternaryLabel, "placeholderTextColor": .placeholderText, "linkColor": .link,
        "darkTextColor": .darkText, "lightTextColor": .lightText,
        "systemBackgroundColor": .systemBackground, "secondarySystemBackgroundColor": .secondarySystemBackground,
        "tertiarySystemBackgroundColor": .tertiarySystemBackground, "systemGroupedBackgroundColor": .systemGroupedBackground,
        "secondarySystemGroupedBackgroundColor": .secondarySystemGroupedBackground,
        "tertiarySystemGroupedBackgroundColor": .tertiarySystemGroupedBackground,
        "groupTableViewBackgroundColor": .systemGroupedBackground,
        "systemFillColor": .systemFill, "secondarySystemFillColor": .secondarySystemFill,
        "tertiarySystemFillColor": .tertiarySystemFill, "quaternarySystemFillColor": .quaternarySystemFill,
        "separatorColor": .separator, "opaqueSeparatorColor": .opaqueSeparator,
        "whiteColor": .white, "blackColor": .black, "clearColor": .clear, "grayColor": .gray,
        "lightGrayColor": .lightGray, "darkGrayColor": .darkGray, "redColor": .red, "greenColor": .green,
        "blueColor": .blue, "cyanColor": .cyan, "yellowColor": .yellow, "magentaColor": .magenta,
        "orangeColor": .orange, "purpleColor": .purple, "brownColor": .brown,
        "tableCellGroupedBackgroundColor": .secondarySystemGroupedBackground,
    ]

    func uiFont(_ font: IBFont, _ node: IBView) -> UIFont {
        switch font {
        case .system(let size, let weight):
            let weights: [String: UIFont.Weight] = ["ultraLight": .ultraLight, "thin": .thin, "light": .light, "regular": .regular,
                                                    "medium": .medium, "semibold": .semibold, "bold": .bold, "heavy": .heavy, "black": .black]
            return UIFont.systemFont(ofSize: CGFloat(size), weight: weight.flatMap { weights[$0] } ?? .regular)
        case .boldSystem(let size): return UIFont.boldSystemFont(ofSize: CGFloat(size))
        case .italicSystem(let size): return UIFont.italicSystemFont(ofSize: CGFloat(size))
        case .named(let name, let size):
            if let found = UIFont(name: name, size: CGFloat(size)) { return found }
            report(node.line, "fontDescription", "no font named \"\(name)\"; the system font of \(size) pt was used")
            return UIFont.systemFont(ofSize: CGFloat(size))
        case .textStyle(let style):
            return UIFont.preferredFont(forTextStyle: UIFont.TextStyle(rawValue: style))
        }
    }

    func uiImage(_ name: String, _ node: IBView) -> UIImage? {
        uiImage(name, line: node.line, element: node.kind.rawValue)
    }

    /// The image `name` names, for an element other than a view (a bar button item's image).
    func uiImage(_ name: String, line: Int, element: String) -> UIImage? {
        if let url = InterfaceBuilderFiles.image(named: name, in: roots), let image = UIImage(contentsOfFile: url.path) {
            return image.atScale(InterfaceBuilderFiles.scale(ofImageAt: url))
        }
        if let image = UIImage(named: name) { return image }
        if let pdf = UIImage.pdfAsset(named: name, in: roots), let image = UIImage.pdfPlaceholder(named: name, pdf: pdf) { return image }
        if let set = InterfaceBuilderFiles.find([name + ".imageset"], in: roots) {
            report(line, element, "the image \"\(name)\" (\(set.path)) has no PNG, JPEG or SVG file, nor a PDF whose page size can be read (a HEIC asset cannot be drawn); no image was drawn")
        } else {
            report(line, element, "no image named \"\(name)\" (looked for \(name).imageset in an asset catalog and \(name).png/.jpg/.svg beside the file); UIKit shows no image")
        }
        return nil
    }
}

/// A weak reference, for the controllers prototype cells connect to.
final class WeakObject {
    weak var object: AnyObject?
    init(_ object: AnyObject) { self.object = object }
}

/// The archive `init(coder:)` gets when Animatic makes an object of an Interface Builder file.
/// It decodes nothing (the loader sets the properties the file gives after `init(coder:)`),
/// so `coder.decodeObject(forKey:)` in an app's `init(coder:)` gets `nil`.
public final class InterfaceBuilderCoder: NSCoder, @unchecked Sendable {
    /// A coder with nothing in it.
    override public init() { super.init() }
    /// `true`: it answers keyed requests, as a nib's coder does.
    override public var allowsKeyedCoding: Bool { true }
    /// `false` for every key: the file's values are set after `init(coder:)`.
    override public func containsValue(forKey key: String) -> Bool { false }
    /// `nil` for every key.
    override public func decodeObject(forKey key: String) -> Any? { nil }
    /// `false` for every key.
    override public func decodeBool(forKey key: String) -> Bool { false }
    /// 0 for every key.
    override public func decodeInteger(forKey key: String) -> Int { 0 }
    /// 0 for every key.
    override public func decodeDouble(forKey key: String) -> Double { 0 }
    /// 0 for every key.
    override public func decodeFloat(forKey key: String) -> Float { 0 }
}
