import SwiftParser
import SwiftSyntax

/// Rewrites one app file so that Swift on Linux (no Objective-C runtime, no Interface Builder)
/// compiles it, keeping every line where it was: what the compiler says about the adapted copy
/// points at the original's line (the copy starts with a `#sourceLocation` naming the original).
///
/// The rewrites:
/// - `@objc`, `@objc(name)`, `@objcMembers`, `@nonobjc`, `dynamic`, `@IBOutlet`, `@IBAction`,
///   `@IBInspectable`, `@IBDesignable`, `@GKInspectable`: blanked (spaces, so columns stay).
/// - `@MainActor` on a declaration becomes `@preconcurrency @MainActor` (blanked on an extension):
///   UIKit's classes, and the app's classes derived from them, are `@MainActor`; Animatic's are
///   not, so without it a view's method could not call the app's own `@MainActor` types.
/// - `@UIApplicationMain`, and `@main` on a type that adopts `UIApplicationDelegate`: blanked; the
///   app delegate compiles as a class (a story may call its methods), the story is the entry point.
/// - `@objc protocol P` becomes `protocol P: AnyObject` (the class bound `@objc` implied); its
///   `optional` requirements lose `optional`, and those returning nothing get an empty default
///   implementation at the end of the file, so conformers may still leave them out; callers'
///   `delegate?.method?(…)` becomes `delegate?.method(…)` (and `(delegate as? P)?.method(…)` when
///   the class declares `delegate` as `AnyObject?` and one app protocol `P` has that requirement), as it does for the optional
///   requirements of UIKit's delegates (`frameworkOptionalRequirements`).
/// - `#keyPath(UIScrollView.contentOffset)` becomes `"contentOffset"` (the string it stands for).
/// - `#selector(Intro.tapped(_:))` becomes `Selector("tapped:")` (Objective-C's name for it;
///   `#selector(tick)` takes the name of the app's only selector-callable `tick`). Of a method
///   declared in an extension of a UIKit class (`extension UIView { @objc func dismiss() }`),
///   which no table can answer, it becomes `Selector("dismiss", of: UIView.self) { target,
///   argument in target.dismiss(); return true }`: the selector carries the call.
/// - A member of ``anyObjectMembers`` read on a base spelled `AnyObject` (`(e as AnyObject).cgPointValue`,
///   `sender.value(forKey: "value")` of a parameter or local declared `AnyObject`), which iOS finds
///   by Objective-C's dynamic lookup, goes through `AnimaticDynamicObject(…)` (`(unwrapping: …)`
///   where the code unwraps the result; see `anyObjectLookup(_:)`).
/// - Every class with `@objc`/`@IBAction` methods (or methods a `#selector` of the app names,
///   which were `@objc` on Darwin: see ``AppIndex``) gets `animaticPerform(_:with:)`, a `switch`
///   from selector name to method, and `animaticResponds(to:)`, which answers `true` for those
///   names without running anything (what `responds(to:)` asks) (both on the line of its closing
///   brace), and its root class in the
///   app the conformance to `AnimaticSelectorTarget` (appended after the last line), which is what
///   the stage's `addTarget(_:action:for:)`, `Timer(…target:selector:…)`,
///   `NotificationCenter.addObserver(_:selector:name:object:)` and `perform(_:with:afterDelay:)`
///   call.
/// - `import UIKit`, `QuartzCore`, `CoreGraphics`, `RxSwift`, `RxCocoa`, `RxRelay`, `Darwin`,
///   `Foundation`, `CoreFoundation`, `ObjectiveC` (associated objects), `AudioToolbox` (system sounds) (and their submodules, `import UIKit.UIGestureRecognizerSubclass`, and scoped
///   imports) become `import Animatic; import Foundation`: Animatic is all of them with the main
///   queue, `Timer` and `RunLoop` on the story clock, and Foundation whole is what UIKit brings
///   on iOS (with `CGFloat`'s own operators: `2 * width` is a `CGFloat`, as there); `#if canImport(UIKit)` and `#if os(iOS)` take the iOS branch,
///   and every other condition an iOS device decides reads as there (`os(Linux)`, `os(macOS)`,
///   `targetEnvironment(simulator)`, `canImport(AppKit)`: false), wherever the stage runs.
/// - When the target's bridging header imports one of those modules (`#import <UIKit/UIKit.h>`),
///   every file gets Animatic's import before its `#sourceLocation`, imports or not (``BridgingHeader``).
/// - A name qualified by one of those modules (`UIKit.UIButton`, `Foundation.URL`) loses the
///   qualifier (blanked): there is no such module here, and Linux's `URL` is FoundationEssentials'.
///   No module of those names is built: SwiftPM puts every module of a build in one folder, so
///   a module named `UIKit` would flip `canImport(UIKit)` in every other package of the build
///   (swift-custom-dump, swift-property-based and swift-snapshot-testing have such branches).
/// - An import of any other module that is neither the toolchain's nor Animatic's
///   (`import Crashlytics`, `@testable import Pods`, `import struct SnapKit.ConstraintMaker`)
///   is compiled only `#if canImport(…)`, with a `#warning` naming the module otherwise: a
///   missing module then fails the files that use it, at their uses, instead of every file of
///   the target (swiftc stops at "no such module" before it type-checks anything).
/// - A class directly subclassing `UITableViewController` or `UICollectionViewController` gets
///   the conformance to their data source and delegate protocols (appended), and `override` is
///   blanked on its data source, delegate and scroll delegate methods (Animatic's controllers do
///   not declare them: apps write them in extensions, where Swift cannot override).
/// - An `override` in an extension of the app's class declared in another file is renamed in
///   place (`animaticOverride_description`) and forwarded to from an override the class's body
///   gets (see ``ExtensionOverrides``; in the class's own file, the member moves into its body).
/// - A method declared `@objc` in an extension of a class and overridden in a subclass (in its
///   body or in an extension of it), which Swift allows only through Objective-C's dispatch:
///   the override is renamed (`animaticExtensionOverride_CAGradientLayer_tint`) and the
///   extension's method hands the call to it when the object is of that class, on the line
///   of its opening brace (see ``ExtensionMethodDispatch``).
/// - `override func responds(to:)` loses `override` (Animatic's `responds(to:)` is an extension
///   member of `NSObjectProtocol`: Linux's NSObject has none to override).
/// - `override init(frame:)` in a class descending from `UICollectionViewCell` (or
///   `UICollectionReusableView`) and `override init(style:reuseIdentifier:)` in one descending
///   from `UITableViewCell` become `required init(…)`: Animatic makes registered cells through
///   those initializers, which Swift allows only for required ones; so does
///   `override init(rootViewController:)` of a `UINavigationController` (called through metatypes).
///
/// - A class descending from a Core Animation layer class that declares initializers of its own
///   but not `init()` (a `UINavigationController` without `init(rootViewController:)`) gets
///   `required init()` (`required init(rootViewController:)`) that stops with Swift's message for an
///   initializer a class does not inherit ("Use of unimplemented initializer 'init()'"), on
///   the line of its closing brace: Animatic's `CALayer.init()` is required (it makes a view's
///   `layerClass` through it), QuartzCore's is not, so such a class compiles there and traps
///   only when something calls `init()`, which is what it does on iOS too.
///
/// A file with none of these spellings comes out byte for byte as it went in.
package struct SourceAdapter {
    package let index: AppIndex
    /// The modules the target's bridging header imports (``BridgingHeader``): when one is a module
    /// Animatic stands for, every file sees Animatic without importing it, as every Swift file of
    /// an Xcode target with that header sees UIKit.
    package let bridgedModules: Set<String>

    package init(index: AppIndex, bridgedModules: Set<String> = []) {
        self.index = index
        self.bridgedModules = bridgedModules
    }

    /// The adapted text of `source` (the app's file at `path`), without the `#sourceLocation`
    /// header ``adaptedFile(source:path:)`` adds.
    package func adapt(source original: String, path: String) -> String {
        let source = ExtensionOverrides.move(source: original, path: path)
        let tree = Parser.parse(source: source)
        let rewriter = Rewriter(index: index, path: path, converter: SourceLocationConverter(fileName: path, tree: tree),
                                localNames: LocalNames.of(tree), tree: tree)
        rewriter.walk(tree)
        var bytes = Array(source.utf8)
        // Apply edits from the end so earlier offsets stay valid.
        for edit in rewriter.edits.sorted(by: { ($0.start, $0.end) > ($1.start, $1.end) }) {
            bytes.replaceSubrange(edit.start..<edit.end, with: Array(edit.text.utf8))
        }
        var text = String(decoding: bytes, as: UTF8.self)
        if !rewriter.appended.isEmpty {
            if !text.hasSuffix("\n") { text += "\n" }
            text += rewriter.appended.joined(separator: "\n") + "\n"
        }
        return text
    }

    /// The adapted copy to compile: a `#sourceLocation` naming `path`, then ``adapt(source:path:)``.
    /// When the target's bridging header imports a module Animatic stands for (``bridgedModules``),
    /// Animatic's import comes first, on a line of its own before the `#sourceLocation`.
    package func adaptedFile(source: String, path: String) -> String {
        let escaped = path.replacingAll("\\", with: "\\\\").replacingAll("\"", with: "\\\"")
        let bridged = bridgedModules.isDisjoint(with: appleModules) ? "" : animaticImport + "\n"
        return bridged + "#sourceLocation(file: \"\(escaped)\", line: 1)\n" + adapt(source: source, path: path)
    }
}

