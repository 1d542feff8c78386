import Animatic

extension ArticleViewController {
    /// Records one of the article's snippets on a 400×300 stage holding its view.
    ///
    /// ```swift
    /// let story = try ArticleViewController.record { $0.concatChain() }
    /// ```
    static func record(_ snippet: (ArticleViewController) -> Void) throws -> Story {
        let controller = ArticleViewController()
        return try Story.record(size: CGSize(width: 400, height: 300)) { stage in
            stage.addSubview(controller.animatableView)
            snippet(controller)
        }
    }
}

extension Samples {
    static let nestedCompletions = Sample(
        name: "article-nested-completions",
        title: "Nested completions",
        summary: "Rotate, shift and fade chained through UIView.animate completion closures.") {
        try ArticleViewController.record { $0.nestedCompletions() }
    }

    static let keyframes = Sample(
        name: "article-keyframes",
        title: "Keyframes",
        summary: "The same three steps as relative keyframes of one eased 1.5 s animation.") {
        try ArticleViewController.record { $0.keyframes() }
    }

    static let flatMap = Sample(
        name: "article-flatmap",
        title: "flatMap chain",
        summary: "rotate, shift and fade as Observables chained with flatMap.") {
        try ArticleViewController.record { $0.flatMapChain() }
    }

    static let concat = Sample(
        name: "article-concat",
        title: "concat chain",
        summary: "The same steps listed in Observable.concat.") {
        try ArticleViewController.record { $0.concatChain() }
    }

    static let concatWithDelays = Sample(
        name: "article-concat-delays",
        title: "concat with delays",
        summary: "Pauses between the steps, built on Observable.of(()).delay on MainScheduler.") {
        try ArticleViewController.record { $0.delayChain() }
    }

    static let rotateFiveTimes = Sample(
        name: "article-rotate-take5",
        title: "rotateEndlessly().take(5)",
        summary: "An endless rotation cut after five quarter turns by take(5), then shift and fade.") {
        try ArticleViewController.record { $0.endlessChain() }
    }

    static let reactiveExtension = Sample(
        name: "article-rx-extension",
        title: "The .rx extension",
        summary: "The primitives as a Reactive extension of UIView: box.rx.rotateEndlessly(...).take(5).") {
        try ArticleViewController.record { $0.reactiveExtensionChain() }
    }
}
