import SwiftParser
import SwiftSyntax

/// Moves `override` members written in an extension of a class into that class's body, when
/// both are in the same file (and under the same `#if` clause, if any).
///
/// On iOS, UIKit's members are `@objc`, and Swift lets an extension override an `@objc` member
/// (the call goes through Objective-C's dynamic dispatch): apps often write
/// `extension Cell { override func awakeFromNib() { … } }`. Swift without the Objective-C
/// runtime forbids it ("cannot be overridden from extension"). A member in the class body is
/// the same override with the same dynamic dispatch, so the moved member behaves as on iOS:
/// UIKit (and Animatic) call the subclass's version.
///
/// Every moved member is framed by `#sourceLocation` lines naming its original file and line,
/// and the class's closing brace gets its own line back, so that what the compiler says about
/// the moved code (and everything after it) points at the original. Its original place is
/// blanked (spaces, newlines kept). A member that has no access modifier takes the extension's
/// (`public extension` -> `public`, `private extension` -> `fileprivate`, which is what such a
/// member means). A list controller's data source and delegate methods (which the adapter
/// un-overrides instead), an extension with a `where` clause or attributes, a member inside an `#if`
/// of the extension, a class in another file, and an extension or class that does not parse
/// (the compiler's syntax error then points at the original text) are left alone (the
/// compiler's error stays).
enum ExtensionOverrides {
    /// `source` with the overrides of its extensions moved into their classes, or `source`
    /// unchanged when there are none.
    static func move(source: String, path: String) -> String {
        guard source.contains("override") else { return source }
        let tree = Parser.parse(source: source)
        let finder = Finder(viewMode: .sourceAccurate)
        finder.walk(tree)
        guard !finder.extensions.isEmpty else { return source }
        let converter = SourceLocationConverter(fileName: path, tree: tree)
        let escaped = path.replacingAll("\\", with: "\\\\").replacingAll("\"", with: "\\\"")
        let bytes = Array(source.utf8)
        var edits: [Edit] = []
        // Classes by the name an extension would use (`Outer.Inner` for a nested one); a name
        // declared twice in the file is ambiguous and left alone.
        var classes: [String: ClassDeclSyntax] = [:]
        var ambiguous: Set<String> = []
        for node in finder.classes {
            let name = qualifiedName(of: node)
            if classes[name] != nil { ambiguous.insert(name) }
            classes[name] = node
        }
        var insertions: [Int: (text: String, braceLine: Int)] = [:]
        for ext in finder.extensions {
            let name = ext.extendedType.trimmedDescription.filter { !$0.isWhitespace }
            guard !ambiguous.contains(name), let owner = classes[name], !ext.hasError, !owner.hasError,
                  ext.genericWhereClause == nil, ext.attributes.isEmpty,
                  enclosingClause(of: ext) == enclosingClause(of: owner) else { continue }
            let access = ext.modifiers.first { ["public", "open", "internal", "fileprivate", "private", "package"].contains($0.name.text) }
            let implied: String? = switch access?.name.text {
            case "private", "fileprivate": "fileprivate"
            case let other?: other == "open" ? "public" : other
            case nil: nil
            }
            for item in ext.memberBlock.members {
                let decl = item.decl
                let modifiers: DeclModifierListSyntax
                if let function = decl.as(FunctionDeclSyntax.self) { modifiers = function.modifiers }
                else if let variable = decl.as(VariableDeclSyntax.self) { modifiers = variable.modifiers }
                else if let subscriptDecl = decl.as(SubscriptDeclSyntax.self) { modifiers = subscriptDecl.modifiers }
                else { continue }
                guard modifiers.contains(where: { $0.name.text == "override" }) else { continue }
                // A list controller's data source and delegate methods stay: the adapter blanks
                // their `override` (Animatic's controllers do not declare them).
                if let function = decl.as(FunctionDeclSyntax.self), listProtocolMethods.contains(function.name.text) { continue }
                let start = decl.positionAfterSkippingLeadingTrivia.utf8Offset
                let end = decl.endPositionBeforeTrailingTrivia.utf8Offset
                let modifierStart = modifiers.positionAfterSkippingLeadingTrivia.utf8Offset
                let hasAccess = modifiers.contains { ["public", "open", "internal", "fileprivate", "private", "package"].contains($0.name.text) }
                let prefix = String(decoding: bytes[start..<modifierStart], as: UTF8.self)
                let rest = String(decoding: bytes[modifierStart..<end], as: UTF8.self)
                let text = prefix + (hasAccess ? "" : implied.map { $0 + " " } ?? "") + rest
                let location = converter.location(for: decl.positionAfterSkippingLeadingTrivia)
                let moved = "\n#sourceLocation(file: \"\(escaped)\", line: \(location.line))\n"
                    + String(repeating: " ", count: max(0, location.column - 1)) + text
                // Blank the original (newlines kept, so the lines after it stay where they were).
                let blank = String(String(decoding: bytes[start..<end], as: UTF8.self).map { $0 == "\n" || $0 == "\r" ? $0 : " " })
                edits.append(Edit(start: start, end: end, text: blank))
                let brace = owner.memberBlock.rightBrace.positionAfterSkippingLeadingTrivia
                let braceLine = converter.location(for: brace).line
                insertions[brace.utf8Offset, default: ("", braceLine)].text += moved
            }
        }
        guard !edits.isEmpty else { return source }
        for (offset, insertion) in insertions {
            edits.append(Edit(start: offset, end: offset,
                              text: insertion.text + "\n#sourceLocation(file: \"\(escaped)\", line: \(insertion.braceLine))\n"))
        }
        var result = bytes
        for edit in edits.sorted(by: { ($0.start, $0.end) > ($1.start, $1.end) }) {
            result.replaceSubrange(edit.start..<edit.end, with: Array(edit.text.utf8))
        }
        return String(decoding: result, as: UTF8.self)
    }

