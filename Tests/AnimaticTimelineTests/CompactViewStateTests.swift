import Testing
@testable import AnimaticTimeline

/// View records keep their initial state compactly (CompactViewState): these pin that every
/// state comes back exactly, and which states stay small.
@Suite struct CompactViewStateTests {
    static let red = RGBA(red: 1, green: 0, blue: 0)
    /// States a compact record holds without a box.
    static let compactStates = [
        ViewState(),
        ViewState(centerX: 24, centerY: -3.25, width: 8, height: 1e300, backgroundColor: red),
        ViewState(centerX: .infinity, centerY: .nan, width: -0.0, height: 0, isHidden: true),
        ViewState(backgroundColor: RGBA(red: 51.0 / 255, green: 1, blue: 0, alpha: 128.0 / 255)),
    ]

    func roundTrip(_ state: ViewState) -> (back: ViewState, boxed: Bool) {
        let compact = CompactViewState(state)
        return (compact.state, compact.isBoxed)
    }

    func bits(_ s: ViewState) -> [UInt64] {
        let t = s.transform, c = s.backgroundColor
        return [s.centerX, s.centerY, s.width, s.height, s.boundsX, s.boundsY, t.translationX, t.translationY,
                t.rotation, t.skew, t.scaleX, t.scaleY, s.alpha, c.red, c.green, c.blue, c.alpha].map(\.bitPattern)
            + [s.isHidden ? 1 : 0]
    }

    @Test func plainViewsWithExactColoursStayCompact() {
        for state in Self.compactStates {
            let (back, boxed) = roundTrip(state)
            #expect(!boxed)
            #expect(bits(back) == bits(state))
        }
    }

    /// A compact record answers each property itself (the transform, colour and extras too,
    /// without building the state): the same numbers, bit for bit, as the state it stands for.
    @Test func eachPropertyOfACompactRecordIsTheStates() {
        let states = Self.compactStates + [ViewState(transform: TransformComponents(.rotation(0.5)), alpha: 0.5)]   // the last boxed
        for (i, state) in states.enumerated() {
            let compact = CompactViewState(state)
            #expect(compact.isBoxed == (i == 4))
            for property in AnimatedProperty.allCases {
                let mine = compact.value(of: property), truth = state.value(of: property)
                #expect(mine.kind == truth.kind, "state \(i), \(property)")
                let width = property.width
                #expect((0..<width).map { mine[component: $0].bitPattern } == (0..<width).map { truth[component: $0].bitPattern },
                        "state \(i), \(property)")
            }
        }
        // The ones read without the state: identity, the unpacked colour, the defaults.
        let plain = CompactViewState(ViewState(backgroundColor: Self.red))
        #expect(plain.value(of: .transform) == .transform(.identity))
        #expect(plain.value(of: .backgroundColor) == .color(Self.red))
        #expect(plain.value(of: .cornerRadius) == AnimatedProperty.cornerRadius.descriptor.defaultValue)
    }

    @Test func everythingElseComesBackFromTheBox() {
        var withExtras = ViewState(centerX: 1, backgroundColor: Self.red)
        withExtras.cornerRadius = 6
        withExtras.textColor = RGBA(red: 0.2, green: 0.3, blue: 0.4)
        let states = [
            ViewState(boundsX: 3),
            ViewState(boundsY: -0.0),
            ViewState(transform: TransformComponents(.rotation(0.5))),
            ViewState(transform: TransformComponents(translationX: -0.0, translationY: 0, rotation: 0, skew: 0,
                                                     scaleX: 1, scaleY: 1)),
            ViewState(alpha: 0.5),
            ViewState(backgroundColor: RGBA(red: 0.5, green: 0, blue: 0)),      // 127.5/255
            ViewState(backgroundColor: RGBA(red: -0.0, green: 0, blue: 0)),
            ViewState(backgroundColor: RGBA(red: 0, green: 0.1, blue: 0)),    // 25.5/255
            withExtras,
        ]
        for (i, state) in states.enumerated() {
            let (back, boxed) = roundTrip(state)
            #expect(boxed, "state \(i)")
            #expect(bits(back) == bits(state), "state \(i)")
            #expect(back == state)
        }
        #expect(roundTrip(withExtras).back.cornerRadius == 6)
        #expect(roundTrip(withExtras).back.textColor == RGBA(red: 0.2, green: 0.3, blue: 0.4))
    }

    @Test func equalityIsTheStates() {
        // -0 and +0 compare equal as states, though one is boxed and the other not.
        let a = CompactViewState(ViewState(boundsX: -0.0))
        let b = CompactViewState(ViewState(boundsX: 0))
        #expect(a.isBoxed && !b.isBoxed)
        #expect(a == b)
        #expect(a.hashValue == b.hashValue)
        #expect(CompactViewState(ViewState(centerX: 1)) != b)
        // And view records built from equal states are equal.
        let v1 = TimelineView(index: 0, identifier: "a", parent: nil, initial: ViewState(boundsX: -0.0),
                              addedAt: .zero, removedAt: nil, content: .plain)
        let v2 = TimelineView(index: 0, identifier: "a", parent: nil, initial: ViewState(),
                              addedAt: .zero, removedAt: nil, content: .plain)
        #expect(v1 == v2)
        #expect(MemoryLayout<TimelineView>.stride <= 112)
    }
}
