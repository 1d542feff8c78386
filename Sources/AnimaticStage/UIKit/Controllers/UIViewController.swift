import AnimaticRuntime
import AnimaticClock
import Foundation

/// A screen's controller, shaped like UIKit's `UIViewController`: it makes its view when the
/// view is first needed, and hears of the view's appearance and layout in UIKit's order, so
/// view-controller based intro code runs unchanged.
///
/// ```swift
/// final class WelcomeViewController: UIViewController {
///     let logo = UIView(frame: CGRect(x: 0, y: 0, width: 120, height: 120))
///     override func viewDidLoad() {
///         super.viewDidLoad()
///         view.backgroundColor = .white
///         view.addSubview(logo)
///     }
///     override func viewDidLayoutSubviews() {
///         super.viewDidLayoutSubviews()
///         logo.center = CGPoint(x: view.bounds.midX, y: view.bounds.midY)
///     }
///     override func viewDidAppear(_ animated: Bool) {
///         super.viewDidAppear(animated)
///         UIView.animate(withDuration: 0.6) { self.logo.transform = CGAffineTransform(scaleX: 1.2, y: 1.2) }
///     }
/// }
/// let story = try Story.record(presenting: WelcomeViewController(), device: .iPhone15)
/// ```
///
/// What Animatic calls, and when (Apple, "UIViewController": "Managing the view" and
/// "Responding to view-related events"):
/// - ``view`` is made on first access: ``loadView()`` then ``viewDidLoad()``.
/// - `Story.record(presenting:...)` shows the controller at time 0: ``viewWillAppear(_:)``,
///   the view joins the stage, ``viewIsAppearing(_:)``, the layout pass
///   (``viewWillLayoutSubviews()``, the view's `layoutSubviews()`,
///   ``viewDidLayoutSubviews()``), ``viewDidAppear(_:)``, all with `animated` false.
/// - ``present(_:animated:completion:)`` and ``dismiss(animated:completion:)`` animate a second
///   controller in and out and call both controllers' appearance methods around it.
/// - Appearance methods reach the children (``addChild(_:)``) whose views are inside this
///   controller's view, after this controller's own (UIKit's automatic forwarding).
///
/// Not `@MainActor` (unlike UIKit's), for the same reason as ``UIView``: stories run on the
/// recording thread.
open class UIViewController: UIResponder, UIContentContainer {
    @exclusivity(unchecked) private var storedView: UIView?
    private var loadingView = false
    private let nibName: String?

    /// The controller this one is a child of (``addChild(_:)``).
    public private(set) weak var parent: UIViewController?
    /// The child controllers, in the order they were added.
    public private(set) var children: [UIViewController] = []

    /// The title UIKit shows in a navigation bar. Kept, not drawn: Animatic draws no bars.
    open var title: String?

    /// The item ``navigationItem`` made, once asked for.
    final var storedNavigationItem: UINavigationItem?
    /// The item of ``tabBarItem`` once made (UITabBarController.swift).
    final var storedTabBarItem: UITabBarItem?
    /// ``overrideUserInterfaceStyle``'s value (UIViewController+UserInterfaceStyle.swift).
    final var storedUserInterfaceStyle = UIUserInterfaceStyle.unspecified

    /// The storyboard the controller was made from (`UIStoryboard.instantiateViewController`),
    /// or `nil`.
    public internal(set) var storyboard: UIStoryboard?

    /// Builds the view from the controller's storyboard scene; set by the storyboard loader,
    /// run by the default ``loadView()``.
    final var interfaceBuilderView: (() -> UIView)?
    /// The object id of the storyboard scene the controller was made from (its segues).
    final var interfaceBuilderSceneID: String?

    /// Creates a controller whose view ``loadView()`` makes: `init(nibName: nil, bundle: nil)`.
    /// A convenience initializer, as UIKit's inherited `init()` is to Swift, so that a subclass
    /// may declare its own `init()` without `override` and must call a designated initializer.
    public override convenience init() { self.init(nibName: nil, bundle: nil) }

