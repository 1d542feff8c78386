import Animatic
import ConstraintKit
import Testing

/// A screen of the app adopting the library's protocol that its authors keep under
/// `#if !os(Linux)` (ReactorKit's `View`): the adapter reads the condition as an iOS device does.
final class CardScreen: UIViewController, BindableView {
    var bound = 0
    func bind() { bound += 1 }
}

/// Tests/AdapterFixtures/ConstraintKit (SnapKit's shape, unchanged on disk) compiled through
/// AnimaticAdapterPlugin: its constraints lay views out on the stage and the layout records.
@Suite struct ConstraintKitTests {
    @Test func edgesInsetBySnapKitsDSLGiveTheFramesAutoLayoutGives() throws {
        let box = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 200))
        box.accessibilityIdentifier = "box"
        let card = UIView()
        card.accessibilityIdentifier = "card"
        var made: [LayoutConstraint] = []
        let story = try Story.record(size: CGSize(width: 400, height: 300)) { stage in
            stage.addSubview(box)
            box.addSubview(card)
            made = card.snp.makeConstraints { $0.edges.equalToSuperview().inset(20) }
            box.layoutIfNeeded()
            // The box grows; the card follows through its constraints, animated (inset 20 on
            // each side: 260×160 in 300×200, 360×260 in 400×300).
            UIView.animate(withDuration: 0.5) {
                box.frame = CGRect(x: 0, y: 0, width: 400, height: 300)
                box.layoutIfNeeded()
            }
        }
        #expect(card.frame == CGRect(x: 20, y: 20, width: 360, height: 260))
        #expect(story.timeline.text == """
            0.000 +0.500 box center (150, 100) -> (200, 150) easeInOut
            0.000 +0.500 box size 300x200 -> 400x300 easeInOut
            0.000 +0.500 card center (150, 100) -> (200, 150) easeInOut
            0.000 +0.500 card size 260x160 -> 360x260 easeInOut

            """)
        // The description the library overrides in an extension in another file answers
        // through NSLayoutConstraint.
        let top: NSLayoutConstraint = try #require(made.first)
        #expect(top.description == "<LayoutConstraint:3 top 20.0>")
        #expect(made.count == 4 && made.allSatisfy(\.isActive))
    }

    @Test func aProtocolKeptOffLinuxIsTheApps() {
        let screen = CardScreen()
        let view: any BindableView = screen
        view.bind()
        #expect(screen.bound == 1)
    }
}
