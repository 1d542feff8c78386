import Foundation
import Testing
@testable import AnimaticBrowserTesting

@Suite struct SVGProbeTests {
    @Test(arguments: BrowserEngine.tested)
    func nestedGroupsComposeToTheHandComputedMatrix(engine: BrowserEngine) async throws {
        try await Fixtures.with { fixtures in
            let url = try fixtures.write("nested.svg", svgDocument("""
                <g id="moved" transform="translate(100,50)">
                  <g id="turned" transform="rotate(30)">
                    <g id="scaled" transform="scale(2,0.5)">
                      <rect id="box" x="-10" y="-10" width="20" height="20" transform="translate(5,0)"/>
                    </g>
                  </g>
                </g>
                """))
            try await BrowserPool.shared(for: engine).withBrowser { browser in
                let probe = try await SVGProbe.open(url, in: browser)
                let states = try await probe.read(ids: ["root", "moved", "turned", "scaled", "box"])
                // By hand: translate(100,50) rotate(30) scale(2,0.5) translate(5,0), in viewBox units
                // (the root's 2x viewBox-to-pixel scale must not appear).
                let c = cos(Double.pi / 6), s = sin(Double.pi / 6)
                let box = AffineMatrix(a: 2 * c, b: 2 * s, c: -0.5 * s, d: 0.5 * c, e: 100 + 10 * c, f: 50 + 10 * s)
                #expect(try #require(states["box"]?.matrix).isApproximatelyEqual(to: box, tolerance: 1e-4))
                #expect(try #require(states["root"]?.matrix).isApproximatelyEqual(to: .identity))
                #expect(try #require(states["moved"]?.matrix).isApproximatelyEqual(to: .translation(x: 100, y: 50)))
                let turned = AffineMatrix.translation(x: 100, y: 50) * .rotation(degrees: 30)
                #expect(try #require(states["turned"]?.matrix).isApproximatelyEqual(to: turned))
                #expect(try #require(states["scaled"]?.matrix).isApproximatelyEqual(to: turned * .scale(x: 2, y: 0.5)))
                #expect(states["box"]?.opacity == 1)
                #expect(states["box"]?.visibility == "visible")
                #expect(states["box"]?.display == "inline")
                #expect(states["box"]?.isShown == true)
            }
        }
    }

