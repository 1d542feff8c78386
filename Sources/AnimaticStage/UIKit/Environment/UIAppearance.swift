import AnimaticClock
import AnimaticRuntime
import Foundation

// UIKit's appearance proxies (Apple, "UIAppearance"): `UINavigationBar.appearance().tintColor =
// …` sets the default of every navigation bar, applied when a bar enters a window;
// `appearance(whenContainedInInstancesOf:)` only to those inside a container of the given
// classes. Here a proxy is an instance of the class, made with `init(coder:)` (as a nib makes
// it) and kept by the story; the properties listed in ``UIAppearanceProperty`` record what is
// set on a proxy, and a view entering a window takes them from the proxies of its class and
// superclasses (containment first, as UIKit ranks the more specific proxy first), except
// those the app set on the view itself.

/// A class that can be the container of an appearance rule (UIKit's `UIAppearanceContainer`):
/// views and view controllers.
public protocol UIAppearanceContainer: AnyObject {}

extension UIView: UIAppearanceContainer {}
extension UIViewController: UIAppearanceContainer {}

/// The properties an appearance proxy applies (what the corpus sets there, by file count).
enum UIAppearanceProperty: String, CaseIterable {
    case tintColor, barTintColor, isTranslucent, barStyle, titleTextAttributes, shadowImage, backgroundImage
    case onTintColor, pageIndicatorTintColor, currentPageIndicatorTintColor
}

/// The proxies of one story, and what each had set.
final class AppearanceRules {
    final class Rule {
        let type: UIView.Type
        let containers: [ObjectIdentifier]
        let proxy: UIView
        /// Whether a view is of the rule's class (or a subclass).
        let matches: (UIView) -> Bool
        /// The properties set on the proxy, in order, with what copies each to a view.
        var setters: [(property: UIAppearanceProperty, apply: (UIView) -> Void)] = []
        init(type: UIView.Type, containers: [ObjectIdentifier], proxy: UIView, matches: @escaping (UIView) -> Bool) {
            self.type = type
            self.matches = matches
            self.containers = containers
            self.proxy = proxy
        }
    }

    var rules: [Rule] = []
    /// The proxies, to tell them from views.
    var proxies: Set<ObjectIdentifier> = []
    /// The bar item proxies (``UIBarItem/appearance()``), one a class.
    var itemProxies: [UIBarItem] = []
    /// The properties set on each proxy that Animatic does not apply, by proxy, in order.
    var noted: [ObjectIdentifier: [String]] = [:]
    /// The properties already reported as set on a proxy and not applied (`UILabel.textColor`).
    var reportedUnapplied: Set<String> = []

    static let key = "UIAppearance"

    /// The current story's rules (`nil` outside a story, or when none was made and `create` is false).
    static func current(create: Bool) -> AppearanceRules? {
        guard let context = StoryContext.current else { return nil }
        if let rules = context.attachments[key] as? AppearanceRules { return rules }
        guard create else { return nil }
        let made = AppearanceRules()
        context.attachments[key] = made
        return made
    }

    /// The rule of `type` within `containers`, made with its proxy on first use.
    static func proxy<V: UIView>(_ type: V.Type, containers: [any UIAppearanceContainer.Type]) -> V {
        let ids = containers.map { ObjectIdentifier($0) }
        let rules = current(create: true)
        if let rule = rules?.rules.first(where: { $0.type == type && $0.containers == ids }), let proxy = rule.proxy as? V {
            return proxy
        }
        guard let made = type.init(coder: InterfaceBuilderCoder()) else {
            preconditionFailure("\(type).init(coder:) returned nil: Animatic makes appearance proxies with it")
        }
        made.isAppearanceProxy = true
        if let rules {
            rules.proxies.insert(ObjectIdentifier(made))
            rules.rules.append(Rule(type: type, containers: ids, proxy: made, matches: { $0 is V }))
        }
        return made
    }

    /// The proxy of the bar item class `type`, made with its `init(coder:)` on first use.
    static func itemProxy<I: UIBarItem>(_ type: I.Type) -> I {
        let rules = current(create: true)
        if let proxy = rules?.itemProxies.first(where: { Swift.type(of: $0) == type }) as? I { return proxy }
        guard let made = type.init(coder: InterfaceBuilderCoder()) else {
            preconditionFailure("\(type).init(coder:) returned nil: Animatic makes appearance proxies with it")
        }
        made.isAppearanceProxy = true
        rules?.itemProxies.append(made)
        return made
    }

