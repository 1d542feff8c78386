import Animatic
import AnimaticBrowserTesting
import AnimaticExport
import AnimaticPlaybackTesting
@testable import AnimaticReview
import Foundation
import Testing

/// Views typed the same name get a lane each on the review page, named apart as `card`,
/// `card #2`, as the SVG keeps their elements apart (`card`, `card-2`).
@Suite struct ReviewPageLaneTests {
    /// Two cards named "card" and one named "card #2" (the name the second card would get),
    /// each fading at its own time; an unnamed view moves.
    static func story() throws -> Story {
        try Story.record(size: CGSize(width: 300, height: 120)) { stage in
            var cards: [UIView] = []
            for (k, name) in ["card", "card", "card #2", nil].enumerated() {
                let view = UIView(frame: CGRect(x: 10 + 70 * Double(k), y: 10, width: 60, height: 60))
                view.backgroundColor = .blue
                view.accessibilityIdentifier = name
                stage.addSubview(view)
                cards.append(view)
            }
            UIView.animate(withDuration: 1) { cards[0].alpha = 0.5 }
            UIView.animate(withDuration: 0.5, delay: 1, options: []) { cards[1].alpha = 0 }
            UIView.animate(withDuration: 0.25, delay: 1.5, options: []) { cards[2].alpha = 0.25 }
            UIView.animate(withDuration: 0.25) { cards[3].center.y += 20 }
        }
    }

    @Test func namesOfViewsTypedTheSameNameAreNumberedFromTwo() throws {
        let story = try Self.story()
        #expect(ViewIdentifiers.names(story.timeline.views) == ["card", "card #3", "card #2", "#3"])
        #expect(ViewIdentifiers.assign(story.timeline.views) == ["card", "card-2", "card__2", "view-3"])
    }

    @Test func namesWithoutRepeatsAreTheDisplayNames() throws {
        let story = try Story.record(size: CGSize(width: 100, height: 100)) { stage in
            for name in ["a", "b", ""] {
                let view = UIView()
                view.accessibilityIdentifier = name
                stage.addSubview(view)
            }
        }
        #expect(ViewIdentifiers.names(story.timeline.views) == ["a", "b", ""])
    }

    @Test func eachViewHasItsOwnLaneInThePageData() throws {
        let json = ReviewPage.timelineJSON(try Self.story())
        let parsed = try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
        let lanes = try #require(parsed["lanes"] as? [[String: Any]])
        #expect(lanes.map { "\($0["view"] ?? "") \($0["property"] ?? "")" }
                == ["card alpha", "card #3 alpha", "card #2 alpha", "#3 center"])
        #expect(lanes.map { ($0["segments"] as? [Any])?.count } == [1, 1, 1, 1])
    }

    @Test(arguments: BrowserEngine.tested)
    func thePageShowsALaneForEachCard(engine: BrowserEngine) async throws {
        let story = try Self.story()
        let folder = try PlaybackComparison.temporaryFolder("lanes")
        defer { try? FileManager.default.removeItem(at: folder) }
        try ReviewPage.writeSite([ReviewPage.Entry(name: "cards", title: "Cards", story: story)], to: folder)
        try await BrowserPool.shared(for: engine).withBrowser { browser in
            let page = try await ReviewPageSession.open(folder.appendingPathComponent("cards.html"), story: story, in: browser,
                                                        ids: ["card", "card-2", "card__2", "view-3"])
            let lanes = try await browser.execute(script: """
                return Array.from(document.querySelectorAll("body > main .lane")).map(lane => ({
                    label: lane.querySelector(".label").textContent,
                    bars: lane.querySelectorAll(".bar").length}));
                """)
            #expect(lanes == [
                ["label": "card alpha", "bars": 1],
                ["label": "card #3 alpha", "bars": 1],
                ["label": "card #2 alpha", "bars": 1],
                ["label": "#3 center", "bars": 1],
            ], "\(engine): \(lanes)")
            // Hovering the second card's bar names it apart in the tooltip.
            try await browser.hover(browser.element("return document.querySelectorAll('body > main .lane')[1].querySelector('.bar')"))
            let rows = try await browser.execute(script:
                "return Array.from(document.querySelector('body > .tooltip').children).map(c => c.textContent)")
            #expect(rows.arrayValue?.prefix(3) == ["view: card #3", "property: alpha", "time: 1.000 s \u{2192} 1.500 s (0.500 s)"],
                    "\(engine): \(rows)")
            // The SVG keeps the cards apart: each fades at its own time.
            _ = try await page.scrub(to: "0.500")
            let early = try await page.shown()
            _ = try await page.scrub(to: "1.250")
            let late = try await page.shown()
            #expect(abs((early["card"]?.opacity ?? 0) - 0.75) < 0.001 && abs((early["card-2"]?.opacity ?? 0) - 1) < 0.001,
                    "\(engine): \(early)")
            #expect(abs((late["card"]?.opacity ?? 0) - 0.5) < 0.001 && abs((late["card-2"]?.opacity ?? 0) - 0.5) < 0.001,
                    "\(engine): \(late)")
        }
    }
}
