/// Reads a `.storyboard` or `.xib` (Interface Builder's XML, parsed by libxml2) into an
/// ``IBDocument``: its scenes' controllers, views, constraints, colours, fonts, runtime
/// attributes and connections. A view element Animatic cannot draw, a constraint attribute or a
/// runtime attribute type it does not know fails with the element and its line; elements that
/// change no frame (`<device>`, `<segue>`, `<accessibility>`…) are kept in
/// ``IBDocument/accepted``.
package struct InterfaceBuilderReader {
    package let file: String
    private var document: IBDocument

    private init(file: String, kind: IBDocument.Kind) {
        self.file = file
        self.document = IBDocument(kind: kind, file: file)
    }

    /// Reads the bytes of the file at `file` (the path names it in errors).
    package static func read(_ bytes: [UInt8], file: String) throws(InterfaceBuilderError) -> IBDocument {
        let root = try XMLNode.parse(bytes, file: file)
        guard root.name == "document" else {
            throw InterfaceBuilderError(file: file, line: root.line, element: root.name,
                                        problem: "not an Interface Builder document (its root is not <document>)")
        }
        let type = root["type"] ?? ""
        let kind: IBDocument.Kind
        switch type {
        case "com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB": kind = .storyboard
        case "com.apple.InterfaceBuilder3.CocoaTouch.XIB": kind = .xib
        default:
            throw InterfaceBuilderError(file: file, line: root.line, element: "document",
                                        problem: "type \"\(type)\" is not an iOS storyboard or xib (Animatic reads CocoaTouch documents only)")
        }
        var reader = InterfaceBuilderReader(file: file, kind: kind)
        reader.document.initialViewController = root["initialViewController"]
        // Resources first: colours and images named anywhere resolve through them.
        for child in root.children where child.name == "resources" { try reader.readResources(child) }
        for child in root.children {
            switch child.name {
            case "resources": break
            case "scenes":
                for scene in child.children {
                    guard scene.name == "scene" else { reader.accept(scene); continue }
                    for part in scene.children {
                        guard part.name == "objects" else { reader.accept(part); continue }
                        let first = reader.document.viewControllers.count
                        var views: [IBView] = []
                        var problem: InterfaceBuilderError?
                        for object in part.children {
                            // A view beside the controller (`<view id=… userLabel=…>` in the
                            // scene's dock): one of the scene's top-level objects.
                            if IBViewKind(rawValue: object.name) != nil {
                                do { views.append(try reader.readView(object)) } catch { problem = problem ?? error }
                                continue
                            }
                            try reader.readSceneObject(object)
                        }
                        if reader.document.viewControllers.count > first {
                            reader.document.viewControllers[first].topLevelViews = views
                            if let problem, reader.document.viewControllers[first].problem == nil {
                                reader.document.viewControllers[first].problem = problem
                            }
                        } else {
                            for view in views { reader.document.accepted.append(IBAccepted(element: view.kind.rawValue, line: view.line)) }
                        }
                    }
                }
            case "objects":
                for object in child.children { try reader.readTopLevelObject(object) }
            default:
                reader.accept(child)
            }
        }
        return reader.document
    }

    // MARK: - Resources

    private mutating func readResources(_ node: XMLNode) throws(InterfaceBuilderError) {
        for resource in node.children {
            switch resource.name {
            case "image":
                guard let name = resource["name"] else { throw missing("name", in: resource) }
                document.storedImages[name] = [number(resource["width"]) ?? 0, number(resource["height"]) ?? 0]
            case "namedColor", "systemColor":
                guard let name = resource["name"] else { throw missing("name", in: resource) }
                guard let colorNode = resource.child("color") else {
                    accept(resource)
                    continue
                }
                let color = try readColor(colorNode)
                if resource.name == "namedColor" { document.namedColors[name] = color } else { document.systemColors[name] = color }
            default:
                accept(resource)
            }
        }
    }

    // MARK: - Objects

    private mutating func readSceneObject(_ node: XMLNode) throws(InterfaceBuilderError) {
        switch node.name {
        case "viewController", "navigationController", "pageViewController", "tableViewController", "collectionViewController":
            // A scene that cannot be drawn keeps its problem: the storyboard's other scenes still load.
            do {
                document.viewControllers.append(try readController(node))
            } catch {
                var scene = IBViewController(element: node.name, id: node["id"] ?? "", customClass: node["customClass"],
                                             customModule: node["customModule"],
                                             storyboardIdentifier: node["storyboardIdentifier"], line: node.line)
                scene.problem = error
                document.viewControllers.append(scene)
            }
        case "placeholder", "exit", "viewControllerPlaceholder", "customObject":
            accept(node)
        default:
            if node.name.hasSuffix("Controller") {
                var scene = IBViewController(element: node.name, id: node["id"] ?? "", customClass: node["customClass"],
                                             customModule: node["customModule"],
                                             storyboardIdentifier: node["storyboardIdentifier"], line: node.line)
                scene.problem = InterfaceBuilderError(
                    file: file, line: node.line, element: node.name,
                    problem: "Animatic cannot draw a \(node.name) (it draws viewController, navigationController, pageViewController, tableViewController and collectionViewController scenes)")
                document.viewControllers.append(scene)
            } else {
                // Gesture recognizers and other objects of a scene's dock change no frame.
                accept(node)
            }
        }
    }

    private mutating func readTopLevelObject(_ node: XMLNode) throws(InterfaceBuilderError) {
        if node.name == "placeholder" {
            var placeholder = IBPlaceholder(identifier: node["placeholderIdentifier"] ?? "", id: node["id"] ?? "",
                                            customClass: node["customClass"], customModule: node["customModule"],
                                            line: node.line)
            for child in node.children {
                if child.name == "connections" { placeholder.connections = try readConnections(child) } else { accept(child) }
            }
            document.placeholders.append(placeholder)
        } else if IBViewKind(rawValue: node.name) != nil {
            document.topLevelViews.append(try readView(node))
        } else if node.name == "viewController" || node.name == "navigationController" {
            document.viewControllers.append(try readController(node))
        } else if isDrawable(node.name) {
            throw cannotDraw(node)
        } else {
            accept(node)
        }
    }

    private mutating func readController(_ node: XMLNode) throws(InterfaceBuilderError) -> IBViewController {
        guard let id = node["id"] else { throw missing("id", in: node) }
        var controller = IBViewController(element: node.name, id: id, customClass: node["customClass"],
                                          customModule: node["customModule"],
                                          storyboardIdentifier: node["storyboardIdentifier"], line: node.line)
        controller.attributes = node.attributes
        for name in ["id", "customClass", "customModule", "customModuleProvider", "storyboardIdentifier", "sceneMemberID"] {
            controller.attributes[name] = nil
        }
        for child in node.children {
            if child["key"] == "view" && (child.name == "view"
                    || (child.name == "tableView" && node.name == "tableViewController")
                    || (child.name == "collectionView" && node.name == "collectionViewController")) {
                // A table or collection view controller's view is its table or collection view
                // (`<tableView key="view">`, with its prototype cells).
                controller.view = try readView(child)
            } else if child.name == "connections" {
                controller.connections = try readConnections(child)
            } else if child.name == "navigationItem", child["key"] == "navigationItem" {
                controller.navigationItem = try readNavigationItem(child)
            } else if child.name == "navigationBar" || child.name == "layoutGuides" {
                // A navigation controller's bar and the old top/bottom layout guides: the bar
                // is UIKit's own (Animatic draws no bars) and the guides' ids stand for the
                // safe area's edges.
                accept(child)
                if child.name == "layoutGuides" {
                    for guide in child.children where guide.name == "viewControllerLayoutGuide" {
                        if let guideId = guide["id"], let type = guide["type"] {
                            controller.layoutGuides[guideId] = type
                        }
                    }
                }
            } else if IBViewKind(rawValue: child.name) != nil || isDrawable(child.name) {
                throw cannotDraw(child)
            } else {
                accept(child)
            }
        }
        return controller
    }

    // MARK: - Views

    private func isDrawable(_ name: String) -> Bool {
        name.hasSuffix("View") || ["label", "button", "textField", "switch", "slider", "segmentedControl", "pageControl",
                                   "stepper", "datePicker", "pickerView", "navigationBar", "toolbar", "tabBar",
                                   "searchBar", "progressView", "textView", "visualEffectView", "mapView", "webView",
                                   "wkWebView", "tableView", "collectionView", "containerView"].contains(name)
    }

    private func cannotDraw(_ node: XMLNode) -> InterfaceBuilderError {
        InterfaceBuilderError(
            file: file, line: node.line, element: node.name,
            problem: "Animatic cannot draw a \(node.name) (it draws " + IBViewKind.allCases.map(\.rawValue).joined(separator: ", ") + ")")
    }

    /// `fallbackID` names a view Xcode writes without an id (a cell's keyed content view, which
    /// nothing in the file refers to).
    private mutating func readView(_ node: XMLNode, as given: IBViewKind? = nil,
                                   fallbackID: String? = nil) throws(InterfaceBuilderError) -> IBView {
        guard let kind = given ?? IBViewKind(rawValue: node.name) else { throw cannotDraw(node) }
        guard let id = node["id"] ?? fallbackID else { throw missing("id", in: node) }
        var view = IBView(kind: kind, id: id, key: node["key"], customClass: node["customClass"],
                          customModule: node["customModule"], line: node.line)
        var attributes = node.attributes
        for name in ["id", "key", "customClass", "customModule", "customModuleProvider"] { attributes[name] = nil }
        if let translates = attributes.removeValue(forKey: "translatesAutoresizingMaskIntoConstraints") {
            view.translatesAutoresizingMaskIntoConstraints = translates != "NO"
        }
        // A view Interface Builder lays out by its frame alone (`fixedFrame="YES"`, no
        // constraints of its own) is written with translatesAutoresizingMaskIntoConstraints="NO",
        // but ibtool compiles it with its autoresizing mask turned into constraints: at run time
        // it translates, and its mask resizes it with its superview.
        if attributes["fixedFrame"] == "YES" { view.translatesAutoresizingMaskIntoConstraints = true }
        view.attributes = attributes
        var excluded: Set<String> = []
        for child in node.children {
            switch child.name {
            case "rect" where child["key"] == "frame":
                view.frame = try readRect(child)
            case "frame" where child["key"] == "frameInset":
                // Xcode 8's form: minX/minY (or maxX/maxY from the superview's far edges, which
                // the frame of the superview resolves) with width and height.
                view.frame = try readFrameInset(child)
            case "autoresizingMask":
                view.autoresizingMask = Set(child.attributes.filter { $0.value == "YES" }.map(\.key))
            case "subviews":
                for sub in child.children { view.subviews.append(try readView(sub)) }
            case "constraints":
                for constraint in child.children {
                    guard constraint.name == "constraint" else { accept(constraint); continue }
                    view.constraints.append(try readConstraint(constraint))
                }
            case "color":
                guard let key = child["key"] else { throw missing("key", in: child) }
                view.colors[key] = try readColor(child)
            case "fontDescription":
                view.font = try readFont(child)
            case "state":
                guard let key = child["key"] else { throw missing("key", in: child) }
                var state = IBButtonState(title: child["title"], image: child["image"], backgroundImage: child["backgroundImage"])
                for part in child.children {
                    if part.name == "color", part["key"] == "titleColor" { state.titleColor = try readColor(part) }
                    else if part.name == "string", part["key"] == "title" { state.title = part.text }
                    else if part.name == "imageReference", part["key"] == "image" { state.image = part["image"] }
                    else { accept(part) }
                }
                view.states[key] = state
            case "string" where child["key"] == "text" || child["key"] == "placeholder" || child["key"] == "title":
                view.attributes[child["key"]!] = child.text
            case "attributedString" where child["key"] == "attributedText":
                // The text of its fragments; their attributes (fonts, colours per run) are not
                // drawn: the label's own font and colour are.
                view.attributes["text"] = child.children.filter { $0.name == "fragment" }.map { $0["content"] ?? $0.child("string")?.text ?? "" }.joined()
                accept(child)
            case "imageReference" where child["key"] == "image":
                if let image = child["image"] { view.attributes["image"] = image }
                if child["catalog"] == "system" { view.attributes["imageIsSystem"] = "YES" }
            case "buttonConfiguration" where child["key"] == "configuration":
                if let title = child["title"], view.states["normal"]?.title == nil {
                    view.states["normal", default: IBButtonState()].title = title
                }
                accept(child)
            case "viewLayoutGuide":
                if let key = child["key"], let guideId = child["id"] { view.layoutGuides[key] = guideId }
            case "collectionViewFlowLayout" where child["key"] == "collectionViewLayout":
                // The flow layout's numbers, as `flow.` attributes (`flow.itemSize` = "w h",
                // `flow.sectionInset` = "top left bottom right").
                for (name, value) in child.attributes where name != "key" && name != "id" { view.attributes["flow." + name] = value }
                for part in child.children {
                    if part.name == "size", let key = part["key"], let w = number(part["width"]), let h = number(part["height"]) {
                        view.attributes["flow." + key] = "\(w) \(h)"
                    } else if part.name == "inset", part["key"] == "sectionInset" {
                        view.attributes["flow.sectionInset"] = [part["minY"], part["minX"], part["maxY"], part["maxX"]]
                            .map { number($0) ?? 0 }.map { "\($0)" }.joined(separator: " ")
                    } else {
                        accept(part)
                    }
                }
            case "items" where kind == .tabBar:
                // A tab bar's items, in order (`<tabBarItem title= image= systemItem= tag=>`).
                for item in child.children {
                    guard item.name == "tabBarItem" else { accept(item); continue }
                    view.tabBarItems.append(try readTabBarItem(item))
                }
            case "prototypes", "cells":
                // Prototype cells, made when the data source dequeues their reuse identifier.
                for cell in child.children {
                    guard cell.name == "tableViewCell" || cell.name == "collectionViewCell" else { throw cannotDraw(cell) }
                    view.prototypes.append(try readView(cell))
                }
            case "sections" where kind == .tableView:
                // A table of static cells (`dataMode="static"`): its sections, each with its
                // header and footer titles and its `<cells>`.
                for section in child.children {
                    guard section.name == "tableViewSection" else { accept(section); continue }
                    var read = IBTableSection(headerTitle: section["headerTitle"], footerTitle: section["footerTitle"], line: section.line)
                    for part in section.children {
                        guard part.name == "cells" else { accept(part); continue }
                        for cell in part.children {
                            guard cell.name == "tableViewCell" else { throw cannotDraw(cell) }
                            read.cells.append(try readView(cell))
                        }
                    }
                    view.staticSections.append(read)
                }
            case "tableViewCellContentView" where child["key"] == "contentView",
                 "collectionViewCellContentView" where child["key"] == "contentView",
                 "view" where child["key"] == "contentView" && (kind == .tableViewCell || kind == .collectionViewCell):
                // The cell's own content view: its subviews and constraints go into the cell's
                // `contentView`. Xcode 12 and later write a collection cell's content view
                // (`<view key="contentView">`) with no id.
                view.subviews.append(try readView(child, as: .view, fallbackID: id + "-contentView"))
            case "view" where kind == .tableView && (child["key"] == "tableHeaderView" || child["key"] == "tableFooterView"):
                // A table's header or footer view (`<view key="tableFooterView">`): kept by its key,
                // set as the table's `tableHeaderView`/`tableFooterView` when built.
                view.subviews.append(try readView(child))
            case "userDefinedRuntimeAttributes":
                for attribute in child.children {
                    guard attribute.name == "userDefinedRuntimeAttribute" else { accept(attribute); continue }
                    view.runtimeAttributes.append(try readRuntimeAttribute(attribute))
                }
            case "connections":
                view.connections = try readConnections(child)
            case "edgeInsets" where child["key"] == "layoutMargins":
                view.layoutMargins = (number(child["top"]) ?? 0, number(child["left"]) ?? 0,
                                      number(child["bottom"]) ?? 0, number(child["right"]) ?? 0)
            case "directionalEdgeInsets" where child["key"] == "directionalLayoutMargins":
                view.layoutMargins = (number(child["top"]) ?? 0, number(child["leading"]) ?? 0,
                                      number(child["bottom"]) ?? 0, number(child["trailing"]) ?? 0)
            case "variation" where child["key"] == "default":
                // The base (any size class) configuration: constraints and subviews it excludes
                // are not installed at run time (`<mask key="constraints"><exclude reference=…/>`).
                for mask in child.children where mask.name == "mask" {
                    for exclude in mask.children where exclude.name == "exclude" {
                        if let reference = exclude["reference"] { excluded.insert(reference) }
                    }
                }
                accept(child)
            default:
                if IBViewKind(rawValue: child.name) != nil && child["key"] != nil {
                    // A keyed view that is not a subview (a scroll view's content set by key): not drawn.
                    throw cannotDraw(child)
                }
                accept(child)
            }
        }
        if !excluded.isEmpty {
            view.constraints.removeAll { $0.id.map(excluded.contains) ?? false }
            view.subviews.removeAll { excluded.contains($0.id) }
        }
        return view
    }

    /// A scene's `<navigationItem>`: its title and its left and right bar button items (one
    /// keyed `leftBarButtonItem`/`rightBarButtonItem`, or the arrays `leftBarButtonItems`/
    /// `rightBarButtonItems`); anything else (a `titleView`, the back item) is accepted.
    private mutating func readNavigationItem(_ node: XMLNode) throws(InterfaceBuilderError) -> IBNavigationItem {
        guard let id = node["id"] else { throw missing("id", in: node) }
        var item = IBNavigationItem(id: id, title: node["title"], line: node.line)
        for child in node.children {
            switch (child.name, child["key"]) {
            case ("barButtonItem", "leftBarButtonItem"): item.leftItems = [try readBarButtonItem(child)]
            case ("barButtonItem", "rightBarButtonItem"): item.rightItems = [try readBarButtonItem(child)]
            case ("leftBarButtonItems", _), ("rightBarButtonItems", _):
                var items: [IBBarButtonItem] = []
                for part in child.children {
                    if part.name == "barButtonItem" { items.append(try readBarButtonItem(part)) } else { accept(part) }
                }
                if child.name == "leftBarButtonItems" { item.leftItems = items } else { item.rightItems = items }
            case ("string", "title"):
                item.title = child.text
            default:
                accept(child)
            }
        }
        return item
    }

    private mutating func readBarButtonItem(_ node: XMLNode) throws(InterfaceBuilderError) -> IBBarButtonItem {
        guard let id = node["id"] else { throw missing("id", in: node) }
        var item = IBBarButtonItem(id: id, title: node["title"], image: node["image"], style: node["style"],
                                   systemItem: node["systemItem"], tag: node["tag"].flatMap { Int($0) } ?? 0,
                                   isEnabled: node["enabled"] != "NO", line: node.line)
        for part in node.children {
            if part.name == "connections" {
                item.connections = try readConnections(part)
            } else if part.name == "color", part["key"] == "tintColor" {
                item.tintColor = try readColor(part)
            } else if part.name == "imageReference", part["key"] == "image", let image = part["image"] {
                item.image = image
            } else if part.name == "string", part["key"] == "title" {
                item.title = part.text
            } else {
                accept(part)
            }
        }
        return item
    }

    /// One `<tabBarItem>`: its title, images, system item, tag, badge and enabled state.
    private mutating func readTabBarItem(_ node: XMLNode) throws(InterfaceBuilderError) -> IBTabBarItem {
        guard let id = node["id"] else { throw missing("id", in: node) }
        var item = IBTabBarItem(id: id, title: node["title"], image: node["image"], selectedImage: node["selectedImage"],
                                systemItem: node["systemItem"], tag: node["tag"].flatMap { Int($0) } ?? 0,
                                badgeValue: node["badgeValue"], isEnabled: node["enabled"] != "NO", line: node.line)
        for part in node.children {
            if part.name == "imageReference", let image = part["image"] {
                if part["key"] == "image" { item.image = image } else if part["key"] == "selectedImage" { item.selectedImage = image } else { accept(part) }
            } else if part.name == "string", part["key"] == "title" {
                item.title = part.text
            } else {
                accept(part)
            }
        }
        return item
    }

    // MARK: - Parts

    private func readRect(_ node: XMLNode) throws(InterfaceBuilderError) -> IBRect {
        try readRect(node, x: "x", y: "y", problem: "a rect needs numeric x, y, width and height")
    }

    /// Xcode 8's `<frame key="frameInset" minX= minY= width= height=>`. Xcode 8 leaves out an
    /// inset of 0: a missing `minX` (or `minY`) is 0 when no `maxX` (`maxY`) stands for it
    /// (AlertOnboarding's `<frame key="frameInset" minY="314" width="600" height="286"/>`).
    private func readFrameInset(_ node: XMLNode) throws(InterfaceBuilderError) -> IBRect {
        var node = node
        for (near, far) in [("minX", "maxX"), ("minY", "maxY")] where node[near] == nil && node[far] == nil {
            node.attributes[near] = "0"
        }
        return try readRect(node, x: "minX", y: "minY",
                            problem: "a frameInset needs numeric minX, minY, width and height (maxX/maxY insets are not read)")
    }

    private func readRect(_ node: XMLNode, x xKey: String, y yKey: String, problem: String) throws(InterfaceBuilderError) -> IBRect {
        guard let x = number(node[xKey]), let y = number(node[yKey]),
              let width = number(node["width"]), let height = number(node["height"]) else {
            throw InterfaceBuilderError(file: file, line: node.line, element: node.name, problem: problem)
        }
        return IBRect(x: x, y: y, width: width, height: height)
    }

    private static let constraintAttributes: Set<String> = [
        "left", "right", "top", "bottom", "leading", "trailing", "width", "height", "centerX", "centerY",
        "baseline", "lastBaseline", "firstBaseline", "leftMargin", "rightMargin", "topMargin", "bottomMargin",
        "leadingMargin", "trailingMargin", "centerXWithinMargins", "centerYWithinMargins",
    ]

    private func readConstraint(_ node: XMLNode) throws(InterfaceBuilderError) -> IBConstraint {
        guard let first = node["firstAttribute"] else { throw missing("firstAttribute", in: node) }
        for attribute in [first, node["secondAttribute"]].compactMap({ $0 }) where !Self.constraintAttributes.contains(attribute) {
            throw InterfaceBuilderError(file: file, line: node.line, element: node.name,
                                        problem: "unknown layout attribute \"\(attribute)\"")
        }
        let relation = node["relation"] ?? "equal"
        guard ["equal", "lessThanOrEqual", "greaterThanOrEqual"].contains(relation) else {
            throw InterfaceBuilderError(file: file, line: node.line, element: node.name, problem: "unknown relation \"\(relation)\"")
        }
        var multiplier = 1.0
        if let text = node["multiplier"] {
            let parts = text.split(separator: ":")
            if parts.count == 2, let a = Double(String(parts[0])), let b = Double(String(parts[1])), b != 0 {
                multiplier = a / b
            } else if let m = Double(text) {
                multiplier = m
            } else {
                throw InterfaceBuilderError(file: file, line: node.line, element: node.name,
                                            problem: "multiplier \"\(text)\" is not a number or a ratio")
            }
        }
        var priority: Float = 1000
        if let text = node["priority"] {
            guard let p = Float(text), p > 0, p <= 1000 else {
                throw InterfaceBuilderError(file: file, line: node.line, element: node.name,
                                            problem: "priority \"\(text)\" is not a number in 1...1000")
            }
            priority = p
        }
        return IBConstraint(id: node["id"], firstItem: node["firstItem"], firstAttribute: first, relation: relation,
                            secondItem: node["secondItem"], secondAttribute: node["secondAttribute"],
                            multiplier: multiplier, constant: number(node["constant"]) ?? 0, priority: priority,
                            identifier: node["identifier"], line: node.line)
    }

    private func readColor(_ node: XMLNode) throws(InterfaceBuilderError) -> IBColor {
        if let name = node["systemColor"] ?? node["cocoaTouchSystemColor"] {
            return document.systemColors[name] ?? .system(name)
        }
        if let name = node["name"] { return .named(name) }
        let alpha = number(node["alpha"]) ?? 1
        if let white = number(node["white"]) { return .white(white, alpha: alpha) }
        if let red = number(node["red"]), let green = number(node["green"]), let blue = number(node["blue"]) {
            return .rgb(red: red, green: green, blue: blue, alpha: alpha)
        }
        throw InterfaceBuilderError(file: file, line: node.line, element: node.name,
                                    problem: "a colour needs red/green/blue, white, systemColor or name")
    }

    private func readFont(_ node: XMLNode) throws(InterfaceBuilderError) -> IBFont {
        if let style = node["style"] { return .textStyle(style) }
        guard let size = number(node["pointSize"]) else { throw missing("pointSize", in: node) }
        if let name = node["name"] { return .named(name, size: size) }
        switch node["type"] {
        case "system": return .system(size: size, weight: node["weight"])
        case "boldSystem": return .boldSystem(size: size)
        case "italicSystem": return .italicSystem(size: size)
        default:
            throw InterfaceBuilderError(file: file, line: node.line, element: node.name,
                                        problem: "font type \"\(node["type"] ?? "")\" is not system, boldSystem or italicSystem and no name is given")
        }
    }

    private func readRuntimeAttribute(_ node: XMLNode) throws(InterfaceBuilderError) -> IBRuntimeAttribute {
        guard let keyPath = node["keyPath"] else { throw missing("keyPath", in: node) }
        let type = node["type"] ?? ""
        let valueNode = node.children.first { $0["key"] == "value" }
        let value: IBValue
        switch type {
        case "number":
            guard let n = number(node["value"]) ?? number(valueNode?["value"]) else { throw missing("value", in: node) }
            value = .number(n)
        case "boolean":
            value = .boolean((node["value"] ?? valueNode?["value"]) == "YES")
        case "string", "localizedString":
            value = .string(node["value"] ?? valueNode?.text ?? "")
        case "color":
            guard let valueNode else { throw missing("value", in: node) }
            value = .color(try readColor(valueNode))
        case "size":
            guard let valueNode, let w = number(valueNode["width"]), let h = number(valueNode["height"]) else { throw missing("value", in: node) }
            value = .size(width: w, height: h)
        case "point":
            guard let valueNode, let x = number(valueNode["x"]), let y = number(valueNode["y"]) else { throw missing("value", in: node) }
            value = .point(x: x, y: y)
        case "rect":
            guard let valueNode else { throw missing("value", in: node) }
            value = .rect(try readRect(valueNode))
        case "image":
            value = .image(node["value"] ?? valueNode?["value"] ?? "")
        case "nil":
            value = .nothing
        default:
            throw InterfaceBuilderError(file: file, line: node.line, element: node.name,
                                        problem: "runtime attribute type \"\(type)\" of \"\(keyPath)\" is not number, boolean, string, color, size, point, rect, image or nil")
        }
        return IBRuntimeAttribute(keyPath: keyPath, value: value, line: node.line)
    }

    private mutating func readConnections(_ node: XMLNode) throws(InterfaceBuilderError) -> [IBConnection] {
        var connections: [IBConnection] = []
        for child in node.children {
            guard let destination = child["destination"] else {
                accept(child)
                continue
            }
            switch child.name {
            case "outlet":
                guard let property = child["property"] else { throw missing("property", in: child) }
                connections.append(IBConnection(kind: .outlet(property: property), destination: destination, line: child.line))
            case "outletCollection":
                guard let property = child["property"] else { throw missing("property", in: child) }
                connections.append(IBConnection(kind: .outletCollection(property: property), destination: destination, line: child.line))
            case "action":
                guard let selector = child["selector"] else { throw missing("selector", in: child) }
                connections.append(IBConnection(kind: .action(selector: selector, eventType: child["eventType"]),
                                                destination: destination, line: child.line))
            case "segue":
                var attributes = child.attributes
                for name in ["kind", "relationship", "identifier", "destination", "id"] { attributes[name] = nil }
                connections.append(IBConnection(kind: .segue(kind: child["kind"] ?? "", relationship: child["relationship"],
                                                             identifier: child["identifier"]),
                                                destination: destination, line: child.line, attributes: attributes))
                accept(child)
            default:
                accept(child)
            }
        }
        return connections
    }

    // MARK: - Helpers

    private mutating func accept(_ node: XMLNode) {
        document.accepted.append(IBAccepted(element: node.name, line: node.line))
    }

    private func missing(_ attribute: String, in node: XMLNode) -> InterfaceBuilderError {
        InterfaceBuilderError(file: file, line: node.line, element: node.name, problem: "the \(attribute) attribute is missing")
    }

    private func number(_ text: String?) -> Double? { text.flatMap(Double.init) }
}
