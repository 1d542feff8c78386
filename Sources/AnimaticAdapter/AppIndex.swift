import SwiftParser
import SwiftSyntax

/// What the adapter needs to know of the whole app before it rewrites one file: its classes (for
/// the selector dispatch tables and their overrides), the methods `#selector` can name and the
/// optional requirements of `@objc` protocols (whose callers say `delegate?.method?()`).
package struct AppIndex: Sendable {
    /// A method that a selector can name: `@objc`, `@IBAction` or `@objc(name)`, or one that a
    /// `#selector` of the app names (see ``promoteMethodsNamedBySelectors()``).
    package struct Method: Sendable, Equatable {
        /// The Swift base name (`tapped`).
        package var baseName: String
        /// The Objective-C selector name (`tapped:`), `@objc(name)`'s when given.
        package var selectorName: String
        /// The parameter's type when the method takes one argument (`UIButton`, `Any?`).
        package var parameterType: String?
        /// The argument label of its one parameter (`_` for none).
        package var argumentLabel: String?
        /// The label and the type of its second parameter, when it takes two (`perform(_:with:with:)`
        /// passes both).
        package var secondArgumentLabel: String? = nil
        package var secondParameterType: String? = nil
        /// Whether it takes no argument.
        package var takesNoArgument: Bool
        /// Whether it throws (called with `try?`).
        package var throwsError: Bool
        /// The file it is declared in and whether it is `private`/`fileprivate` there.
        package var file: String
        package var isFilePrivate: Bool
    }

    /// A class declared in the app.
    package struct ClassInfo: Sendable {
        package var name: String
        /// The first inherited type's name (a superclass or a protocol).
        package var superclass: String?
        package var file: String
        package var isPublic: Bool
    }

    /// A property Interface Builder sets: `@IBOutlet` or `@IBInspectable`.
    package struct Outlet: Sendable, Equatable {
        /// The property's name (`logo`).
        package var name: String
        /// Its type without the trailing `!` or `?` (`UIImageView`, `[UIView]`, `CGFloat`).
        package var type: String
        package var file: String
        /// Whether it is `private`/`fileprivate` (no other file can set it).
        package var isFilePrivate: Bool = false
        /// Whether its type is an optional (`UIColor?`): a runtime attribute of type nil sets it to `nil`.
        package var isOptional: Bool = false
    }

    package private(set) var classes: [String: ClassInfo] = [:]
    /// Outlets and inspectable properties by class name.
    package private(set) var outlets: [String: [Outlet]] = [:]
    /// Selector-callable methods by class name (the class body and its extensions, in any file).
    package private(set) var methods: [String: [Method]] = [:]
    /// The names of every optional requirement of an `@objc` protocol in the app.
    package private(set) var optionalRequirements: Set<String> = []
    /// The `@objc` protocols declaring each optional requirement, by the requirement's name.
    package private(set) var optionalRequirementProtocols: [String: Set<String>] = [:]
    /// The properties each class declares with the type `AnyObject` (`weak var delegate: AnyObject?`),
    /// by class name.
    package private(set) var anyObjectProperties: [String: Set<String>] = [:]
    /// The keys key-value coding finds on each class, by class name: every instance property
    /// its body or an extension of it declares that Swift exposes to Objective-C (stored or
    /// computed), and `x` for each such method `setX` (the setter key-value coding searches
    /// first; Apple, "Key-Value Coding Programming Guide", "Search Pattern for the Basic
    /// Setter"). Since Swift 4 a member is exposed only when it says so (`@objc`, `@IBOutlet`,
    /// `@IBInspectable`, `@NSManaged`, `dynamic`), overrides one that is, or its class is
    /// `@objcMembers` (SE-0160, "Limiting @objc inference"): key-value coding does not see a
    /// plain `var` of an `NSObject` subclass. What the stage's nib loading needs to tell a
    /// runtime attribute key-value coding cannot set (iOS logs it and goes on) from a property
    /// Animatic does not set.
    package private(set) var declaredKeys: [String: Set<String>] = [:]
    /// The names of every type the app declares (classes, structs, enums, protocols, actors and
    /// type aliases, nested ones too): a module-qualified `Foundation.URL` keeps its module
    /// when the app has a `URL` of its own.
    package private(set) var typeNames: Set<String> = []
    /// Overrides written in extensions, by the extended class's name: the file of the extension
    /// and the forwarding override its class's body gets when the class is declared in another
    /// adapted file (see `ExtensionOverrides.forwarder(for:in:)`).
    package private(set) var extensionOverrides: [String: [(file: String, forwarder: String)]] = [:]
    /// The files indexed but not adapted (the modules the app imports).
    package private(set) var indexOnlyFiles: Set<String> = []

    /// A `#selector(…)` written in the app: the method it names, by base name and argument
    /// labels (`nil` when written without them, `#selector(tick)`), and the type it names it
    /// on: the one written before the name (`#selector(Intro.tapped(_:))`), else the class or
    /// extended type around the expression.
    package struct SelectorReference: Sendable, Equatable {
        package var baseName: String
        package var labels: [String]?
        /// The type written before the method's name (`Intro`), if any.
        package var writtenType: String?
        /// The class or extended type whose body holds the `#selector`, if any.
        package var enclosingType: String?
    }

    /// Every `#selector(…)` of the app's files.
    package private(set) var selectorReferences: [SelectorReference] = []
    /// Instance methods of classes and extensions with neither `@objc` nor `@IBAction` that a
    /// selector could call (same shapes as ``methods``), by owner, until a `#selector` names one.
    private var unmarkedMethods: [String: [Method]] = [:]

    /// A method declared in a class or an extension, by its Swift name with labels
    /// (`tint(withColors:traitCollection:)`): what ``ExtensionMethodDispatch`` matches.
    package struct DeclaredMethod: Sendable, Equatable {
        /// The class (or extended type) declaring it.
        package var owner: String
        package var file: String
        /// Whether it is declared in an extension (not the class's body).
        package var inExtension: Bool
        /// Whether it can be dispatched to or from (see ``ExtensionMethodDispatch/isDispatchable(_:)``),
        /// and, for an override, calls no `super.` method of its name.
        package var isDispatchable: Bool
    }

    /// `@objc` (or `dynamic`) instance methods declared in extensions, by Swift name.
    package private(set) var extensionMethods: [String: [DeclaredMethod]] = [:]
    /// `override` instance methods (in class bodies and extensions), by Swift name.
    package private(set) var overridingMethods: [String: [DeclaredMethod]] = [:]

    package init() {}

    /// Indexes `source`, the text of the app's file at `path`.
    ///
    /// Files of the modules the app imports (a library target, a pod adapted on its own) may be
    /// indexed too, after the app's own: a class declared in them is not given tables again (its
    /// file is not the one adapted), but an app class descending from one of its classes with a
    /// table overrides that table instead of conforming a second time, and callers of its `@objc`
    /// protocols' optional requirements drop the `?`, as its own adaptation made them required.
    ///
    /// `adapted` is false for such a file of another module: the adapter does not write it, so
    /// an override in an extension of one of its classes is not forwarded from its class.
    package mutating func add(source: String, path: String, adapted: Bool = true) {
        if !adapted { indexOnlyFiles.insert(path) }
        let tree = Parser.parse(source: source)
        let scanner = Scanner(path: path)
        scanner.walk(tree)
        for info in scanner.classes where classes[info.name] == nil { classes[info.name] = info }
        for (name, list) in scanner.methods { methods[name, default: []].append(contentsOf: list) }
        for (name, list) in scanner.outlets { outlets[name, default: []].append(contentsOf: list) }
        optionalRequirements.formUnion(scanner.optionalRequirements)
        optionalRequirementProtocols.merge(scanner.optionalRequirementProtocols) { $0.union($1) }
        anyObjectProperties.merge(scanner.anyObjectProperties) { $0.union($1) }
        declaredKeys.merge(scanner.declaredKeys) { $0.union($1) }
        typeNames.formUnion(scanner.typeNames)
        for (name, list) in scanner.extensionOverrides {
            extensionOverrides[name, default: []].append(contentsOf: list.map { (path, $0) })
        }
        for (name, list) in scanner.extensionMethods { extensionMethods[name, default: []].append(contentsOf: list) }
        for (name, list) in scanner.overridingMethods { overridingMethods[name, default: []].append(contentsOf: list) }
        for (name, list) in scanner.unmarkedMethods { unmarkedMethods[name, default: []].append(contentsOf: list) }
        selectorReferences.append(contentsOf: SelectorReferences.of(tree))
        promoteMethodsNamedBySelectors()
    }

    /// Moves each unmarked method that a `#selector` of the app names into ``methods``, so that
    /// its class's table answers it as it answers `@objc` methods.
    ///
    /// Code that compiled on Darwin proves such a method was `@objc` there: Swift 3 inferred
    /// `@objc` for every method of an `NSObject` subclass (SE-0160 ended that in Swift 4),
    /// `@objcMembers` makes every member `@objc`, and `#selector` accepts nothing else ("argument
    /// of '#selector' refers to instance method that is not exposed to Objective-C"). DOFavoriteButton
    /// (Swift 3) writes `#selector(DOFavoriteButton.touchDown(_:))` of `func touchDown(_:)`.
    /// A reference names a method of its written type or, when none is written, of its enclosing
    /// type, or of one of their ancestors in the app; labels, when written, must match.
    private mutating func promoteMethodsNamedBySelectors() {
        guard !selectorReferences.isEmpty else { return }
        let byBase = Dictionary(grouping: selectorReferences, by: \.baseName)
        for owner in unmarkedMethods.keys.sorted() {
            let list = unmarkedMethods[owner]!
            var kept: [Method] = []
            for method in list {
                let named = (byBase[method.baseName] ?? []).contains { names($0, method, of: owner) }
                if named { methods[owner, default: []].append(method) } else { kept.append(method) }
            }
            unmarkedMethods[owner] = kept.isEmpty ? nil : kept
        }
    }

    /// Whether `reference` names `method`, declared by `owner`.
    private func names(_ reference: SelectorReference, _ method: Method, of owner: String) -> Bool {
        if let labels = reference.labels, objcSelectorName(base: reference.baseName, labels: labels) != method.selectorName {
            return false
        }
        // `#selector(viewModel.refresh)`: a value's method, of a type the syntax does not say.
        guard let type = reference.writtenType ?? reference.enclosingType else { return true }
        if let first = type.first, first.isLowercase, reference.writtenType != nil { return true }
        return type == owner || descends(type, from: owner)
    }

    /// Whether the member `signature` (`awakeFromNib()`) that `owner` declares with `override`
    /// overrides a member of `NSObject` itself: `owner` descends from `NSObject` through app
    /// classes only, none of which overrides `signature` (as far as the index knows: methods).
    package func overridesNSObjectItself(_ signature: String, in owner: String) -> Bool {
        guard frameworkAncestor(of: owner) == "NSObject" else { return false }
        var seen: Set<String> = [owner]
        var current = classes[owner]?.superclass
        while let next = current, classes[next] != nil, seen.insert(next).inserted {
            if overridingMethods[signature]?.contains(where: { $0.owner == next }) == true { return false }
            current = classes[next]?.superclass
        }
        return true
    }

    /// Whether the class `name` descends from the class `ancestor` (or is it): through the app's
    /// classes, then, from the first framework class, as far as the framework names tell
    /// (``ExtensionMethodDispatch/frameworkClass(_:descendsFrom:)``).
    package func descends(_ name: String, from ancestor: String) -> Bool {
        var seen: Set<String> = []
        var current = name
        while seen.insert(current).inserted {
            if current == ancestor { return true }
            guard let info = classes[current] else {
                return classes[ancestor] == nil && ExtensionMethodDispatch.frameworkClass(current, descendsFrom: ancestor)
            }
            guard let parent = info.superclass else { return false }
            current = parent
        }
        return false
    }

    /// Whether the override `method` is reached from the extension method `base` by the dispatch
    /// ``ExtensionMethodDispatch`` writes: both in adapted files and dispatchable, `method`'s
    /// class a descendant of `base`'s (the override written in an extension of an app class
    /// declared in another file is left to ``ExtensionOverrides``).
    private func dispatches(_ base: DeclaredMethod, to method: DeclaredMethod) -> Bool {
        base.owner != method.owner && base.isDispatchable && method.isDispatchable
            && !indexOnlyFiles.contains(base.file) && !indexOnlyFiles.contains(method.file)
            && !(method.inExtension && forwardsExtensionOverrides(of: method.owner, from: method.file))
            && descends(method.owner, from: base.owner)
    }

    /// The classes whose overrides the extension method `signature` of `owner` (declared in
    /// `path`) hands its calls to, deepest app classes first.
    package func extensionDispatchTargets(of signature: String, in owner: String, path: String) -> [String] {
        guard let base = extensionMethods[signature]?.first(where: { $0.owner == owner && $0.file == path }) else { return [] }
        var targets: [String] = []
        for method in overridingMethods[signature] ?? [] where dispatches(base, to: method) && !targets.contains(method.owner) {
            targets.append(method.owner)
        }
        func depth(_ name: String) -> Int {
            var depth = 0
            var current = name
            var seen: Set<String> = []
            while let parent = classes[current]?.superclass, seen.insert(current).inserted { depth += 1; current = parent }
            return depth
        }
        return targets.enumerated().sorted { (depth($0.element), -$0.offset) > (depth($1.element), -$1.offset) }.map(\.element)
    }

    /// Whether the override `signature` of `owner` in `path` is renamed: an extension method of
    /// one of its ancestors dispatches to it.
    package func isDispatchedOverride(_ signature: String, in owner: String, path: String) -> Bool {
        guard let method = overridingMethods[signature]?.first(where: { $0.owner == owner && $0.file == path }) else { return false }
        return (extensionMethods[signature] ?? []).contains { dispatches($0, to: method) }
    }

    /// The forwarding overrides the body of `className`, declared in the adapted file `path`,
    /// gets for the overrides that extensions in other files declare, in the order indexed.
    package func forwarders(of className: String, in path: String) -> [String] {
        guard classes[className]?.file == path, !indexOnlyFiles.contains(path) else { return [] }
        return (extensionOverrides[className] ?? []).filter { $0.file != path }.map(\.forwarder)
    }

    /// Whether the overrides in an extension of `className` in `path` are renamed and forwarded
    /// from the class: the class is the app's, declared in another file, which is adapted.
    package func forwardsExtensionOverrides(of className: String, from path: String) -> Bool {
        guard let file = classes[className]?.file else { return false }
        return file != path && !indexOnlyFiles.contains(file)
    }

    /// The selector name `#selector(base)` (written without argument labels) means: the only
    /// selector-callable method of that base name in the app, else the base name itself.
    package func selectorName(forBaseName base: String) -> String {
        let names = Set(methods.values.joined().filter { $0.baseName == base }.map(\.selectorName))
        return names.count == 1 ? names.first! : base
    }

    /// The only selector-callable method named `selectorName` declared in an extension of a
    /// framework class (one the app does not declare, named as Apple's are: `UIView`,
    /// `CALayer`, `NSObject`), with that class's name; `nil` when there is none, or several.
    package func frameworkExtensionMethod(selectorName: String) -> (owner: String, method: Method)? {
        var found: [(owner: String, method: Method)] = []
        for (owner, list) in methods where classes[owner] == nil && isFrameworkClassName(owner) {
            for method in list where method.selectorName == selectorName { found.append((owner, method)) }
        }
        return found.count == 1 ? found[0] : nil
    }

    /// The `@IBInspectable` properties declared in `file` in extensions of the framework class
    /// `owner` (`extension UIView { @IBInspectable var cornerRadius: CGFloat }`), which no class
    /// of the app has in its table: the adapter gives each its ``AnimaticInspectableSetter``-shaped
    /// setter in that file (``SourceAdapter``), private ones too.
    package func frameworkExtensionOutlets(of owner: String, in file: String) -> [Outlet] {
        guard classes[owner] == nil, isFrameworkClassName(owner) else { return [] }
        return (outlets[owner] ?? []).filter { $0.file == file }
    }

    /// Whether a class of the app (its body or an extension of it) has a selector-callable
    /// method named `selectorName`.
    package func appClassesAnswer(_ selectorName: String) -> Bool {
        methods.contains { owner, list in classes[owner] != nil && list.contains { $0.selectorName == selectorName } }
    }

    /// Whether `name` or one of its ancestors declared in the app has a dispatch table.
    package func hasDispatch(_ name: String) -> Bool {
        var seen: Set<String> = []
        var current: String? = name
        while let next = current, classes[next] != nil, seen.insert(next).inserted {
            if !(methods[next] ?? []).isEmpty { return true }
            current = classes[next]?.superclass
        }
        return false
    }

    /// The first class outside the app that `name` descends from (`UICollectionViewCell` for
    /// `class Card: BaseCell` and `class BaseCell: UICollectionViewCell`), or `nil` when `name`
    /// is not an app class or its chain loops.
    package func frameworkAncestor(of name: String) -> String? {
        var seen: Set<String> = []
        var current = name
        while let info = classes[current], seen.insert(current).inserted {
            guard let parent = info.superclass else { return nil }
            if classes[parent] == nil { return parent }
            current = parent
        }
        return nil
    }

    /// Whether `name` or one of its ancestors declared in the app has an outlet table.
    package func hasOutlets(_ name: String) -> Bool {
        var seen: Set<String> = []
        var current: String? = name
        while let next = current, classes[next] != nil, seen.insert(next).inserted {
            if !(outlets[next] ?? []).isEmpty { return true }
            current = classes[next]?.superclass
        }
        return false
    }

    /// Whether an ancestor of `name` declared in the app has an outlet table.
    package func inheritsOutlets(_ name: String) -> Bool {
        guard let parent = classes[name]?.superclass, parent != name else { return false }
        return hasOutlets(parent)
    }

    /// Whether an ancestor of `name` declared in the app has a dispatch table (then `name`'s
    /// overrides it).
    package func inheritsDispatch(_ name: String) -> Bool {
        guard let parent = classes[name]?.superclass, parent != name else { return false }
        return hasDispatch(parent)
    }
}