extension StringProtocol {
    /// The text without leading and trailing spaces.
    func trimmingSpaces() -> String {
        String(drop(while: { $0 == " " }).reversed().drop(while: { $0 == " " }).reversed())
    }
}

extension String {
    func replacingAll(_ target: Character, with replacement: String) -> String {
        var result = ""
        for character in self { if character == target { result += replacement } else { result.append(character) } }
        return result
    }
}

/// One replacement of the original's bytes `start..<end`.
struct Edit {
    var start: Int
    var end: Int
    var text: String
}

/// Attributes Linux Swift rejects or that mean nothing without Objective-C and Interface Builder.
/// What an import of a module `Animatic` stands for becomes (see `visit(_: ImportDeclSyntax)`).
package let animaticImport = "import Animatic; import Foundation"

/// The names Foundation has on iOS (UIKit brings them) and FoundationNetworking has on Linux,
/// where Foundation declares `URLSession` only as an unavailable `AnyObject` alias: a file that
/// writes one gets `import FoundationNetworking` beside Animatic's (Spring's `ImageLoader`).
/// Animatic does not re-export FoundationNetworking: linking it (libcurl, TLS, Kerberos) costs
/// every process 24 M instructions at start (callgrind, BENCHMARKS.md, eleventh session).
let networkingNames: Set<String> = [
    "URLSession", "URLSessionConfiguration", "URLSessionTask", "URLSessionDataTask", "URLSessionDownloadTask",
    "URLSessionUploadTask", "URLSessionStreamTask", "URLSessionWebSocketTask", "URLSessionDelegate",
    "URLSessionTaskDelegate", "URLSessionDataDelegate", "URLSessionDownloadDelegate", "URLRequest", "NSURLRequest",
    "NSMutableURLRequest", "URLResponse", "HTTPURLResponse", "CachedURLResponse", "URLCache", "HTTPCookie",
    "HTTPCookieStorage", "URLCredential", "URLCredentialStorage", "URLProtectionSpace", "URLAuthenticationChallenge",
    "URLProtocol", "URLSessionTaskMetrics",
]

/// What the imports of a file that writes one of ``networkingNames`` add on a system whose
/// Foundation keeps them in FoundationNetworking (Linux); nothing elsewhere (macOS).
var networkingImport: String {
    #if canImport(FoundationNetworking)
    return "; import FoundationNetworking"
    #else
    return ""
    #endif
}

/// The modules an iOS file imports that `Animatic` stands for.
let appleModules: Set<String> = [
    "UIKit", "QuartzCore", "CoreGraphics", "CoreAnimation", "RxSwift", "RxCocoa", "RxRelay", "Darwin", "Foundation",
    "ObjectiveC", "AudioToolbox", "CoreFoundation", "PlaygroundSupport",
]

/// The requirements of Animatic's delegate and data source protocols that UIKit declares
/// `optional` and Animatic declares with a default implementation (`tabBarController(_:shouldSelect:)`,
/// `scrollViewDidScroll(_:)`): a caller's `delegate?.tabBarController?(self, shouldSelect: vc)`
/// loses the `?` after the name, as for the app's own `@objc` protocols. (The default answers as
/// UIKit does when the delegate leaves the method out.) `AdapterFrameworkRequirementTests` checks
/// the list against the stage's sources.
package let frameworkOptionalRequirements: Set<String> = [
    "animationController", "animationDidStart", "animationDidStop", "application", "applicationDidBecomeActive",
    "applicationDidEnterBackground", "applicationDidReceiveMemoryWarning", "applicationWillEnterForeground",
    "applicationWillResignActive", "applicationWillTerminate", "collectionView", "gestureRecognizer",
    "gestureRecognizerShouldBegin", "interactionControllerForDismissal", "interactionControllerForPresentation",
    "navigationController", "numberOfSections", "pageViewController", "pickerView", "presentationController", "presentationCount",
    "presentationIndex", "scene", "sceneDidBecomeActive", "sceneDidDisconnect", "sceneDidEnterBackground",
    "sceneWillEnterForeground", "sceneWillResignActive", "scrollViewDidChangeAdjustedContentInset", "scrollViewDidEndDecelerating",
    "scrollViewDidEndDragging", "scrollViewDidEndScrollingAnimation", "scrollViewDidScroll", "scrollViewDidScrollToTop",
    "scrollViewDidZoom", "scrollViewShouldScrollToTop", "scrollViewWillBeginDecelerating", "scrollViewWillBeginDragging",
    "scrollViewWillEndDragging", "sectionIndexTitles", "tabBar", "tabBarController", "tableView", "textField",
    "textFieldDidBeginEditing", "textFieldDidChangeSelection", "textFieldDidEndEditing", "textFieldShouldBeginEditing",
    "textFieldShouldClear", "textFieldShouldEndEditing", "textFieldShouldReturn", "textViewDidBeginEditing",
    "textViewDidChange", "textViewDidEndEditing", "textViewShouldBeginEditing", "textViewShouldEndEditing", "viewForZooming",
]

/// The members `AnimaticDynamicObject` answers (Animatic's `AnyObject+DynamicLookup.swift`;
/// `AdapterAnyObjectLookupTests` checks the two lists agree): key-value coding's methods,
/// with their argument labels, and the value accessors of `NSNumber`, `NSString` and `NSValue`.
package let anyObjectMethods: [String: [[String]]] = [
    "value": [["forKey"], ["forKeyPath"]], "setValue": [["_", "forKey"], ["_", "forKeyPath"]],
]
package let anyObjectMembers: Set<String> = [
    "value", "setValue", "doubleValue", "floatValue", "intValue", "integerValue", "boolValue", "uintValue",
    "int64Value", "uint64Value", "int32Value", "uint32Value", "int16Value", "int8Value", "cgPointValue",
    "cgSizeValue", "cgRectValue", "cgVectorValue", "uiEdgeInsetsValue", "cgAffineTransformValue", "caTransform3DValue",
]

/// The initializers Animatic's reusable views require (see `visit(_: InitializerDeclSyntax)`),
/// by the framework class an app class descends from: their argument labels.
let requiredCellInitializers: [String: [String]] = [
    "UICollectionViewCell": ["frame"], "UICollectionReusableView": ["frame"],
    "UITableViewCell": ["style", "reuseIdentifier"], "UITableViewHeaderFooterView": ["reuseIdentifier"],
    "UINavigationController": ["rootViewController"], "UIStoryboardSegue": ["identifier", "source", "destination"],
]

/// The protocols a class directly subclassing a list controller conforms to (appended by the
/// adapter, as UIKit's controllers conform to them).
let listControllerProtocols: [String: String] = [
    "UITableViewController": "UITableViewDataSource, UITableViewDelegate",
    "UICollectionViewController": "UICollectionViewDataSource, UICollectionViewDelegate",
]

/// The base names of the data source, delegate and scroll delegate methods of list controllers.
let listProtocolMethods: Set<String> = [
    "tableView", "collectionView", "numberOfSections", "sectionIndexTitles", "scrollViewDidScroll",
    "scrollViewWillBeginDragging", "scrollViewWillEndDragging", "scrollViewDidEndDragging",
    "scrollViewWillBeginDecelerating", "scrollViewDidEndDecelerating", "scrollViewDidEndScrollingAnimation",
    "viewForZooming", "scrollViewDidZoom", "scrollViewShouldScrollToTop", "scrollViewDidScrollToTop",
    "scrollViewDidChangeAdjustedContentInset",
]

/// The framework classes whose initializer Animatic declares `required` and UIKit does not (a
/// Core Animation layer's `init()`, which makes a view's `layerClass`;
/// `UINavigationController.init(rootViewController:)`, `UIStoryboardSegue.init(identifier:source:destination:)`
/// and the gesture recognizers' `init()`, called through metatypes), with that
/// initializer's declaration and Swift name (see `missingRequiredInitializer(_:)`).
let requiredFrameworkInitializers: [String: (declaration: String, name: String)] = [
    "CALayer": ("init()", "init()"), "CAShapeLayer": ("init()", "init()"), "CAGradientLayer": ("init()", "init()"),
    "CATextLayer": ("init()", "init()"), "CAReplicatorLayer": ("init()", "init()"),
    "UINavigationController": ("init(rootViewController: UIViewController)", "init(rootViewController:)"),
    "UICollectionViewCell": ("init(frame: CGRect)", "init(frame:)"), "UICollectionReusableView": ("init(frame: CGRect)", "init(frame:)"),
    "UITableViewCell": ("init(style: UITableViewCell.CellStyle, reuseIdentifier: String?)", "init(style:reuseIdentifier:)"),
    "UITableViewHeaderFooterView": ("init(reuseIdentifier: String?)", "init(reuseIdentifier:)"),
    "UIStoryboardSegue": ("init(identifier: String?, source: UIViewController, destination: UIViewController)",
                          "init(identifier:source:destination:)"),    // `UIGestureRecognizer.init()` is required so that generic code can make a recognizer from
    // its metatype (RxGesture's factories); on iOS a subclass with initializers of its own traps
    // there the same way (Swift's stub for an unimplemented Objective-C initializer).
    "UIGestureRecognizer": ("init()", "init()"),
    "UITapGestureRecognizer": ("init()", "init()"),
    "UIPanGestureRecognizer": ("init()", "init()"),
    "UILongPressGestureRecognizer": ("init()", "init()"),
    "UISwipeGestureRecognizer": ("init()", "init()"),
    "UIPinchGestureRecognizer": ("init()", "init()"),
    "UIRotationGestureRecognizer": ("init()", "init()"),
    "UIScreenEdgePanGestureRecognizer": ("init()", "init()"),
    "UIHoverGestureRecognizer": ("init()", "init()"),
]

