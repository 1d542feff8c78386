import Testing
@testable import AnimaticTimeline

/// The one description of each animatable property (`AnimatedProperty.descriptor`): the facts
/// the timeline's tables and the writers rely on.
@Suite struct PropertyDescriptorTests {
    /// Tracks are indexed `view * count + rawValue`: raw values must be 0..<count, and a packed
    /// segment keeps them in `bits` bits.
    @Test func rawValuesAreContiguousAndFitThePackedBits() {
        let raws = AnimatedProperty.allCases.map { Int($0.rawValue) }
        #expect(raws == Array(0..<AnimatedProperty.allCases.count))
        #expect(AnimatedProperty.allCases.count <= AnimatedProperty.limit)
        #expect(AnimatedProperty.limit == 1 << AnimatedProperty.bits)
        #expect(TimelineRecorder.maximumViews == 1 << (32 - AnimatedProperty.bits))
    }

    @Test func everyDefaultIsOfItsPropertysKindAndInsideItsRange() {
        for property in AnimatedProperty.allCases {
            let d = property.descriptor
            #expect(d.defaultValue.kind == d.kind, "\(property)")
            #expect(d.defaultValue.fits(property), "\(property)")
            if let range = d.range, case .scalar(let v) = d.defaultValue {
                #expect(range.contains(v), "\(property): default \(v) outside \(range)")
            }
            #expect(d.range == nil || d.kind == .scalar, "\(property): a range on a \(d.kind)")
        }
    }

    @Test func namesAndKeyPathsAreUniqueAndKeyPathsLeadBack() {
        let names = AnimatedProperty.allCases.map(\.description)
        #expect(Set(names).count == names.count)
        let keyPaths = AnimatedProperty.allCases.compactMap { $0.descriptor.keyPath?.description }
        #expect(Set(keyPaths).count == keyPaths.count)
        for property in AnimatedProperty.allCases {
            if let keyPath = property.descriptor.keyPath?.description {
                #expect(AnimatedProperty.property(forKeyPath: keyPath) == property)
            }
        }
        #expect(AnimatedProperty.property(forKeyPath: "opacity") == .alpha)
        #expect(AnimatedProperty.property(forKeyPath: "startPoint") == .gradientStart)
        #expect(AnimatedProperty.property(forKeyPath: "colors") == nil)
        #expect(AnimatedProperty.property(forKeyPath: "") == nil)
    }

    /// Only the fields every view has are stored in ViewState's own fields, once each.
    @Test func fieldStorageIsUsedOnceAndOnlyByTheCoreProperties() {
        let fields = AnimatedProperty.allCases.map(\.descriptor.storage).filter { $0 != .extra }
        #expect(fields == [.center, .size, .transform, .alpha, .backgroundColor, .isHidden, .boundsOrigin])
    }

    /// A new ``ViewState`` shows every property's default, and setting an extra property
    /// changes that one only.
    @Test func viewStateStartsAtTheDefaultsAndSetsOnePropertyAtATime() {
        var state = ViewState()
        for property in AnimatedProperty.allCases where property.descriptor.storage == .extra {
            #expect(state.value(of: property) == property.descriptor.defaultValue, "\(property)")
        }
        state.set(.gradientLocation2, .scalar(0.75))
        state.set(.strokeColor, .color(RGBA(red: 0.25, green: 0.5, blue: 0.75, alpha: 1)))
        #expect(state.value(of: .gradientLocation2) == .scalar(0.75))
        #expect(state.strokeColor == RGBA(red: 0.25, green: 0.5, blue: 0.75, alpha: 1))
        for property in AnimatedProperty.allCases where ![.gradientLocation2, .strokeColor].contains(property) {
            #expect(state.value(of: property) == (property.descriptor.storage == .extra
                ? property.descriptor.defaultValue : ViewState().value(of: property)), "\(property)")
        }
        #expect(state != ViewState())
        var back = state
        back.set(.gradientLocation2, .scalar(0))
        back.set(.strokeColor, .color(.clear))
        #expect(back == ViewState(), "extras equal to the defaults compare equal to a state without them")
    }

    @Test func clampingFollowsTheRange() {
        #expect(AnimatedProperty.alpha.descriptor.clamped(1.5) == 1)
        #expect(AnimatedProperty.strokeEnd.descriptor.clamped(-0.5) == 0)
        #expect(AnimatedProperty.cornerRadius.descriptor.clamped(-4) == -4)
        #expect(AnimatedProperty.lineWidth.descriptor.clamped(250) == 250)
    }

    @Test func onlyViewPropertiesAndCornerRadiusAnimateInViewBlocks() {
        let inBlocks = AnimatedProperty.allCases.filter(\.animatesInViewBlocks)
        // `boundsOrigin` is the rest of `bounds` (a scroll view's content offset).
        #expect(inBlocks == [.center, .size, .transform, .alpha, .backgroundColor, .cornerRadius, .boundsOrigin])
        #expect(AnimatedProperty.allCases.filter(\.descriptor.isAdditiveGeometry) == [.center, .size, .transform, .boundsOrigin])
        #expect(AnimatedProperty.allCases.filter { !$0.animates } == [.isHidden])
    }

    /// The geometry list in composition order (Core Animation's: position, the transform, the
    /// sublayer transform, then the bounds offset's terms), and the part of it that places
    /// only the subviews, outermost first (the sublayer transform acts about the anchor, outside
    /// the bounds origin's shift).
    @Test func geometryIsListedInCompositionOrder() {
        #expect(AnimatedProperty.geometry == [.center, .transform, .sublayerTransform, .size, .anchorPoint, .boundsOrigin])
        #expect(AnimatedProperty.subviewGeometry == [.sublayerTransform, .boundsOrigin])
        #expect(AnimatedProperty.allCases.filter { $0.descriptor.geometryRole != nil } .count == 6)
    }

    /// With a sublayer transform, the subviews' matrix is the view's with the map between its
    /// transform and the bounds offset: about the anchor point in bounds space (origin +
    /// anchor·size); the view's own matrix does not have it. A quarter turn of a 100×50 view
    /// centred at (0, 0) with bounds origin (10, 0): its anchor (60, 25) goes to the centre, and
    /// (10, 0), 50 left of it and 25 above, turns to 25 right and 50 above: (25, −50).
    @Test func theSubviewsMatrixHasTheSublayerTransformAboutTheAnchor() {
        var state = ViewState(width: 100, height: 50, boundsX: 10)
        state.set(.sublayerTransform, .transform(TransformComponents(translationX: 0, translationY: 0, rotation: .pi / 2,
                                                                     skew: 0, scaleX: 1, scaleY: 1)))
        let own = state.matrixToSuperview, subviews = state.subviewsMatrixToSuperview
        #expect(own.apply(10, 0) == (x: -50, y: -25))
        let anchor = subviews.apply(60, 25), corner = subviews.apply(10, 0)
        #expect(abs(anchor.x) < 1e-12 && abs(anchor.y) < 1e-12)
        #expect(abs(corner.x - 25) < 1e-12 && abs(corner.y + 50) < 1e-12)
    }
}
