import Foundation
import Testing
import AnimaticClock
import AnimaticTimeline
@testable import AnimaticStage
@testable import AnimaticRuntime

/// UIKit members behind the corpus's walls (issue #29, tenth session, symbols8): symbol image
/// configurations and symbol effects (ProgressHUD), layer contents filters, `CGPath` equality and
/// `allowsGroupOpacity` (Hero), Core Foundation run-loop timers (TKSubmitTransition), a settable
/// `selectedTextRange` (SkyFloatingLabelTextField).
@Suite struct CorpusWalls10SymbolsTests {
    /// A folder with `star.svg` (a 24×24 symbol as the SF Symbols app exports one), removed at the end.
    final class SymbolFolder {
        let path: String
        init() throws {
            path = NSTemporaryDirectory() + "symbols8-\(UUID().uuidString)"
            try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
            let svg = #"<svg xmlns="http://www.w3.org/2000/svg" width="24" height="24"><path d="M12 2l3 7h7l-6 4 2 8-6-5-6 5 2-8-6-4h7z"/></svg>"#
            try Data(svg.utf8).write(to: URL(fileURLWithPath: path + "/star.svg"))
        }
        /// The symbol's name as `UIImage(systemName:)` finds it (a path without `.svg`).
        var star: String { path + "/star" }
        deinit { try? FileManager.default.removeItem(atPath: path) }
    }

    private static var png: Data { Data(base64Encoded:
        "iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAYAAABytg0kAAAAEklEQVR4nGP4z8DwHwyBNAMDAFXpB/mGBUYGAAAAAElFTkSuQmCC")! }

    // MARK: - UIImage.SymbolConfiguration

    @Test func symbolWeightsAndScalesHaveUIKitsRawValues() {
        #expect(UIImage.SymbolWeight.unspecified.rawValue == 0)
        #expect(UIImage.SymbolWeight.ultraLight.rawValue == 1)
        #expect(UIImage.SymbolWeight.bold.rawValue == 7)
        #expect(UIImage.SymbolWeight.black.rawValue == 9)
        #expect(UIImage.SymbolScale.default.rawValue == -1)
        #expect(UIImage.SymbolScale.unspecified.rawValue == 0)
        #expect(UIImage.SymbolScale.large.rawValue == 3)
        #expect(UIImage.SymbolWeight.bold.fontWeight() == .bold)
        #expect(UIImage.SymbolWeight.unspecified.fontWeight() == .regular)
    }