/// UIKit's members of `NSObject` (its informal protocols `UINibLoadingAdditions`,
/// `UIAccessibility`, `UIAccessibilityContainer`), which Animatic declares on views as `open`
/// members and on every `NSObject` in an extension of `NSObjectProtocol`: an override in a class
/// descending from `NSObject` through app classes only loses its `override`.
let nsObjectInformalMethods: Set<String> = [
    "awakeFromNib()", "accessibilityElementCount()", "accessibilityElement(at:)", "index(ofAccessibilityElement:)",
]

/// The properties of UIKit's `UIAccessibility` informal protocol (see ``nsObjectInformalMethods``).
let nsObjectInformalProperties: Set<String> = [
    "isAccessibilityElement", "accessibilityLabel", "accessibilityHint", "accessibilityValue", "accessibilityTraits",
    "accessibilityFrame", "accessibilityViewIsModal", "accessibilityElementsHidden", "shouldGroupAccessibilityChildren",
    "accessibilityElements",
]

let blankedAttributes: Set<String> = [
    "objc", "objcMembers", "nonobjc", "IBOutlet", "IBAction", "IBInspectable", "IBDesignable", "IBSegueAction",
    "GKInspectable", "NSManaged",
]

/// The modules every Swift toolchain on Linux has (and Apple's too, or `canImport` is false
/// there as it would be without the wrapping): an import of one is left as it is. Every other
/// module that is not one `Animatic` stands for (``appleModules``) nor one of Animatic's own is
/// imported only `#if canImport(…)` (see `visit(_: ImportDeclSyntax)`).
let toolchainModules: Set<String> = [
    "Swift", "Dispatch", "Glibc", "SwiftGlibc", "CoreFoundation", "XCTest", "Testing", "FoundationEssentials",
    "FoundationInternationalization", "FoundationNetworking", "FoundationXML", "_Concurrency", "_StringProcessing",
    "_Differentiation", "RegexBuilder", "Observation", "Synchronization", "Distributed", "Cxx",
]

/// Whether `module` is one an app file may import unguarded: Animatic's stand-ins, the
/// toolchain's, and Animatic's own modules.
func isKnownModule(_ module: String) -> Bool {
    appleModules.contains(module) || toolchainModules.contains(module)
        || module.hasPrefix("Animatic") || module.hasPrefix("CAnimatic")
}

/// How an iOS device reads the `#if` condition `name(argument)` (`os(Linux)`: false), or `nil`
/// for one the adapter leaves to the compiler (`swift(>=5)`, `canImport(Kingfisher)`, `DEBUG`).
/// `os(iOS)` and `canImport` of a module Animatic stands for are true; every other `os`,
/// `targetEnvironment(simulator)` and `(macCatalyst)` (a device is neither), and
/// `canImport(AppKit)` (`Cocoa`, `WatchKit`: not on iOS) are false.
package func iOSDeviceReading(_ name: String, _ argument: String) -> Bool? {
    switch name {
    case "os": return argument == "iOS"
    case "targetEnvironment": return argument == "simulator" || argument == "macCatalyst" ? false : nil
    case "canImport":
        if appleModules.contains(argument) { return true }
        return ["AppKit", "Cocoa", "WatchKit"].contains(argument) ? false : nil
    default: return nil
    }
}

/// The names a file declares for values and types (see `Rewriter.localNames`).
private final class LocalNames: SyntaxVisitor {
    var names: Set<String> = []

    static func of(_ tree: SourceFileSyntax) -> Set<String> {
        let visitor = LocalNames(viewMode: .sourceAccurate)
        visitor.walk(tree)
        return visitor.names
    }

    override func visit(_ token: TokenSyntax) -> SyntaxVisitorContinueKind {
        guard case .identifier = token.tokenKind, let parent = token.parent else { return .skipChildren }
        let declaring: Set<SyntaxKind> = [
            .identifierPattern, .functionParameter, .closureParameter, .closureShorthandParameter, .genericParameter,
            .functionDecl, .enumCaseElement, .structDecl, .classDecl, .enumDecl, .protocolDecl, .typeAliasDecl,
            .actorDecl, .associatedTypeDecl,
        ]
        if declaring.contains(parent.kind) { names.insert(token.text) }
        return .skipChildren
    }
}

private final class Rewriter: SyntaxVisitor {
    let index: AppIndex
    let path: String
    let converter: SourceLocationConverter
    var edits: [Edit] = []
    var appended: [String] = []

    /// The names the file declares for values and types (variables, parameters, functions,
    /// types): a module name among them is not a module qualifier.
    let localNames: Set<String>

    /// Whether the file declares an operator function (`func < (lhs: NSNumber, rhs: NSNumber)`).
    let declaresOperators: Bool

    /// Whether the file writes a name of ``networkingNames`` (it then imports FoundationNetworking).
    let usesNetworking: Bool

    init(index: AppIndex, path: String, converter: SourceLocationConverter, localNames: Set<String>, tree: SourceFileSyntax) {
        self.declaresOperators = tree.tokens(viewMode: .sourceAccurate).contains { token in
            guard token.parent?.is(FunctionDeclSyntax.self) == true else { return false }
            switch token.tokenKind {
            case .binaryOperator, .prefixOperator, .postfixOperator: return true
            default: return false
            }
        }
        self.usesNetworking = tree.tokens(viewMode: .sourceAccurate).contains { token in
            if case .identifier(let name) = token.tokenKind { return networkingNames.contains(name) }
            return false
        }
        self.index = index
        self.path = path
        self.converter = converter
        self.localNames = localNames
        super.init(viewMode: .sourceAccurate)
    }

    /// Whether `base.member` names `member` of a module Animatic stands for (`UIKit.UIButton`,
    /// `Foundation.URL`), not a member of something the app declares, nor a name of the app's.
    private func isModuleQualified(base: TokenSyntax, member: TokenSyntax) -> Bool {
        appleModules.contains(base.text) && !index.typeNames.contains(base.text) && !localNames.contains(base.text)
            && !index.typeNames.contains(member.text) && !localNames.contains(member.text)
    }

    /// `UIKit.UIButton` -> `      UIButton`: the module qualifier (`base` and the `period` after
    /// it) becomes spaces, so that the name, and the rest of the line, keep their columns. Right
    /// after an operator or a sign it cannot be separated from (`\UIKit.UIView.frame`,
    /// `x=Foundation.Date()`, `-CoreGraphics.CGFloat.pi`), the qualifier is taken out instead.
    private func dropQualifier(_ base: some SyntaxProtocol, through period: TokenSyntax) {
        let start = base.positionAfterSkippingLeadingTrivia.utf8Offset
        let end = period.endPositionBeforeTrailingTrivia.utf8Offset
        let separable: Set<TokenKind> = [.leftParen, .leftSquare, .leftAngle, .leftBrace, .comma, .colon, .arrow]
        var text = String(repeating: " ", count: end - start)
        if base.leadingTrivia.isEmpty, let previous = base.previousToken(viewMode: .sourceAccurate),
           previous.trailingTrivia.isEmpty, !separable.contains(previous.tokenKind) {
            text = ""
        }
        edits.append(Edit(start: start, end: end, text: text))
    }

    override func visit(_ node: ExtensionDeclSyntax) -> SyntaxVisitorContinueKind {
        inspectableSetters(node)
        // An override in an extension of the app's class declared in another file: renamed here,
        // forwarded to from the class's body (see `ExtensionOverrides.forwarder(for:in:)`).
        guard index.forwardsExtensionOverrides(of: node.extendedType.trimmedDescription, from: path) else { return .visitChildren }
        for member in node.memberBlock.members where ExtensionOverrides.forwarder(for: member.decl, in: node) != nil {
            guard let modifier = ExtensionOverrides.overrideModifier(of: member.decl),
                  let name = ExtensionOverrides.nameToken(of: member.decl) else { continue }
            blank(modifier)
            insert(ExtensionOverrides.renamedPrefix, at: name.positionAfterSkippingLeadingTrivia)
        }
        return .visitChildren
    }

    /// The inspectable properties of framework classes whose setters this file already has.
    private var inspectableSettersMade: Set<String> = []

