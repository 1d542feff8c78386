/// What an Xcode target's Objective-C bridging header makes visible to every Swift file of the
/// target.
///
/// Xcode imports the header named by the target's `SWIFT_OBJC_BRIDGING_HEADER` build setting into
/// each of its Swift files, and with it every module the header imports: a header that says
/// `#import <UIKit/UIKit.h>` lets a Swift file with no `import` line use `UIView` and `NSNumber`
/// (Apple, "Importing Objective-C into Swift": "Any public Objective-C headers listed in the
/// bridging header are visible to Swift"). Files of such targets often import nothing
/// (artsy/eidolon's `SwiftExtensions.swift` extends `NSNumber` with no import). The adapter finds
/// the header by Xcode's naming (``isBridgingHeaderName(_:)``), reads the modules it and the quoted
/// headers it includes import (``modules(headers:read:)``), and when one of them is a module
/// Animatic stands for, each adapted file gets Animatic's import on a line of its own before its
/// `#sourceLocation` (``SourceAdapter/adaptedFile(source:path:)``), so every line keeps its number.
/// Objective-C headers of other libraries (pods) have no Swift counterpart here: a file that uses
/// them fails where it uses them, as it would without the header.
package enum BridgingHeader {
    /// Whether a file named `name` is a bridging header by Xcode's naming: Xcode creates
    /// `<Target>-Bridging-Header.h` when a target first mixes languages; projects also write
    /// `BridgingHeader.h` or `Bridging_Header.h` (case ignored).
    ///
    /// ```swift
    /// BridgingHeader.isBridgingHeaderName("Kiosk-Bridging-Header.h")   // true
    /// BridgingHeader.isBridgingHeaderName("UIView+Shake.h")            // false
    /// ```
    package static func isBridgingHeaderName(_ name: String) -> Bool {
        let letters = String(name.lowercased().filter { $0.isLetter || $0 == "." })
        return letters.hasSuffix("bridgingheader.h")
    }

    /// The modules `text` (an Objective-C header) imports, in order, each once, and the headers
    /// it includes by quoted name (`#import "Other.h"`).
    ///
    /// `#import <UIKit/UIKit.h>` and `#include <UIKit/UIView.h>` name module `UIKit` (the
    /// framework's folder), `@import UIKit;` and `@import UIKit.UIGestureRecognizerSubclass;` too;
    /// a header without a folder (`#import <stdio.h>`) names none. Lines inside `//` or `/* */`
    /// comments are not read.
    package static func imports(of text: String) -> (modules: [String], quoted: [String]) {
        var modules: [String] = []
        var quoted: [String] = []
        for line in uncommented(text).split(whereSeparator: \.isNewline) {
            var rest = Substring(line).drop(while: { $0 == " " || $0 == "\t" })
            if rest.hasPrefix("@import") {
                rest = rest.dropFirst("@import".count).drop(while: { $0 == " " || $0 == "\t" })
                let name = rest.prefix(while: { $0.isLetter || $0.isNumber || $0 == "_" })
                if !name.isEmpty, !modules.contains(String(name)) { modules.append(String(name)) }
                continue
            }
            guard rest.hasPrefix("#") else { continue }
            rest = rest.dropFirst().drop(while: { $0 == " " || $0 == "\t" })
            guard rest.hasPrefix("import") || rest.hasPrefix("include") else { continue }
            rest = rest.drop(while: { $0.isLetter }).drop(while: { $0 == " " || $0 == "\t" })
            if rest.hasPrefix("<"), let close = rest.firstIndex(of: ">") {
                let path = rest[rest.index(after: rest.startIndex)..<close]
                if let slash = path.firstIndex(of: "/") {
                    let name = String(path[..<slash])
                    if !name.isEmpty, !modules.contains(name) { modules.append(name) }
                }
            } else if rest.hasPrefix("\""), let close = rest.dropFirst().firstIndex(of: "\"") {
                let path = String(rest[rest.index(after: rest.startIndex)..<close])
                if !path.isEmpty, !quoted.contains(path) { quoted.append(path) }
            }
        }
        return (modules, quoted)
    }

    /// The modules the headers at `paths` import, with those of the quoted headers they include
    /// (looked up beside the including header; one not found is skipped, as it names a header of
    /// the app's Objective-C code that has nothing for Swift here), each header read once.
    ///
    /// `read` returns a file's text, or `nil` when there is no such file.
    /// Complexity: O(total length of the headers read).
    package static func modules(headers paths: [String], read: (String) -> String?) -> Set<String> {
        var modules: Set<String> = []
        var seen: Set<String> = []
        var pending = paths
        while let path = pending.popLast() {
            guard seen.insert(path).inserted, let text = read(path) else { continue }
            let found = imports(of: text)
            modules.formUnion(found.modules)
            let folder = path.lastIndex(of: "/").map { String(path[..<$0]) } ?? "."
            pending += found.quoted.map { $0.hasPrefix("/") ? $0 : folder + "/" + $0 }
        }
        return modules
    }

    /// `text` without its comments (`// …` to the end of the line, `/* … */`), line breaks kept.
    static func uncommented(_ text: String) -> String {
        var result = ""
        var characters = text[...]
        var inBlock = false
        while let character = characters.first {
            if inBlock {
                if characters.hasPrefix("*/") { inBlock = false; characters = characters.dropFirst(2); continue }
                if character.isNewline { result.append(character) }
                characters = characters.dropFirst()
            } else if characters.hasPrefix("/*") {
                inBlock = true
                characters = characters.dropFirst(2)
            } else if characters.hasPrefix("//") {
                characters = characters.drop(while: { !$0.isNewline })
            } else {
                result.append(character)
                characters = characters.dropFirst()
            }
        }
        return result
    }
}
