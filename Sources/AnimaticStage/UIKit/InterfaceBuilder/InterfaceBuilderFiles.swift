import AnimaticRuntime
import Foundation

/// Where Animatic finds `.storyboard` and `.xib` files, the images they name (asset catalogs'
/// `.imageset` folders or plain image files) and their named colours (`.colorset` folders), in
/// this order:
/// 1. the folders in the `ANIMATIC_RESOURCES` environment variable (separated by `:`);
/// 2. the folders given to ``UIStoryboard/addSearchFolder(_:)`` (or `Story.record(storyboard:…
///    resources:)`);
/// 3. the folder of the Swift file that asks (`#filePath`: for app code compiled by the adapter
///    plugin, the app's original file, whose `#sourceLocation` names it) and its two nearest
///    ancestors, each searched down to four levels (skipping hidden folders such as `.build`).
///
/// In an Xcode project the storyboards sit beside the sources (`MyApp/Base.lproj/Main.storyboard`,
/// `MyApp/Assets.xcassets`), so rule 3 finds them from any file of the app.
package enum InterfaceBuilderFiles {
    private static let lock = NSLock()
    nonisolated(unsafe) private static var folders: [URL] = []
    nonisolated(unsafe) private static var cache: [String: URL?] = [:]

    /// Adds `folder` to the folders searched first (after `ANIMATIC_RESOURCES`).
    package static func addFolder(_ folder: URL) {
        lock.lock(); defer { lock.unlock() }
        let standard = folder.standardizedFileURL
        if !folders.contains(standard) { folders.append(standard) }
    }

    /// The folders searched for a call from the file at `callerPath`, in order.
    package static func searchRoots(callerPath: String?) -> [URL] {
        var roots: [URL] = []
        if let variable = ProcessInfo.processInfo.environment["ANIMATIC_RESOURCES"] {
            roots += variable.split(separator: ":").map { URL(fileURLWithPath: String($0)) }
        }
        lock.lock()
        roots += folders
        lock.unlock()
        if let callerPath, callerPath.hasPrefix("/") {
            var folder = URL(fileURLWithPath: callerPath).deletingLastPathComponent()
            for _ in 0..<3 {
                roots.append(folder)
                let parent = folder.deletingLastPathComponent()
                if parent.path == folder.path || parent.path == "/" { break }
                folder = parent
            }
        }
        return roots
    }

    /// The first file whose name is one of `names` under `roots` (breadth first in each root).
    package static func find(_ names: [String], in roots: [URL]) -> URL? {
        for root in roots {
            let key = root.path + "\u{0}" + names.joined(separator: "\u{0}")
            lock.lock()
            let cached = cache[key]
            lock.unlock()
            if let cached { if let cached { return cached } else { continue } }
            let found = search(names: Set(names), under: root)
            lock.lock()
            cache[key] = .some(found)
            lock.unlock()
            if let found { return found }
        }
        return nil
    }

    private static func search(names: Set<String>, under root: URL, depth: Int = 4) -> URL? {
        var level = [root]
        for _ in 0...depth {
            var next: [URL] = []
            for folder in level {
                guard let entries = try? FileManager.default.contentsOfDirectory(atPath: folder.path) else { continue }
                for entry in entries.sorted() {
                    if names.contains(entry) { return folder.appendingPathComponent(entry) }
                }
                for entry in entries.sorted() where !entry.hasPrefix(".") && entry != "node_modules" {
                    let url = folder.appendingPathComponent(entry)
                    var isDirectory: ObjCBool = false
                    if FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory), isDirectory.boolValue {
                        next.append(url)
                    }
                }
            }
            level = next
            if level.isEmpty { break }
        }
        return nil
    }

    /// The file of the image `name` beside an Interface Builder file in `roots`: the largest
    /// scale in `name.imageset` of an asset catalog, else `name.png`, `name@2x.png`, `name.jpg`,
    /// `name.svg`, `name.pdf`-less; nil when there is none.
    package static func image(named name: String, in roots: [URL]) -> URL? {
        if let set = find([name + ".imageset"], in: roots),
           let files = try? FileManager.default.contentsOfDirectory(atPath: set.path) {
            let images = files.filter { ["png", "jpg", "jpeg", "svg"].contains(($0 as NSString).pathExtension.lowercased()) }
            // @3x, then @2x, then 1x: the sharpest the catalog has.
            let ranked = images.sorted { rank($0) > rank($1) || (rank($0) == rank($1) && $0 < $1) }
            if let best = ranked.first { return set.appendingPathComponent(best) }
        }
        return find([name + ".png", name + "@2x.png", name + "@3x.png", name + ".jpg", name + ".jpeg", name + ".svg"], in: roots)
    }

    private static func rank(_ file: String) -> Int { file.contains("@3x") ? 3 : file.contains("@2x") ? 2 : 1 }

    /// The scale of the image file at `url`, as UIKit reads it: its entry's `"scale"` in the
    /// image set's `Contents.json` (`"2x"`), else its name's `@2x`/`@3x`, else 1.
    package static func scale(ofImageAt url: URL) -> CGFloat {
        let set = url.deletingLastPathComponent()
        if set.pathExtension == "imageset",
           let data = FileManager.default.contents(atPath: set.appendingPathComponent("Contents.json").path),
           let json = try? JSONSerialization.jsonObject(with: data) as? [String: Any],
           let images = json["images"] as? [[String: Any]],
           let entry = images.first(where: { $0["filename"] as? String == url.lastPathComponent }),
           let text = entry["scale"] as? String, let scale = Double(text.dropLast()), text.hasSuffix("x"), scale > 0 {
            return CGFloat(scale)
        }
        return CGFloat(rank(url.lastPathComponent))
    }

    /// The colour `name` of an asset catalog (`name.colorset/Contents.json`) in `roots`: its
    /// first (any appearance) colour's sRGB components, as Xcode writes them (`"0.500"`,
    /// `"0x80"` or `"128"`).
    package static func color(named name: String, in roots: [URL]) -> UIColor? {
        guard let set = find([name + ".colorset"], in: roots),
              let data = FileManager.default.contents(atPath: set.appendingPathComponent("Contents.json").path),
              let json = try? JSONSerialization.jsonObject(with: data) as? [String: Any],
              let colors = json["colors"] as? [[String: Any]] else { return nil }
        // The entry without appearances (light) first.
        let entry = colors.first { $0["appearances"] == nil } ?? colors.first
        guard let color = entry?["color"] as? [String: Any], let components = color["components"] as? [String: Any] else { return nil }
        func component(_ key: String) -> CGFloat? {
            guard let text = components[key].map({ "\($0)" }) else { return nil }
            if text.hasPrefix("0x"), let value = Int(text.dropFirst(2), radix: 16) { return CGFloat(value) / 255 }
            if let value = Double(text) { return text.contains(".") || key == "alpha" ? CGFloat(value) : CGFloat(value) / 255 }
            return nil
        }
        if let white = component("white") { return UIColor(white: white, alpha: component("alpha") ?? 1) }
        guard let r = component("red"), let g = component("green"), let b = component("blue") else { return nil }
        return UIColor(red: r, green: g, blue: b, alpha: component("alpha") ?? 1)
    }
}