    /// For an extension of a framework class declaring `@IBInspectable` properties (`extension
    /// UIView { @IBInspectable var cornerRadius: CGFloat }`), one setter each, after the
    /// extension: `final class AnimaticInspectable_UIView_cornerRadius: AnimaticInspectableSetter`,
    /// which the stage's nib loading finds by name for a runtime attribute of any view of the
    /// class or a subclass, as key-value coding finds the property on iOS. In this file, so that
    /// `private` properties are set too; an optional property takes `nil`.
    private func inspectableSetters(_ node: ExtensionDeclSyntax) {
        let owner = simpleName(node.extendedType.trimmedDescription)
        guard owner.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" }) else { return }
        let declared = Set(node.memberBlock.members.compactMap { $0.decl.as(VariableDeclSyntax.self) }
            .flatMap(\.bindings).compactMap { $0.pattern.as(IdentifierPatternSyntax.self)?.identifier.text })
        for outlet in index.frameworkExtensionOutlets(of: owner, in: path)
        where declared.contains(outlet.name) && inspectableSettersMade.insert(owner + "." + outlet.name).inserted {
            let type = outlet.isOptional ? "(\(outlet.type))?" : "(\(outlet.type))"
            append("final class AnimaticInspectable_\(owner)_\(outlet.name): AnimaticInspectableSetter { "
                + "static func animaticSet(_ value: Any, on object: AnyObject) -> Bool { "
                + "guard let object = object as? \(owner), let value = animaticOutletValue(value, as: \(type).self) else { return false }; "
                + "object.\(outlet.name) = value; return true } }", after: node)
        }
    }

    override func visit(_ node: MemberTypeSyntax) -> SyntaxVisitorContinueKind {
        if let base = node.baseType.as(IdentifierTypeSyntax.self), base.genericArgumentClause == nil,
           isModuleQualified(base: base.name, member: node.name) {
            dropQualifier(base, through: node.period)
        }
        return .visitChildren
    }

    override func visit(_ node: KeyPathExprSyntax) -> SyntaxVisitorContinueKind {
        // `\UIKit.UIView.frame` parses with `UIKit` as the root type and `UIView` as a property.
        if let root = node.root?.as(IdentifierTypeSyntax.self), root.genericArgumentClause == nil,
           node.components.count >= 2, let first = node.components.first, let period = first.period,
           case .property(let property) = first.component,
           isModuleQualified(base: root.name, member: property.declName.baseName) {
            dropQualifier(root, through: period)
        }
        return .visitChildren
    }

    override func visit(_ node: MemberAccessExprSyntax) -> SyntaxVisitorContinueKind {
        if let base = node.base?.as(DeclReferenceExprSyntax.self), base.argumentNames == nil,
           isModuleQualified(base: base.baseName, member: node.declName.baseName) {
            dropQualifier(base, through: node.period)
        }
        anyObjectLookup(node)
        return .visitChildren
    }

    /// `(e as AnyObject).cgPointValue`, `sender.value(forKey: "value")` of a parameter or local
    /// declared `AnyObject`: iOS finds the member on any object by Objective-C's dynamic lookup
    /// (a property comes as an implicitly unwrapped optional, `nil` when the object has no such
    /// member); Linux has none. The base goes through `AnimaticDynamicObject`, which answers
    /// ``anyObjectMembers``: `AnimaticDynamicObject(e as AnyObject).cgPointValue`,
    /// `AnimaticDynamicObject(sender).value(forKey: "value")`. Where the code unwraps a property's
    /// result (`.cgPointValue.y`, arithmetic, an argument), it is
    /// `AnimaticDynamicObject(unwrapping: …)`, which reports an object without the member instead
    /// of giving `nil` (iOS crashes there); where it takes an optional (`?? 0.5`, `if let`, `?.`,
    /// `let x =` without a type) it keeps iOS's `nil`.
    private func anyObjectLookup(_ node: MemberAccessExprSyntax) {
        let name = node.declName.baseName.text
        guard anyObjectMembers.contains(name), node.declName.argumentNames == nil, let base = node.base else { return }
        let call = node.parent?.as(FunctionCallExprSyntax.self).flatMap { $0.calledExpression.id == node.id ? $0 : nil }
        if let labels = anyObjectMethods[name] {
            guard let call, labels.contains(call.arguments.map({ $0.label?.text ?? "_" })) else { return }
        } else if call != nil {
            return
        }
        let unwrapping = call == nil && !takesOptional(ExprSyntax(node))
        let type = unwrapping ? "AnimaticDynamicObject(unwrapping: " : "AnimaticDynamicObject("
        if let tuple = base.as(TupleExprSyntax.self), tuple.elements.count == 1, let element = tuple.elements.first,
           element.label == nil, let sequence = element.expression.as(SequenceExprSyntax.self), sequence.elements.count >= 3 {
            let parts = Array(sequence.elements)
            guard let cast = parts[parts.count - 2].as(UnresolvedAsExprSyntax.self), cast.questionOrExclamationMark == nil,
                  parts[parts.count - 1].as(TypeExprSyntax.self)?.type.trimmedDescription == "AnyObject" else { return }
            // `(e as AnyObject)` is already the argument list: only the type's name goes before it.
            insert(unwrapping ? "AnimaticDynamicObject(unwrapping: " : "AnimaticDynamicObject", at: tuple.positionAfterSkippingLeadingTrivia)
            if unwrapping { insert(")", at: tuple.endPositionBeforeTrailingTrivia) }
        } else if let reference = base.as(DeclReferenceExprSyntax.self), reference.argumentNames == nil,
                  isDeclaredAnyObject(reference.baseName.text, at: node) {
            insert(type, at: reference.positionAfterSkippingLeadingTrivia)
            insert(")", at: reference.endPositionBeforeTrailingTrivia)
        }
    }

    /// Whether `expression`'s value, an implicitly unwrapped optional, is taken as an optional:
    /// optional chaining (`?.`), `??`, a comparison with `nil`, or the initializer of a binding
    /// without a type or of an optional type (`let x = …`, `if let x = …`).
    private func takesOptional(_ expression: ExprSyntax) -> Bool {
        guard let parent = expression.parent else { return false }
        if parent.is(OptionalChainingExprSyntax.self) { return true }
        if let list = parent.as(ExprListSyntax.self) {
            let elements = Array(list)
            guard let i = elements.firstIndex(where: { $0.id == expression.id }) else { return false }
            let next = i + 1 < elements.count ? elements[i + 1].as(BinaryOperatorExprSyntax.self)?.operator.text : nil
            let previous = i > 0 ? elements[i - 1].as(BinaryOperatorExprSyntax.self)?.operator.text : nil
            if next == "??" { return true }
            let isNil: (Int) -> Bool = { $0 >= 0 && $0 < elements.count && elements[$0].is(NilLiteralExprSyntax.self) }
            if ["==", "!="].contains(next) && isNil(i + 2) || ["==", "!="].contains(previous) && isNil(i - 2) { return true }
            return false
        }
        guard let initializer = parent.as(InitializerClauseSyntax.self) else { return false }
        let annotation = initializer.parent?.as(PatternBindingSyntax.self)?.typeAnnotation
            ?? initializer.parent?.as(OptionalBindingConditionSyntax.self)?.typeAnnotation
        guard let type = annotation?.type.trimmedDescription else { return true }
        return type.hasSuffix("?") || type.hasSuffix("!")
    }

    /// Whether `name`, read at `node`, is a parameter of the enclosing function, initializer or
    /// closure declared `AnyObject`, or a local of its body declared `AnyObject` (by type or by
    /// `as AnyObject`).
    private func isDeclaredAnyObject(_ name: String, at node: some SyntaxProtocol) -> Bool {
        var parent = node.parent
        while let p = parent {
            var parameters: [(name: String, type: String?)] = []
            var body: Syntax?
            if let function = p.as(FunctionDeclSyntax.self) {
                parameters = function.signature.parameterClause.parameters.map { (($0.secondName ?? $0.firstName).text, $0.type.trimmedDescription) }
                body = function.body.map(Syntax.init)
            } else if let initializer = p.as(InitializerDeclSyntax.self) {
                parameters = initializer.signature.parameterClause.parameters.map { (($0.secondName ?? $0.firstName).text, $0.type.trimmedDescription) }
                body = initializer.body.map(Syntax.init)
            } else if let closure = p.as(ClosureExprSyntax.self) {
                if case .parameterClause(let clause)? = closure.signature?.parameterClause {
                    parameters = clause.parameters.map { (($0.secondName ?? $0.firstName).text, $0.type?.trimmedDescription) }
                }
                body = Syntax(closure.statements)
            }
            if let parameter = parameters.first(where: { $0.name == name }) { return parameter.type == "AnyObject" }
            if let body, let declared = localDeclaration(of: name, in: body) { return declared }
            if p.is(FunctionDeclSyntax.self) || p.is(InitializerDeclSyntax.self) || p.is(MemberBlockSyntax.self) { return false }
            parent = p.parent
        }
        return false
    }

    /// Whether the first local binding of `name` in `body` is declared `AnyObject` (`let x:
    /// AnyObject`, `let x = e as AnyObject`); `nil` when `body` binds no such name.
    private func localDeclaration(of name: String, in body: Syntax) -> Bool? {
        for token in body.tokens(viewMode: .sourceAccurate) where token.text == name {
            guard let binding = token.parent?.as(IdentifierPatternSyntax.self)?.parent?.as(PatternBindingSyntax.self) else { continue }
            if let type = binding.typeAnnotation?.type.trimmedDescription { return type == "AnyObject" }
            let value = binding.initializer?.value.as(SequenceExprSyntax.self).map { Array($0.elements) } ?? []
            return value.count >= 3 && value[value.count - 2].as(UnresolvedAsExprSyntax.self)?.questionOrExclamationMark == nil
                && value[value.count - 1].trimmedDescription == "AnyObject"
        }
        return nil
    }