    @Test func applyingReplacesTheValuesTheOtherSpecifies() {
        let bold = UIImage.SymbolConfiguration(weight: .bold)
        let sized = bold.applying(UIImage.SymbolConfiguration(pointSize: 24))
        #expect(sized == UIImage.SymbolConfiguration(pointSize: 24, weight: .bold))
        #expect(sized.description == "SymbolConfiguration(point size 24.0, weight bold)")
        // A text style replaces the point size (each alone sets the size); the weight stays.
        let styled = sized.applying(UIImage.SymbolConfiguration(textStyle: .title1, scale: .large))
        #expect(styled.description == "SymbolConfiguration(text style UICTFontTextStyleTitle1, weight bold, scale large)")
        #expect(styled.applying(nil) == styled)
        #expect(styled.withoutWeight().withoutScale().withoutTextStyle() == UIImage.SymbolConfiguration.unspecified)
        #expect(UIImage.SymbolConfiguration.unspecified.description == "SymbolConfiguration(unspecified)")
        #expect(UIImage.SymbolConfiguration(pointSize: 20, weight: .light, scale: .small)
            .withoutPointSizeAndWeight() == UIImage.SymbolConfiguration(scale: .small))
        #expect(bold.isEqual(to: UIImage.SymbolConfiguration(weight: .bold)) && !bold.isEqual(to: nil))
    }

    @Test func anImageThatIsNotASymbolTakesNoSymbolConfiguration() throws {
        let image = try #require(UIImage(data: Self.png))
        #expect(!image.isSymbolImage && image.symbolConfiguration == nil)
        #expect(image.applyingSymbolConfiguration(UIImage.SymbolConfiguration(weight: .bold)) == nil)
        let same = image.withConfiguration(UIImage.SymbolConfiguration(pointSize: 40))
        #expect(same === image && same.unavailable == nil)
    }

    @Test func aSymbolDrawsAsExportedUntilAConfigurationSpecifiesSomething() throws {
        let folder = try SymbolFolder()
        let star = try #require(UIImage(systemName: folder.star))
        #expect(star.isSymbolImage && star.symbolConfiguration == .unspecified && star.unavailable == nil)
        #expect(star.size == CGSize(width: 24, height: 24))
        let plain = try #require(star.applyingSymbolConfiguration(.unspecified))
        #expect(plain.unavailable == nil && plain == star)
        let defaultScale = try #require(star.applyingSymbolConfiguration(UIImage.SymbolConfiguration(scale: .default)))
        #expect(defaultScale.unavailable == nil)                    // UIKit's default is the medium it draws
        let bold = try #require(star.applyingSymbolConfiguration(UIImage.SymbolConfiguration(weight: .bold)))
        #expect(bold.symbolConfiguration == UIImage.SymbolConfiguration(weight: .bold) && bold != star)
        #expect(bold.unavailable == .notSupported(
            call: "UIImage.applyingSymbolConfiguration(_:)",
            feature: "drawing the SF Symbol \"\(folder.star)\" with weight bold (Animatic draws the symbol's exported SVG as it is: its own size and weight)"))
        let bigBold = bold.withConfiguration(UIImage.SymbolConfiguration(pointSize: 40))
        #expect(bigBold.symbolConfiguration == UIImage.SymbolConfiguration(pointSize: 40, weight: .bold))
        guard case .notSupported(let call, _)? = bigBold.unavailable else { Issue.record("\(bigBold)"); return }
        #expect(call == "UIImage.applyingSymbolConfiguration(_:)")    // the first call that changed it
        let made = try #require(UIImage(systemName: folder.star, withConfiguration: UIImage.SymbolConfiguration(pointSize: 30)))
        guard case .notSupported(let madeCall, _)? = made.unavailable else { Issue.record("\(made)"); return }
        #expect(madeCall == "UIImage(systemName:withConfiguration:)")
        #expect(UIImage(systemName: folder.star, withConfiguration: nil)?.unavailable == nil)
        // Tinting keeps the symbol and its configuration (ProgressHUD's `symbol(_:name:)`).
        #expect(bold.withTintColor(.red, renderingMode: .alwaysOriginal).symbolConfiguration == bold.symbolConfiguration)
    }

    @Test func aSymbolWithoutItsSVGKeepsItsOwnProblem() throws {
        let missing = try #require(UIImage(systemName: "symbols8.no.such.symbol"))
        let bold = try #require(missing.applyingSymbolConfiguration(UIImage.SymbolConfiguration(weight: .bold)))
        guard case .notSupported(let call, _)? = bold.unavailable else { Issue.record("\(bold)"); return }
        #expect(call == "UIImage(systemName: \"symbols8.no.such.symbol\")")
    }

    @Test func aConfiguredSymbolFailsTheStoryOnlyWhenShownOnStage() throws {
        let folder = try SymbolFolder()
        let bold = try #require(UIImage(systemName: folder.star)?.applyingSymbolConfiguration(UIImage.SymbolConfiguration(weight: .bold)))
        let offStage = record { _, _ in
            let view = UIImageView(image: bold)      // made, never shown
            view.frame = CGRect(x: 0, y: 0, width: 24, height: 24)
        }
        #expect(offStage.problems.isEmpty)
        let shown = record { stage, _ in
            let view = UIImageView(image: bold)
            stage.addSubview(view)
        }
        #expect(shown.problems == [bold.unavailable!])
        let preferred = record { stage, _ in
            let view = UIImageView(image: UIImage(systemName: folder.star))
            view.preferredSymbolConfiguration = UIImage.SymbolConfiguration(pointSize: 32)
            stage.addSubview(view)
        }
        #expect(preferred.problems.count == 1)
        guard case .notSupported(let call, let feature)? = preferred.problems.first else { Issue.record("\(preferred.problems)"); return }
        #expect(call == "UIImageView.preferredSymbolConfiguration")
        #expect(feature.hasPrefix("drawing the SF Symbol \"\(folder.star)\" with point size 32.0 "))
        let pngPreferred = record { stage, _ in
            let view = UIImageView(image: UIImage(data: Self.png))
            view.preferredSymbolConfiguration = UIImage.SymbolConfiguration(pointSize: 32)
            stage.addSubview(view)
        }
        #expect(pngPreferred.problems.isEmpty)               // not a symbol: drawn as it is
    }

    // MARK: - Symbol effects

    @Test func symbolEffectOptionsNameWhatTheyAsk() {
        #expect(SymbolEffectOptions.default.description == "default")
        #expect(SymbolEffectOptions.repeating.description == "repeating")
        #expect(SymbolEffectOptions.nonRepeating.speed(2).description == "nonRepeating, speed 2.0")
        #expect(SymbolEffectOptions.repeat(3).description == "repeat 3")
        #expect(SymbolEffectOptions.speed(0.5).repeating == SymbolEffectOptions.repeating.speed(0.5))
        #expect(BounceSymbolEffect.bounce.up.byLayer.effectName == ".bounce.up.byLayer")
        #expect(VariableColorSymbolEffect.variableColor.iterative.reversing.effectName == ".variableColor.iterative.reversing")
    }

    @Test func aSymbolEffectOnStageFailsTheStoryNamingTheCall() {
        let r = record { stage, _ in
            let view = UIImageView(frame: CGRect(x: 10, y: 10, width: 40, height: 40))
            view.accessibilityIdentifier = "spinner"
            stage.addSubview(view)
            view.addSymbolEffect(.bounce, options: .repeating)
        }
        #expect(r.problems == [.notSupported(
            call: "UIImageView.addSymbolEffect(_:options:animated:completion:)",
            feature: "the SF Symbol effect .bounce (options repeating) on image view spinner: symbol effects animate the glyph's layers, which Animatic does not draw")])
    }

    @Test func aSymbolEffectAddedOffStageFailsWhenTheViewJoinsUnlessRemoved() {
        let joins = record { stage, _ in
            let view = UIImageView(frame: CGRect(x: 10, y: 10, width: 40, height: 40))
            view.addSymbolEffect(.pulse.wholeSymbol)
            stage.addSubview(view)                 // ProgressHUD adds the effect, then the view
        }
        #expect(joins.problems.count == 1)
        guard case .notSupported(let call, let feature)? = joins.problems.first else { Issue.record("\(joins.problems)"); return }
        #expect(call == "UIImageView.addSymbolEffect(_:options:animated:completion:)")
        #expect(feature.hasPrefix("the SF Symbol effect .pulse.wholeSymbol (options default) on image view"))
        let removed = record { stage, _ in
            let view = UIImageView(frame: CGRect(x: 10, y: 10, width: 40, height: 40))
            view.addSymbolEffect(.bounce)
            view.addSymbolEffect(.scale.up)
            view.removeSymbolEffect(ofType: .bounce)
            view.removeSymbolEffect(ofType: .scale)
            stage.addSubview(view)
            let other = UIImageView(frame: CGRect(x: 60, y: 10, width: 40, height: 40))
            other.addSymbolEffect(.variableColor)
            other.removeAllSymbolEffects()
            stage.addSubview(other)
        }
        #expect(removed.problems.isEmpty)
    }

    // MARK: - CGPath: Equatable

    @Test func pathsAreEqualWhenTheirElementsAre() {
        let a = UIBezierPath(rect: CGRect(x: 0, y: 0, width: 10, height: 20)).cgPath
        let b = UIBezierPath(rect: CGRect(x: 0, y: 0, width: 10, height: 20)).cgPath
        let c = UIBezierPath(rect: CGRect(x: 0, y: 0, width: 10, height: 21)).cgPath
        #expect(a == b && a !== b)
        #expect(a != c)
        let shadow: CGPath? = nil
        #expect(shadow != a && Optional(a) == Optional(b))
        let mutable = CGMutablePath()
        mutable.addPath(a)
        #expect(mutable == a && a == mutable)
        mutable.addLine(to: CGPoint(x: 5, y: 5))
        #expect(mutable != a)
    }

    // MARK: - CALayer contents filters

    @Test func contentsFiltersTheBrowserDrawsAreAcceptedAndNearestIsReported() {
        let layer = CALayer()
        #expect(layer.magnificationFilter == .linear && layer.minificationFilter == .linear && layer.minificationFilterBias == 0)
        #expect(CALayerContentsFilter.trilinear.rawValue == "trilinear")
        let r = record { stage, _ in
            let view = UIImageView(frame: CGRect(x: 0, y: 0, width: 40, height: 40))
            view.accessibilityIdentifier = "pixels"
            stage.addSubview(view)
            // Hero's snapshot copies an image view's filters: the defaults pass.
            let copy = UIImageView(frame: view.bounds)
            copy.layer.magnificationFilter = view.layer.magnificationFilter
            copy.layer.minificationFilter = .trilinear
            copy.layer.minificationFilterBias = view.layer.minificationFilterBias
            stage.addSubview(copy)
            view.layer.magnificationFilter = .nearest
            view.layer.minificationFilterBias = 0.5
        }
        #expect(r.problems == [
            .notSupported(call: "CALayer.magnificationFilter",
                          feature: "the contents filter \"nearest\" (the exported image is drawn with the browser's smooth, linear scaling) on view pixels"),
            .notSupported(call: "CALayer.minificationFilterBias",
                          feature: "a mipmap bias of 0.5 (the browser picks its own mipmaps) on view pixels"),
        ])
    }

    // MARK: - allowsGroupOpacity

    /// A card with two overlapping children (the first at (10, 10), the second at (30, 30), 40×40).
    private func overlappingCard(_ name: String) -> UIView {
        let card = UIView(frame: CGRect(x: 20, y: 20, width: 100, height: 100))
        card.accessibilityIdentifier = name
        for (i, x) in [10.0, 30.0].enumerated() {
            let child = UIView(frame: CGRect(x: x, y: x, width: 40, height: 40))
            child.backgroundColor = .blue
            child.accessibilityIdentifier = "\(name)-\(i)"
            card.addSubview(child)
        }
        return card
    }

    @Test func groupOpacityOffIsAcceptedWhereItDrawsTheSameFrames() {
        let r = record { stage, _ in
            let opaque = overlappingCard("opaque")             // alpha 1: the same pixels either way
            stage.addSubview(opaque)
            opaque.layer.allowsGroupOpacity = false
            let apart = UIView(frame: CGRect(x: 200, y: 20, width: 100, height: 100))
            for x in [0.0, 50.0] {                             // side by side: no overlap
                let child = UIView(frame: CGRect(x: x, y: 0, width: 50, height: 50))
                child.backgroundColor = .green
                apart.addSubview(child)
            }
            stage.addSubview(apart)
            apart.layer.allowsGroupOpacity = false
            apart.alpha = 0.5
            UIView.animate(withDuration: 0.5) { apart.alpha = 0.2 }
        }
        #expect(r.problems.isEmpty)
    }

    @Test func groupOpacityOffIsReportedWhenAFadedLayersPartsOverlap() {
        let set = record { stage, _ in
            let card = overlappingCard("card")
            stage.addSubview(card)
            card.layer.allowsGroupOpacity = false
            card.alpha = 0.5
        }
        let expected = StoryProblem.notSupported(
            call: "CALayer.allowsGroupOpacity",
            feature: "blending a faded layer's parts one by one (allowsGroupOpacity = false) where they overlap (subview 0 (card-0) and subview 1 (card-1)) on view card")
        #expect(set.problems == [expected])
        let animated = record { stage, _ in
            let card = overlappingCard("card")
            stage.addSubview(card)
            card.layer.allowsGroupOpacity = false
            let fade = CABasicAnimation(keyPath: "opacity")
            fade.fromValue = 1
            fade.toValue = 0
            fade.duration = 0.3
            card.layer.add(fade, forKey: "fade")
        }
        #expect(animated.problems == [expected])
        let ownBackground = record { stage, _ in
            let card = UIView(frame: CGRect(x: 0, y: 0, width: 80, height: 80))
            card.accessibilityIdentifier = "filled"
            card.backgroundColor = .white
            card.alpha = 0.4
            card.addSubview(UIView(frame: CGRect(x: 10, y: 10, width: 20, height: 20)))
            stage.addSubview(card)
            card.layer.allowsGroupOpacity = false
        }
        guard case .notSupported(_, let feature)? = ownBackground.problems.first, ownBackground.problems.count == 1 else {
            Issue.record("\(ownBackground.problems)"); return
        }
        #expect(feature.contains("where they overlap (its own drawing and subview 0 (#"))
    }

    // MARK: - UINavigationBar's legacy looks

    @Test func navigationBarLegacyLooksAreKeptAndTheDarkStyleIsReported() {
        let fresh = UINavigationBar(frame: CGRect(x: 0, y: 0, width: 320, height: 44))
        #expect(fresh.isTranslucent && fresh.barTintColor == nil && fresh.barStyle == .default)
        let r = record { stage, _ in
            let bar = UINavigationBar(frame: CGRect(x: 0, y: 0, width: 320, height: 44))
            bar.accessibilityIdentifier = "bar"
            bar.barTintColor = .systemGreen             // Hero's snapshot copies these
            bar.isTranslucent = false
            bar.barStyle = .default
            stage.addSubview(bar)
            #expect(bar.barTintColor == .systemGreen && !bar.isTranslucent)
            bar.barStyle = .black
            let dark = UINavigationBar(frame: CGRect(x: 0, y: 50, width: 320, height: 44))
            dark.accessibilityIdentifier = "dark"
            dark.barStyle = .black                      // off stage: reported when it joins
            stage.addSubview(dark)
        }
        #expect(r.problems == [
            .notSupported(call: "UINavigationBar.barStyle", feature: "the dark (.black) navigation bar style on bar"),
            .notSupported(call: "UINavigationBar.barStyle", feature: "the dark (.black) navigation bar style on dark"),
        ])
    }

    // MARK: - UITextInput.selectedTextRange

    @Test func selectedTextRangeIsSettableAndFollowsTheText() throws {
        let field = UITextField()
        field.text = "hello "
        #expect(field.selectedTextRange?.start.offset == 6 && field.selectedTextRange?.isEmpty == true)
        let beginning = field.beginningOfDocument
        field.selectedTextRange = field.textRange(from: beginning, to: beginning)       // SkyFloatingLabelTextField
        #expect(field.selectedTextRange?.start.offset == 0 && field.selectedTextRange?.end.offset == 0)
        field.selectedTextRange = field.textRange(from: field.position(from: beginning, offset: 1)!, to: field.endOfDocument)
        let selection = try #require(field.selectedTextRange)
        #expect(field.text(in: selection) == "ello ")
        field.text = "hi"                                                               // shorter than the range
        #expect(field.selectedTextRange?.start.offset == 2 && field.selectedTextRange?.end.offset == 2)
        field.selectedTextRange = nil
        #expect(field.selectedTextRange?.start.offset == 2)
        let textView = UITextView()
        textView.text = "abc"
        textView.selectedTextRange = textView.textRange(from: textView.beginningOfDocument, to: textView.beginningOfDocument)
        #expect(textView.selectedTextRange?.end.offset == 0)
    }

    // MARK: - Core Foundation run-loop timers

    @Test func aRunLoopTimerFiresAtItsAbsoluteDateOnTheStoryClock() {
        var fires: [Double] = []
        var notAdded = 0
        let r = record { _, clock in
            let once = CFRunLoopTimerCreateWithHandler(kCFAllocatorDefault, CFAbsoluteTimeGetCurrent() + 0.5, 0, 0, 0) { timer in
                fires.append(clock.now.seconds)
                #expect(timer != nil)
            }
            CFRunLoopAddTimer(CFRunLoopGetCurrent(), once, .commonModes)
            CFRunLoopAddTimer(CFRunLoopGetMain(), once, .defaultMode)          // again: changes nothing
            var count = 0
            let repeating = CFRunLoopTimerCreateWithHandler(kCFAllocatorDefault, CFAbsoluteTimeGetCurrent() + 1, 0.25, 0, 0) { timer in
                fires.append(clock.now.seconds)
                count += 1
                if count == 3 { CFRunLoopTimerInvalidate(timer) }
            }
            CFRunLoopAddTimer(CFRunLoopGetCurrent(), repeating, .commonModes)
            _ = CFRunLoopTimerCreateWithHandler(nil, CFAbsoluteTimeGetCurrent() + 0.1, 0, 0, 0) { _ in notAdded += 1 }
            let past = CFRunLoopTimerCreateWithHandler(nil, CFAbsoluteTimeGetCurrent() - 5, 0, 0, 0) { _ in fires.append(clock.now.seconds) }
            CFRunLoopAddTimer(CFRunLoopGetCurrent(), past, .commonModes)        // a passed date: at once
        }
        #expect(r.problems.isEmpty)
        #expect(fires == [0, 0.5, 1, 1.25, 1.5])
        #expect(notAdded == 0)
    }
}
