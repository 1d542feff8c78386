import Foundation
import Testing
import AnimaticClock
import AnimaticTimeline
@testable import AnimaticStage
@testable import AnimaticRuntime

/// A custom view that lays out its subview from its own bounds, as UIKit code does.
private final class Header: UIView {
    let bar = UIView(frame: .zero)
    var passes: [StoryTime] = []

    override init(frame: CGRect) {
        super.init(frame: frame)
        bar.accessibilityIdentifier = "bar"
        addSubview(bar)
    }

    required init?(coder: NSCoder) { nil }

    override func layoutSubviews() {
        super.layoutSubviews()
        passes.append(StoryContext.current?.clock.now ?? .zero)
        bar.frame = CGRect(x: 0, y: bounds.height - 4, width: bounds.width, height: 4)
    }
}

/// `layoutSubviews` runs when UIKit runs it (Apple, UIView `layoutSubviews()`,
/// `setNeedsLayout()`, `layoutIfNeeded()`).
@Suite struct LayoutPassTests {
    @Test func layoutSubviewsRunsWhenTheViewAppears() throws {
        let header = Header(frame: CGRect(x: 0, y: 0, width: 200, height: 40))
        header.accessibilityIdentifier = "header"
        let r = record { stage, _ in stage.addSubview(header) }
        #expect(header.passes == [.zero])
        #expect(try r.timeline.state(at: .zero)["bar"]!.state.width == 200)
        #expect(try r.timeline.state(at: .zero)["bar"]!.state.center.y == 38)
    }

    /// Growing the bounds in a block and calling layoutIfNeeded inside it animates the frames
    /// layoutSubviews sets, with the block.
    @Test func layoutIfNeededInsideABlockAnimatesTheLayout() throws {
        let header = Header(frame: CGRect(x: 0, y: 0, width: 200, height: 40))
        header.accessibilityIdentifier = "header"
        let r = record { stage, clock in
            stage.addSubview(header)
            clock.schedule(at: s(1)) {
                UIView.animate(withDuration: 1, delay: 0, options: .curveLinear, animations: {
                    header.frame = CGRect(x: 0, y: 0, width: 300, height: 40)
                    header.layoutIfNeeded()
                })
            }
        }
        #expect(header.passes == [.zero, s(1)])
        #expect(try abs(r.timeline.state(at: s(1.5))["bar"]!.state.width - 250) < 1e-9)
    }

    /// A size change outside a block lays out at the end of that instant (one pass).
    @Test func aSizeChangeLaysOutAtTheEndOfTheInstant() throws {
        let header = Header(frame: CGRect(x: 0, y: 0, width: 200, height: 40))
        header.accessibilityIdentifier = "header"
        let r = record { stage, clock in
            stage.addSubview(header)
            clock.schedule(at: s(2)) {
                header.bounds.size.width = 100
                header.bounds.size.height = 60
                #expect(header.bar.frame.width == 200)   // not yet
            }
        }
        #expect(header.passes == [.zero, s(2)])
        #expect(try r.timeline.state(at: s(2))["bar"]!.state.width == 100)
        #expect(try r.timeline.state(at: s(2))["bar"]!.state.center.y == 58)
    }

    @Test func plainViewsNeverTrackLayout() {
        #expect(!UIView().tracksLayout)
        #expect(!UILabel().tracksLayout)
        #expect(Header(frame: .zero).tracksLayout)
    }
}

/// The `.layoutSubviews` animation option.
@Suite struct LayoutSubviewsOptionTests {
    private final class Card: UIView {
        let stripe = UIView(frame: .zero)
        override init(frame: CGRect) {
            super.init(frame: frame)
            stripe.accessibilityIdentifier = "stripe"
            addSubview(stripe)
        }
        required init?(coder: NSCoder) { nil }
        override func layoutSubviews() {
            stripe.frame = CGRect(x: 0, y: 0, width: bounds.width, height: 10)
        }
    }

    /// With the option, the stripe's new width animates with the card; without it, the stripe
    /// jumps at the end of the instant (UIKit's layout pass at commit, outside the animation).
    @Test func theLayoutAnimatesWithTheBlockOnlyWithTheOption() throws {
        for option in [true, false] {
            let card = Card(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
            card.accessibilityIdentifier = "card"
            let r = record { stage, clock in
                stage.addSubview(card)
                clock.schedule(at: s(1)) {
                    UIView.animate(withDuration: 1, delay: 0, options: option ? [.layoutSubviews, .curveLinear] : .curveLinear,
                                   animations: { card.bounds.size.width = 300 })
                }
            }
            let width = try r.timeline.state(at: s(1.5))["stripe"]!.state.width
            #expect(abs(width - (option ? 200 : 300)) < 1e-9, "option \(option): \(width)")
        }
    }
}
