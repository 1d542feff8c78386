import AnimaticClock
import Testing
@testable import AnimaticTimeline

/// The timeline's segment and number storage: fixed chunks, runs kept inside one chunk,
/// value semantics.
@Suite struct ChunkedArrayTests {
    @Test func chunksHold64KiBRoundedDownToAPowerOfTwo() {
        #expect(ChunkedArray<Double>.chunkSize == 8192)
        #expect(ChunkedArray<TimelineRecorder.Packed>.chunkSize == 2048)
        #expect(ChunkedArray<(Int64, Int64, Int64)>.chunkSize == 2048)   // stride 24: 2730 rounds down
    }

    @Test func emptyAndAcrossChunkBoundaries() {
        var a = ChunkedArray<Int64>()
        #expect(a.count == 0)
        let n = 3 * ChunkedArray<Int64>.chunkSize + 5
        for i in 0..<n { a.append(Int64(i) * 3) }
        #expect(a.count == n)
        #expect(a.storage.chunkCount == 4)
        for i in [0, 1, 8191, 8192, 8193, 16383, 16384, n - 1] { #expect(a[i] == Int64(i) * 3) }
        a[8192] = -1
        #expect(a[8192] == -1 && a[8191] == 8191 * 3 && a[8193] == 8193 * 3)
    }

    @Test func runsStayInsideOneChunk() {
        var a = ChunkedArray<Double>()
        let size = ChunkedArray<Double>.chunkSize
        for i in 0..<(size - 3) { a.append(Double(i)) }
        // 4 numbers do not fit in the 3 left: the run starts the next chunk, the 3 are padding.
        let run = a.appendContiguous(4, filler: -7)
        #expect(run.index == size)
        #expect(a.count == size + 4)
        for k in 0..<4 { run.at[k] = Double(100 + k) }
        #expect((size - 3..<size).map { a[$0] } == [-7, -7, -7])
        #expect(Array(UnsafeBufferPointer(start: a.pointer(at: run.index), count: 4)) == [100, 101, 102, 103])
        // A run that fits follows at once; one that ends exactly at a chunk's end too.
        let next = a.appendContiguous(size - 4, filler: 0)
        #expect(next.index == size + 4 && a.count == 2 * size)
        let third = a.appendContiguous(1, filler: 0)
        #expect(third.index == 2 * size && a.storage.chunkCount == 3)
    }

    @Test func appendRepeatingFillsAcrossChunksAndCopiesOnWrite() {
        var a = ChunkedArray<Int32>()
        let size = ChunkedArray<Int32>.chunkSize
        a.append(repeating: 7, count: 0)
        #expect(a.count == 0 && a.storage.chunkCount == 0)
        for i in 0..<(size - 2) { a.append(Int32(i)) }
        let shared = a
        // 2 fill the first chunk, a whole chunk follows, 3 start the third.
        a.append(repeating: -1, count: size + 5)
        #expect(a.count == 2 * size + 3 && a.storage.chunkCount == 3)
        #expect(a[size - 3] == Int32(size - 3))
        #expect((size - 2..<2 * size + 3).allSatisfy { a[$0] == -1 })
        #expect(shared.count == size - 2 && shared.storage !== a.storage)
        a.append(9)
        #expect(a[2 * size + 3] == 9)
    }

    @Test func copiesAreIndependent() {
        var a = ChunkedArray<Int32>()
        for i in 0..<20_000 { a.append(Int32(i)) }
        var b = a
        #expect(a.storage === b.storage)
        b[5] = -5
        b.append(99)
        #expect(a.storage !== b.storage)
        #expect(a[5] == 5 && a.count == 20_000)
        #expect(b[5] == -5 && b.count == 20_001 && b[19_999] == 19_999 && b[20_000] == 99)
        let c = b
        _ = b.appendContiguous(3, filler: 0)
        #expect(c.count == 20_001 && b.count == 20_004)
    }

    /// Elements with references (view records hold strings) are retained while stored and
    /// released with the storage; a copy made on write retains them again.
    @Test func referencesAreReleasedWithTheStorage() {
        final class Token {}
        weak var first: Token?, last: Token?
        do {
            var a = ChunkedArray<Token>()
            let n = 3 * ChunkedArray<Token>.chunkSize + 1
            for i in 0..<n {
                let t = Token()
                if i == 0 { first = t }
                if i == n - 1 { last = t }
                a.append(t)
            }
            var b = a
            b[0] = Token()
            #expect(first != nil && a[0] === first && b[0] !== first)
            #expect(last != nil && b[n - 1] === last)
        }
        #expect(first == nil)
        #expect(last == nil)
    }

    /// A timeline taken mid-recording keeps what it saw when the recorder goes on (and cuts
    /// the segment it shares).
    @Test func aTimelineTakenMidwayIsNotChangedByLaterRecording() throws {
        let r = TimelineRecorder()
        let v = r.addView(identifier: "box", parent: nil, initial: ViewState(centerX: 0, centerY: 0, width: 10, height: 10),
                          at: .zero)
        r.record(view: v, property: .alpha, start: .zero, duration: try StoryTime(seconds: 1), curve: .linear,
                 to: .scalar(0))
        let before = r.timeline
        r.record(view: v, property: .alpha, start: try StoryTime(seconds: 0.5), duration: try StoryTime(seconds: 1),
                 curve: .linear, to: .scalar(1))
        let after = r.timeline
        #expect(before.segmentCount == 1)
        #expect(before.segment(0).to == .scalar(0))
        #expect(before.segment(0).duration == (try StoryTime(seconds: 1)))
        #expect(after.segmentCount == 2)
        #expect(after.segment(0).to == .scalar(0.5))
        #expect(after.segment(0).duration == (try StoryTime(seconds: 0.5)))
    }
}