    /// `Outer.Inner` for a class nested in `Outer`, `Intro` for a top-level one.
    private static func qualifiedName(of node: ClassDeclSyntax) -> String {
        var names = [node.name.text]
        var parent = node.parent
        while let p = parent {
            if let c = p.as(ClassDeclSyntax.self) { names.insert(c.name.text, at: 0) }
            else if let s = p.as(StructDeclSyntax.self) { names.insert(s.name.text, at: 0) }
            else if let e = p.as(EnumDeclSyntax.self) { names.insert(e.name.text, at: 0) }
            else if let x = p.as(ExtensionDeclSyntax.self) { names.insert(x.extendedType.trimmedDescription, at: 0) }
            else if p.is(FunctionDeclSyntax.self) || p.is(CodeBlockSyntax.self) || p.is(ClosureExprSyntax.self) { return "" }
            parent = p.parent
        }
        return names.joined(separator: ".")
    }

    /// The `#if` clause a declaration sits in (its offset), or `nil` at the top of the file.
    private static func enclosingClause(of node: some SyntaxProtocol) -> Int? {
        var parent = node.parent
        while let p = parent {
            if p.is(IfConfigClauseSyntax.self) { return p.position.utf8Offset }
            parent = p.parent
        }
        return nil
    }

    private final class Finder: SyntaxVisitor {
        var classes: [ClassDeclSyntax] = []
        var extensions: [ExtensionDeclSyntax] = []
        override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind { classes.append(node); return .visitChildren }
        override func visit(_ node: ExtensionDeclSyntax) -> SyntaxVisitorContinueKind {
            if node.memberBlock.members.contains(where: { item in
                [item.decl.as(FunctionDeclSyntax.self)?.modifiers, item.decl.as(VariableDeclSyntax.self)?.modifiers,
                 item.decl.as(SubscriptDeclSyntax.self)?.modifiers].contains { $0?.contains { $0.name.text == "override" } ?? false }
            }) {
                extensions.append(node)
            }
            return .visitChildren
        }
    }
}

/// Overrides written in an extension of an app class declared in another file (SnapKit's
/// `public extension LayoutConstraint { override var description: String { … } }` in
/// `Debugging.swift`, its class in `LayoutConstraint.swift`). Moving the member into the class
/// would cut it off from its own file's `private` helpers, so it stays where it is, renamed
/// (`override var description` -> `         var animaticOverride_description`), and the class
/// body gets the override, forwarding to it (`public override var description: String { return
/// self.animaticOverride_description }`, on the line of its closing brace): the same dynamic
/// dispatch as on iOS, where the extension's member overrides through Objective-C.
///
/// Only what can be forwarded is: a method or a computed property (no observers), neither
/// `private` nor `static`, without variadic parameters, in an extension without a `where` clause
/// or attributes, outside `#if`, of a class named as declared (`extension LayoutConstraint`, not
/// `Outer.Inner`); the rest is left alone (the compiler's error stays).
extension ExtensionOverrides {
    /// What the renamed member is called: `animaticOverride_description`.
    static let renamedPrefix = "animaticOverride_"

