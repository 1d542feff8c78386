import AnimaticInterfaceBuilder
import AnimaticClock
import AnimaticRuntime
import Foundation

/// A storyboard read from its `.storyboard` file (Interface Builder's XML), as UIKit's
/// `UIStoryboard`: its controllers are made on demand with their views, constraints, outlets
/// and actions.
///
/// ```swift
/// let storyboard = UIStoryboard(name: "Onboarding", bundle: nil)
/// let intro = storyboard.instantiateViewController(withIdentifier: "Intro") as! IntroViewController
/// ```
///
/// UIKit loads the compiled `.storyboardc` from the app bundle; Animatic reads the source
/// `.storyboard` from these folders, in order: `ANIMATIC_RESOURCES`, the folders of the
/// adapter plugin's `AppSources.txt`, folders added with ``addSearchFolder(_:)``, and the
/// folders around the calling file. A storyboard that cannot be found or read, and anything in
/// it Animatic cannot draw, fails the recording naming the file and line; UIKit raises
/// "Could not find a storyboard named" for a missing file.
public final class UIStoryboard {
    /// The storyboard's name (its file name without `.storyboard`).
    public let name: String
    /// The file read, when it was found.
    public let url: URL?
    /// The elements Animatic read and left alone because they change no frame (`<device>`,
    /// `<segue>`, `<accessibility>`…), each as `element (line N)`.
    public let acceptedElements: [String]
    let loader: InterfaceBuilderLoader?
    private let call: String

    /// Reads the storyboard `name` (`name.storyboard`, also inside `Base.lproj`); `bundle` is
    /// ignored (files are found beside the app's sources, see the type's description).
    public init(name: String, bundle storyboardBundleOrNil: Bundle?, file: String = #filePath, fileID: String = #fileID) {
        self.name = name
        call = "UIStoryboard(name: \"\(name)\", bundle:)"
        let module = InterfaceBuilderLookup.module(fileID: fileID)
        let roots = InterfaceBuilderLookup.roots(module: module, callerPath: file)
        let found = InterfaceBuilderFiles.find([name + ".storyboard"], in: roots)
        url = found
        loader = InterfaceBuilderLookup.loader(url: found, kind: "storyboard", name: name, roots: roots, module: module, call: call)
        acceptedElements = loader?.document.accepted.map { "\($0.element) (line \($0.line))" } ?? []
    }

    /// The storyboard's initial view controller (its `initialViewController`), made anew, or
    /// `nil` when it names none (as UIKit).
    public func instantiateInitialViewController() -> UIViewController? {
        guard let loader else { return nil }
        guard let id = loader.document.initialViewController else { return nil }
        guard let scene = loader.document.viewController(id: id) else {
            StoryContext.reportToCurrent(StoryProblem.misuse(
                call: "UIStoryboard.instantiateInitialViewController()",
                problem: "\(loader.document.file): the initial view controller \"\(id)\" is no scene of the storyboard"))
            return nil
        }
        return loader.instantiate(scene, storyboard: self)
    }

    /// The controller whose Storyboard ID is `identifier`, made anew. UIKit raises when no
    /// controller has it; Animatic reports it and returns a plain controller.
    public func instantiateViewController(withIdentifier identifier: String) -> UIViewController {
        guard let loader else { return UIViewController() }
        guard let scene = loader.document.viewController(identifier: identifier) else {
            let known = loader.document.viewControllers.compactMap(\.storyboardIdentifier)
            StoryContext.reportToCurrent(StoryProblem.misuse(
                call: "UIStoryboard.instantiateViewController(withIdentifier: \"\(identifier)\")",
                problem: "\(loader.document.file) has no view controller with this Storyboard ID (it has: "
                    + (known.isEmpty ? "none" : known.joined(separator: ", ")) + ")"))
            return UIViewController()
        }
        return loader.instantiate(scene, storyboard: self)
    }

    /// The typed form (iOS 13): the controller whose Storyboard ID is `identifier`, or `nil`
    /// when it is not a `ViewController`.
    public func instantiateViewController<ViewController: UIViewController>(identifier: String) -> ViewController? {
        instantiateViewController(withIdentifier: identifier) as? ViewController
    }

