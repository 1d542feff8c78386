import AnimaticClock
import AnimaticExport
import Foundation
import Testing
@testable import AnimaticSVG
import AnimaticTimeline

/// Large documents are written by several threads (SVGParallelWriting.swift). These tests force
/// that on small stories and hold it to the bytes, and the errors, of one writer.
@Suite struct ParallelWritingTests {
    static let oneThread = SVGParallelWriting.Settings(minimumViews: 0, blockViews: 1, threads: 1, window: 1)

    /// `count` top-level views, every third with a subview holding a label, and everything that
    /// touches ids and escaping: missing, duplicate and unsafe identifiers, identifiers equal
    /// to generated effect ids, shadows and clips (their ids are chosen in document order).
    func crowd(_ count: Int) -> Timeline {
        let r = TimelineRecorder()
        for i in 0..<count {
            let identifier: String? = switch i % 5 {
            case 0: nil
            case 1: "card"
            case 2: "x<&\"'>ü\(i)"
            case 3: "card-shadow"
            default: "v\(i)"
            }
            var look = LayerLook()
            look.masksToBounds = i % 7 == 3
            let v = r.addView(identifier: identifier, parent: nil,
                              initial: ViewState(centerX: Double(i), centerY: 10, width: 20, height: 10,
                                                 backgroundColor: RGBA(red: 1, green: 0, blue: 0)),
                              at: .zero, look: look)
            if i % 4 == 1 {
                r.record(view: v, property: .shadowOpacity, start: s(0.1), duration: s(0.3), curve: .easeIn,
                         to: .scalar(0.5))
            }
            r.record(view: v, property: .center, start: s(0.1 * Double(i % 3)), duration: s(0.5),
                     curve: .easeInOut, to: .point(x: Double(i) + 50, y: 20))
            if i % 3 == 0 {
                let label = LabelContent(lines: ["a < b & \"c\" ü \(i)", "]]>"], font: FontDescription(size: 12),
                                         alignment: .center)
                let child = r.addView(identifier: i % 2 == 0 ? "card-clip" : nil, parent: v,
                                      initial: ViewState(centerX: 5, centerY: 5, width: 10, height: 10),
                                      at: .zero, content: .label(label))
                r.record(view: child, property: .alpha, start: s(0.2), duration: s(0.4), curve: .linear,
                         to: .scalar(0.25))
            }
        }
        return r.timeline
    }

    func bytes(_ timeline: Timeline, _ options: SVGExport.Options,
               mode: SVGDocumentWriter.Mode = .animated, _ parallel: SVGParallelWriting.Settings) throws -> [UInt8] {
        let stream = try XMLStream(pretty: options.pretty)
        try SVGExport.render(timeline: timeline, size: stage, options: options, mode: mode, stream: stream,
                             parallel: parallel)
        return stream.memoryBytes
    }

    @Test func severalThreadsWriteTheBytesOfOne() throws {
        let timeline = crowd(60)
        let settings = [
            SVGParallelWriting.Settings(minimumViews: 0, blockViews: 1, threads: 2, window: 1),
            SVGParallelWriting.Settings(minimumViews: 0, blockViews: 7, threads: 3, window: 2),
            SVGParallelWriting.Settings(minimumViews: 0, blockViews: 1, threads: 4, window: 64),
        ]
        let optionSets = [SVGExport.Options(), SVGExport.Options(loop: true, decimals: 2),
                          SVGExport.Options(pretty: false, background: RGBA(red: 0, green: 0, blue: 1))]
        let modes: [SVGDocumentWriter.Mode] = [.animated, .frame(s(0.3))]
        var checked = 0
        for options in optionSets {
            for mode in modes {
                let one = try bytes(timeline, options, mode: mode, Self.oneThread)
                for parallel in settings {
                    // A few rounds, so that different interleavings get their chance.
                    for _ in 0..<3 {
                        let many = try bytes(timeline, options, mode: mode, parallel)
                        #expect(many == one)
                        checked += 1
                    }
                }
            }
        }
        #expect(checked == 54)
        // What the comparison covers: escaped names and text (non-ASCII kept as UTF-8), and
        // effect ids that had to step around the user's ids ("card-shadow" twelve times).
        let text = String(decoding: try bytes(timeline, .init(), Self.oneThread), as: UTF8.self)
        for fragment in ["id=\"x_____ü2\" data-name=\"x&lt;&amp;&quot;'&gt;ü2\"", "a &lt; b &amp; &quot;c&quot; ü 0",
                         "]]&gt;", "id=\"card-shadow-12\"", "id=\"card\" filter=\"url(#card-shadow-13)\"",
                         "<filter id=\"card-shadow-13\"", "id=\"card-clip-2\"", "<clipPath id=\"card-shadow-clip\">",
                         "clip-path=\"url(#card-shadow-clip)\""] {
            #expect(text.contains(fragment), "\(fragment)")
        }
    }