    @Test(arguments: BrowserEngine.tested)
    func easeInOutRotationMatchesTheSplineAtAQuarter(engine: BrowserEngine) async throws {
        try await Fixtures.with { fixtures in
            let url = try fixtures.write("spline.svg", svgDocument("""
                <g id="spin" transform="translate(200,150)">
                  <g id="rotor">
                    <animateTransform attributeName="transform" type="rotate" values="0;90" keyTimes="0;1"
                      keySplines="0.42 0 0.58 1" calcMode="spline" begin="0s" dur="0.5s" fill="freeze"/>
                    <rect id="blade" x="-20" y="-5" width="40" height="10"/>
                  </g>
                </g>
                """))
            try await BrowserPool.shared(for: engine).withBrowser { browser in
                let probe = try await SVGProbe.open(url, in: browser)
                let frames = try await probe.read(ids: ["rotor"], at: [0, 0.125, 0.25, 0.5, 2])
                let angles = try frames.map { try #require($0["rotor"]?.matrix).rotationDegrees }
                #expect(abs(angles[0] - 0) < 0.001)
                #expect(abs(angles[1] - 11.625) < 0.001, "90 x bezier(0.42,0,0.58,1) at x = 0.25 is 11.625 deg, got \(angles[1])")
                #expect(abs(angles[2] - 45) < 0.001)
                #expect(abs(angles[3] - 90) < 0.001)
                #expect(abs(angles[4] - 90) < 0.001, "fill=freeze keeps the end value")
                let at125 = try #require(frames[1]["rotor"]?.matrix)
                #expect(abs(at125.e - 200) < 1e-4 && abs(at125.f - 150) < 1e-4, "rotation is about the group's origin")
                #expect(abs(frames[1].documentTime - 0.125) < 1e-6)
            }
        }
    }

    @Test(arguments: BrowserEngine.tested)
    func opacityIsTheProductOverAncestors(engine: BrowserEngine) async throws {
        try await Fixtures.with { fixtures in
            let url = try fixtures.write("opacity.svg", svgDocument("""
                <g id="outer" opacity="0.5">
                  <g id="middle">
                    <animate attributeName="opacity" from="1" to="0" begin="0s" dur="1s" fill="freeze"/>
                    <rect id="leaf" width="10" height="10" opacity="0.8"/>
                  </g>
                </g>
                <rect id="plain" width="5" height="5"/>
                """))
            try await BrowserPool.shared(for: engine).withBrowser { browser in
                let probe = try await SVGProbe.open(url, in: browser)
                let frames = try await probe.read(ids: ["outer", "middle", "leaf", "plain"], at: [0, 0.25, 1])
                func opacity(_ frame: Int, _ id: String) throws -> Double { try #require(frames[frame][id]?.opacity) }
                #expect(abs(try opacity(0, "leaf") - 0.4) < 1e-6)
                #expect(abs(try opacity(1, "outer") - 0.5) < 1e-6)
                #expect(abs(try opacity(1, "middle") - 0.375) < 1e-6)
                #expect(abs(try opacity(1, "leaf") - 0.3) < 1e-6)
                #expect(try opacity(2, "leaf") == 0)
                #expect(try opacity(2, "plain") == 1)
                #expect(frames[2]["leaf"]?.isShown == false)
            }
        }
    }

    @Test(arguments: BrowserEngine.tested)
    func aSetAtSevenTenthsIsActiveWhenSeekingToIt(engine: BrowserEngine) async throws {
        try await Fixtures.with { fixtures in
            let url = try fixtures.write("set.svg", svgDocument("""
                <rect id="flag" width="10" height="10" visibility="hidden">
                  <set attributeName="visibility" to="visible" begin="0.7s" fill="freeze"/>
                </rect>
                <g id="late" display="none">
                  <set attributeName="display" to="inline" begin="0.7s" fill="freeze"/>
                  <text id="label">Hello <tspan>world</tspan></text>
                </g>
                """))
            try await BrowserPool.shared(for: engine).withBrowser { browser in
                let probe = try await SVGProbe.open(url, in: browser)
                try await probe.seek(to: 0.7)
                let at = try await probe.read(ids: ["flag", "late", "label"])
                #expect(at["flag"]?.visibility == "visible")
                #expect(at["late"]?.display == "inline")
                #expect(at["label"]?.textContent == "Hello world")
                #expect(abs(try await probe.currentTime() - 0.7) < 1e-6, "getCurrentTime() is a float32 too")

                // Firefox keeps its clock in whole milliseconds and rounds a seek to the nearest
                // one: 0.6999 s shows 0.7 s there, so "just before" is a millisecond before.
                let justBefore = engine == .firefox ? 0.699 : 0.6999
                let before = try await probe.read(ids: ["flag", "late"], at: justBefore)
                #expect(before["flag"]?.visibility == "hidden", "\(engine)")
                #expect(before["late"]?.display == "none", "\(engine)")

                // Why seek rounds up: the plain float32 of 0.7 is below 0.7 and Chromium truncates
                // to whole microseconds, so a naive seek lands at 0.699999 s, before the <set>.
                // Firefox rounds it to 0.7 s, where the <set> is active.
                let naive = try await browser.execute(script: """
                    const svg = document.documentElement;
                    svg.pauseAnimations(); svg.setCurrentTime(0.7);
                    return [svg.getCurrentTime(), getComputedStyle(document.getElementById('flag')).visibility];
                    """)
                #expect(try #require(naive[0]?.doubleValue) < 0.7)
                #expect(naive[1] == (engine == .firefox ? "visible" : "hidden"), "\(engine)")
            }
        }
    }

    @Test(arguments: BrowserEngine.tested)
    func pauseStopsTheClock(engine: BrowserEngine) async throws {
        try await Fixtures.with { fixtures in
            let url = try fixtures.write("clock.svg", svgDocument(#"<rect id="r" width="1" height="1"/>"#))
            try await BrowserPool.shared(for: engine).withBrowser { browser in
                let probe = try await SVGProbe.open(url, in: browser)
                try await probe.pause()
                let first = try await probe.currentTime()
                try await Task.sleep(nanoseconds: 100_000_000)
                #expect(try await probe.currentTime() == first)
                try await probe.seek(to: 3.25)
                #expect(try await probe.currentTime() == 3.25)
            }
        }
    }

    @Test(arguments: BrowserEngine.tested)
    func inlineSVGInHTMLIsFoundBySelector(engine: BrowserEngine) async throws {
        try await Fixtures.with { fixtures in
            let url = try fixtures.write("review.html", """
                <!doctype html>
                <html><body style="margin: 37px">
                <p>Review page</p>
                <svg id="other" width="100" height="100"><g id="box" transform="translate(7,7)"/></svg>
                <svg id="story" width="800" height="600" viewBox="0 0 400 300">
                  <g id="box" transform="translate(100,50)">
                    <animateTransform attributeName="transform" type="translate" from="100 50" to="200 50" dur="1s" fill="freeze"/>
                    <rect width="10" height="10" opacity="0.5"/>
                  </g>
                </svg>
                </body></html>
                """)
            try await BrowserPool.shared(for: engine).withBrowser { browser in
                let story = try await SVGProbe.open(url, in: browser, rootSelector: "svg#story")
                let frames = try await story.read(ids: ["box", "story"], at: [0, 0.5, 1])
                #expect(try #require(frames[0]["box"]?.matrix).isApproximatelyEqual(to: .translation(x: 100, y: 50)))
                #expect(try #require(frames[1]["box"]?.matrix).isApproximatelyEqual(to: .translation(x: 150, y: 50)))
                #expect(try #require(frames[2]["box"]?.matrix).isApproximatelyEqual(to: .translation(x: 200, y: 50)))
                #expect(try #require(frames[0]["story"]?.matrix).isApproximatelyEqual(to: .identity))

                let other = SVGProbe(browser: browser, rootSelector: "svg#other")
                #expect(try #require(try await other.read(ids: ["box"])["box"]?.matrix)
                    .isApproximatelyEqual(to: .translation(x: 7, y: 7)))
                // Without a selector the page's first <svg> is the root.
                #expect(try await SVGProbe(browser: browser).read(ids: ["other"]).count == 1)
            }
        }
    }

    @Test(arguments: BrowserEngine.tested)
    func missingIdsAndMissingRootsAreNamed(engine: BrowserEngine) async throws {
        try await Fixtures.with { fixtures in
            let svg = try fixtures.write("one.svg", svgDocument(#"<rect id="here" width="1" height="1"/>"#))
            let html = try fixtures.write("plain.html", "<!doctype html><p>no svg here</p>")
            try await BrowserPool.shared(for: engine).withBrowser { browser in
                let probe = try await SVGProbe.open(svg, in: browser)
                await #expect(throws: SVGProbeError.missingElements(["gone", "away"])) {
                    try await probe.read(ids: ["here", "gone", "away"], at: [0])
                }
                await #expect(throws: SVGProbeError.invalidTime(-1)) { try await probe.seek(to: -1) }
                let error = await #expect(throws: SVGProbeError.self) { try await SVGProbe.open(html, in: browser) }
                #expect("\(error!)".contains("No root <svg>"))
                await #expect(throws: SVGProbeError.self) {
                    try await SVGProbe.open(svg, in: browser, rootSelector: "svg#absent")
                }
            }
        }
    }

    @Test func seekValueIsTheSmallestFloat32NotBelowTheTime() throws {
        #expect(try SVGProbe.seekValue(for: 0.125) == 0.125)
        #expect(try SVGProbe.seekValue(for: 0) == 0)
        let v = try SVGProbe.seekValue(for: 0.7)
        #expect(Double(v) >= 0.7)
        #expect(Double(v.nextDown) < 0.7)
        for t in stride(from: 0.0, through: 20.0, by: 0.0137) {
            let f = try SVGProbe.seekValue(for: t)
            #expect(Double(f) >= t && Double(f.nextDown) < t)
        }
        #expect(throws: SVGProbeError.invalidTime(-0.5)) { try SVGProbe.seekValue(for: -0.5) }
        #expect(throws: SVGProbeError.self) { try SVGProbe.seekValue(for: .nan) }
        #expect(throws: SVGProbeError.self) { try SVGProbe.seekValue(for: .infinity) }
    }

    @Test func matrixAlgebraMatchesSVG() {
        let m = AffineMatrix.translation(x: 10, y: 0) * .rotation(degrees: 90)
        let p = m.apply(x: 1, y: 0)
        #expect(abs(p.x - 10) < 1e-12 && abs(p.y - 1) < 1e-12)
        #expect(abs(m.rotationDegrees - 90) < 1e-12)
        #expect((AffineMatrix.scale(x: 2, y: 3) * .identity) == .scale(x: 2, y: 3))
        #expect(AffineMatrix.identity.description == "matrix(1, 0, 0, 1, 0, 0)")
    }
}