    /// The override forwarding to `decl`'s renamed copy, for an override member of `ext` that can
    /// be forwarded, ended by `; `; `nil` otherwise.
    static func forwarder(for decl: DeclSyntax, in ext: ExtensionDeclSyntax) -> String? {
        let accessNames = ["public", "open", "internal", "fileprivate", "private", "package"]
        guard ext.genericWhereClause == nil, ext.attributes.isEmpty, enclosingClause(of: ext) == nil,
              ext.extendedType.is(IdentifierTypeSyntax.self),
              !ext.modifiers.contains(where: { ["private", "fileprivate"].contains($0.name.text) }) else { return nil }
        let extensionAccess = ext.modifiers.first { accessNames.contains($0.name.text) }?.name.text
        func prefix(_ modifiers: DeclModifierListSyntax) -> String? {
            guard modifiers.contains(where: { $0.name.text == "override" }),
                  !modifiers.contains(where: { ["private", "fileprivate", "static", "class"].contains($0.name.text) })
            else { return nil }
            let access = modifiers.first { accessNames.contains($0.name.text) }?.name.text ?? extensionAccess
            return (access.map { $0 + " " } ?? "") + "override "
        }
        let callable = { (attributes: AttributeListSyntax) in
            attributes.allSatisfy { element in
                guard case .attribute(let attribute) = element else { return false }
                return blankedAttributes.contains(attribute.attributeName.trimmedDescription)
            }
        }
        if let function = decl.as(FunctionDeclSyntax.self), callable(function.attributes),
           let modifiers = prefix(function.modifiers), !listProtocolMethods.contains(function.name.text),
           case .identifier = function.name.tokenKind {
            guard let (arguments, call) = forwardedCall(of: function) else { return nil }
            let generics = function.genericParameterClause?.trimmedDescription ?? ""
            let whereClause = function.genericWhereClause.map { " " + $0.trimmedDescription } ?? ""
            return modifiers + "func \(function.name.text)\(generics)\(function.signature.trimmedDescription)\(whereClause) { "
                + "return \(call)self.\(renamedPrefix)\(function.name.text)(\(arguments)) }; "
        }
        if let variable = decl.as(VariableDeclSyntax.self), callable(variable.attributes),
           let modifiers = prefix(variable.modifiers), variable.bindingSpecifier.text == "var",
           variable.bindings.count == 1, let binding = variable.bindings.first,
           let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
           let type = binding.typeAnnotation?.type.trimmedDescription, let accessors = binding.accessorBlock?.accessors {
            var settable = false
            if case .accessors(let list) = accessors {
                let kinds = list.map(\.accessorSpecifier.text)
                guard kinds.allSatisfy({ $0 == "get" || $0 == "set" }),
                      list.allSatisfy({ $0.effectSpecifiers == nil }) else { return nil }
                settable = kinds.contains("set")
            }
            let renamed = "self.\(renamedPrefix)\(name)"
            let body = settable ? "get { return \(renamed) } set { \(renamed) = newValue }" : "return \(renamed)"
            return modifiers + "var \(name): \(type) { \(body) }; "
        }
        return nil
    }

    /// How a method forwarding to `function` passes its parameters on (`times, offset: &offset`)
    /// and what the call needs before it (`try `, `await `); `nil` for a variadic parameter.
    static func forwardedCall(of function: FunctionDeclSyntax) -> (arguments: String, effects: String)? {
        var arguments: [String] = []
        for parameter in function.signature.parameterClause.parameters {
            guard parameter.ellipsis == nil else { return nil }
            let name = (parameter.secondName ?? parameter.firstName).text
            let label = parameter.firstName.text == "_" ? "" : parameter.firstName.text + ": "
            let isInout = parameter.type.as(AttributedTypeSyntax.self)?.specifiers.contains {
                $0.as(SimpleTypeSpecifierSyntax.self)?.specifier.text == "inout"
            } ?? false
            arguments.append(label + (isInout ? "&" : "") + name)
        }
        let effects = function.signature.effectSpecifiers
        return (arguments.joined(separator: ", "),
                (effects?.throwsClause != nil ? "try " : "") + (effects?.asyncSpecifier != nil ? "await " : ""))
    }

    /// The token naming `decl` (a method's or a property's name), which the rename prefixes.
    static func nameToken(of decl: DeclSyntax) -> TokenSyntax? {
        if let function = decl.as(FunctionDeclSyntax.self) { return function.name }
        return decl.as(VariableDeclSyntax.self)?.bindings.first?.pattern.as(IdentifierPatternSyntax.self)?.identifier
    }

    /// The `override` modifier of `decl`.
    static func overrideModifier(of decl: DeclSyntax) -> DeclModifierSyntax? {
        let modifiers = decl.as(FunctionDeclSyntax.self)?.modifiers ?? decl.as(VariableDeclSyntax.self)?.modifiers
        return modifiers?.first { $0.name.text == "override" }
    }
}