/// The Objective-C selector name of a Swift method, as the compiler derives it: `tick` for
/// `tick()`, `tapped:` for `tapped(_:)`, `handleWithGesture:` for `handle(gesture:)`,
/// `move:to:` for `move(_:to:)`.
package func objcSelectorName(base: String, labels: [String]) -> String {
    guard let first = labels.first else { return base }
    var name = base
    if first != "_" { name += "With" + first.prefix(1).uppercased() + first.dropFirst() }
    name += ":"
    for label in labels.dropFirst() { name += (label == "_" ? "" : label) + ":" }
    return name
}

/// Whether `name` is spelled as a UIKit, Core Animation or Foundation class is (`UIView`,
/// `CAShapeLayer`, `NSObject`): a two-letter prefix, then a capital.
func isFrameworkClassName(_ name: String) -> Bool {
    let characters = Array(name)
    guard characters.count > 2, ["UI", "CA", "NS"].contains(String(characters[0..<2])) else { return false }
    return characters[2].isUppercase
}

/// The explicit name of an `@objc(name)` attribute, if any.
func objcExplicitName(_ attributes: AttributeListSyntax) -> String? {
    for case .attribute(let attribute) in attributes where attribute.attributeName.trimmedDescription == "objc" {
        if let arguments = attribute.arguments {
            let text = arguments.trimmedDescription.filter { !$0.isWhitespace }
            if !text.isEmpty { return text }
        }
    }
    return nil
}