    @Test func aFileWrittenByManyThreadsHoldsTheSameBytes() throws {
        let timeline = crowd(40)
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("animatic-parallel-\(getpid())")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let url = folder.appendingPathComponent("crowd.svg")
        try AtomicFile.write(to: url) { fd in
            let stream = try XMLStream(fileDescriptor: fd, pretty: false)
            try SVGExport.render(timeline: timeline, size: stage, options: .init(), mode: .animated, stream: stream,
                                 parallel: .init(minimumViews: 0, blockViews: 3, threads: 2, window: 2))
        }
        let written = [UInt8](try Data(contentsOf: url))
        #expect(written == (try bytes(timeline, .init(), Self.oneThread)))
        #expect(written.count > 40 * 300)
    }

    @Test func blocksHoldWholeSubtreesOfAboutTheBlockSize() throws {
        // a (3 subviews, one of them with its own), b, c (1 subview), d, e
        let r = TimelineRecorder()
        func add(_ parent: Int?) -> Int {
            r.addView(identifier: nil, parent: parent, initial: ViewState(width: 1, height: 1), at: .zero)
        }
        let a = add(nil)
        let a1 = add(a)
        _ = add(a1); _ = add(a)
        let b = add(nil), c = add(nil)
        _ = add(c)
        _ = add(a)
        let d = add(nil), e = add(nil)
        let timeline = r.timeline
        func plan(_ settings: SVGParallelWriting.Settings) -> [[Int]]? {
            let context = SVGDocumentContext(timeline: timeline, width: 10, height: 10, options: .init(),
                                             mode: .animated, parallel: settings)
            return SVGParallelWriting.plan(context: context, topLevel: context.tree.topLevel)?.blocks.map(Array.init)
        }
        #expect(plan(.init(minimumViews: 0, blockViews: 3, threads: 2, window: 4)) == [[a], [b, c], [d, e]])
        #expect(plan(.init(minimumViews: 0, blockViews: 5, threads: 2, window: 4)) == [[a], [b, c, d, e]])
        #expect(plan(.init(minimumViews: 0, blockViews: 1, threads: 2, window: 4)) == [[a], [b], [c], [d], [e]])
        // One writer: too few views, one thread, or everything in one block.
        #expect(plan(.init(minimumViews: 11, blockViews: 1, threads: 2, window: 4)) == nil)
        #expect(plan(.init(minimumViews: 0, blockViews: 1, threads: 1, window: 4)) == nil)
        #expect(plan(.init(minimumViews: 0, blockViews: 100, threads: 2, window: 4)) == nil)
        // The automatic settings keep small stories on one thread.
        #expect(SVGParallelWriting.Settings.automatic.minimumViews > 1000)
    }

    @Test func theFirstBadViewInDocumentOrderIsTheOneReported() throws {
        let r = TimelineRecorder()
        for i in 0..<40 {
            let bad = i == 9 || i == 31
            _ = r.addView(identifier: "v\(i)", parent: nil,
                          initial: ViewState(centerX: bad ? .infinity : 1, centerY: 1, width: 2, height: 2,
                                             backgroundColor: RGBA(red: 1, green: 0, blue: 0)),
                          at: .zero)
        }
        let timeline = r.timeline
        func failure(_ settings: SVGParallelWriting.Settings) -> String? {
            do {
                _ = try bytes(timeline, .init(), settings)
                return nil
            } catch {
                return "\(error)"
            }
        }
        let one = failure(Self.oneThread)
        #expect(one?.contains("v9") == true)
        for threads in [2, 3] {
            for _ in 0..<5 {
                #expect(failure(.init(minimumViews: 0, blockViews: 1, threads: threads, window: 3)) == one)
            }
        }
    }

    @Test func fragmentStreamsRefuseUnbalancedParts() throws {
        let fragment = try XMLStream(fragmentDepth: 1, pretty: true)
        var text = SVGText()
        text.attribute("x", "1")
        // Nothing of the enclosing document can be closed from a fragment.
        #expect(throws: SVGExportError.self) { try fragment.end() }
        try fragment.start("g", trusted: text)
        // A part with an element still open cannot be taken.
        #expect(throws: SVGExportError.self) { try fragment.takeFragment() }
        try fragment.end()
        let part = try fragment.takeFragment()
        #expect(String(decoding: part.bytes, as: UTF8.self) == "  <g x=\"1\"/>\n")
        // Taking starts afresh.
        #expect(try fragment.takeFragment().isEmpty)
        // A document with no open element takes no part.
        let document = try XMLStream(pretty: true)
        try document.startDocument()
        #expect(throws: SVGExportError.self) { try document.insertFragment(part) }
        try document.start("svg")
        try document.insertFragment(part)
        try document.insertFragment(part)
        try document.finish()
        #expect(String(decoding: document.memoryBytes, as: UTF8.self)
                == "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<svg>\n  <g x=\"1\"/>\n  <g x=\"1\"/>\n</svg>\n")
    }
}