    private func blank(_ node: some SyntaxProtocol) {
        let start = node.positionAfterSkippingLeadingTrivia.utf8Offset
        let end = node.endPositionBeforeTrailingTrivia.utf8Offset
        // Spaces of the same width keep columns; a multi-line span keeps its newlines.
        let original = node.trimmedDescription
        let text = String(original.map { $0 == "\n" || $0 == "\r" ? $0 : " " })
        edits.append(Edit(start: start, end: end, text: text))
    }

    private func replace(_ node: some SyntaxProtocol, with text: String) {
        edits.append(Edit(start: node.positionAfterSkippingLeadingTrivia.utf8Offset,
                          end: node.endPositionBeforeTrailingTrivia.utf8Offset, text: text))
    }

    /// Adds `text` (an extension of `decl`'s type) after the file's last line or, when `decl`
    /// sits in an `#if` clause, right after `decl` on its closing line (`; extension …`), so that
    /// it is compiled exactly when `decl` is: after the `#endif` it would name a type that an
    /// inactive clause never declared.
    private func append(_ text: String, after decl: some SyntaxProtocol) {
        var parent = decl.parent
        while let p = parent {
            if p.is(IfConfigClauseSyntax.self) {
                // One line: the members of a multi-line extension are separated by `;`.
                let lines = text.split(separator: "\n").map { $0.trimmingSpaces() }
                let oneLine = lines.count <= 2 ? lines.joined(separator: " ")
                    : lines[0] + " " + lines[1..<(lines.count - 1)].joined(separator: "; ") + " " + lines[lines.count - 1]
                insert("; " + oneLine, at: decl.endPositionBeforeTrailingTrivia)
                return
            }
            parent = p.parent
        }
        appended.append(text)
    }

    private func insert(_ text: String, at position: AbsolutePosition) {
        edits.append(Edit(start: position.utf8Offset, end: position.utf8Offset, text: text))
    }

    override func visit(_ node: AttributeSyntax) -> SyntaxVisitorContinueKind {
        let name = node.attributeName.trimmedDescription
        if blankedAttributes.contains(name) || name == "UIApplicationMain" || (name == "main" && marksAppDelegate(node)) {
            blank(node)
        } else if name == "MainActor", let list = node.parent?.as(AttributeListSyntax.self),
                  let decl = list.parent, decl.is(DeclSyntax.self) {
            relaxMainActor(node, list: list, on: decl)
        }
        return .skipChildren
    }

    /// `@MainActor` on a declaration becomes `@preconcurrency @MainActor` (on an extension, which
    /// takes no `@preconcurrency`, it is blanked). UIKit's classes are `@MainActor`, and so is every
    /// app class derived from them and each of its members, static ones included (Apple, "UIView":
    /// `@MainActor class UIView`); Animatic's are not (stories run on the recording thread), so
    /// an app's view calling its own `@MainActor` type (SwiftMessages' `MessageView.viewFromNib`
    /// calling `SwiftMessages.viewFromNib`) is "a call to main actor-isolated class method in a
    /// synchronous nonisolated context" here and compiles on iOS. `@preconcurrency` keeps the
    /// isolation and lets nonisolated code call in, as Swift 5 mode lets code call into modules
    /// that predate concurrency (SE-0337). Closures' and function types' `@MainActor` stay.
    private func relaxMainActor(_ node: AttributeSyntax, list: AttributeListSyntax, on decl: Syntax) {
        if decl.is(ExtensionDeclSyntax.self) { return blank(node) }
        let already = list.contains { element in
            if case .attribute(let attribute) = element { return attribute.attributeName.trimmedDescription == "preconcurrency" }
            return false
        }
        if !already { insert("@preconcurrency ", at: node.positionAfterSkippingLeadingTrivia) }
    }

    /// Whether `@main` stands on a type whose inheritance clause names `UIApplicationDelegate`
    /// (`@main class AppDelegate: UIResponder, UIApplicationDelegate`, iOS 14's spelling of
    /// `@UIApplicationMain`). The app's entry point is the story here, not `UIApplicationMain`:
    /// kept, either attribute would make the library target an executable's `main` (and
    /// `@UIApplicationMain` is resolved by the compiler in a module named UIKit, which Linux has not).
    private func marksAppDelegate(_ node: AttributeSyntax) -> Bool {
        guard let list = node.parent?.as(AttributeListSyntax.self), let decl = list.parent else { return false }
        let inherited = decl.as(ClassDeclSyntax.self)?.inheritanceClause ?? decl.as(StructDeclSyntax.self)?.inheritanceClause
        return inherited?.inheritedTypes.contains { $0.type.trimmedDescription == "UIApplicationDelegate" } ?? false
    }

    override func visit(_ node: DeclModifierSyntax) -> SyntaxVisitorContinueKind {
        if node.name.text == "dynamic" { blank(node) }
        return .skipChildren
    }

    override func visit(_ node: ImportDeclSyntax) -> SyntaxVisitorContinueKind {
        // `import UIKit`, `import UIKit.UIColor`, `import class UIKit.UIView`, `import RxSwift`,
        // `import Darwin`... -> `import Animatic; import Foundation`: Animatic is all of them on
        // the story clock, and Foundation whole is what UIKit brings on iOS (Animatic re-exports
        // Foundation whole too, so the second import only says it in the copy); the story clock's
        // `DispatchQueue`, `Timer`... still win, re-exported by name (Animatic's
        // StoryClockExports.swift). A file that declares operators keeps `import Animatic` alone.
        // Linux's Foundation has operators Apple's lacks (`NSNumber` is `Comparable` there), so a
        // file's own `<` for `NSNumber` (SwiftyJSON 4.0.0) is ambiguous on Linux with or without
        // Animatic (plain `swiftc` on that file says so).
        if let first = node.path.first, appleModules.contains(first.name.text) {
            let start = node.importKeyword.positionAfterSkippingLeadingTrivia.utf8Offset
            let end = node.path.endPositionBeforeTrailingTrivia.utf8Offset
            edits.append(Edit(start: start, end: end, text: (declaresOperators ? "import Animatic" : animaticImport)
                              + (usesNetworking ? networkingImport : "")))
        } else if let first = node.path.first, !isKnownModule(first.name.text), !isGuarded(node, by: first.name.text) {
            wrapInCanImport(node, module: first.name.text)
        }
        return .skipChildren
    }

    /// `import Crashlytics` of a module that neither Animatic nor the toolchain has (an iOS-only
    /// SDK, a pod) stops swiftc before it type-checks anything ("no such module"), so one
    /// AppDelegate's import would fail every file of the target. It becomes
    ///
    /// ```swift
    /// #if canImport(Crashlytics)
    /// import Crashlytics
    /// #else
    /// #warning("no module 'Crashlytics' here: …")
    /// #endif
    /// ```
    ///
    /// (attributes and the import's kind kept: `@testable import`, `import struct X.Y`), so the
    /// module is imported where it exists and, where it does not, each use of its names fails
    /// at its own line while the files that do not use it compile. `#sourceLocation` lines keep
    /// the import, the warning and everything after them on the original's line and column.
    private func wrapInCanImport(_ node: ImportDeclSyntax, module: String) {
        let start = node.positionAfterSkippingLeadingTrivia
        var end = node.endPositionBeforeTrailingTrivia
        var last = node.lastToken(viewMode: .sourceAccurate)
        // `import A; let x = 1`: the `;` goes too (a line may not start with one).
        if let item = node.parent?.as(CodeBlockItemSyntax.self), let semicolon = item.semicolon {
            end = semicolon.endPositionBeforeTrailingTrivia
            last = semicolon
        }
        // What follows on the import's line (a comment, a declaration) keeps its column.
        let next = last?.nextToken(viewMode: .sourceAccurate)
        let restOfLine = !(last?.trailingTrivia.description.allSatisfy { $0 == " " || $0 == "\t" } ?? true)
            || (next.map { $0.tokenKind != .endOfFile && !$0.leadingTrivia.contains(where: \.isNewline) } ?? false)
        let startLocation = converter.location(for: start)
        let endLocation = converter.location(for: end)
        let line = startLocation.presumedLine
        let escaped = startLocation.presumedFile.replacingAll("\\", with: "\\\\").replacingAll("\"", with: "\\\"")
        let directive = "#sourceLocation(file: \"\(escaped)\", line: \(line))\n"
        let indent = String(repeating: " ", count: max(0, startLocation.column - 1))
        let text = node.trimmedDescription
        let warning = "#warning(\"no module '\(module)' here (neither Animatic nor this toolchain has it): the adapter "
            + "leaves out its import, so what this file uses of it fails to compile where it is used\")"
        let wrapped = "\n#if canImport(\(module))\n" + directive + indent + text + "\n#else\n" + directive + indent + warning
            + "\n#endif\n" + directive + (restOfLine ? String(repeating: " ", count: max(0, endLocation.column - 1)) : "")
        edits.append(Edit(start: start.utf8Offset, end: end.utf8Offset, text: wrapped))
    }

