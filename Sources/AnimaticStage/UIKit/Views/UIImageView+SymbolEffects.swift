import AnimaticRuntime
import AnimaticClock
import Foundation

// SF Symbol effects (iOS 17), as Apple declares them: the Symbols framework's `SymbolEffect`
// protocols, effects and `SymbolEffectOptions`, and UIKit's `UIImageView.addSymbolEffect(_:options:
// animated:completion:)`, `removeSymbolEffect(ofType:options:animated:completion:)`,
// `removeAllSymbolEffects(options:animated:)` and `setSymbolImage(_:contentTransition:options:
// completion:)`. A symbol effect animates the layers of a symbol's glyph (bounce, pulse, variable
// colour...), which Animatic cannot draw from an exported SVG, so an image view with an effect
// fails the story, naming the call, once it is on stage (at once when it already is); an effect
// removed before the view joins the stage changed no frame and fails nothing.

/// A presentation effect for a symbol image (the Symbols framework's `SymbolEffect`, iOS 17).
public protocol SymbolEffect: Hashable, Sendable {
    /// The effect as a message names it (`.bounce`): Animatic's, for its problems.
    var effectName: String { get }
}
/// An effect that plays once each time it is triggered (`DiscreteSymbolEffect`).
public protocol DiscreteSymbolEffect {}
/// An effect that runs until removed (`IndefiniteSymbolEffect`).
public protocol IndefiniteSymbolEffect {}
/// An effect that shows or hides a symbol (`TransitionSymbolEffect`).
public protocol TransitionSymbolEffect {}
/// An effect that replaces one symbol with another (`ContentTransitionSymbolEffect`).
public protocol ContentTransitionSymbolEffect {}

/// The parts of an effect's name: the base (`.bounce`) and its modifiers (`.up`, `.byLayer`).
struct SymbolEffectName: Hashable, Sendable {
    let base: String
    var modifiers: [String] = []
    func adding(_ modifier: String) -> SymbolEffectName {
        SymbolEffectName(base: base, modifiers: modifiers + [modifier])
    }
    var text: String { ([base] + modifiers).map { "." + $0 }.joined() }
}

/// A scaling bounce (`BounceSymbolEffect`): discrete, and indefinite since iOS 18.
public struct BounceSymbolEffect: SymbolEffect, DiscreteSymbolEffect, IndefiniteSymbolEffect {
    let name: SymbolEffectName
    /// `.bounce` and its modifiers.
    public var effectName: String { name.text }
    /// Bouncing up (`.bounce.up`).
    public var up: BounceSymbolEffect { BounceSymbolEffect(name: name.adding("up")) }
    /// Bouncing down (`.bounce.down`).
    public var down: BounceSymbolEffect { BounceSymbolEffect(name: name.adding("down")) }
    /// Layer by layer (`.bounce.byLayer`).
    public var byLayer: BounceSymbolEffect { BounceSymbolEffect(name: name.adding("byLayer")) }
    /// The whole symbol at once (`.bounce.wholeSymbol`).
    public var wholeSymbol: BounceSymbolEffect { BounceSymbolEffect(name: name.adding("wholeSymbol")) }
}

/// A fade of the symbol's layers (`PulseSymbolEffect`): discrete and indefinite.
public struct PulseSymbolEffect: SymbolEffect, DiscreteSymbolEffect, IndefiniteSymbolEffect {
    let name: SymbolEffectName
    /// `.pulse` and its modifiers.
    public var effectName: String { name.text }
    /// Layer by layer (`.pulse.byLayer`).
    public var byLayer: PulseSymbolEffect { PulseSymbolEffect(name: name.adding("byLayer")) }
    /// The whole symbol at once (`.pulse.wholeSymbol`).
    public var wholeSymbol: PulseSymbolEffect { PulseSymbolEffect(name: name.adding("wholeSymbol")) }
}

/// A colour sweep through the symbol's layers (`VariableColorSymbolEffect`): discrete and indefinite.
public struct VariableColorSymbolEffect: SymbolEffect, DiscreteSymbolEffect, IndefiniteSymbolEffect {
    let name: SymbolEffectName
    /// `.variableColor` and its modifiers.
    public var effectName: String { name.text }
    /// One layer at a time (`.variableColor.iterative`).
    public var iterative: VariableColorSymbolEffect { VariableColorSymbolEffect(name: name.adding("iterative")) }
    /// Layers adding up (`.variableColor.cumulative`).
    public var cumulative: VariableColorSymbolEffect { VariableColorSymbolEffect(name: name.adding("cumulative")) }
    /// Back and forth (`.variableColor.reversing`).
    public var reversing: VariableColorSymbolEffect { VariableColorSymbolEffect(name: name.adding("reversing")) }
}