/// Whether the attributes mark a declaration callable by selector.
func isSelectorCallable(_ attributes: AttributeListSyntax) -> Bool {
    attributes.contains { element in
        guard case .attribute(let attribute) = element else { return false }
        let name = attribute.attributeName.trimmedDescription
        return name == "objc" || name == "IBAction"
    }
}

private final class Scanner: SyntaxVisitor {
    let path: String
    var classes: [AppIndex.ClassInfo] = []
    var methods: [String: [AppIndex.Method]] = [:]
    var optionalRequirements: Set<String> = []
    var optionalRequirementProtocols: [String: Set<String>] = [:]
    var anyObjectProperties: [String: Set<String>] = [:]
    var declaredKeys: [String: Set<String>] = [:]
    var outlets: [String: [AppIndex.Outlet]] = [:]
    var typeNames: Set<String> = []
    var extensionOverrides: [String: [String]] = [:]
    /// The class or extended type whose members are being visited.
    private var owners: [(name: String, objcMembers: Bool, isExtension: Bool)] = []
    var extensionMethods: [String: [AppIndex.DeclaredMethod]] = [:]
    var overridingMethods: [String: [AppIndex.DeclaredMethod]] = [:]
    /// Methods of the shapes a table calls, with neither `@objc` nor `@IBAction`, by owner.
    var unmarkedMethods: [String: [AppIndex.Method]] = [:]