    /// Whether `node` sits in an `#if` clause whose condition already asks `canImport(module)`.
    private func isGuarded(_ node: some SyntaxProtocol, by module: String) -> Bool {
        var parent = node.parent
        while let p = parent {
            if let clause = p.as(IfConfigClauseSyntax.self), let condition = clause.condition {
                let tokens = condition.tokens(viewMode: .sourceAccurate).map(\.text).joined()
                if tokens.contains("canImport(\(module))") || tokens.contains("canImport(\(module).") { return true }
            }
            parent = p.parent
        }
        return false
    }

    override func visit(_ node: IfConfigClauseSyntax) -> SyntaxVisitorContinueKind {
        // The app's code is iOS code, compiled on the stage, so its conditions read as on an iOS
        // device: `#if canImport(UIKit)` and `#if os(iOS)` are true (`canImport(Animatic)`);
        // `os(Linux)`, `os(macOS)` (any other system), `targetEnvironment(simulator)` and
        // `canImport(AppKit)` are false (`!canImport(Animatic)`; `!os(Linux)` is
        // `canImport(Animatic)`), also when the stage runs on Linux or a Mac.
        guard let condition = node.condition else { return .visitChildren }
        let tokens = Array(condition.tokens(viewMode: .sourceAccurate))
        var i = 0
        while i + 3 < tokens.count {
            let name = tokens[i].text, argument = tokens[i + 2].text
            guard tokens[i + 1].tokenKind == .leftParen, tokens[i + 3].tokenKind == .rightParen,
                  let isTrue = iOSDeviceReading(name, argument) else {
                i += 1
                continue
            }
            var start = tokens[i]
            var text = isTrue ? "canImport(Animatic)" : "!canImport(Animatic)"
            // `!os(Linux)` -> `canImport(Animatic)`, not `!!canImport(Animatic)`.
            if i > 0, tokens[i - 1].tokenKind == .prefixOperator("!") {
                start = tokens[i - 1]
                text = isTrue ? "!canImport(Animatic)" : "canImport(Animatic)"
            }
            edits.append(Edit(start: start.positionAfterSkippingLeadingTrivia.utf8Offset,
                              end: tokens[i + 3].endPositionBeforeTrailingTrivia.utf8Offset, text: text))
            i += 4
        }
        return .visitChildren
    }