/// A held scale (`ScaleSymbolEffect`): indefinite.
public struct ScaleSymbolEffect: SymbolEffect, IndefiniteSymbolEffect {
    let name: SymbolEffectName
    /// `.scale` and its modifiers.
    public var effectName: String { name.text }
    /// Larger (`.scale.up`).
    public var up: ScaleSymbolEffect { ScaleSymbolEffect(name: name.adding("up")) }
    /// Smaller (`.scale.down`).
    public var down: ScaleSymbolEffect { ScaleSymbolEffect(name: name.adding("down")) }
}

/// The symbol appearing (`AppearSymbolEffect`): a transition, and indefinite.
public struct AppearSymbolEffect: SymbolEffect, TransitionSymbolEffect, IndefiniteSymbolEffect {
    let name: SymbolEffectName
    /// `.appear` and its modifiers.
    public var effectName: String { name.text }
}

/// The symbol disappearing (`DisappearSymbolEffect`): a transition, and indefinite.
public struct DisappearSymbolEffect: SymbolEffect, TransitionSymbolEffect, IndefiniteSymbolEffect {
    let name: SymbolEffectName
    /// `.disappear` and its modifiers.
    public var effectName: String { name.text }
}

/// One symbol replacing another (`ReplaceSymbolEffect`): a content transition.
public struct ReplaceSymbolEffect: SymbolEffect, ContentTransitionSymbolEffect {
    let name: SymbolEffectName
    /// `.replace` and its modifiers.
    public var effectName: String { name.text }
}

extension SymbolEffect where Self == BounceSymbolEffect {
    /// A scaling bounce (Symbols' `bounce`).
    public static var bounce: BounceSymbolEffect { BounceSymbolEffect(name: SymbolEffectName(base: "bounce")) }
}
extension SymbolEffect where Self == PulseSymbolEffect {
    /// A fade of some or all layers (Symbols' `pulse`).
    public static var pulse: PulseSymbolEffect { PulseSymbolEffect(name: SymbolEffectName(base: "pulse")) }
}
extension SymbolEffect where Self == VariableColorSymbolEffect {
    /// A colour sweep through the layers (Symbols' `variableColor`).
    public static var variableColor: VariableColorSymbolEffect {
        VariableColorSymbolEffect(name: SymbolEffectName(base: "variableColor"))
    }
}
extension SymbolEffect where Self == ScaleSymbolEffect {
    /// A held scale (Symbols' `scale`).
    public static var scale: ScaleSymbolEffect { ScaleSymbolEffect(name: SymbolEffectName(base: "scale")) }
}
extension SymbolEffect where Self == AppearSymbolEffect {
    /// The symbol appearing (Symbols' `appear`).
    public static var appear: AppearSymbolEffect { AppearSymbolEffect(name: SymbolEffectName(base: "appear")) }
}
extension SymbolEffect where Self == DisappearSymbolEffect {
    /// The symbol disappearing (Symbols' `disappear`).
    public static var disappear: DisappearSymbolEffect { DisappearSymbolEffect(name: SymbolEffectName(base: "disappear")) }
}
extension SymbolEffect where Self == ReplaceSymbolEffect {
    /// One symbol replacing another (Symbols' `replace`).
    public static var replace: ReplaceSymbolEffect { ReplaceSymbolEffect(name: SymbolEffectName(base: "replace")) }
}

/// How a symbol effect plays: repeated or not, and its speed (Symbols' `SymbolEffectOptions`, iOS 17).
///
/// ```swift
/// imageView.addSymbolEffect(.bounce, options: .repeating)
/// ```
public struct SymbolEffectOptions: Hashable, Sendable, CustomStringConvertible {
    /// The number of times the effect plays; `nil` is the effect's own default; `Int.max` repeats.
    var repeatCount: Int?
    /// The speed factor (1 by default).
    var speedFactor: Double = 1

    /// The effect's own default options.
    public static var `default`: SymbolEffectOptions { SymbolEffectOptions() }
    /// Repeating for as long as the effect is on the view.
    public static var repeating: SymbolEffectOptions { SymbolEffectOptions(repeatCount: .max) }
    /// Playing once.
    public static var nonRepeating: SymbolEffectOptions { SymbolEffectOptions(repeatCount: 1) }
    /// Playing `count` times.
    public static func `repeat`(_ count: Int) -> SymbolEffectOptions { SymbolEffectOptions(repeatCount: count) }
    /// Playing at `speed` times the normal speed.
    public static func speed(_ speed: Double) -> SymbolEffectOptions { SymbolEffectOptions(speedFactor: speed) }
    /// These options, repeating.
    public var repeating: SymbolEffectOptions { with { $0.repeatCount = .max } }
    /// These options, playing once.
    public var nonRepeating: SymbolEffectOptions { with { $0.repeatCount = 1 } }
    /// These options, playing `count` times.
    public func `repeat`(_ count: Int) -> SymbolEffectOptions { with { $0.repeatCount = count } }
    /// These options at `speed` times the normal speed.
    public func speed(_ speed: Double) -> SymbolEffectOptions { with { $0.speedFactor = speed } }