    /// The scene ``Story/record(storyboard:identifier:device:reduceMotion:resources:limit:file:fileID:_:prepare:)``
    /// presents: the one whose Storyboard ID (else object id) is `identifier`; without one, the
    /// initial view controller, else the only scene. Otherwise reported, listing the scenes.
    func sceneToRecord(identifier: String?, call: String) -> UIViewController? {
        guard let loader else { return nil }
        let scenes = loader.document.viewControllers
        if let identifier {
            if scenes.contains(where: { $0.storyboardIdentifier == identifier }) {
                return instantiateViewController(withIdentifier: identifier)
            }
            if let scene = scenes.first(where: { $0.id == identifier }) { return loader.instantiate(scene, storyboard: self) }
            StoryContext.reportToCurrent(StoryProblem.misuse(
                call: call, problem: "\(loader.document.file) has no scene with the Storyboard ID or object id \"\(identifier)\" (it has: \(sceneList))"))
            return nil
        }
        if loader.document.initialViewController != nil { return instantiateInitialViewController() }
        if scenes.count == 1 { return loader.instantiate(scenes[0], storyboard: self) }
        StoryContext.reportToCurrent(StoryProblem.misuse(
            call: call, problem: "\(loader.document.file) has no initial view controller and \(scenes.count) scenes: "
                + "name one with identifier: (\(sceneList))"))
        return nil
    }

    /// The scenes as `identifier:` takes them: `"Intro" (IntroViewController, line 13)` or,
    /// without a Storyboard ID, the object id.
    var sceneList: String {
        let scenes = loader?.document.viewControllers ?? []
        guard !scenes.isEmpty else { return "no scenes" }
        return scenes.map { scene in
            "\"\(scene.storyboardIdentifier ?? scene.id)\" (\(scene.customClass ?? scene.element), line \(scene.line))"
        }.joined(separator: ", ")
    }

    /// Adds `folder` to where storyboards, nibs, images and colours are looked for (before
    /// the folders around the calling file).
    public static func addSearchFolder(_ folder: URL) {
        InterfaceBuilderFiles.addFolder(folder)
    }
}

/// A nib read from its `.xib` file, as UIKit's `UINib`.
///
/// ```swift
/// let views = UINib(nibName: "WelcomeCard", bundle: nil).instantiate(withOwner: self, options: nil)
/// let card = views.first as! WelcomeCard
/// ```
public final class UINib {
    /// The elements Animatic read and left alone (see ``UIStoryboard/acceptedElements``).
    public let acceptedElements: [String]
    let loader: InterfaceBuilderLoader?

    /// Reads the nib `name` (`name.xib`); `bundle` is ignored (files are found as
    /// ``UIStoryboard``'s are).
    public init(nibName name: String, bundle bundleOrNil: Bundle?, file: String = #filePath, fileID: String = #fileID) {
        let module = InterfaceBuilderLookup.module(fileID: fileID)
        loader = InterfaceBuilderLookup.nib(name, module: module, callerPath: file, call: "UINib(nibName: \"\(name)\", bundle:)")
        acceptedElements = loader?.document.accepted.map { "\($0.element) (line \($0.line))" } ?? []
    }

    init(loader: InterfaceBuilderLoader?) {
        self.loader = loader
        acceptedElements = loader?.document.accepted.map { "\($0.element) (line \($0.line))" } ?? []
    }

    /// Makes the nib's top-level objects, in the file's order, with `ownerOrNil` as File's Owner
    /// (its outlets set, its actions connected) and sends them `awakeFromNib()`: UIKit's order.
    /// A top-level view controller (`<viewController>` in a `.xib`) comes with its view built and
    /// its outlets set; its `viewDidLoad` runs when its view is first asked for. `options` are ignored.
    ///
    /// ```swift
    /// let page = UINib(nibName: "PageViewController", bundle: nil).instantiate(withOwner: nil)[0] as! PageViewController
    /// page.titleLabel.text = "Welcome"       // an outlet of the controller, set by the nib
    /// ```
    public func instantiate(withOwner ownerOrNil: Any?, options optionsOrNil: [AnyHashable: Any]? = nil) -> [Any] {
        guard let loader else { return [] }
        return loader.instantiateTopLevel(owner: ownerOrNil.map { $0 as AnyObject })
    }
}