    override func visit(_ node: ProtocolDeclSyntax) -> SyntaxVisitorContinueKind {
        guard hasAttribute(node.attributes, "objc") else { return .visitChildren }
        if let clause = node.inheritanceClause {
            let types = clause.inheritedTypes.map { $0.type.trimmedDescription }
            if !types.contains("AnyObject") && !types.contains("class") {
                insert("AnyObject, ", at: clause.inheritedTypes.positionAfterSkippingLeadingTrivia)
            }
        } else {
            insert(": AnyObject", at: node.name.endPositionBeforeTrailingTrivia)
        }
        var defaults: [String] = []
        let isPublic = node.modifiers.contains { $0.name.text == "public" || $0.name.text == "open" }
        for member in node.memberBlock.members {
            let modifiers: DeclModifierListSyntax?
            if let function = member.decl.as(FunctionDeclSyntax.self) {
                modifiers = function.modifiers
            } else if let variable = member.decl.as(VariableDeclSyntax.self) {
                modifiers = variable.modifiers
            } else {
                modifiers = nil
            }
            guard let modifiers, let optional = modifiers.first(where: { $0.name.text == "optional" }) else { continue }
            blank(optional)
            // A requirement returning nothing gets an empty default implementation, so that
            // conformers may leave it out as before.
            if let function = member.decl.as(FunctionDeclSyntax.self),
               function.signature.returnClause == nil || ["Void", "()"].contains(function.signature.returnClause!.type.trimmedDescription),
               function.signature.effectSpecifiers?.asyncSpecifier == nil {
                var signature = function.signature.trimmed
                signature.returnClause = nil
                let generics = function.genericParameterClause?.trimmedDescription ?? ""
                let whereClause = function.genericWhereClause.map { " " + $0.trimmedDescription } ?? ""
                let throwsSpec = signature.effectSpecifiers?.throwsClause != nil
                _ = throwsSpec
                defaults.append("    \(isPublic ? "public " : "")func \(function.name.text)\(generics)\(signature.trimmedDescription)\(whereClause) {}")
            }
        }
        if !defaults.isEmpty {
            append("extension \(node.name.text) {\n" + defaults.joined(separator: "\n") + "\n}", after: node)
        }
        return .visitChildren
    }

    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
        // `type(of: object).description()`: Objective-C's class method `+description` (the class's
        // name), which Swift finds on any class through `AnyObject` on iOS and nowhere on Linux
        // (SnapKit's `Debugging.swift`) -> `String(describing: type(of: object))`, the same name.
        if node.arguments.isEmpty, node.trailingClosure == nil,
           let member = node.calledExpression.as(MemberAccessExprSyntax.self),
           member.declName.baseName.text == "description", member.declName.argumentNames == nil,
           let inner = member.base?.as(FunctionCallExprSyntax.self),
           inner.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text == "type",
           inner.arguments.count == 1, inner.arguments.first?.label?.text == "of", inner.trailingClosure == nil {
            replace(node, with: "String(describing: \(inner.trimmedDescription))")
            return .skipChildren
        }
        // `delegate?.method?(…)` -> `delegate?.method(…)` for optional requirements of the app's
        // `@objc` protocols.
        if let chain = node.calledExpression.as(OptionalChainingExprSyntax.self),
           let member = chain.expression.as(MemberAccessExprSyntax.self),
           index.optionalRequirements.contains(member.declName.baseName.text)
            || frameworkOptionalRequirements.contains(member.declName.baseName.text) {
            replace(chain.questionMark, with: "")
            // On a property the class declares `AnyObject?` (circle-menu's `weak var delegate:
            // AnyObject?`), iOS finds the method by Objective-C's dynamic lookup: here the one
            // app protocol declaring that optional requirement is asked for it,
            // `(delegate as? CircleMenuDelegate)?.menuOpened(self)`.
            if let protocols = index.optionalRequirementProtocols[member.declName.baseName.text], protocols.count == 1,
               let base = member.base?.as(OptionalChainingExprSyntax.self)?.expression,
               let owner = enclosingClass(of: node) ?? enclosingExtension(of: node),
               let property = base.as(DeclReferenceExprSyntax.self)?.baseName.text
                ?? base.as(MemberAccessExprSyntax.self).flatMap({ $0.base?.is(DeclReferenceExprSyntax.self) == true
                    && $0.base?.trimmedDescription == "self" ? $0.declName.baseName.text : nil }),
               index.anyObjectProperties[owner]?.contains(property) == true {
                replace(base, with: "(\(base.trimmedDescription) as? \(protocols.first!))")
            }
        }
        return .visitChildren
    }

    override func visit(_ node: MacroExpansionExprSyntax) -> SyntaxVisitorContinueKind {
        // `#keyPath(UIScrollView.contentOffset)` -> `"contentOffset"`: the Objective-C key path
        // (the components after the type's name), what `#keyPath` compiles to on iOS.
        if node.macroName.text == "keyPath", node.arguments.count == 1, let argument = node.arguments.first {
            var components = argument.expression.trimmedDescription.split(separator: ".").map { String($0).trimmingSpaces() }
            if components.count > 1, let first = components.first?.first, first.isUppercase { components.removeFirst() }
            if components.allSatisfy({ !$0.isEmpty && $0.allSatisfy { $0.isLetter || $0.isNumber || $0 == "_" } }) {
                replace(node, with: "\"" + components.joined(separator: ".") + "\"")
                return .skipChildren
            }
            return .visitChildren
        }
        guard node.macroName.text == "selector", let argument = node.arguments.first else { return .visitChildren }
        let name: String
        var expression = argument.expression
        let explicitBase = expression.as(MemberAccessExprSyntax.self)?.base.map { simpleName($0.trimmedDescription) }
        if let member = expression.as(MemberAccessExprSyntax.self) {
            expression = ExprSyntax(DeclReferenceExprSyntax(baseName: member.declName.baseName,
                                                            argumentNames: member.declName.argumentNames))
        }
        guard let reference = expression.as(DeclReferenceExprSyntax.self) else { return .visitChildren }
        let base = reference.baseName.text
        if let label = argument.label?.text, label == "getter" || label == "setter" {
            name = label == "getter" ? base : "set" + base.prefix(1).uppercased() + base.dropFirst() + ":"
        } else if let arguments = reference.argumentNames {
            name = objcSelectorName(base: base, labels: arguments.arguments.map { $0.name.text })
        } else {
            name = index.selectorName(forBaseName: base)
        }
        // A method of an extension of a UIKit class (`extension UIView { @objc func dismiss(_:) }`):
        // no table answers it (Swift cannot add to a class's table from an extension), so the
        // selector carries it.
        // (Named by its class, written in an extension of its class, or the app has no other
        // method of that name.)
        if argument.label == nil, let (owner, method) = index.frameworkExtensionMethod(selectorName: name),
           !method.isFilePrivate || method.file == path,
           explicitBase == owner || enclosingExtension(of: node) == owner || !index.appClassesAnswer(name) {
            replace(node, with: "Selector(\"\(name)\", of: \(owner).self) { target, argument in \(call(method, on: "target")) }")
            return .skipChildren
        }
        replace(node, with: "Selector(\"\(name)\")")
        return .skipChildren
    }

    override func visit(_ node: InitializerDeclSyntax) -> SyntaxVisitorContinueKind {
        // Animatic makes registered cells through a required initializer (Swift can make an
        // instance of a class held in a variable only so): `override init(frame:)` of a
        // collection view cell and `override init(style:reuseIdentifier:)` of a table view cell
        // become `required init(…)` ("override" and "required" have the same width).
        guard let override = node.modifiers.first(where: { $0.name.text == "override" }),
              !node.modifiers.contains(where: { $0.name.text == "required" || $0.name.text == "convenience" }),
              let owner = enclosingClass(of: node), let root = index.frameworkAncestor(of: owner) ?? directSuperclass(of: node) else {
            return .visitChildren
        }
        let labels = node.signature.parameterClause.parameters.map { $0.firstName.text }
        guard requiredCellInitializers[root] == labels else { return .visitChildren }
        // A required initializer of an open class must be public.
        let isPublic = node.modifiers.contains { ["public", "open"].contains($0.name.text) }
        replace(override.name, with: !isPublic && enclosingClassIsOpen(node) ? "public required" : "required")
        return .visitChildren
    }

    /// Whether the class declaring `node` is `open`.
    private func enclosingClassIsOpen(_ node: some SyntaxProtocol) -> Bool {
        var parent = node.parent
        while let p = parent {
            if let c = p.as(ClassDeclSyntax.self) { return c.modifiers.contains { $0.name.text == "open" } }
            parent = p.parent
        }
        return false
    }

    /// The list controller (`UITableViewController`, `UICollectionViewController`) that the
    /// class or extension declaring `node` directly subclasses, if any.
    private func listController(of node: some SyntaxProtocol) -> String? {
        var parent = node.parent
        while let p = parent {
            if let c = p.as(ClassDeclSyntax.self) {
                let superclass = index.classes[c.name.text]?.superclass ?? c.inheritanceClause?.inheritedTypes.first?.type.trimmedDescription
                return superclass.flatMap { listControllerProtocols[$0] != nil ? $0 : nil }
            }
            if let e = p.as(ExtensionDeclSyntax.self) {
                let superclass = index.classes[e.extendedType.trimmedDescription]?.superclass
                return superclass.flatMap { listControllerProtocols[$0] != nil ? $0 : nil }
            }
            parent = p.parent
        }
        return nil
    }

    override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind {
        // An `@objc` method of an extension overridden in a subclass: the override is renamed,
        // the extension's method hands calls to it (see ``ExtensionMethodDispatch``).
        if node.parent?.is(MemberBlockItemSyntax.self) == true, let owner = enclosingClass(of: node) ?? enclosingExtension(of: node) {
            let signature = ExtensionMethodDispatch.signature(of: node)
            if let override = node.modifiers.first(where: { $0.name.text == "override" }) {
                if index.isDispatchedOverride(signature, in: owner, path: path) {
                    blank(override)
                    replace(node.name, with: ExtensionMethodDispatch.renamed(node.name.text, in: owner))
                    return .visitChildren
                }
            } else if let body = node.body {
                let targets = index.extensionDispatchTargets(of: signature, in: owner, path: path)
                if !targets.isEmpty {
                    insert(" " + targets.map { ExtensionMethodDispatch.dispatch(of: node, to: $0) }.joined(),
                           at: body.leftBrace.endPositionBeforeTrailingTrivia)
                    // A body of one expression returned it implicitly; after the dispatch it says so.
                    if let returnType = node.signature.returnClause?.type.trimmedDescription, !["Void", "()"].contains(returnType),
                       body.statements.count == 1, let only = body.statements.first, only.item.is(ExprSyntax.self) {
                        insert("return ", at: only.positionAfterSkippingLeadingTrivia)
                    }
                }
            }
        }
        // A list controller's data source and delegate methods are the app class's own
        // (Animatic's controllers do not declare them: Swift cannot override from extensions,
        // where apps often write them): `override` is blanked.
        if listProtocolMethods.contains(node.name.text),
           let override = node.modifiers.first(where: { $0.name.text == "override" }), listController(of: node) != nil {
            blank(override)
        }
        // `override func responds(to:)`: Animatic's `responds(to:)` is an extension member of
        // `NSObjectProtocol` (Foundation's NSObject on Linux has none to override), which a class
        // redeclares without `override`; `super.responds(to:)` still reaches it.
        if node.name.text == "responds", node.signature.parameterClause.parameters.count == 1,
           node.signature.parameterClause.parameters.first?.firstName.text == "to",
           let override = node.modifiers.first(where: { $0.name.text == "override" }) {
            blank(override)
        }
        // `override func awakeFromNib()` (or an accessibility container method) of a class that
        // descends from `NSObject` through app classes only: UIKit declares them on `NSObject`,
        // Animatic in an extension of `NSObjectProtocol`, which a class redeclares without
        // `override` (`super.awakeFromNib()` still reaches it).
        let labels = node.signature.parameterClause.parameters.map { $0.firstName.text + ":" }.joined()
        if nsObjectInformalMethods.contains(node.name.text + "(" + labels + ")"),
           let override = node.modifiers.first(where: { $0.name.text == "override" }),
           overridesNSObjectItself(node.name.text + "(" + labels + ")", node) {
            blank(override)
        }
        return .visitChildren
    }

    override func visit(_ node: VariableDeclSyntax) -> SyntaxVisitorContinueKind {
        // `override var accessibilityLabel` of a class that descends from `NSObject` through app
        // classes only: as `awakeFromNib()` above.
        if let override = node.modifiers.first(where: { $0.name.text == "override" }),
           node.bindings.count == 1, let name = node.bindings.first?.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
           nsObjectInformalProperties.contains(name), overridesNSObjectItself(name, node) {
            blank(override)
        }
        return .visitChildren
    }

    /// Whether the member `signature` of the class declaring `node` (in its body, or in an
    /// extension of it) overrides `NSObject`'s own (``AppIndex/overridesNSObjectItself(_:in:)``;
    /// a class the index does not know: its first inherited type is `NSObject`).
    private func overridesNSObjectItself(_ signature: String, _ node: some SyntaxProtocol) -> Bool {
        guard let owner = enclosingClass(of: node) ?? enclosingExtension(of: node) else { return false }
        if index.classes[owner] != nil { return index.overridesNSObjectItself(signature, in: owner) }
        return directSuperclass(of: node).map(simpleName) == "NSObject"
    }

    /// The type the nearest extension around `node` extends (`UIView`), if any.
    private func enclosingExtension(of node: some SyntaxProtocol) -> String? {
        var parent = node.parent
        while let p = parent {
            if let e = p.as(ExtensionDeclSyntax.self) { return simpleName(e.extendedType.trimmedDescription) }
            if p.is(ClassDeclSyntax.self) || p.is(StructDeclSyntax.self) || p.is(EnumDeclSyntax.self) { return nil }
            parent = p.parent
        }
        return nil
    }

    /// The name of the class whose body declares `node`, if any.
    private func enclosingClass(of node: some SyntaxProtocol) -> String? {
        var parent = node.parent
        while let p = parent {
            if let c = p.as(ClassDeclSyntax.self) { return c.name.text }
            if p.is(ExtensionDeclSyntax.self) || p.is(StructDeclSyntax.self) || p.is(EnumDeclSyntax.self) { return nil }
            parent = p.parent
        }
        return nil
    }

    /// The first inherited type of the class declaring `node` (for a class the index does not know).
    private func directSuperclass(of node: some SyntaxProtocol) -> String? {
        var parent = node.parent
        while let p = parent {
            if let c = p.as(ClassDeclSyntax.self) {
                return c.inheritanceClause?.inheritedTypes.first?.type.trimmedDescription
            }
            parent = p.parent
        }
        return nil
    }

    override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind {
        let name = node.name.text
        // A direct subclass of a list controller conforms to its protocols (UIKit's controllers
        // do; Animatic's leave the conformance to the app class, whose methods it names).
        if let superclass = node.inheritanceClause?.inheritedTypes.first?.type.trimmedDescription,
           let protocols = listControllerProtocols[superclass] {
            let declared = Set(node.inheritanceClause!.inheritedTypes.map { $0.type.trimmedDescription })
            let missing = protocols.split(separator: ",").map { String($0.filter { $0 != " " }) }.filter { !declared.contains($0) }
            if !missing.isEmpty { append("extension \(name): \(missing.joined(separator: ", ")) {}", after: node) }
        }
        if let keys = declaredKeysClass(node) { append(keys, after: node) }
        // Both tables go in one insertion, the outlet table first (it ends with `;`), after
        // a missing required initializer (a layer's `init()`).
        let prefix = (missingRequiredInitializer(node) ?? "") + index.forwarders(of: name, in: path).joined()
            + (outletTable(node) ?? "")
        let outletTable: String? = prefix.isEmpty ? nil : prefix
        let methods = (index.methods[name] ?? []).filter { !$0.isFilePrivate || $0.file == path }
        guard index.classes[name]?.file == path, !methods.isEmpty else {
            if let outletTable { insert(outletTable, at: node.memberBlock.rightBrace.positionAfterSkippingLeadingTrivia) }
            return .visitChildren
        }
        let inherits = index.inheritsDispatch(name)
        let access = tableAccess(node)
        var cases: [String] = []
        var seen: Set<String> = []
        for method in methods where seen.insert(method.selectorName).inserted {
            cases.append("case \"\(method.selectorName)\": " + call(method))
        }
        // `#selector(tick)` of a method the index could not tell apart: also answer the base name.
        let byBase = Dictionary(grouping: methods, by: \.baseName)
        for (base, list) in byBase.sorted(by: { $0.key < $1.key }) where list.count == 1 && seen.insert(base).inserted {
            cases.append("case \"\(base)\": " + call(list[0]))
        }
        let fallback = inherits ? "super.animaticPerform(selector, with: argument)" : "false"
        let method = "\(access)\(inherits ? "override " : "")func animaticPerform(_ selector: Selector, with argument: Any?) -> Bool { "
            + "switch String(describing: selector) { " + cases.joined(separator: "; ") + "; default: return \(fallback) } }; "
        // `responds(to:)` asks the same names without running anything: the selector names, and a
        // base name only where `#selector(base)` is written as the base name (see above).
        let answered = methods.map(\.selectorName) + byBase.filter { $0.value.count == 1 && index.selectorName(forBaseName: $0.key) == $0.key }.keys.sorted()
        var names: [String] = []
        for name in answered where !names.contains(name) { names.append(name) }
        let respondsFallback = inherits ? "super.animaticResponds(to: selector)" : "false"
        let responds = "\(access)\(inherits ? "override " : "")func animaticResponds(to selector: Selector) -> Bool { "
            + "switch String(describing: selector) { case " + names.map { "\"\($0)\"" }.joined(separator: ", ")
            + ": return true; default: return \(respondsFallback) } } "
        insert((outletTable ?? "") + method + responds, at: node.memberBlock.rightBrace.positionAfterSkippingLeadingTrivia)
        if !inherits { append("extension \(name): AnimaticSelectorTarget {}", after: node) }
        return .visitChildren
    }

    /// For a class descending from a layer class that declares a designated initializer but no
    /// `init()` (or from `UINavigationController`, without `init(rootViewController:)`): the
    /// required initializer, stopping as Swift does on iOS when Objective-C calls an initializer
    /// the class did not inherit, ended by `;` (the tables may follow).
    private func missingRequiredInitializer(_ node: ClassDeclSyntax) -> String? {
        let name = node.name.text
        let superclass = node.inheritanceClause?.inheritedTypes.first.map { simpleName($0.type.trimmedDescription) }
        guard let root = index.frameworkAncestor(of: name) ?? superclass,
              let required = requiredFrameworkInitializers[root] else { return nil }
        let labels = required.name.dropFirst("init(".count).dropLast().split(separator: ":").map(String.init)
        let initializers = node.memberBlock.members.compactMap { $0.decl.as(InitializerDeclSyntax.self) }
        let designated = initializers.filter { !$0.modifiers.contains { $0.name.text == "convenience" } }
        let declared = initializers.map { $0.signature.parameterClause.parameters.map(\.firstName.text) }
        guard !designated.isEmpty, !declared.contains(labels) else { return nil }
        // A recognizer overriding `init(target:action:)` inherits the required convenience `init()`.
        if root.hasSuffix("GestureRecognizer"), declared.contains(["target", "action"]) { return nil }
        let access = node.modifiers.contains { $0.name.text == "open" } ? "public " : ""
        return "\(access)required \(required.declaration) { fatalError(\"Use of unimplemented initializer '\(required.name)' for class '\(name)'\") }; "
    }

    /// The access of a generated table in `node`: `open` in an open class, so that a subclass in
    /// another module (adapted with this class's files indexed, see ``AppIndex/add(source:path:)``)
    /// overrides it; `public` in a public one.
    private func tableAccess(_ node: ClassDeclSyntax) -> String {
        if node.modifiers.contains(where: { $0.name.text == "open" }) { return "open " }
        return node.modifiers.contains { $0.name.text == "public" } ? "public " : ""
    }

    /// For a class with `@IBOutlet`/`@IBInspectable` properties, `animaticSetOutlet(_:_:)` (a
    /// `switch` from property name to property, on the line of its closing brace, ended by `;`
    /// so that the selector table may follow on the same line) and, for the
    /// root of such classes in the app, `extension C: AnimaticOutletTarget {}` after the last
    /// line: what the stage's storyboard and nib loading calls to set outlets, as UIKit does with
    /// key-value coding.
    private func outletTable(_ node: ClassDeclSyntax) -> String? {
        let name = node.name.text
        let outlets = index.outlets[name] ?? []
        guard index.classes[name]?.file == path, !outlets.isEmpty else { return nil }
        let inherits = index.inheritsOutlets(name)
        let access = tableAccess(node)
        var cases: [String] = []
        var seen: Set<String> = []
        for outlet in outlets where seen.insert(outlet.name).inserted {
            cases.append("case \"\(outlet.name)\": if let value = animaticOutletValue(value, as: (\(outlet.type)).self) { self.\(outlet.name) = value; return true }; return false")
        }
        let fallback = inherits ? "super.animaticSetOutlet(name, value)" : "false"
        let method = "\(access)\(inherits ? "override " : "")func animaticSetOutlet(_ name: String, _ value: Any) -> Bool { "
            + "switch name { " + cases.joined(separator: "; ") + "; default: return \(fallback) } }; "
        if !inherits { append("extension \(name): AnimaticOutletTarget {}", after: node) }
        return method
    }

    /// For a top-level, non-generic, non-private class of the app with an outlet table (its own
    /// or an ancestor's), whose first framework ancestor is a UIKit class other than a
    /// controller (a view: what runtime attributes are set on): a class
    /// `AnimaticDeclaredKeys_<Class>` (an `AnimaticDeclaredKeys`) answering whether the class or
    /// one of its ancestors in the app declares a property (or a `setX` method) named `key` that
    /// Swift exposes to Objective-C (``AppIndex/declaredKeys``). The stage's nib loading finds
    /// it by name to tell a runtime attribute key-value coding cannot set (iOS logs "Failed to
    /// set (key) user defined inspected property" and goes on) from a property Animatic does not
    /// set (reported).
    private func declaredKeysClass(_ node: ClassDeclSyntax) -> String? {
        let name = node.name.text
        guard index.classes[name]?.file == path, index.hasOutlets(name), node.genericParameterClause == nil,
              node.parent?.parent?.parent?.is(SourceFileSyntax.self) == true,
              !node.modifiers.contains(where: { ["private", "fileprivate"].contains($0.name.text) }),
              let framework = index.frameworkAncestor(of: name), framework.hasPrefix("UI"),
              !framework.hasSuffix("Controller") else { return nil }
        var keys: Set<String> = []
        var seen: Set<String> = []
        var current: String? = name
        while let next = current, index.classes[next] != nil, seen.insert(next).inserted {
            keys.formUnion(index.declaredKeys[next] ?? [])
            current = index.classes[next]?.superclass
        }
        let answer = keys.isEmpty ? "false" : "[" + keys.sorted().map { "\"\($0)\"" }.joined(separator: ", ") + "].contains(key)"
        return "final class AnimaticDeclaredKeys_\(name): AnimaticDeclaredKeys { "
            + "static func animaticDeclares(_ key: String) -> Bool { \(answer) } }"
    }

    /// The `case` body calling `method` with the argument, or returning false when the argument
    /// is of another type.
    private func call(_ method: AppIndex.Method, on receiver: String = "self") -> String {
        let attempt = method.throwsError ? "try? " : ""
        if method.takesNoArgument { return "\(attempt)\(receiver).\(method.baseName)(); return true" }
        if let secondType = method.secondParameterType {
            // `perform(_:with:with:)` passes its two objects as one `(Any?, Any?)`.
            var bindings = ["let arguments = argument as? (Any?, Any?)"]
            var values: [String] = []
            for (index, (label, type)) in [(method.argumentLabel, method.parameterType ?? "Any"),
                                           (method.secondArgumentLabel, secondType)].enumerated() {
                let written = label.map { $0 == "_" ? "" : "\($0): " } ?? ""
                let element = "arguments.\(index)"
                switch type {
                case "Any": values.append(written + element + " as Any")
                case "Any?", "Any!": values.append(written + element)
                default:
                    if type.hasSuffix("?") || type.hasSuffix("!") {
                        values.append(written + "\(element) as? \(type.dropLast())")
                    } else {
                        bindings.append("let argument\(index) = \(element) as? \(type)")
                        values.append(written + "argument\(index)")
                    }
                }
            }
            return "if \(bindings.joined(separator: ", ")) { \(attempt)\(receiver).\(method.baseName)(\(values.joined(separator: ", "))); "
                + "return true }; return false"
        }
        let type = method.parameterType ?? "Any"
        let label = method.argumentLabel.map { $0 == "_" ? "" : "\($0): " } ?? ""
        switch type {
        case "Any": return "\(attempt)\(receiver).\(method.baseName)(\(label)argument as Any); return true"
        case "Any?", "Any!": return "\(attempt)\(receiver).\(method.baseName)(\(label)argument); return true"
        default:
            if type.hasSuffix("?") || type.hasSuffix("!") {
                return "\(attempt)\(receiver).\(method.baseName)(\(label)argument as? \(type.dropLast())); return true"
            }
            return "if let argument = argument as? \(type) { \(attempt)\(receiver).\(method.baseName)(\(label)argument); return true }; return false"
        }
    }

}
