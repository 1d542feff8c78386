import Animatic

/// One bundled example story: a name for files and the command line, a title and a line of
/// explanation for the review page, and the code that records it.
public struct Sample: Sendable {
    /// File-name friendly, unique: `article-concat`.
    public let name: String
    /// Shown on the review page.
    public let title: String
    /// One sentence on what the story shows.
    public let summary: String
    /// Records the story (each call records it anew).
    public let record: @Sendable () throws -> Story

    public init(name: String, title: String, summary: String,
                record: @escaping @Sendable () throws -> Story) {
        self.name = name; self.title = title; self.summary = summary; self.record = record
    }
}

/// The bundled example stories, in the order the review page lists them.
public enum Samples {
    /// Every sample: first the article's seven styles, then Animatic's own stories.
    public static let all: [Sample] = [
        nestedCompletions, keyframes, flatMap, concat, concatWithDelays, rotateFiveTimes,
        reactiveExtension,
        appIntro, parallelViews, nestedSubviews, curves, colourChange, hideAndShow,
        springsAndRepeats, welcomeEntrance, onboardingCards, onboardingController, getStarted,
        autoLayoutOnboarding, animatorOnboarding, signInScreen, navigationPush, rxOnboarding, coreAnimationOnboarding, replicatorLoader,
        storyboardIntro, nibCards,
    ]

    /// The sample called `name`, if there is one.
    public static func named(_ name: String) -> Sample? { all.first { $0.name == name } }
}

/// A UIView animation as an Observable that emits once and completes when it finishes: the
/// primitive the article builds everything from, with the options spelled out.
func animation(_ duration: TimeInterval, delay: TimeInterval = 0,
               options: UIView.AnimationOptions = [],
               _ changes: @escaping () -> Void) -> Observable<Void> {
    Observable.create { observer in
        UIView.animate(withDuration: duration, delay: delay, options: options, animations: changes,
                       completion: { _ in
                           observer.onNext(())
                           observer.onCompleted()
                       })
        return Disposables.create()
    }
}

/// Waits on the story's clock.
func pause(_ duration: TimeInterval) -> Observable<Void> {
    Observable.of(()).delay(duration, scheduler: MainScheduler.instance)
}

/// A view with a frame, colour and identifier in one line.
func makeView(_ id: String, _ frame: CGRect, _ color: UIColor) -> UIView {
    let view = UIView(frame: frame)
    view.backgroundColor = color
    view.accessibilityIdentifier = id
    return view
}
