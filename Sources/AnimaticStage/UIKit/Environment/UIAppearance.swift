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

    /// Records that `property` was set (see ``AppearanceRules/didSet(_:on:apply:)``).
    final func appearanceDidSet<V: UIView>(_ property: UIAppearanceProperty, _ view: V, apply: @escaping (V) -> Void) {
        guard !isApplyingAppearance else { return }
        AppearanceRules.didSet(property, on: view, apply: apply)
    }
}