    /// Creates a controller whose view, when it loads, comes from the nib `nibNameOrNil`
    /// (`nibNameOrNil.xib`, found as ``UINib``'s files are, with the controller as its File's
    /// Owner); a nib that cannot be found is reported when the view loads. `nil` makes the view
    /// with ``loadView()``; `nibBundleOrNil` is ignored.
    public init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) { nibName = nibNameOrNil }

    /// Creates a controller with no archive to decode from; present so that subclasses written
    /// for UIKit, which must declare it, compile unchanged.
    public required init?(coder: NSCoder) { nibName = nil }

    /// The traits changed (UIKit's `traitCollectionDidChange(_:)`). A stage's traits
    /// (``UITraitCollection/current``) are fixed for the whole recording, so nothing calls it.
    open func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {}

    /// The system is low on memory (UIKit's `didReceiveMemoryWarning()`): a story never is,
    /// so nothing calls it.
    open func didReceiveMemoryWarning() {}

    /// Interface Builder's design-time hook: nothing calls it.
    open func prepareForInterfaceBuilder() {}

    // MARK: - The view

    /// The controller's root view, made on first access by ``loadView()`` and followed by
    /// ``viewDidLoad()`` (Apple, `UIViewController.view`: "If you access this property when its
    /// value is nil, the view controller automatically calls the loadView() method and returns
    /// the resulting view"). Setting it replaces the view (setting `nil` unloads it: the next
    /// access loads it again).
    open var view: UIView! {
        get {
            loadViewIfNeeded()
            if storedView == nil {
                // Read inside loadView() before it set a view: UIKit would recurse forever.
                StoryContext.reportToCurrent(StoryProblem.misuse(
                    call: "UIViewController.view",
                    problem: "\(Swift.type(of: self)).loadView() read `view` before setting it; a plain view was made"))
                setView(UIView(frame: UIScreen.main.bounds))
            }
            return storedView
        }
        set { setView(newValue) }
    }

    private func setView(_ newView: UIView?) {
        if let old = storedView, old !== newView, old.extras?.controller === self { old.extras?.controller = nil }
        storedView = newView
        guard let newView else { return }
        if newView.extras == nil { newView.extras = ViewExtras() }
        newView.extras!.controller = self
    }

    /// The view if it has been made, without making it.
    public final var viewIfLoaded: UIView? { storedView }

    /// Whether the view has been made.
    public final var isViewLoaded: Bool { storedView != nil }

    /// Makes the view now if it has not been made (``loadView()`` then ``viewDidLoad()``).
    public final func loadViewIfNeeded() {
        guard storedView == nil, !loadingView else { return }
        loadingView = true
        loadView()
        loadingView = false
        if storedView == nil {
            StoryContext.reportToCurrent(StoryProblem.misuse(
                call: "UIViewController.loadView()",
                problem: "\(Swift.type(of: self)).loadView() did not set `view`; a plain view was made"))
            setView(UIView(frame: UIScreen.main.bounds))
        }
        observedCall(.viewDidLoad) { viewDidLoad() }
    }

    /// Makes the view: override it to set ``view`` to a view of your own (without calling
    /// `super`), as in UIKit. The default, as UIKit's: the view of the controller's storyboard
    /// scene when it came from a storyboard; else the nib named by `init(nibName:bundle:)`
    /// (its File's Owner outlet `view`), reported when it cannot be found; else a plain
    /// ``UIView`` as large as the screen (`UIScreen.main.bounds`: the stage inside a recording),
    /// with no background colour.
    open func loadView() {
        if let interfaceBuilderView {
            view = interfaceBuilderView()
            return
        }
        if loadViewFromNamedNib() { return }
        view = UIView(frame: UIScreen.main.bounds)
    }

    /// Loads the view from the nib named by `init(nibName:bundle:)`, with the controller as its
    /// File's Owner: `true` when the nib set ``view`` (its `view` outlet). A nib that cannot be
    /// found, or whose File's Owner has no `view` outlet, is reported; `false` when no nib was
    /// named. ``loadView()`` and the table and collection view controllers' use it.
    final func loadViewFromNamedNib() -> Bool {
        guard let nibName else { return false }
        let module = String(reflecting: Swift.type(of: self)).split(separator: ".").first.map(String.init)
        let nib = UINib(loader: InterfaceBuilderLookup.nib(
            nibName, module: module, callerPath: nil, call: "UIViewController.init(nibName: \"\(nibName)\", bundle:)"))
        _ = nib.instantiate(withOwner: self)
        if storedView != nil { return true }
        if nib.loader != nil {
            StoryContext.reportToCurrent(StoryProblem.misuse(
                call: "UIViewController.init(nibName: \"\(nibName)\", bundle:)",
                problem: "the nib's File's Owner has no `view` outlet (UIKit raises \"loaded the nib but the view outlet was not set\")"))
        }
        return false
    }

    /// Called on a controller made from a storyboard once it is made (`init(coder:)`), as
    /// UIKit's `awakeFromNib()`. Override it (call `super`).
    open func awakeFromNib() {}

    /// Called once the view has been made. Override it to build the view's contents.
    open func viewDidLoad() {}

    // MARK: - Editing

    /// Whether the controller's contents are being edited (UIKit's `isEditing`; `false` at
    /// first). Set it with ``setEditing(_:animated:)``.
    open var isEditing = false

    /// Sets ``isEditing`` and retitles ``editButtonItem`` ("Edit", "Done"), as UIKit's
    /// `setEditing(_:animated:)` does; a table view controller's table follows. Override it
    /// (call `super`) to show or hide editing controls.
    open func setEditing(_ editing: Bool, animated: Bool) {
        isEditing = editing
        if let item = storedEditButtonItem {
            item.title = editing ? "Done" : "Edit"
            item.style = editing ? .done : .plain
        }
    }

    private final var storedEditButtonItem: UIBarButtonItem?

    /// A bar button item that toggles editing (UIKit's `editButtonItem`): titled "Edit" ("Done"
    /// while editing); a tap calls ``setEditing(_:animated:)`` with the opposite of ``isEditing``.
    ///
    /// ```swift
    /// navigationItem.leftBarButtonItem = editButtonItem
    /// ```
    public final var editButtonItem: UIBarButtonItem {
        if let item = storedEditButtonItem { return item }
        let item = UIBarButtonItem(title: isEditing ? "Done" : "Edit", primaryAction: UIAction { [weak self] _ in
            guard let self else { return }
            self.setEditing(!self.isEditing, animated: true)
        })
        item.style = isEditing ? .done : .plain
        storedEditButtonItem = item
        return item
    }

    // MARK: - Appearance

    /// Called before the view joins the stage (appears). Override it (call `super`).
    open func viewWillAppear(_ animated: Bool) {}
    /// Called after the view joined the stage and before it is laid out for appearing (Apple,
    /// `viewIsAppearing(_:)`, iOS 13 and later): the view's geometry and safe area are those of
    /// the stage. Override it (call `super`).
    open func viewIsAppearing(_ animated: Bool) {}
    /// Called after the view appeared (at the end of a presentation's animation). Override it
    /// (call `super`): the usual place to start an intro's animations.
    open func viewDidAppear(_ animated: Bool) {}
    /// Called before the view disappears (a dismissal, or another controller presented full
    /// screen over it). Override it (call `super`).
    open func viewWillDisappear(_ animated: Bool) {}
    /// Called after the view disappeared. Override it (call `super`).
    open func viewDidDisappear(_ animated: Bool) {}

    /// Called before the root view's `layoutSubviews()` runs. Override it (call `super`).
    open func viewWillLayoutSubviews() {}
    /// Called after the root view's `layoutSubviews()` ran: the place to set frames from
    /// `view.bounds`. Override it (call `super`).
    open func viewDidLayoutSubviews() {}
    /// Makes the controller's constraints up to date, in the constraint update pass (UIKit's
    /// `updateViewConstraints()`, called for the root view instead of its `updateConstraints()`
    /// when the root view asked with `setNeedsUpdateConstraints()`). Override it and call `super`
    /// last; the default calls the root view's `updateConstraints()`.
    open func updateViewConstraints() {
        viewIfLoaded?.updateConstraints()
    }

    /// Whether the root view's layout margins are at least ``systemMinimumLayoutMargins``
    /// (`true` by default, as UIKit's).
    open var viewRespectsSystemMinimumLayoutMargins = true

    /// The least layout margins of the root view: 16 pt leading and trailing in a compact width
    /// (every iPhone in portrait), 20 pt in a regular width (a stage at least 768 pt wide, an
    /// iPad's), 0 top and bottom. UIKit documents the property but not its values; these are
    /// the ones commonly measured (useyourloaf.com, "Changing Root View Layout Margins", 2017:
    /// "16 points for compact width and 20 points for regular").
    open var systemMinimumLayoutMargins: NSDirectionalEdgeInsets {
        let width = viewIfLoaded?.window?.bounds.width ?? UIScreen.main.bounds.width
        let side: CGFloat = width >= 768 ? 20 : 16
        return NSDirectionalEdgeInsets(top: 0, leading: side, bottom: 0, trailing: side)
    }

    /// Insets added to the root view's safe area (UIKit's `additionalSafeAreaInsets`, zero by
    /// default): the root view's ``UIView/safeAreaInsets`` are what the device covers plus these,
    /// and its subviews, `safeAreaLayoutGuide` included, follow. Setting it lays the view out
    /// again and calls ``viewSafeAreaInsetsDidChange()``.
    open var additionalSafeAreaInsets: UIEdgeInsets = .zero {
        didSet {
            guard additionalSafeAreaInsets != oldValue, let root = viewIfLoaded else { return }
            root.setNeedsLayout()
            root.notifySafeAreaChange()
        }
    }

    /// Called when the root view's ``UIView/safeAreaInsets`` changed (when it joins or leaves
    /// a device's stage). Override it (call `super`).
    open func viewSafeAreaInsetsDidChange() {}

    /// Whether this container forwards its appearance methods to its children (UIKit's
    /// `shouldAutomaticallyForwardAppearanceMethods`, `true` by default). A container that
    /// overrides it to return `false` calls its children's ``beginAppearanceTransition(_:animated:)``
    /// and ``endAppearanceTransition()`` itself, as UIKit documents.
    open var shouldAutomaticallyForwardAppearanceMethods: Bool { true }

    /// Tells this controller its view is about to appear (`isAppearing`) or disappear (UIKit's
    /// `beginAppearanceTransition(_:animated:)`): calls ``viewWillAppear(_:)`` or
    /// ``viewWillDisappear(_:)``. A call that does not change the state (already appearing or
    /// appeared) does nothing.
    ///
    /// ```swift
    /// override var shouldAutomaticallyForwardAppearanceMethods: Bool { false }
    /// func show(_ page: UIViewController) {
    ///     page.beginAppearanceTransition(true, animated: true)
    ///     view.addSubview(page.view)
    ///     page.endAppearanceTransition()
    /// }
    /// ```
    public func beginAppearanceTransition(_ isAppearing: Bool, animated: Bool) {
        transitionAnimated = animated
        let visible = appearanceState == .appeared || appearanceState == .appearing
        if isAppearing && !visible {
            sendAppearance(.willAppear, animated: animated)
        } else if !isAppearing && visible {
            sendAppearance(.willDisappear, animated: animated)
        }
    }

    /// Ends the transition ``beginAppearanceTransition(_:animated:)`` began (UIKit's
    /// `endAppearanceTransition()`): ``viewIsAppearing(_:)`` and ``viewDidAppear(_:)``, or
    /// ``viewDidDisappear(_:)``. Without a transition begun it does nothing.
    public func endAppearanceTransition() {
        switch appearanceState {
        case .appearing:
            sendAppearance(.isAppearing, animated: transitionAnimated)
            sendAppearance(.didAppear, animated: transitionAnimated)
        case .disappearing:
            sendAppearance(.didDisappear, animated: transitionAnimated)
        default: break
        }
    }

    /// The `animated` of the last ``beginAppearanceTransition(_:animated:)``.
    private final var transitionAnimated = false

    /// One of the appearance methods.
    enum Appearance { case willAppear, isAppearing, didAppear, willDisappear, didDisappear }

    /// Where the controller is in its appearance cycle (what UIKit's appearance methods last said).
    enum AppearanceState { case disappeared, appearing, appeared, disappearing }

    /// The last appearance method called, as a state.
    final var appearanceState = AppearanceState.disappeared
    /// Set while a container (a navigation transition) calls the appearance methods itself.
    final var appearanceManaged = false
    /// Insets a container adds to the safe area of this controller's view (a navigation bar's).
    final var containerSafeAreaInsets = UIEdgeInsets.zero

    /// ``additionalSafeAreaInsets`` plus what a container adds.
    final var totalAdditionalSafeAreaInsets: UIEdgeInsets {
        let a = additionalSafeAreaInsets, c = containerSafeAreaInsets
        return UIEdgeInsets(top: a.top + c.top, left: a.left + c.left, bottom: a.bottom + c.bottom, right: a.right + c.right)
    }

    /// Calls the appearance method `kind`, then forwards it to the children whose views are in
    /// this controller's view (UIKit's automatic forwarding, parents first).
    final func sendAppearance(_ kind: Appearance, animated: Bool) {
        switch kind {
        case .willAppear: appearanceState = .appearing
        case .isAppearing: break
        case .didAppear: appearanceState = .appeared
        case .willDisappear: appearanceState = .disappearing
        case .didDisappear: appearanceState = .disappeared
        }
        switch kind {
        case .willAppear: observedCall(.viewWillAppear, [animated]) { viewWillAppear(animated) }
        case .isAppearing: observedCall(.viewIsAppearing, [animated]) { viewIsAppearing(animated) }
        case .didAppear: observedCall(.viewDidAppear, [animated]) { viewDidAppear(animated) }
        case .willDisappear: observedCall(.viewWillDisappear, [animated]) { viewWillDisappear(animated) }
        case .didDisappear: observedCall(.viewDidDisappear, [animated]) { viewDidDisappear(animated) }
        }
        guard let root = storedView, shouldAutomaticallyForwardAppearanceMethods else { return }
        for child in children {
            if let childView = child.storedView, childView.isDescendant(of: root) {
                child.sendAppearance(kind, animated: animated)
            }
        }
    }

    /// Shows the controller at the current time as the stage's root: loads the view, sizes it
    /// to the stage and calls the appearance and layout methods in UIKit's order.
    final func appear(asRootOf stage: Stage) {
        stage.storedRootViewController = self
        let root = view!
        root.frame = stage.bounds
        sendAppearance(.willAppear, animated: false)
        stage.addSubview(root)
        sendAppearance(.isAppearing, animated: false)
        root.layoutIfNeeded()
        sendAppearance(.didAppear, animated: false)
    }

    /// A child controller whose view joins (`arriving`) or leaves the stage while its parent is
    /// on screen: UIKit calls the child's appearance methods from the view's window hooks
    /// (`willAppear` as it moves to the window, `isAppearing` and `didAppear` after), as the
    /// parent's own appearance does not reach it. Children of a parent that is itself appearing
    /// or disappearing hear it from the parent.
    final func windowMove(arriving: Bool, done: Bool) {
        guard !appearanceManaged, let parent, parent.appearanceState == .appeared,
              parent.shouldAutomaticallyForwardAppearanceMethods else { return }
        switch (arriving, done, appearanceState) {
        case (true, false, .disappeared): sendAppearance(.willAppear, animated: false)
        case (true, true, .appearing):
            sendAppearance(.isAppearing, animated: false)
            sendAppearance(.didAppear, animated: false)
        case (false, false, .appeared): sendAppearance(.willDisappear, animated: false)
        case (false, true, .disappearing): sendAppearance(.didDisappear, animated: false)
        default: break
        }
    }

    // MARK: - Children

    /// Makes `childController` a child of this controller: as UIKit documents, it first calls
    /// the child's ``willMove(toParent:)`` with this controller; after adding the child's view
    /// to this controller's view, call its ``didMove(toParent:)`` yourself.
    ///
    /// ```swift
    /// addChild(pager)
    /// view.addSubview(pager.view)
    /// pager.didMove(toParent: self)
    /// ```
    ///
    /// A child that has another parent is removed from it first. Adding a controller to itself
    /// or to one of its own children is reported as ``StoryProblem/misuse(call:problem:)`` and
    /// ignored (UIKit raises).
    open func addChild(_ childController: UIViewController) {
        var ancestor: UIViewController? = self
        while let a = ancestor {
            if a === childController {
                StoryContext.reportToCurrent(StoryProblem.misuse(
                    call: "UIViewController.addChild(_:)",
                    problem: a === self ? "cannot add a view controller as a child of itself"
                        : "cannot add a view controller as a child of one of its own children"))
                return
            }
            ancestor = a.parent
        }
        if childController.parent === self { return }
        childController.removeFromParent()
        childController.willMove(toParent: self)
        children.append(childController)
        childController.parent = self
    }

    /// Removes this controller from its parent and then calls ``didMove(toParent:)`` with
    /// `nil`, as UIKit documents; call ``willMove(toParent:)`` with `nil` (and remove the view)
    /// before. Does nothing for a controller without a parent.
    open func removeFromParent() {
        guard let parent else { return }
        parent.children.removeAll { $0 === self }
        self.parent = nil
        didMove(toParent: nil)
    }

    /// Called before the controller is added to (`parent`) or removed from (`nil`) a container.
    /// Override it (call `super`).
    open func willMove(toParent parent: UIViewController?) {}

    /// Called after the controller was added to (`parent`) or removed from (`nil`) a container.
    /// Override it (call `super`).
    open func didMove(toParent parent: UIViewController?) {}

    /// The outermost controller of this one's parents (itself if it has no parent).
    final var root: UIViewController {
        var controller = self
        while let parent = controller.parent { controller = parent }
        return controller
    }

    // MARK: - Presentation state

    /// Presents `viewControllerToPresent` over this controller's screen, animating its view in
    /// (`animated`), then calls `completion`.
    ///
    /// ```swift
    /// override func viewDidAppear(_ animated: Bool) {
    ///     super.viewDidAppear(animated)
    ///     let terms = TermsViewController()
    ///     terms.modalPresentationStyle = .fullScreen
    ///     present(terms, animated: true) { print("shown") }   // slides up over 0.5 s
    /// }
    /// ```
    ///
    /// At the current time: the presented view loads (`viewDidLoad`), the presenter gets
    /// `viewWillDisappear` (full-screen styles only), the presented controller
    /// `viewWillAppear`, its view joins the stage in front of every view with the stage's
    /// frame (starting below the stage for `.coverVertical`, transparent for
    /// `.crossDissolve`), `viewIsAppearing`, and is laid out. It then moves to the stage's
    /// frame over `modalDuration` along `modalCurve` (`.crossDissolve`: its alpha goes to
    /// its own value over 0.4 s, ease-in-out). When the animation ends: the presenter's
    /// `viewDidDisappear` (full-screen styles), the presented `viewDidAppear`, then
    /// `completion`. This is the order UIKit is commonly observed to use (the disappearing
    /// controller's "will" first and "did" first). Without `animated`, nothing moves and the
    /// "did" calls and `completion` run after the current code, at the same story time.
    /// ``UIModalPresentationStyle`` says what each style draws.
    ///
    /// **Custom transitions.** When the presented controller's ``transitioningDelegate`` gives
    /// an animator (`animationController(forPresented:presenting:source:)`), or the style is
    /// `.custom`, the presentation happens in a container view added to the stage in front of
    /// every view: the presentation controller's `presentationTransitionWillBegin()`, then the
    /// animator's `animateTransition(using:)`, whose animations record on the story clock; when
    /// it calls `completeTransition(true)`, `presentationTransitionDidEnd(true)`, the appearance
    /// calls, the coordinator's completions, `animationEnded(true)` and `completion` run, and the
    /// presented view stays in the container until dismissed. The presenter's view is given for
    /// `.from` (with appearance calls) only for `.fullScreen`/`.currentContext` or a presentation
    /// controller whose `shouldRemovePresentersView` is true. Without `animated` no animator is
    /// asked and the view is placed at its final frame.
    ///
    /// The presentation is made from this controller's outermost parent (``parent``), whose
    /// view must be on stage. As in UIKit (which logs a warning and does nothing), presenting
    /// from a controller whose view is not on stage, one that already presents a controller, a
    /// controller already presented or a child, or presenting while a presentation or
    /// dismissal animates, is refused: reported as ``StoryProblem/misuse(call:problem:)``,
    /// nothing is shown and `completion` never runs.
    open func present(_ viewControllerToPresent: UIViewController, animated flag: Bool,
                      completion: (() -> Void)? = nil) {
        performPresent(viewControllerToPresent, animated: flag, completion: completion)
    }

    /// Dismisses the controller this one presented, or, if it presents none, this controller
    /// itself when it (or its outermost parent) was presented, as UIKit documents: the view
    /// animates out (`animated`), leaves the stage, and `completion` runs.
    ///
    /// ```swift
    /// dismiss(animated: true) { print("gone") }   // slides down over 0.5 s, then leaves the stage
    /// ```
    ///
    /// At the current time the presented controller gets `viewWillDisappear` and the presenter
    /// `viewWillAppear` (full-screen styles only); the view moves below the stage over
    /// `modalDuration` along `modalCurve` (`.crossDissolve`: its alpha goes to 0 over 0.4 s,
    /// then comes back to its value once the view is off stage). When the animation ends the
    /// view leaves the stage, the presented controller gets `viewDidDisappear`, the presenter
    /// `viewDidAppear` (full-screen styles), then `completion` runs. Without `animated` the view
    /// leaves at once and the "did" calls and `completion` run after the current code.
    ///
    /// Dismissing when nothing is presented, or while a presentation or dismissal animates, is
    /// reported as ``StoryProblem/misuse(call:problem:)`` and `completion` never runs;
    /// dismissing a controller that itself presents another (UIKit dismisses both) is reported
    /// as ``StoryProblem/notSupported(call:feature:)``.
    open func dismiss(animated flag: Bool, completion: (() -> Void)? = nil) {
        performDismiss(animated: flag, completion: completion)
    }


    /// The controller this one, or one of its ancestors, presented
    /// (``present(_:animated:completion:)``), until it is dismissed: a navigation controller's
    /// child answers the controller its navigation controller presented (Apple,
    /// `UIViewController.presentedViewController`: "presented by this view controller, or one of
    /// its ancestors in the view controller hierarchy").
    public var presentedViewController: UIViewController? {
        presentedStorage ?? parent?.presentedViewController
    }
    /// The controller this very controller presented (the presenter is always a root), kept
    /// strongly until it is dismissed, as UIKit's presenter keeps it: an app that presents a
    /// controller it holds nowhere else (`present(Walkthrough(), animated: true)`) still has it.
    var presentedStorage: UIViewController?
    /// The controller that presented this one (for a child, its parent's), until it is dismissed.
    public var presentingViewController: UIViewController? {
        root.presentingStorage
    }
    weak var presentingStorage: UIViewController?

    /// How ``present(_:animated:completion:)`` shows this controller (UIKit's default,
    /// `.automatic`, is a page sheet on iPhone since iOS 13; see ``UIModalPresentationStyle``
    /// for what Animatic draws).
    open var modalPresentationStyle: UIModalPresentationStyle = .automatic
    /// The animation that presents and dismisses this controller (`.coverVertical` by default).
    open var modalTransitionStyle: UIModalTransitionStyle = .coverVertical

    /// The object that supplies this controller's custom presentation and dismissal: their
    /// animators and, for `.custom`, the ``UIPresentationController`` (UIKit keeps a weak
    /// reference). See ``present(_:animated:completion:)``.
    open weak var transitioningDelegate: (any UIViewControllerTransitioningDelegate)?
    /// The transition this controller is in (presentation, dismissal, push or pop), until it ends.
    final var activeTransition: StageTransition?
    /// The container and presentation controller of a presentation made through a
    /// ``UIViewControllerTransitioningDelegate`` (or of style `.custom`), until dismissed.
    final var customPresentation: CustomPresentation?
    /// The size the controller's content would like (kept; UIKit's popovers and form sheets read it).
    open var preferredContentSize: CGSize = .zero
    /// Never called by Animatic: the stage keeps its size (UIKit calls it on rotation).
    open func viewWillTransition(to size: CGSize, with coordinator: any UIViewControllerTransitionCoordinator) {}
    /// Never called by Animatic: the stage's trait collection does not change (UIKit calls it
    /// before a size-class or appearance change, Apple, `UIContentContainer`).
    open func willTransition(to newCollection: UITraitCollection, with coordinator: any UIViewControllerTransitionCoordinator) {}
    /// The parent's size, as UIKit's default.
    open func size(forChildContentContainer container: any UIContentContainer, withParentContainerSize parentSize: CGSize) -> CGSize {
        parentSize
    }
    /// Does nothing by default.
    open func preferredContentSizeDidChange(forChildContentContainer container: any UIContentContainer) {}
    /// Does nothing by default.
    open func systemLayoutFittingSizeDidChange(forChildContentContainer container: any UIContentContainer) {}

    /// Called before a segue from this controller is performed (Apple,
    /// `prepare(for:sender:)`): override it to hand data to `segue.destination`. A storyboard
    /// segue calls it, whether ``performSegue(withIdentifier:sender:)`` or a button of the
    /// scene triggers it, with the destination made and its view not yet loaded. The default
    /// does nothing.
    open func prepare(for segue: UIStoryboardSegue, sender: Any?) {}
    /// Whether the segue named `identifier` should be performed (`true` by default).
    open func shouldPerformSegue(withIdentifier identifier: String, sender: Any?) -> Bool { true }

    // MARK: - Status bar and orientation (accepted, no visual effect: no status bar is drawn
    // and the stage never rotates)

    /// The status bar style the controller prefers (`.default`); accepted, not drawn.
    open var preferredStatusBarStyle: UIStatusBarStyle { .default }
    /// Whether the controller prefers the status bar hidden (`false`); accepted, not drawn.
    open var prefersStatusBarHidden: Bool { false }
    /// How the status bar hides and shows (`.fade`); accepted, not drawn.
    open var preferredStatusBarUpdateAnimation: UIStatusBarAnimation { .fade }
    /// Whether a presented controller decides the status bar's look (`false`); kept.
    open var modalPresentationCapturesStatusBarAppearance = false
    /// Whether the home indicator should hide (`false`); accepted, not drawn.
    open var prefersHomeIndicatorAutoHidden: Bool { false }
    /// The orientations the controller supports (`.allButUpsideDown`, UIKit's iPhone default);
    /// accepted: the stage never rotates.
    open var supportedInterfaceOrientations: UIInterfaceOrientationMask { .allButUpsideDown }
    /// The orientation a full-screen presentation prefers (`.portrait`); accepted.
    open var preferredInterfaceOrientationForPresentation: UIInterfaceOrientation { .portrait }
    /// Whether the controller rotates with the device (`true`); accepted: the stage never rotates.
    open var shouldAutorotate: Bool { true }
    /// The child whose status bar style is used (`nil`: this controller's); kept.
    open var childForStatusBarStyle: UIViewController? { nil }
    /// The child whose status bar visibility is used (`nil`: this controller's); kept.
    open var childForStatusBarHidden: UIViewController? { nil }
    /// Tells UIKit to read the status bar preferences again; accepted, with no visual effect
    /// (Animatic draws no status bar).
    open func setNeedsStatusBarAppearanceUpdate() {}

    /// Whether the controller is being presented (between `present` and the end of its animation).
    public internal(set) var isBeingPresented = false
    /// Whether the controller is being dismissed (between `dismiss` and the end of its animation).
    public internal(set) var isBeingDismissed = false
}
