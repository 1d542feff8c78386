import Animatic
import Testing

// Sources/Animatic/Animatic.docc/MainQueueAndTimers.md's code, in Swift 5 mode as app code is
// (closures given to DispatchQueue capture views): AnimaticDocumentationTests'
// DocumentationCodeTests checks that every line of the article's blocks is here, in order.

@Suite struct MainQueueAndTimersArticleTests {
    @Test func mainQueueWorkAndARepeatingTimerRunAtTheirStoryTimes() throws {
        let lines = (0..<3).map { i -> UIView in
            let view = UIView(frame: CGRect(x: 0, y: CGFloat(i) * 20, width: 100, height: 16))
            view.accessibilityIdentifier = "line\(i)"
            return view
        }
        var page = 0
        var pagesAt: [Double] = []
        let story = try Story.record(size: CGSize(width: 200, height: 100)) { stage in
            lines.forEach { stage.addSubview($0) }
            for (i, line) in lines.enumerated() {
                line.alpha = 0
                DispatchQueue.main.asyncAfter(deadline: .now() + 0.15 * Double(i)) {   // 0, 0.15, 0.3 s
                    UIView.animate(withDuration: 0.4) { line.alpha = 1 }
                }
            }
            Timer.scheduledTimer(withTimeInterval: 2, repeats: true) { timer in        // 2, 4, 6 s
                page += 1
                pagesAt.append(StoryContext.current?.clock.now.seconds ?? -1)
                if page == 3 { timer.invalidate() }
            }
        }
        #expect(page == 3)
        #expect(pagesAt == [2, 4, 6])
        #expect(story.duration == 6)
        #expect(story.timeline.segments.filter { $0.property == .alpha && $0.duration.ticks > 0 }.map { $0.start.seconds } == [0, 0.15, 0.3])
    }

    @Test func aMainActorTaskAwaitsAnimationsASleepAndAnAnimator() throws {
        let logo = UIView(frame: CGRect(x: 100, y: 200, width: 80, height: 80))
        logo.accessibilityIdentifier = "logo"
        let card = UIView(frame: CGRect(x: 0, y: 0, width: 40, height: 40))
        var positions: [UIViewAnimatingPosition] = []
        var resumedAt: [Double] = []
        let story = try Story.record(size: CGSize(width: 300, height: 400)) { stage in
            stage.addSubview(logo)
            stage.addSubview(card)
            let animator = UIViewPropertyAnimator(duration: 2, curve: .linear) { card.alpha = 0 }
            animator.startAnimation()
            logo.alpha = 0
            Task { @MainActor in
                await UIView.animate(withDuration: 0.6) { logo.alpha = 1 }            // 0 to 0.6 s
                try await Task.sleep(for: .milliseconds(200))                          // until 0.8 s
                await UIView.animate(withDuration: 0.5) { logo.center.y -= 80 }      // 0.8 to 1.3 s
                let position = await animator.addCompletion()                          // when the animator ends
                positions.append(position)
                resumedAt.append(StoryContext.current?.clock.now.seconds ?? -1)
            }
        }
        #expect(positions == [.end])
        #expect(resumedAt == [2])
        #expect(story.timeline.text.contains("0.000 +0.600 logo alpha 0 -> 1 easeInOut"))
        #expect(story.timeline.text.contains("0.800 +0.500 logo center (140, 240) -> (140, 160) easeInOut"))
    }
}
