import Foundation
import Testing
import AnimaticClock
@testable import AnimaticStage
@testable import AnimaticRuntime

/// Appearance proxies of bar items (MengTo/Spring's `DesignableTabBarController`:
/// `UITabBarItem.appearance().setTitleTextAttributes(…)`) and what a proxy does not apply.
@Suite struct AppearanceProxyTests {
    final class Accent: UITabBarItem {}

    /// A tab bar on stage with `items`, 320 wide.
    private func bar(_ items: [UITabBarItem], selected: Int, on stage: Stage) -> UITabBar {
        let bar = UITabBar(frame: CGRect(x: 0, y: 251, width: 320, height: 49))
        bar.items = items
        bar.selectedItem = items[selected]
        stage.addSubview(bar)
        return bar
    }

    @Test func anItemProxysTitleAttributesReachTheItemsABarDrawsStateByState() {
        var drawn: [UIColor?] = [], fonts: [CGFloat?] = []
        let r = record { stage, _ in
            let proxy = UITabBarItem.appearance()
            #expect(UITabBarItem.appearance() === proxy)
            proxy.setTitleTextAttributes([.foregroundColor: UIColor.gray, .font: UIFont.systemFont(ofSize: 11)], for: .normal)
            proxy.setTitleTextAttributes([.foregroundColor: UIColor.white], for: .selected)
            let own = UITabBarItem(title: "Own", image: nil, tag: 2)
            own.setTitleTextAttributes([.foregroundColor: UIColor.red], for: .normal)
            let tabs = bar([UITabBarItem(title: "Home", image: nil, tag: 0), UITabBarItem(title: "Cards", image: nil, tag: 1), own],
                           selected: 0, on: stage)
            drawn = tabs.buttons.map(\.label.textColor)
            fonts = tabs.buttons.map { $0.label.font?.pointSize }
        }
        #expect(r.problems.isEmpty)
        // Selected: the proxy's .selected colour; normal: the proxy's; the item's own wins.
        #expect(drawn == [.white, .gray, .red])
        // The selected state's attributes have no font: the normal state's (the proxy's 11 pt);
        // the item's own normal attributes have none: the bar's 10 pt.
        #expect(fonts == [11, 11, 10])
    }

    @Test func aSubclasssProxyWinsOverItsSuperclasss() {
        var drawn: [UIColor?] = []
        _ = record { stage, _ in
            UITabBarItem.appearance().setTitleTextAttributes([.foregroundColor: UIColor.gray], for: .normal)
            Accent.appearance().setTitleTextAttributes([.foregroundColor: UIColor.orange], for: .normal)
            #expect(Accent.appearance() !== UITabBarItem.appearance())
            let tabs = bar([UITabBarItem(title: "A", image: nil, tag: 0), UITabBarItem(title: "B", image: nil, tag: 1),
                            Accent(title: "C", image: nil, tag: 2)], selected: 0, on: stage)
            drawn = Array(tabs.buttons.map(\.label.textColor).dropFirst())
        }
        #expect(drawn == [.gray, .orange])
    }

    @Test func aPropertyAProxyDoesNotApplyIsReportedWhenAnInstanceIsDrawn() {
        let r = record { stage, _ in
            UITabBarItem.appearance().titlePositionAdjustment = UIOffset(horizontal: 0, vertical: -4)
            UILabel.appearance().backgroundColor = .yellow
            UILabel.appearance().alpha = 0.5
            UIButton.appearance().layer.cornerRadius = 4
            // Nothing of those classes drawn yet: nothing to report.
            #expect(StoryContext.current?.failures.isEmpty == true)
            stage.addSubview(UILabel(frame: CGRect(x: 0, y: 0, width: 100, height: 20)))
            stage.addSubview(UILabel(frame: CGRect(x: 0, y: 30, width: 100, height: 20)))
            _ = bar([UITabBarItem(title: "Home", image: nil, tag: 0)], selected: 0, on: stage)
        }
        let texts = r.problems.map { "\($0)" }
        #expect(texts.count == 3)
        #expect(texts[0].contains("UILabel.appearance()") && texts[0].contains("applying backgroundColor set on the appearance proxy"))
        #expect(texts[1].contains("UILabel.appearance()") && texts[1].contains("applying alpha set on the appearance proxy"))
        #expect(texts[2].contains("UITabBarItem.appearance()") && texts[2].contains("applying titlePositionAdjustment")
                && texts[2].contains("(Animatic applies a bar item proxy's title text attributes)"))
    }

    @Test func whatASupportedSetterChangesItselfIsNotReported() {
        // A bar's barTintColor sets its backgroundColor: carried by the barTintColor rule.
        var tabs: UITabBar?
        let r = record { stage, _ in
            UITabBar.appearance().barTintColor = .black
            UITabBar.appearance().tintColor = .white
            tabs = bar([UITabBarItem(title: "Home", image: nil, tag: 0)], selected: 0, on: stage)
        }
        #expect(r.problems.isEmpty)
        #expect(tabs?.backgroundColor == .black)
        #expect(tabs?.buttons.first?.label.textColor == .white)
    }
}