    /// The title attributes a bar draws for `item` in `state`: the item's own, else those set
    /// on the proxy of its class or the nearest superclass that has them, as UIKit ranks a
    /// subclass's proxy first.
    static func titleTextAttributes(of item: UIBarItem, for state: UIControl.State) -> [NSAttributedString.Key: Any]? {
        guard let rules = current(create: false), !rules.itemProxies.isEmpty else { return item.titleTextAttributes(for: state) }
        var found = item.titleTextAttributes(for: state)
        var cls: AnyClass? = type(of: item)
        while let c = cls {
            if let proxy = rules.itemProxies.first(where: { type(of: $0) == c }) {
                rules.reportNotApplied(of: proxy)
                if found == nil { found = proxy.titleTextAttributes(for: state) }
            }
            cls = _getSuperclass(c)
        }
        return found
    }

    /// Notes `property` (a recorded key's name, `backgroundColor`, `layer.cornerRadius`) set on
    /// the appearance proxy `proxy`: UIKit applies every `UI_APPEARANCE_SELECTOR` property,
    /// Animatic those of ``UIAppearanceProperty``, so the class's views would be drawn without
    /// it. Reported (``reportNotApplied(of:)``) when a view of the class enters a window. A
    /// change a supported property's setter makes itself (a bar's `barTintColor` sets its
    /// `backgroundColor`) is not noted: the setter makes it in ``UIView/appearanceEffect(_:)``.
    static func notApplied(_ property: String, on proxy: UIView) {
        guard UIAppearanceProperty(rawValue: property) == nil, !proxy.isApplyingAppearance,
              let rules = current(create: false) else { return }
        let id = ObjectIdentifier(proxy)
        if !(rules.noted[id]?.contains(property) ?? false) { rules.noted[id, default: []].append(property) }
    }

    /// Notes `property` set on the bar item proxy `proxy` (only title text attributes are
    /// applied to items); reported when a bar draws an item of the class.
    static func notApplied(_ property: String, on proxy: UIBarItem) {
        guard let rules = current(create: false) else { return }
        let id = ObjectIdentifier(proxy)
        if !(rules.noted[id]?.contains(property) ?? false) { rules.noted[id, default: []].append(property) }
    }

    /// Reports, once a proxy and property, what was noted on `proxy` (``notApplied(_:on:)``).
    func reportNotApplied(of proxy: AnyObject) {
        guard let properties = noted[ObjectIdentifier(proxy)] else { return }
        let name = "\(type(of: proxy))"
        let applied = proxy is UIView
            ? "a view proxy's " + UIAppearanceProperty.allCases.map(\.rawValue).joined(separator: ", ")
            : "a bar item proxy's title text attributes"
        for property in properties where reportedUnapplied.insert(name + "." + property).inserted {
            StoryContext.reportToCurrent(StoryProblem.notSupported(
                call: "\(name).appearance()",
                feature: "applying \(property) set on the appearance proxy to the class's instances (Animatic applies \(applied))"))
        }
    }

    /// Called by a property's setter: on a proxy, records `apply`; on a view, notes that the
    /// app set `property` itself (a proxy's value no longer replaces it).
    static func didSet<V: UIView>(_ property: UIAppearanceProperty, on view: V, apply: @escaping (V) -> Void) {
        guard let rules = current(create: false) else { return }
        if view.isAppearanceProxy, let rule = rules.rules.first(where: { $0.proxy === view }) {
            rule.setters.removeAll { $0.property == property }
            rule.setters.append((property, { if let target = $0 as? V { apply(target) } }))
        } else if !view.isAppearanceProxy {
            if view.extras == nil { view.extras = ViewExtras() }
            view.extras!.setDirectly.insert(property)
        }
    }

