import AnimaticExport
import AnimaticTimeline
import Testing

/// The views of a timeline with these identifiers, all on the stage.
private func views(_ identifiers: [String?]) -> TimelineViews {
    let r = TimelineRecorder()
    for identifier in identifiers {
        _ = r.addView(identifier: identifier, parent: nil, initial: ViewState(width: 1, height: 1), at: .zero)
    }
    return r.timeline.views
}

@Suite struct ViewIdentifierTests {
    @Test func aDuplicateTakesTheFirstSuffixNoOtherViewClaims() {
        #expect(ViewIdentifiers.assign(views(["a", "a", "a-2", "a"])) == ["a", "a-3", "a-2", "a-4"])
    }

    @Test func unnamedViewsAreNumberedByIndexAndYieldToUserIds() {
        #expect(ViewIdentifiers.assign(views([nil, "", "box"])) == ["view-0", "view-1", "box"])
        // A user's "view-0" claims the name first; the unnamed view 0 gets a suffix.
        #expect(ViewIdentifiers.assign(views([nil, "view-0"])) == ["view-0-2", "view-0"])
        #expect(ViewIdentifiers.assign(views([nil, nil, "view-1"])) == ["view-0", "view-1-2", "view-1"])
        // Sanitised names that start with "view" end in "_", so generated names keep theirs.
        #expect(ViewIdentifiers.assign(views(["view 1", nil, nil])) == ["view_1", "view-1", "view-2"])
    }

    @Test func namesThatAreNotXMLNamesAreSanitisedPerScalar() {
        #expect(ViewIdentifiers.sanitize("9 lives") == "_9_lives")
        #expect(ViewIdentifiers.sanitize("-dash") == "_-dash")
        #expect(ViewIdentifiers.sanitize("a:b") == "a_b")
        #expect(ViewIdentifiers.sanitize("<é>") == "_é_")
        #expect(ViewIdentifiers.sanitize("&ok") == "_ok")
        #expect(ViewIdentifiers.sanitize("🎬ok") == "🎬ok")   // astral letters start names in XML 1.0 (5th ed.)
        #expect(ViewIdentifiers.assign(views(["9 lives", "9_lives"])) == ["_9_lives", "_9_lives-2"])
    }

    @Test func ncNamesAreNonEmptyXMLNamesWithoutColons() {
        for name in ["a", "_1", "é-.·", "A\u{300}", "x\u{203F}y"] { #expect(ViewIdentifiers.isNCName(name), "\(name)") }
        for name in ["", "1a", "-a", ".a", "a:b", "a b", "a\u{0}"] { #expect(!ViewIdentifiers.isNCName(name), "\(name)") }
    }
}
