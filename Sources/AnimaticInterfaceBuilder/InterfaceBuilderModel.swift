/// A rectangle as Interface Builder writes it (`<rect key="frame" x=… y=… width=… height=…/>`).
package struct IBRect: Sendable, Equatable {
    package var x: Double, y: Double, width: Double, height: Double
    package init(x: Double, y: Double, width: Double, height: Double) {
        self.x = x; self.y = y; self.width = width; self.height = height
    }
}

/// A colour as Interface Builder writes it.
package enum IBColor: Sendable, Equatable {
    /// `red= green= blue= alpha=` (sRGB, or a device/calibrated RGB taken as sRGB).
    case rgb(red: Double, green: Double, blue: Double, alpha: Double)
    /// `white= alpha=` (a grey).
    case white(Double, alpha: Double)
    /// `systemColor="systemBackgroundColor"` or the older `cocoaTouchSystemColor="darkTextColor"`.
    case system(String)
    /// `name="AccentColor"`: a colour of the asset catalog, resolved through the file's
    /// `<resources>` (`<namedColor name=…>`) when the file carries it.
    case named(String)
}

/// A font as Interface Builder writes it (`<fontDescription key="fontDescription" …/>`).
package enum IBFont: Sendable, Equatable {
    /// `type="system"` (with an optional `weight="semibold"`), `type="boldSystem"`,
    /// `type="italicSystem"`.
    case system(size: Double, weight: String?)
    case boldSystem(size: Double)
    case italicSystem(size: Double)
    /// `name="Avenir-Heavy" family="Avenir" pointSize="24"`.
    case named(String, size: Double)
    /// `style="UICTFontTextStyleHeadline"` (Dynamic Type at the default size).
    case textStyle(String)
}

/// A value of a user-defined runtime attribute.
package enum IBValue: Sendable, Equatable {
    case number(Double)
    case boolean(Bool)
    case string(String)
    case color(IBColor)
    case size(width: Double, height: Double)
    case point(x: Double, y: Double)
    case rect(IBRect)
    case image(String)
    case nothing
}

/// One `<userDefinedRuntimeAttribute type=… keyPath=…>`.
package struct IBRuntimeAttribute: Sendable, Equatable {
    package var keyPath: String
    package var value: IBValue
    package var line: Int
}

/// One connection (`<connections>`): an outlet, an outlet collection, an action or a segue.
package struct IBConnection: Sendable, Equatable {
    package enum Kind: Sendable, Equatable {
        /// `<outlet property= destination=>`: the owner's property is set to the destination.
        case outlet(property: String)
        /// `<outletCollection property= destination=>`: the destination joins the property's array.
        case outletCollection(property: String)
        /// `<action selector= destination= eventType=>`: the control sends `selector` to the destination.
        case action(selector: String, eventType: String?)
        /// `<segue destination= kind=>`: listed; `relationship="rootViewController"` roots a navigation controller.
        case segue(kind: String, relationship: String?, identifier: String?)
    }
    package var kind: Kind
    package var destination: String
    package var line: Int
    /// A segue's other attributes as written (`customClass`, `animates`,
    /// `modalPresentationStyle`, `modalTransitionStyle`).
    package var attributes: [String: String] = [:]
}

/// A constraint (`<constraint firstItem= firstAttribute= secondItem= …/>`). A missing item is
/// the view whose `<constraints>` hold it.
package struct IBConstraint: Sendable, Equatable {
    package var id: String?
    package var firstItem: String?
    package var firstAttribute: String
    package var relation: String
    package var secondItem: String?
    package var secondAttribute: String?
    package var multiplier: Double
    package var constant: Double
    package var priority: Float
    package var identifier: String?
    package var line: Int
}

/// The kinds of view Animatic draws from Interface Builder files.
package enum IBViewKind: String, Sendable, CaseIterable {
    case view, label, button, imageView, stackView, textField, activityIndicatorView, scrollView
    case pageControl, tableView, collectionView
    /// A table's prototype cell (or a xib's top-level cell); its `contentView` is the subview
    /// keyed `contentView` (`<tableViewCellContentView key="contentView">`).
    case tableViewCell, collectionViewCell
    /// A container view: a plain view whose `embed` segue puts a child controller's view in it.
    case containerView
    /// A text view (`<textView text=… editable=…>`): its text, font, colour and alignment.
    case textView
    /// A picker view: its rows come from the data source its outlets (or the code) give it.
    case pickerView
    /// A tab bar with its `<items>` (``IBView/tabBarItems``).
    case tabBar
    /// A slider (`<slider value= minValue= maxValue=>`, its track and thumb colours).
    case slider
    /// A switch (`<switch on="YES">`): on or off, its `onTintColor` and `thumbTintColor`.
    case `switch`
}