    init(path: String) {
        self.path = path
        super.init(viewMode: .sourceAccurate)
    }

    override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind {
        let superclass = node.inheritanceClause?.inheritedTypes.first.map { simpleName($0.type.trimmedDescription) }
        let isPublic = node.modifiers.contains { ["public", "open"].contains($0.name.text) }
        classes.append(.init(name: node.name.text, superclass: superclass, file: path, isPublic: isPublic))
        typeNames.insert(node.name.text)
        owners.append((node.name.text, hasAttribute(node.attributes, "objcMembers"), false))
        return .visitChildren
    }
    override func visitPost(_ node: ClassDeclSyntax) { owners.removeLast() }

    override func visit(_ node: ExtensionDeclSyntax) -> SyntaxVisitorContinueKind {
        for member in node.memberBlock.members {
            if let forwarder = ExtensionOverrides.forwarder(for: member.decl, in: node) {
                extensionOverrides[node.extendedType.trimmedDescription, default: []].append(forwarder)
            }
        }
        owners.append((simpleName(node.extendedType.trimmedDescription), false, true))
        return .visitChildren
    }
    override func visitPost(_ node: ExtensionDeclSyntax) { owners.removeLast() }

    // Members of other nominal types belong to no class.
    override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind {
        typeNames.insert(node.name.text)
        owners.append(("", false, false))
        return .visitChildren
    }
    override func visitPost(_ node: StructDeclSyntax) { owners.removeLast() }
    override func visit(_ node: EnumDeclSyntax) -> SyntaxVisitorContinueKind {
        typeNames.insert(node.name.text)
        owners.append(("", false, false))
        return .visitChildren
    }
    override func visitPost(_ node: EnumDeclSyntax) { owners.removeLast() }

