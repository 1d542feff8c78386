import Animatic
@testable import AnimaticSamples
import Testing

@Suite struct StoryRecordTests {
    @Test func theStageBagIsEmptiedWhenTheRecordingEnds() throws {
        var disposedAt: StoryTime?
        var stillBound = false
        let story = try Story.record(size: CGSize(width: 10, height: 10)) { stage in
            Observable<Void>.create { _ in
                Disposables.create {
                    disposedAt = StoryContext.current?.clock.now
                    stillBound = StoryContext.current != nil
                }
            }
            .subscribe()
            .disposed(by: stage.disposeBag)
            #expect(disposedAt == nil)
        }
        #expect(disposedAt == .zero && stillBound)
        #expect(story.duration == 0)
    }

    @Test func mainSchedulerIsTheStoryClock() throws {
        let box = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        box.accessibilityIdentifier = "box"
        let story = try Story.record(size: CGSize(width: 100, height: 100)) { stage in
            stage.addSubview(box)
            Observable.of(())
                .delay(.milliseconds(1500), scheduler: MainScheduler.instance)
                .subscribe(onNext: { UIView.animate(withDuration: 0.5) { box.alpha = 0 } })
                .disposed(by: stage.disposeBag)
        }
        #expect(story.timeline.text == "1.500 +0.500 box alpha 1 -> 0 easeInOut\n")
        #expect(story.duration == 2)
    }

    @Test func theArticleStoryRecordsOnSeveralThreadsAtOnce() {
        final class Texts: @unchecked Sendable {
            let lock = NSLock()
            var all: [String] = []
            func add(_ text: String) { lock.lock(); all.append(text); lock.unlock() }
        }
        let texts = Texts()
        DispatchQueue.concurrentPerform(iterations: 8) { _ in
            let controller = ArticleViewController()
            let story = try? Story.record(size: CGSize(width: 400, height: 300)) { stage in
                stage.addSubview(controller.animatableView)
                controller.reactiveExtensionChain()
            }
            texts.add("\(story?.duration ?? -1) \(story?.timeline.segmentCount ?? -1)")
        }
        #expect(texts.all == Array(repeating: "3.5 7", count: 8))
    }
}