/// One `<tableViewSection>` of a table of static cells (`<tableView dataMode="static">`): its
/// header and footer titles and its cells, in order.
package struct IBTableSection: Sendable, Equatable {
    package var headerTitle: String?
    package var footerTitle: String?
    package var cells: [IBView] = []
    package var line: Int

    package init(headerTitle: String? = nil, footerTitle: String? = nil, cells: [IBView] = [], line: Int) {
        self.headerTitle = headerTitle; self.footerTitle = footerTitle; self.cells = cells; self.line = line
    }
}

/// One `<tabBarItem>` of a tab bar's `<items>`.
package struct IBTabBarItem: Sendable, Equatable {
    package var id: String
    package var title: String?
    package var image: String?
    package var selectedImage: String?
    /// `systemItem="favorites"`: UIKit's system item (its title, its pictogram).
    package var systemItem: String?
    package var tag: Int
    package var badgeValue: String?
    package var isEnabled: Bool
    package var line: Int
    package init(id: String, title: String? = nil, image: String? = nil, selectedImage: String? = nil, systemItem: String? = nil,
                 tag: Int = 0, badgeValue: String? = nil, isEnabled: Bool = true, line: Int) {
        self.id = id; self.title = title; self.image = image; self.selectedImage = selectedImage
        self.systemItem = systemItem; self.tag = tag; self.badgeValue = badgeValue; self.isEnabled = isEnabled; self.line = line
    }
}

/// One view (`<view>`, `<label>`, `<button>`…) with what Animatic reads of it.
package struct IBView: Sendable, Equatable {
    package var kind: IBViewKind
    package var id: String
    /// The element's `key` (`view` for a controller's root view), if any.
    package var key: String?
    package var customClass: String?
    package var customModule: String?
    package var frame: IBRect?
    /// The autoresizing mask's flags that are `YES` (`widthSizable`, `flexibleMaxX`…), or nil
    /// when the view has no `<autoresizingMask>`.
    package var autoresizingMask: Set<String>?
    /// `translatesAutoresizingMaskIntoConstraints="NO"` (Interface Builder writes it on views it
    /// lays out with constraints).
    package var translatesAutoresizingMaskIntoConstraints = true
    package var colors: [String: IBColor] = [:]
    package var font: IBFont?
    /// Every other attribute of the element, as written (`text`, `alpha`, `hidden`,
    /// `textAlignment`, `image`, `axis`, `spacing`…).
    package var attributes: [String: String] = [:]
    /// A button's states: `normal`, `highlighted`… with `title`, `image` and `titleColor`.
    package var states: [String: IBButtonState] = [:]
    /// `<edgeInsets key="layoutMargins">`: top, left, bottom, right.
    package var layoutMargins: (top: Double, left: Double, bottom: Double, right: Double)? {
        get { storedMargins.map { ($0[0], $0[1], $0[2], $0[3]) } }
        set { storedMargins = newValue.map { [$0.top, $0.left, $0.bottom, $0.right] } }
    }
    package var storedMargins: [Double]?
    /// The ids of the `<viewLayoutGuide>`s it declares, by key (`safeArea`, `contentLayoutGuide`…).
    package var layoutGuides: [String: String] = [:]
    package var subviews: [IBView] = []
    /// A table's or collection view's prototype cells (`<prototypes>`, `<cells>`), made when a
    /// cell of their `reuseIdentifier` is dequeued.
    package var prototypes: [IBView] = []
    /// A table's static sections (`<sections>` of a `dataMode="static"` table), each with its
    /// cells: made with the scene, and answered by the table view controller's data source.
    package var staticSections: [IBTableSection] = []
    /// A tab bar's items (`<items>`), in order.
    package var tabBarItems: [IBTabBarItem] = []
    package var constraints: [IBConstraint] = []
    package var runtimeAttributes: [IBRuntimeAttribute] = []
    package var connections: [IBConnection] = []
    package var line: Int

    /// Every view of this tree, this one first (document order), static cells included.
    package var allViews: [IBView] {
        [self] + subviews.flatMap(\.allViews) + staticSections.flatMap { $0.cells.flatMap(\.allViews) }
    }
}