    override func visit(_ node: TypeAliasDeclSyntax) -> SyntaxVisitorContinueKind {
        typeNames.insert(node.name.text)
        return .skipChildren
    }
    override func visit(_ node: ActorDeclSyntax) -> SyntaxVisitorContinueKind {
        typeNames.insert(node.name.text)
        return .visitChildren
    }

    override func visit(_ node: ProtocolDeclSyntax) -> SyntaxVisitorContinueKind {
        typeNames.insert(node.name.text)
        if hasAttribute(node.attributes, "objc") {
            for member in node.memberBlock.members {
                guard let function = member.decl.as(FunctionDeclSyntax.self),
                      function.modifiers.contains(where: { $0.name.text == "optional" }) else { continue }
                optionalRequirements.insert(function.name.text)
                optionalRequirementProtocols[function.name.text, default: []].insert(node.name.text)
            }
        }
        return .skipChildren
    }

    override func visit(_ node: VariableDeclSyntax) -> SyntaxVisitorContinueKind {
        // `weak var delegate: AnyObject?` in a class body (what `delegate?.method?()` calls through
        // Objective-C's dynamic lookup on iOS).
        if let owner = owners.last, !owner.name.isEmpty, !owner.isExtension,
           node.parent?.is(MemberBlockItemSyntax.self) == true {
            for binding in node.bindings {
                guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
                      let type = binding.typeAnnotation?.type.trimmedDescription else { continue }
                if ["AnyObject", "AnyObject?", "AnyObject!"].contains(type.filter { !$0.isWhitespace }) {
                    anyObjectProperties[owner.name, default: []].insert(name)
                }
            }
        }
        // Every instance property of a class or an extension that Swift exposes to Objective-C:
        // a key key-value coding finds.
        if let owner = owners.last, !owner.name.isEmpty, node.parent?.is(MemberBlockItemSyntax.self) == true,
           !node.modifiers.contains(where: { ["static", "class"].contains($0.name.text) }),
           exposesToObjectiveC(node.attributes, node.modifiers, objcMembers: owner.objcMembers) {
            for binding in node.bindings {
                guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text else { continue }
                declaredKeys[owner.name, default: []].insert(name.filter { $0 != "`" })
            }
        }
        // `@IBOutlet weak var logo: UIImageView!`, `@IBInspectable var radius: CGFloat = 4`:
        // stored or settable, with a written type, in a class body.
        guard let owner = owners.last, !owner.name.isEmpty,
              hasAttribute(node.attributes, "IBOutlet") || hasAttribute(node.attributes, "IBInspectable"),
              node.bindingSpecifier.text == "var", !isUnavailable(node.attributes),
              !node.modifiers.contains(where: { ["static", "class"].contains($0.name.text) }) else { return .visitChildren }
        for binding in node.bindings {
            guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
                  var type = binding.typeAnnotation?.type.trimmedDescription else { continue }
            if let accessors = binding.accessorBlock?.accessors, case .getter = accessors { continue }
            if case .accessors(let list) = binding.accessorBlock?.accessors,
               list.contains(where: { $0.accessorSpecifier.text == "get" }),
               !list.contains(where: { $0.accessorSpecifier.text == "set" }) { continue }
            let isOptional = type.hasSuffix("?")
            while type.hasSuffix("!") || type.hasSuffix("?") { type.removeLast() }
            if type.hasPrefix("Optional<") || type.hasPrefix("ImplicitlyUnwrappedOptional<") { continue }
            outlets[owner.name, default: []].append(.init(
                name: name, type: type, file: path,
                isFilePrivate: node.modifiers.contains { ["private", "fileprivate"].contains($0.name.text) },
                isOptional: isOptional))
        }
        return .visitChildren
    }