    private func with(_ change: (inout SymbolEffectOptions) -> Void) -> SymbolEffectOptions {
        var copy = self
        change(&copy)
        return copy
    }

    /// The options as a message names them (`repeating`, `repeat 3, speed 2.0`).
    public var description: String {
        var parts: [String] = []
        switch repeatCount {
        case .some(.max): parts.append("repeating")
        case .some(let n): parts.append(n == 1 ? "nonRepeating" : "repeat \(n)")
        case nil: break
        }
        if speedFactor != 1 { parts.append("speed \(speedFactor)") }
        return parts.isEmpty ? "default" : parts.joined(separator: ", ")
    }
}

/// What a symbol effect's completion handler is told (UIKit's `UISymbolEffectCompletionContext`).
public struct UISymbolEffectCompletionContext: Sendable {
    /// Whether the effect finished (Animatic never plays one, so a handler is never called).
    public let isFinished: Bool
}

/// A symbol effect's completion handler (UIKit's `UISymbolEffectCompletion`).
public typealias UISymbolEffectCompletion = @Sendable (UISymbolEffectCompletionContext) -> Void

extension UIImageView {
    /// Adds a symbol effect to the image view (UIKit's `addSymbolEffect(_:options:animated:completion:)`,
    /// iOS 17, for discrete and indefinite effects). Animatic cannot draw symbol effects: the story
    /// fails with ``StoryProblem/notSupported(call:feature:)`` naming the call and the effect as
    /// soon as the view is on stage, unless the effect is removed before it joins.
    ///
    /// ```swift
    /// imageView.addSymbolEffect(.bounce, options: .repeating)   // fails the story on stage
    /// ```
    public func addSymbolEffect(_ effect: some SymbolEffect, options: SymbolEffectOptions = .default,
                                animated: Bool = true, completion: UISymbolEffectCompletion? = nil) {
        let record = SymbolEffectRecord(type: ObjectIdentifier(type(of: effect)), name: effect.effectName, options: options)
        symbolEffects.append(record)
        if stageRecorder != nil { StoryContext.reportToCurrent(problem(of: record)) }
    }

    /// Removes the effects of `effect`'s type (UIKit's `removeSymbolEffect(ofType:options:animated:completion:)`).
    public func removeSymbolEffect(ofType effect: some SymbolEffect, options: SymbolEffectOptions = .default,
                                   animated: Bool = true, completion: UISymbolEffectCompletion? = nil) {
        let type = ObjectIdentifier(type(of: effect))
        symbolEffects.removeAll { $0.type == type }
    }

    /// Removes every symbol effect (UIKit's `removeAllSymbolEffects(options:animated:)`).
    public func removeAllSymbolEffects(options: SymbolEffectOptions = .default, animated: Bool = true) {
        symbolEffects.removeAll()
    }

    /// Changes the symbol image with a content transition (UIKit's
    /// `setSymbolImage(_:contentTransition:options:completion:)`): the image is set, and the
    /// transition, which Animatic cannot draw, fails the story when the view is on stage.
    public func setSymbolImage(_ image: UIImage, contentTransition: some ContentTransitionSymbolEffect & SymbolEffect,
                               options: SymbolEffectOptions = .default, completion: UISymbolEffectCompletion? = nil) {
        self.image = image
        guard stageRecorder != nil else { return }
        StoryContext.reportToCurrent(StoryProblem.notSupported(
            call: "UIImageView.setSymbolImage(_:contentTransition:options:completion:)",
            feature: "the SF Symbol content transition \(contentTransition.effectName) on image view \(displayName)"))
    }

    /// Reports the effects on the view (called when its content is drawn for the stage, as it
    /// joins it or its image changes).
    final func reportSymbolEffects() {
        for effect in symbolEffects { StoryContext.reportToCurrent(problem(of: effect)) }
    }

    /// The problem an effect on this view fails the story with, naming the view as the stage does.
    private func problem(of effect: SymbolEffectRecord) -> StoryProblem {
        .notSupported(call: "UIImageView.addSymbolEffect(_:options:animated:completion:)",
                      feature: "the SF Symbol effect \(effect.name) (options \(effect.options)) on image view \(displayName): "
                          + "symbol effects animate the glyph's layers, which Animatic does not draw")
    }
}

/// A symbol effect added to an image view: its type (for `removeSymbolEffect(ofType:)`), name and options.
struct SymbolEffectRecord {
    var type: ObjectIdentifier
    var name: String
    var options: SymbolEffectOptions
}
