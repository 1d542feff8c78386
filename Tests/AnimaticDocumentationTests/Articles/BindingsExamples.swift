import Animatic
import Testing

// Sources/Animatic/Animatic.docc/Bindings.md's code (DocumentationCodeTests checks it is here).

@Suite struct BindingsArticleTests {
    /// The article's pager: two taps on Next take the page to 2, which hides Next.
    static func record(taps: Int) throws -> (Story, [Int]) {
        var pages: [Int] = []
        let next = UIButton(frame: CGRect(x: 20, y: 20, width: 120, height: 44))
        next.accessibilityIdentifier = "next"
        let bag = DisposeBag()
        let story = try Story.record(size: CGSize(width: 200, height: 100)) { stage in
            stage.addSubview(next)
            let page = BehaviorRelay(value: 0)
            next.rx.tap.map { min(page.value + 1, 2) }.bind(to: page).disposed(by: bag)
            page.asDriver().map { $0 == 2 }.drive(next.rx.isHidden).disposed(by: bag)
            stage.tap(next, at: 1)    // rx.tap fires at 1.1 s, when the finger lifts
            if taps > 1 { stage.tap(next, at: 2) }
            page.subscribe(onNext: { pages.append($0) }).disposed(by: bag)
        }
        return (story, pages)
    }

    @Test func oneTapMovesToPageOneAtOnePointOneSeconds() throws {
        let (story, pages) = try Self.record(taps: 1)
        #expect(pages == [0, 1])
        #expect(story.duration == 1.1)
        #expect(try story.state(at: 1.1)["next"]?.state.isHidden == false)
    }

    @Test func theSecondTapReachesPageTwoAndHidesNext() throws {
        let (story, pages) = try Self.record(taps: 2)
        #expect(pages == [0, 1, 2])
        #expect(try story.state(at: 2.05)["next"]?.state.isHidden == false)
        #expect(try story.state(at: 2.1)["next"]?.state.isHidden == true)
    }
}