    override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind {
        if let owner = owners.last, !owner.name.isEmpty, node.parent?.is(MemberBlockItemSyntax.self) == true {
            // `func setTitleColor(_:)`: key-value coding's setter for the key `titleColor`.
            let name = node.name.text
            if name.count > 3, name.hasPrefix("set"), name.dropFirst(3).first?.isUppercase == true,
               node.signature.parameterClause.parameters.count == 1,
               exposesToObjectiveC(node.attributes, node.modifiers, objcMembers: owner.objcMembers) {
                declaredKeys[owner.name, default: []].insert(name.dropFirst(3).prefix(1).lowercased() + name.dropFirst(4))
            }
            let signature = ExtensionMethodDispatch.signature(of: node)
            let dispatchable = ExtensionMethodDispatch.isDispatchable(node)
            if node.modifiers.contains(where: { $0.name.text == "override" }) {
                overridingMethods[signature, default: []].append(.init(
                    owner: owner.name, file: path, inExtension: owner.isExtension,
                    isDispatchable: dispatchable && !ExtensionMethodDispatch.callsSuper(node)))
            } else if owner.isExtension,
                      hasAttribute(node.attributes, "objc") || node.modifiers.contains(where: { $0.name.text == "dynamic" }) {
                extensionMethods[signature, default: []].append(.init(
                    owner: owner.name, file: path, inExtension: true, isDispatchable: dispatchable))
            }
        }
        guard let owner = owners.last, !owner.name.isEmpty,
              !node.modifiers.contains(where: { ["static", "class"].contains($0.name.text) }),
              node.genericParameterClause == nil,
              node.signature.effectSpecifiers?.asyncSpecifier == nil else { return .skipChildren }
        let parameters = Array(node.signature.parameterClause.parameters)
        // Two parameters at most (`perform(_:with:with:)` passes two), passed as they are.
        guard parameters.count <= 2, parameters.allSatisfy({ $0.ellipsis == nil && !$0.type.is(AttributedTypeSyntax.self) })
        else { return .skipChildren }
        let labels = parameters.map { $0.firstName.text }
        let selector = objcExplicitName(node.attributes) ?? objcSelectorName(base: node.name.text, labels: labels)
        let second = parameters.count == 2 ? parameters[1] : nil
        let marked = isSelectorCallable(node.attributes) || owner.objcMembers
        // A method with neither mark: a table's entry only if a `#selector` names it (see
        // `AppIndex.promoteMethodsNamedBySelectors()`); an override, `@nonobjc` or a local
        // function never.
        if !marked && (node.parent?.is(MemberBlockItemSyntax.self) != true || hasAttribute(node.attributes, "nonobjc")
                       || node.modifiers.contains(where: { $0.name.text == "override" })) {
            return .skipChildren
        }
        let method = AppIndex.Method(
            baseName: node.name.text, selectorName: selector,
            parameterType: parameters.first.map { $0.type.trimmedDescription },
            argumentLabel: parameters.first?.firstName.text,
            secondArgumentLabel: second?.firstName.text,
            secondParameterType: second?.type.trimmedDescription,
            takesNoArgument: parameters.isEmpty,
            throwsError: node.signature.effectSpecifiers?.throwsClause != nil,
            file: path,
            isFilePrivate: node.modifiers.contains { ["private", "fileprivate"].contains($0.name.text) })
        if marked { methods[owner.name, default: []].append(method) } else { unmarkedMethods[owner.name, default: []].append(method) }
        return .skipChildren
    }
}

