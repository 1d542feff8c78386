import Foundation
import Testing
@testable import AnimaticBrowserTesting

/// Checks a story-sized probe (1,000 animated elements at 10 times, one round trip) and prints
/// how long starting a browser and probing take.
@Suite struct ProbeTimingTests {
    @Test func aThousandElementsAtTenTimesInOneRoundTrip() async throws {
        let count = 1000
        var body = ""
        for i in 0..<count {
            body += """
            <g id="p\(i)" transform="translate(\(i % 40 * 10),\(i / 40 * 10))">
            <animate attributeName="opacity" from="1" to="0" dur="1s" fill="freeze"/>
            <rect id="r\(i)" width="8" height="8"/></g>

            """
        }
        try await Fixtures.with { fixtures in
            let url = try fixtures.write("many.svg", svgDocument(body))
            let clock = ContinuousClock()
            let launchStart = clock.now
            try await Browser.withBrowser { browser in
                let launched = clock.now - launchStart
                let probe = try await SVGProbe.open(url, in: browser)
                let ids = (0..<count).map { "r\($0)" }
                _ = try await probe.read(ids: ids, at: [0]) // warm up
                let oneStart = clock.now
                let one = try await probe.read(ids: ids, at: [0.5])
                let oneTime = clock.now - oneStart
                let smallStart = clock.now
                let small = try await probe.read(ids: Array(ids.prefix(10)), at: [0.25])
                let smallTime = clock.now - smallStart
                #expect(small[0].states.count == 10)
                let times = (0..<10).map { Double($0) / 10 }
                let manyStart = clock.now
                let frames = try await probe.read(ids: ids, at: times, includeText: false)
                let manyTime = clock.now - manyStart
                print("[timing] browser launch \(launched); 1 time x 10 ids: \(smallTime); 1 time x \(count) ids: \(oneTime); 10 times x \(count) ids: \(manyTime)")

                #expect(one[0]["r0"]?.opacity == 0.5)
                #expect(frames.count == 10)
                for (k, frame) in frames.enumerated() {
                    #expect(frame.states.count == count)
                    let r = try #require(frame["r999"])
                    #expect(abs(r.opacity - (1 - times[k])) < 1e-6)
                    #expect(try #require(r.matrix).isApproximatelyEqual(to: .translation(x: 390, y: 240)))
                }
            }
        }
    }
}