    /// Applies to `view`, entering a window, the values of the proxies of its class and
    /// superclasses: the less specific first, so that a contained rule (and then a subclass's)
    /// wins; not those the app set on the view itself.
    func apply(to view: UIView) {
        guard !view.isAppearanceProxy else { return }
        let matching = rules.filter { rule in
            rule.matches(view) && rule.containers.allSatisfy { id in
                var ancestor = view.storedSuperview
                while let a = ancestor {
                    if ObjectIdentifier(type(of: a)) == id || a.extras?.controller.map({ ObjectIdentifier(type(of: $0)) == id }) == true { return true }
                    ancestor = a.storedSuperview
                }
                return false
            }
        }
        guard !matching.isEmpty else { return }
        let ranked = matching.sorted { a, b in
            if a.containers.isEmpty != b.containers.isEmpty { return a.containers.isEmpty }
            return Self.depth(of: a.type) < Self.depth(of: b.type)
        }
        let direct = view.extras?.setDirectly ?? []
        let applying = view.isApplyingAppearance
        view.isApplyingAppearance = true
        for rule in ranked {
            for setter in rule.setters where !direct.contains(setter.property) { setter.apply(view) }
            reportNotApplied(of: rule.proxy)
        }
        view.isApplyingAppearance = applying
    }

    private static func depth(of type: AnyClass) -> Int {
        var depth = 0
        var current: AnyClass? = type
        while let c = current { depth += 1; current = _getSuperclass(c) }
        return depth
    }
}

extension UIBarItem {
    /// The appearance proxy of this class (UIKit's `UIBarItem` conforms to `UIAppearance`):
    /// the title text attributes set on it with ``setTitleTextAttributes(_:for:)`` become, state
    /// by state, those of every item of the class (and its subclasses) a tab bar draws in this
    /// story, unless the item set its own for that state. The proxy is made with the class's
    /// `init(coder:)`; another property set on it is reported (not applied).
    ///
    /// ```swift
    /// UITabBarItem.appearance().setTitleTextAttributes([.foregroundColor: UIColor.white], for: .selected)
    /// ```
    public class func appearance() -> Self {
        AppearanceRules.itemProxy(self)
    }
}

extension UIView {
    /// The appearance proxy of this class (UIKit's `UIAppearance.appearance()`): what is set on
    /// it becomes the default of every view of the class (and its subclasses) that enters a
    /// window in this story. Applied: `tintColor`, a bar's `barTintColor`, `isTranslucent`,
    /// `barStyle`, `shadowImage`, a navigation bar's `titleTextAttributes` and background image,
    /// a switch's `onTintColor`, a page control's indicator tints. A value the app set on the
    /// view itself wins, as in UIKit. The proxy is made with the class's `init(coder:)`.
    ///
    /// ```swift
    /// UINavigationBar.appearance().titleTextAttributes = [.foregroundColor: UIColor.white]
    /// ```
    public class func appearance() -> Self {
        AppearanceRules.proxy(self, containers: [])
    }

    /// The appearance proxy of this class for views inside an instance of one of
    /// `containerTypes` (a view or a view controller whose view is an ancestor; UIKit's
    /// `appearance(whenContainedInInstancesOf:)`). Its values win over ``appearance()``'s.
    public class func appearance(whenContainedInInstancesOf containerTypes: [any UIAppearanceContainer.Type]) -> Self {
        AppearanceRules.proxy(self, containers: containerTypes)
    }

    /// Whether this view is an appearance proxy (never on stage).
    final var isAppearanceProxy: Bool {
        get { extras?.isAppearanceProxy ?? false }
        set {
            if extras == nil { extras = ViewExtras() }
            extras!.isAppearanceProxy = newValue
        }
    }

    /// Whether a proxy's values are being applied (their setters do not count as the app's).
    final var isApplyingAppearance: Bool {
        get { extras?.isApplyingAppearance ?? false }
        set {
            if extras == nil { extras = ViewExtras() }
            extras!.isApplyingAppearance = newValue
        }
    }

    /// Runs `body`, a change that a supported appearance property's setter makes itself (a bar's
    /// `barTintColor` sets its `backgroundColor`): on a proxy it is carried by that property's
    /// rule, so it is not noted as a property the proxy does not apply.
    final func appearanceEffect(_ body: () -> Void) {
        guard isAppearanceProxy else { return body() }
        let applying = isApplyingAppearance
        isApplyingAppearance = true
        body()
        isApplyingAppearance = applying
    }

    /// Records that `property` was set (see ``AppearanceRules/didSet(_:on:apply:)``).
    final func appearanceDidSet<V: UIView>(_ property: UIAppearanceProperty, _ view: V, apply: @escaping (V) -> Void) {
        guard !isApplyingAppearance else { return }
        AppearanceRules.didSet(property, on: view, apply: apply)
    }
}