/// The `#selector(…)` expressions of a file (see ``AppIndex/SelectorReference``).
private final class SelectorReferences: SyntaxVisitor {
    var found: [AppIndex.SelectorReference] = []

    static func of(_ tree: SourceFileSyntax) -> [AppIndex.SelectorReference] {
        let visitor = SelectorReferences(viewMode: .sourceAccurate)
        visitor.walk(tree)
        return visitor.found
    }

    override func visit(_ node: MacroExpansionExprSyntax) -> SyntaxVisitorContinueKind {
        // `#selector(getter: x)` names a property's accessor, not a method.
        guard node.macroName.text == "selector", let argument = node.arguments.first, argument.label == nil
        else { return .visitChildren }
        var expression = argument.expression
        var written: String?
        if let member = expression.as(MemberAccessExprSyntax.self) {
            written = member.base.map { simpleName($0.trimmedDescription) }
            if written == "self" { written = nil }
            expression = ExprSyntax(DeclReferenceExprSyntax(baseName: member.declName.baseName,
                                                            argumentNames: member.declName.argumentNames))
        }
        guard let reference = expression.as(DeclReferenceExprSyntax.self) else { return .visitChildren }
        found.append(.init(baseName: reference.baseName.text,
                           labels: reference.argumentNames.map { $0.arguments.map(\.name.text) },
                           writtenType: written, enclosingType: Self.enclosingType(of: node)))
        return .visitChildren
    }