/// A button's `<state key=…>`.
package struct IBButtonState: Sendable, Equatable {
    package var title: String?
    package var image: String?
    package var backgroundImage: String?
    package var titleColor: IBColor?
}

/// A view controller of a storyboard scene (or a xib's File's Owner).
package struct IBViewController: Sendable, Equatable {
    /// The element name: `viewController`, `navigationController`, `pageViewController`,
    /// `tableViewController` or `collectionViewController`.
    package var element: String
    package var id: String
    package var customClass: String?
    package var customModule: String?
    package var storyboardIdentifier: String?
    package var view: IBView?
    package var connections: [IBConnection] = []
    /// The old top and bottom layout guides (`<viewControllerLayoutGuide type="top" id=…>`) by
    /// id: constraints to them stand for the safe area's top and bottom.
    package var layoutGuides: [String: String] = [:]
    /// The scene's other top-level views (a `<view>` beside the controller in the scene's
    /// `<objects>`, outside its view tree), made with the controller's view so that its outlets
    /// reach them; the outlets own them, as on iOS.
    package var topLevelViews: [IBView] = []
    /// The scene's navigation item (title, bar button items), set on the controller's
    /// `navigationItem` when it is made.
    package var navigationItem: IBNavigationItem?
    /// The element's other attributes as written (a page view controller's `transitionStyle`,
    /// `navigationOrientation`, `spineLocation`).
    package var attributes: [String: String] = [:]
    package var line: Int
    /// Why the scene cannot be drawn (a `pageViewController`, a `pageControl` in its view…):
    /// the other scenes of the storyboard still load; making this one fails with it.
    package var problem: InterfaceBuilderError?
}

/// A `<barButtonItem>` of a navigation item.
package struct IBBarButtonItem: Sendable, Equatable {
    package var id: String
    package var title: String?
    package var image: String?
    /// `plain`, `done` or `bordered`.
    package var style: String?
    /// `systemItem="add"`: UIKit's system item.
    package var systemItem: String?
    package var tag: Int
    package var isEnabled: Bool
    package var tintColor: IBColor?
    /// Its actions and segues (performed when it is tapped).
    package var connections: [IBConnection] = []
    package var line: Int
}

/// A scene's `<navigationItem key="navigationItem">`: its title and bar button items.
package struct IBNavigationItem: Sendable, Equatable {
    package var id: String
    package var title: String?
    package var leftItems: [IBBarButtonItem] = []
    package var rightItems: [IBBarButtonItem] = []
    package var line: Int
}

/// A placeholder of a xib (`File's Owner`, `First Responder`).
package struct IBPlaceholder: Sendable, Equatable {
    package var identifier: String
    package var id: String
    package var customClass: String?
    package var customModule: String?
    package var connections: [IBConnection] = []
    package var line: Int
}

/// An element Animatic read and left alone because it changes no frame (`<device>`,
/// `<segue>`, `<accessibility>`…): listed in the recording's notes.
package struct IBAccepted: Sendable, Equatable {
    package var element: String
    package var line: Int
}

/// A whole `.storyboard` or `.xib`.
package struct IBDocument: Sendable, Equatable {
    package enum Kind: String, Sendable { case storyboard, xib }
    package var kind: Kind
    package var file: String
    /// The storyboard's `initialViewController` id.
    package var initialViewController: String?
    /// The storyboard's controllers, one a scene, in document order.
    package var viewControllers: [IBViewController] = []
    /// A xib's placeholders (`IBFilesOwner`, `IBFirstResponder`).
    package var placeholders: [IBPlaceholder] = []
    /// A xib's top-level views, in document order (what `UINib.instantiate` returns).
    package var topLevelViews: [IBView] = []
    /// `<resources>`: images with their sizes, named colours.
    package var images: [String: (width: Double, height: Double)] {
        get { storedImages.mapValues { ($0[0], $0[1]) } }
        set { storedImages = newValue.mapValues { [$0.width, $0.height] } }
    }
    package var storedImages: [String: [Double]] = [:]
    package var namedColors: [String: IBColor] = [:]
    package var systemColors: [String: IBColor] = [:]
    /// Elements read and left alone, with their lines.
    package var accepted: [IBAccepted] = []

    /// The controller with `storyboardIdentifier` `identifier`.
    package func viewController(identifier: String) -> IBViewController? {
        viewControllers.first { $0.storyboardIdentifier == identifier }
    }

    /// The controller with the object id `id`.
    package func viewController(id: String) -> IBViewController? {
        viewControllers.first { $0.id == id }
    }
}
