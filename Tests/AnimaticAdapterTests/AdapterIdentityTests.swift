import AnimaticAdapter
import PropertyBased
import Testing

/// Files with none of the spellings the adapter rewrites come out byte for byte as they went in,
/// whatever else they hold (valid Swift or not: token soup, comments, strings, unicode, tabs,
/// CRLF line ends, a missing last newline).
@Suite struct AdapterIdentityTests {
    /// Pieces of Swift and not-quite-Swift, none of them a spelling the adapter rewrites (`@MainActor`
    /// on a declaration is one: it gets `@preconcurrency`).
    static let pieces: [String] = [
        "let", "var", "func", "class", "struct", "enum", "protocol", "extension", "override", "final", "private",
        "public", "static", "weak", "lazy", "if", "else", "guard", "return", "switch", "case", "default", "for", "in",
        "while", "self", "super", "nil", "true", "Intro", "UIView", "animate", "alpha", "center", "0.5", "42", "x",
        "{", "}", "(", ")", "[", "]", ":", ",", ".", "?", "!", "=", "+=", "->", "&&", "<", ">", "@Sendable",
        "@escaping", "@discardableResult", "#if DEBUG", "#endif", "#warning(\"w\")", "\"text\"", "\"\"\"\nmulti\n\"\"\"",
        "// comment", "/* block */", "/// doc", "é", "🎬", "\t", " ", " ", " ", "\n", "\n", "\r\n", "`class`",
        "selector", "objc", "Selector(\"a:\")", "UIKit", "canImport", "dynamicMember", "optionalValue",
        // Imports of the toolchain's and Animatic's modules stay as they are.
        "\nimport Dispatch\n", "\nimport XCTest\n", "\n@testable import AnimaticReactive\n", "\nimport struct Glibc.FILE\n",
    ]

    static func generator() -> Generator<String, Shrink.None<String>> {
        Generator(run: { rng in
            let count = Int.random(in: 0...120, using: &rng)
            var text = ""
            var previous = ""
            for _ in 0..<count {
                var piece = pieces[Int.random(in: 0..<pieces.count, using: &rng)]
                // `UIKit.UIView` is a spelling the adapter rewrites (a module-qualified name).
                if previous == "UIKit" && piece == "." { piece = "," }
                text += piece + (Bool.random(using: &rng) ? " " : "")
                // Spaces, newlines and comments may stand between a qualifier and its `.`.
                if !(piece.allSatisfy(\.isWhitespace) || piece.hasPrefix("//") || piece.hasPrefix("/*")) { previous = piece }
            }
            return text
        })
    }

    @Test func filesWithoutTheSpellingsAreUnchanged() async {
        await propertyCheck(count: 500, input: Self.generator()) { source in
            #expect(adapt(source) == source)
        }
    }

    @Test func theSamplesOfThisPackageAreUnchanged() throws {
        // Real story code with none of the spellings: the bundled samples' first lines.
        let source = """
            final class Card {
                let view = UIView(frame: CGRect(x: 0, y: 0, width: 80, height: 80))
                func enter() {
                    UIView.animate(withDuration: 0.8, delay: 0.2, options: [.curveEaseOut]) { self.view.alpha = 1 }
                }
            }
            """
        #expect(adapt(source) == source)
    }
}
