import Animatic
import Testing

/// Every control character (C0, DEL, C1) and the two line separators.
let controlScalars: [Unicode.Scalar] = ((0..<0x20).map { $0 } + (0x7F...0x9F).map { $0 } + [0x2028, 0x2029])
    .compactMap(Unicode.Scalar.init(_:))

/// Whether `text` holds any of ``controlScalars``.
func hasControlCharacter(_ text: String) -> Bool {
    text.unicodeScalars.contains { controlScalars.contains($0) }
}

/// `scalar` as the messages escape it: `\u{A}`.
func escaped(_ scalar: Unicode.Scalar) -> String { "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}" }

private struct Forged: Error, CustomStringConvertible {
    var description: String
}

/// Text a story typed can never split a problem's message into lines or hide in it.
@Suite struct InertMessageTests {
    /// A view whose identifier holds each control character in turn has a NaN alpha: the
    /// case keeps the identifier as typed, the message and the printed error escape it.
    @Test func everyControlCharacterInAViewIdentifierIsEscapedInMessages() throws {
        #expect(controlScalars.count == 32 + 1 + 32 + 2)
        for scalar in controlScalars {
            let name = "v" + String(Character(scalar)) + "Story.record: forged"
            let box = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
            box.accessibilityIdentifier = name
            let error = try #require(throws: StoryError.self) {
                try Story.record(size: CGSize(width: 20, height: 20)) { stage in
                    stage.addSubview(box)
                    box.alpha = .nan
                }
            }
            #expect(error.problems == [.invalidValue(view: name, property: "alpha", value: "nan")])
            let message = try #require(error.problems.first).message
            #expect(message == "view v\(escaped(scalar))Story.record: forged: alpha set to nan, which cannot be shown; "
                    + "the change was not recorded", "U+\(String(scalar.value, radix: 16))")
            #expect(!hasControlCharacter("\(error)"), "U+\(String(scalar.value, radix: 16))")
        }
    }

    /// The backslash is escaped too, so `\u{A}` typed literally reads differently from a
    /// newline: the escape can be undone.
    @Test func aTypedEscapeStaysDistinct() {
        let typed = StoryProblem.invalidValue(view: "a\\u{A}b", property: "alpha", value: "nan").message
        let newline = StoryProblem.invalidValue(view: "a\nb", property: "alpha", value: "nan").message
        #expect(typed == "view a\\u{5C}u{A}b: alpha set to nan, which cannot be shown; the change was not recorded")
        #expect(newline == "view a\\u{A}b: alpha set to nan, which cannot be shown; the change was not recorded")
    }

    /// A story still running at its limit names what animates once, escaped once.
    @Test func anUnfinishedStoryNamesItsViewOnOneLine() throws {
        let box = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        box.accessibilityIdentifier = "box\nStory.record: forged\\"
        let error = try #require(throws: StoryError.self) {
            try Story.record(size: CGSize(width: 20, height: 20), limit: 1) { stage in
                stage.addSubview(box)
                UIView.animate(withDuration: 5) { box.alpha = 0 }
                Timer.scheduledTimer(withTimeInterval: 0.5, repeats: true) { _ in }
            }
        }
        #expect(error.problems.count == 1)
        if case .unfinished(_, let animating, _)? = error.problems.first {
            #expect(animating == ["box\nStory.record: forged\\.alpha"])
        } else {
            Issue.record("expected .unfinished, got \(error.problems)")
        }
        #expect("\(error)".split(separator: "\n", omittingEmptySubsequences: false).count == 1)
        #expect("\(error)".contains("still animating: box\\u{A}Story.record: forged\\u{5C}.alpha ("))
    }

    /// An error the story throws prints on one line, whatever its text.
    @Test func aThrownErrorPrintsOnOneLine() throws {
        let error = try #require(throws: StoryError.self) {
            try Story.record(size: CGSize(width: 20, height: 20)) { _ in
                throw Forged(description: "bad\r\nStory.record: forged\u{2028}\u{0}")
            }
        }
        #expect("\(error)" == "Story.record: bad\\u{D}\\u{A}Story.record: forged\\u{2028}\\u{0}")
    }
}