    /// The class or extended type whose body holds `node` (`nil` inside a struct, an enum or a
    /// protocol, or outside any type).
    static func enclosingType(of node: some SyntaxProtocol) -> String? {
        var parent = node.parent
        while let p = parent {
            if let c = p.as(ClassDeclSyntax.self) { return c.name.text }
            if let e = p.as(ExtensionDeclSyntax.self) { return simpleName(e.extendedType.trimmedDescription) }
            if p.is(StructDeclSyntax.self) || p.is(EnumDeclSyntax.self) || p.is(ProtocolDeclSyntax.self) { return nil }
            parent = p.parent
        }
        return nil
    }
}

/// Whether the attributes say `@available(*, unavailable…)`: Swift cannot call such a property
/// (Interface Builder sets it on iOS through key-value coding, which Swift code cannot do), so it
/// gets no entry in the outlet table, and a storyboard setting it is reported as an unknown key.
func isUnavailable(_ attributes: AttributeListSyntax) -> Bool {
    attributes.contains { element in
        guard case .attribute(let attribute) = element, attribute.attributeName.trimmedDescription == "available" else { return false }
        return attribute.arguments?.trimmedDescription.contains("unavailable") == true
    }
}

/// Whether Swift 4 and later expose a member with these attributes and modifiers to
/// Objective-C, where key-value coding finds it: an explicit `@objc`, an Interface Builder or
/// Core Data attribute that implies it (`@IBOutlet`, `@IBInspectable`, `@IBAction`,
/// `@NSManaged`, `@GKInspectable`), `dynamic`, an `override` (of a superclass member, which in
/// a UIKit ancestor is exposed), or a member of an `@objcMembers` class (SE-0160, "Limiting
/// @objc inference": Swift 4 stopped inferring `@objc` for other members of `NSObject`
/// subclasses). `@nonobjc` hides it.
func exposesToObjectiveC(_ attributes: AttributeListSyntax, _ modifiers: DeclModifierListSyntax, objcMembers: Bool) -> Bool {
    if hasAttribute(attributes, "nonobjc") { return false }
    if objcMembers { return true }
    if ["objc", "IBOutlet", "IBInspectable", "IBAction", "NSManaged", "GKInspectable"].contains(where: { hasAttribute(attributes, $0) }) {
        return true
    }
    return modifiers.contains { ["dynamic", "override"].contains($0.name.text) }
}

func hasAttribute(_ attributes: AttributeListSyntax, _ name: String) -> Bool {
    attributes.contains { element in
        if case .attribute(let attribute) = element { return attribute.attributeName.trimmedDescription == name }
        return false
    }
}

/// `Intro` for `Intro`, `Module.Intro` and `Intro<T>`.
func simpleName(_ type: String) -> String {
    let base = type.split(separator: "<").first.map(String.init) ?? type
    return base.split(separator: ".").last.map(String.init) ?? base
}
