import AnimaticSamples
import AnimaticSnapshotTesting
import Foundation
import SnapshotTesting
import Testing

/// Every bundled sample is pinned by three snapshots: its text timeline, its animated SVG and
/// a still frame at half its length. CI runs with `SNAPSHOT_TESTING_RECORD=never`, so a
/// missing or changed snapshot fails there.
@Suite struct SampleSnapshotTests {
    @Test(arguments: Samples.all.map(\.name))
    func timeline(sample: String) throws {
        let story = try #require(Samples.named(sample)).record()
        assertSnapshot(of: story, as: .timeline, named: sample)
    }

    @Test(arguments: Samples.all.map(\.name))
    func svg(sample: String) throws {
        let story = try #require(Samples.named(sample)).record()
        assertSnapshot(of: story, as: .svg, named: sample)
    }

    @Test(arguments: Samples.all.map(\.name))
    func frame(sample: String) throws {
        let story = try #require(Samples.named(sample)).record()
        assertSnapshot(of: story, as: .frame(at: story.duration / 2), named: sample)
    }

    /// A snapshot left behind by a sample that was renamed or removed fails the suite, so the
    /// snapshot folder always describes exactly the samples there are.
    @Test func everySnapshotBelongsToASample() throws {
        let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .appendingPathComponent("__Snapshots__/SampleSnapshotTests")
        let files = try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
        let names = Set(Samples.all.map(\.name))
        #expect(files.count == 3 * names.count, "expected one timeline, one svg and one frame per sample")
        for file in files {
            // <test>-sample.<sample>.<ext>, e.g. timeline-sample.article-concat.txt
            let parts = file.split(separator: ".")
            #expect(parts.count == 3, "unexpected snapshot file \(file)")
            guard parts.count == 3 else { continue }
            #expect(["timeline-sample", "svg-sample", "frame-sample"].contains(String(parts[0])), "\(file) is not from a known test")
            #expect(names.contains(String(parts[1])), "\(file) is a snapshot of a sample that no longer exists")
        }
    }
}