extension Bundle {
    /// Loads the nib `name` with `owner` as File's Owner and returns its top-level views, as
    /// UIKit's `Bundle.loadNibNamed(_:owner:options:)`; `nil` (and a reported problem) when the
    /// nib cannot be found or read.
    ///
    /// ```swift
    /// let card = Bundle.main.loadNibNamed("WelcomeCard", owner: nil)?.first as? WelcomeCard
    /// ```
    public func loadNibNamed(_ name: String, owner: Any?, options: [AnyHashable: Any]? = nil,
                             file: String = #filePath, fileID: String = #fileID) -> [Any]? {
        let nib = UINib(loader: InterfaceBuilderLookup.nib(
            name, module: InterfaceBuilderLookup.module(fileID: fileID), callerPath: file,
            call: "Bundle.loadNibNamed(\"\(name)\", owner:options:)"))
        guard nib.loader != nil else { return nil }
        return nib.instantiate(withOwner: owner, options: options)
    }
}

/// The folders of an app compiled through the adapter plugin: the plugin generates, in the
/// target, a class named `AnimaticAppResources` conforming to this protocol, listing the folders
/// its `AppSources.txt` names, where Animatic looks for the app's storyboards, nibs, images and
/// colours. Swift on Linux has no `NSClassFromString` for Swift classes, but the runtime finds a
/// class by its module-qualified name (`IntroApp.AnimaticAppResources`), as it finds the custom
/// classes the files name.
public protocol AnimaticAppResourceFolders {
    /// Absolute paths of the app's folders.
    static var folders: [String] { get }
}

/// How the loader finds files and the module whose classes a file names.
enum InterfaceBuilderLookup {
    /// `IntroApp` for `IntroApp/Intro.swift`.
    static func module(fileID: String) -> String? {
        fileID.split(separator: "/").first.map(String.init)
    }

    /// The search roots for a call from `callerPath` in `module`: ``resourceRoots(module:)``,
    /// then the caller's folders.
    static func roots(module: String?, callerPath: String?) -> [URL] {
        var roots = resourceRoots(module: module)
        roots += InterfaceBuilderFiles.searchRoots(callerPath: callerPath).filter { !roots.contains($0) }
        return roots
    }

    /// `ANIMATIC_RESOURCES`, added folders and the module's `AnimaticAppResources` folders:
    /// where a file's images and colours are looked for after the file's own folder.
    static func resourceRoots(module: String?) -> [URL] {
        var roots = InterfaceBuilderFiles.searchRoots(callerPath: nil)
        if let module, let registry = _typeByName(module + ".AnimaticAppResources") as? AnimaticAppResourceFolders.Type {
            // Kept for `UIImage(named:)` in the app's code too.
            for folder in registry.folders { InterfaceBuilderFiles.addFolder(URL(fileURLWithPath: folder)) }
            roots += registry.folders.map { URL(fileURLWithPath: $0) }.filter { !roots.contains($0) }
        }
        return roots
    }

    static func nib(_ name: String, module: String?, callerPath: String?, call: String) -> InterfaceBuilderLoader? {
        let roots = roots(module: module, callerPath: callerPath)
        let found = InterfaceBuilderFiles.find([name + ".xib"], in: roots)
        return loader(url: found, kind: "xib", name: name, roots: roots, module: module, call: call)
    }

    /// Reads the file at `url` (reporting a missing or unreadable one) into a loader.
    static func loader(url: URL?, kind: String, name: String, roots: [URL], module: String?, call: String) -> InterfaceBuilderLoader? {
        guard let url else {
            StoryContext.reportToCurrent(StoryProblem.misuse(
                call: call,
                problem: "no \(name).\(kind) found (looked in " + roots.map(\.path).joined(separator: ", ")
                    + "; list the app's folders in AppSources.txt, set ANIMATIC_RESOURCES or call UIStoryboard.addSearchFolder(_:))"))
            return nil
        }
        guard let data = FileManager.default.contents(atPath: url.path) else {
            StoryContext.reportToCurrent(StoryProblem.misuse(call: call, problem: "\(url.path) cannot be read"))
            return nil
        }
        do {
            let document = try InterfaceBuilderReader.read([UInt8](data), file: url.lastPathComponent)
            return InterfaceBuilderLoader(document: document, fileURL: url, resourceRoots: resourceRoots(module: module),
                                          module: module, call: call)
        } catch {
            StoryContext.reportToCurrent(StoryProblem.misuse(call: call, problem: error.description))
            return nil
        }
    }
}
