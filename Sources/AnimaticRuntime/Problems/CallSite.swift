import AnimaticClock

/// Where in the app's (or the story's) source a UIKit or Core Animation call was made: the
/// `#fileID` and `#line` of the call, which ``StoryError`` gives each problem that call caused
/// (``StoryError/callSites``, and `" (at MyApp/Intro.swift:42)"` after the problem in its text).
///
/// ```swift
/// do {
///     _ = try Story.record(size: CGSize(width: 300, height: 200)) { stage in
///         stage.addSubview(card)
///         UIView.transition(with: card, duration: 0.5, options: .transitionCurlUp, animations: {})
///     }
/// } catch {
///     error.callSites.first??.description   // "MyApp/Intro.swift:12"
/// }
/// ```
///
/// The entry points that take one (`UIView.animate` in all its forms, `animateKeyframes`,
/// `addKeyframe`, `transition`, `CALayer.add(_:forKey:)`) default it to their caller, as
/// `XCTAssert` does with `#file`/`#line`. A property set inside an animation block (a
/// `sublayerTransform` with perspective, say) is located at the block's call. A file compiled through the source adapter
/// (`AnimaticAdapterPlugin`) names its original file and line: the adapted copy starts with a
/// `#sourceLocation` naming the original, so `#fileID` is the original's `Module/Intro.swift`,
/// not the copy's `Intro.adapted.swift`.
public struct CallSite: Hashable, Sendable, CustomStringConvertible {
    /// The file, as `#fileID` spells it: the module and the file's name (`"MyApp/Intro.swift"`).
    public let fileID: String
    /// The line, from 1.
    public let line: Int

    /// Creates a call site.
    public init(fileID: String, line: Int) {
        self.fileID = fileID
        self.line = line
    }

    /// `"MyApp/Intro.swift:42"`.
    public var description: String { "\(fileID):\(line)" }
}

/// The call sites of the problems of one recording, by the index of the problem in its
/// ``StoryContext``'s failures: a public entry point calls ``enter(_:_:)`` on entry and
/// ``Token/leave()`` on exit, and the problems reported in between that have no site yet get the
/// call's. A call nested in another (an `addKeyframe` inside `animateKeyframes`) leaves first, so
/// a problem gets the innermost call's site; calls Animatic's own modules make are not sites.
@usableFromInline package final class CallSites {
    fileprivate static let key = "AnimaticRuntime.CallSites"
    /// The site of each problem reported inside a located call, by failure index.
    package private(set) var sites: [Int: CallSite] = [:]

    /// The call sites of `context`'s failures, by index.
    package static func of(_ context: StoryContext) -> [Int: CallSite] {
        (context.attachments[key] as? CallSites)?.sites ?? [:]
    }

    /// A located call in progress (see ``CallSites/enter(_:_:)``). Entering costs a thread-local
    /// read and keeps the `StaticString`; the site's text is made, and Animatic's own modules
    /// told apart, only when the call leaves with new problems. Measured on the benchmark
    /// (callgrind, 10,000 views, 100,000 `UIView.animate` calls): making the `String`, splitting
    /// it and storing the attachment on entry cost 777 M instructions, 45 % of the process.
    @usableFromInline package struct Token {
        @usableFromInline let context: StoryContext?
        @usableFromInline let start: Int
        @usableFromInline let fileID: StaticString
        @usableFromInline let line: UInt

        @usableFromInline init(context: StoryContext?, start: Int, fileID: StaticString, line: UInt) {
            self.context = context; self.start = start; self.fileID = fileID; self.line = line
        }

        /// Ends the call: the problems reported since it began that have no site yet are its.
        /// Inlinable: the check runs in the caller, and the rest only when there are new problems.
        @inlinable package func leave() {
            guard let context, context.failures.count > start else { return }
            located(in: context)
        }

        /// Gives the problems reported since the call began that have no site yet this call's.
        @usableFromInline func located(in context: StoryContext) {
            let file = "\(fileID)"
            let module = file.split(separator: "/", maxSplits: 1).first ?? ""
            guard !CallSites.ownModules.contains(module) else { return }
            let sites = (context.attachments[CallSites.key] as? CallSites) ?? CallSites()
            context.attachments[CallSites.key] = sites
            let site = CallSite(fileID: file, line: Int(line))
            for index in start..<context.failures.count where sites.sites[index] == nil {
                sites.sites[index] = site
            }
        }
    }

    /// The modules whose own calls of the public entry points are not the app's call sites.
    fileprivate static let ownModules: Set<Substring> = [
        "Animatic", "AnimaticStage", "AnimaticEngine", "AnimaticRuntime", "AnimaticReactive", "AnimaticClock", "AnimaticTimeline",
        "AnimaticLayout", "AnimaticInterfaceBuilder",
    ]

    /// Starts a located call at `fileID`:`line`; a no-op outside a recording, and for a call made
    /// by Animatic's own modules.
    package static func enter(_ fileID: StaticString, _ line: UInt) -> Token {
        enter(fileID, line, in: StoryContext.current)
    }

    /// Starts a located call at `fileID`:`line` in `context` (``StoryContext/current``, which
    /// the caller has read already: `UIView.animate` reads it once for the call site and its
    /// completion, saving a thread-local lookup per call).
    @inlinable package static func enter(_ fileID: StaticString, _ line: UInt, in context: StoryContext?) -> Token {
        Token(context: context, start: context?.failures.count ?? 0, fileID: fileID, line: line)
    }
}
