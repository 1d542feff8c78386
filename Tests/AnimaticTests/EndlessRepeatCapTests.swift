import Animatic
import Testing

/// An endless repeat of a tiny period records its cycles as ordinary segments when it is
/// interrupted, and when a story is exported as a loop: at most 100,000 of them, as for a
/// repeat with a count, and an error naming the animation beyond.
@Suite struct EndlessRepeatCapTests {
    private static let size = CGSize(width: 100, height: 100)

    private static func spinner() -> UIView {
        let v = UIView(frame: CGRect(x: 0, y: 0, width: 40, height: 40))
        v.accessibilityIdentifier = "spinner"
        return v
    }

    @Test func aRepeatOfOneNanosecondInterruptedAfterASecondIsAnErrorNamingIt() throws {
        let v = Self.spinner()
        do {
            _ = try Story.record(size: Self.size) { stage in
                stage.addSubview(v)
                UIView.animate(withDuration: 1e-9, delay: 0, options: [.repeat, .curveLinear],
                               animations: { v.alpha = 0 })
                DispatchQueue.main.asyncAfter(deadline: .now() + 1,
                    execute: DispatchWorkItem { UIView.performWithoutAnimation { v.alpha = 1 } })
            }
            Issue.record("no error")
        } catch {
            // Cycles start at 0, 1, … 999,999,999 ns: a billion before the change at 1 s.
            #expect(error.problems == [.overlongRepeat(animation: "spinner.alpha", period: 1e-9, cycles: 1_000_000_000)])
            #expect("\(error)" == "Story.record: the endless repeat of spinner.alpha, of period 1e-09 s, ran 1000000000"
                    + " cycles before it was interrupted, more than the 100000 a repeat may record; give it a longer period")
        }
    }

    @Test func aRepeatInterruptedAfterExactlyTheMostCyclesIsRecordedInFull() throws {
        let v = Self.spinner()
        // A period of 10 µs interrupted at 1 s: cycles start at 0 … 0.99999 s, 100,000 of them.
        let story = try Story.record(size: Self.size) { stage in
            stage.addSubview(v)
            UIView.animate(withDuration: 1e-5, delay: 0, options: [.repeat, .curveLinear],
                           animations: { v.alpha = 0 })
            DispatchQueue.main.asyncAfter(deadline: .now() + 1,
                execute: DispatchWorkItem { UIView.performWithoutAnimation { v.alpha = 1 } })
        }
        #expect(story.timeline.endlessRepeats.isEmpty)
        #expect(story.timeline.segments.filter { $0.property == .alpha }.count == 100_001)
        #expect(try story.state(at: 1)["spinner"]!.state.alpha == 1)
        // One more cycle is too many.
        do {
            _ = try Story.record(size: Self.size) { stage in
                stage.addSubview(v)
                UIView.animate(withDuration: 1e-5, delay: 0, options: [.repeat, .curveLinear],
                               animations: { v.alpha = 0 })
                DispatchQueue.main.asyncAfter(deadline: .now() + 1.000001,
                    execute: DispatchWorkItem { UIView.performWithoutAnimation { v.alpha = 1 } })
            }
            Issue.record("no error")
        } catch {
            #expect(error.problems == [.overlongRepeat(animation: "spinner.alpha", period: 1e-5, cycles: 100_001)])
        }
    }

    @Test func aStoryWithATinyEndlessRepeatExportsPlainButNotAsALoop() throws {
        let v = Self.spinner()
        let story = try Story.record(size: Self.size) { stage in
            stage.addSubview(v)
            UIView.animate(withDuration: 1e-6, delay: 0, options: [.repeat, .autoreverse, .curveLinear],
                           animations: { v.alpha = 0 })
            UIView.animate(withDuration: 1) { v.center.x = 90 }
        }
        #expect(story.duration == 1)
        let plain = try story.svg()
        #expect(plain.utf8.count < 4_000)
        #expect(throws: ExportError.tooManyRepeatCycles(repeats: ["spinner.alpha"], cycles: 500_000)) {
            try story.svg(loop: true)
        }
        #expect("\(ExportError.tooManyRepeatCycles(repeats: ["spinner.alpha"], cycles: 500_000))"
                == "cannot write SVG as a loop: each pass would play 500000 cycles of an endless repeat (of"
                    + " spinner.alpha), more than 100000; export it without loop, or give the repeat a longer period")
        // A period of 20 µs (there and back) fits: 50,000 cycles in the second.
        let w = Self.spinner()
        let slower = try Story.record(size: Self.size) { stage in
            stage.addSubview(w)
            UIView.animate(withDuration: 1e-5, delay: 0, options: [.repeat, .autoreverse, .curveLinear],
                           animations: { w.alpha = 0 })
            UIView.animate(withDuration: 1) { w.center.x = 90 }
        }
        let looped = try slower.svg(loop: true)
        #expect(looped.contains("values=\"1;0;1;0;1;"))
    }
}
