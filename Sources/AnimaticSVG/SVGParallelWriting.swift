import AnimaticTimeline
import Dispatch
import Foundation

/// Writes the views of a large document on several threads, with the same bytes as one
/// writer: the stage's views are cut into blocks of consecutive views (each with all its
/// subviews); each thread writes the blocks it takes into a fragment stream of its own
/// (``XMLStream/init(fragmentDepth:pretty:)``), and the fragments go into the document in
/// block order. Views are independent once ``SVGDocumentContext`` has settled ids and effect
/// ids, so no block needs another's output.
///
/// Memory stays bounded: a thread does not start a block more than ``Settings/window`` blocks
/// ahead of the last one written. When a block fails, the error of the first failing block in
/// document order is thrown (the one a single writer would have met first).
enum SVGParallelWriting {
    /// When and how to split a document.
    struct Settings: Sendable, Hashable {
        /// Documents with fewer views are written by one thread.
        var minimumViews: Int
        /// Views (with their subviews) per block, at least.
        var blockViews: Int
        /// Threads writing blocks; 1 writes everything on the calling thread.
        var threads: Int
        /// Blocks written but not yet in the document, at most, ahead of the first missing one.
        var window: Int

        /// From 4,096 views on, blocks of 256 views on up to 4 threads (one per core).
        static let automatic = Settings(minimumViews: 4096, blockViews: 256,
                                        threads: min(4, ProcessInfo.processInfo.activeProcessorCount),
                                        window: 16)
    }

    /// The blocks of a document and how to write them.
    struct Plan: Sendable {
        let blocks: [ArraySlice<Int>]
        let threads: Int
        let window: Int
    }

    /// The blocks for writing `topLevel` (the stage's views, with their subviews) in parallel,
    /// or `nil` when one thread should write them: few views, one core, or fewer than two blocks.
    ///
    /// - Complexity: O(n) for n views.
    static func plan(context: SVGDocumentContext, topLevel: [Int]) -> Plan? {
        let settings = context.parallel
        let views = context.timeline.views
        guard settings.threads > 1, views.count >= settings.minimumViews, topLevel.count > 1 else { return nil }
        // Subtree sizes: children after parents in document order, so add them up backwards.
        var order: [Int] = []
        order.reserveCapacity(views.count)
        context.tree.forEachInDocumentOrder { order.append($0) }
        var size = [Int](repeating: 1, count: views.count)
        for v in order.reversed() {
            if let parent = views.parent(of: v) { size[parent] += size[v] }
        }
        var blocks: [ArraySlice<Int>] = []
        var start = 0, count = 0
        for (i, v) in topLevel.enumerated() {
            count += size[v]
            if count >= settings.blockViews {
                blocks.append(topLevel[start...i])
                start = i + 1
                count = 0
            }
        }
        if start < topLevel.count { blocks.append(topLevel[start...]) }
        guard blocks.count > 1 else { return nil }
        return Plan(blocks: blocks, threads: min(settings.threads, blocks.count), window: max(1, settings.window))
    }

    /// Writes the plan's blocks into `stream`, whose innermost open element is the root.
    static func write(_ plan: Plan, context: SVGDocumentContext, into stream: XMLStream) throws {
        let pipeline = Pipeline(plan: plan, context: context, stream: stream)
        DispatchQueue.concurrentPerform(iterations: plan.threads) { _ in pipeline.run() }
        if let failure = pipeline.failure { throw failure.error }
        precondition(pipeline.nextToWrite == plan.blocks.count, "a block of the document was not written")
    }

    /// The blocks' shared state. Every `var` is read and written under `condition`'s lock,
    /// except that the document stream is used by one thread at a time (the one `committing`).
    private final class Pipeline: @unchecked Sendable {
        let plan: Plan
        let context: SVGDocumentContext
        let stream: XMLStream
        let escapes: Bool
        let condition = NSCondition()
        var nextToClaim = 0
        var nextToWrite = 0
        var ready: [Int: XMLFragment] = [:]
        var committing = false
        var failure: (block: Int, error: any Error)?

        init(plan: Plan, context: SVGDocumentContext, stream: XMLStream) {
            self.plan = plan
            self.context = context
            self.stream = stream
            escapes = stream.escapesTrustedAttributes
        }

        /// One thread's work: takes blocks in order until none is left (or one failed).
        func run() {
            guard var block = claim() else { return }
            let fragment: XMLStream
            do {
                fragment = try XMLStream(fragmentDepth: 1, pretty: context.options.pretty)
            } catch {
                fail(block, error)
                return
            }
            fragment.escapesTrustedAttributes = escapes
            var writer = SVGDocumentWriter(context: context, stream: fragment)
            while true {
                do {
                    try writer.writeSubtrees(of: plan.blocks[block])
                    deliver(block, try fragment.takeFragment())
                } catch {
                    // Every block before this one is taken already; the fragment stream is
                    // left mid-element, so this thread stops here.
                    fail(block, error)
                    return
                }
                guard let next = claim() else { return }
                block = next
            }
        }

        /// The next block to write, once it is within the window; `nil` when none is left or a
        /// block failed (every block before a failed one is already taken).
        private func claim() -> Int? {
            condition.lock()
            defer { condition.unlock() }
            while failure == nil && nextToClaim < plan.blocks.count && nextToClaim >= nextToWrite + plan.window {
                condition.wait()
            }
            guard failure == nil, nextToClaim < plan.blocks.count else { return nil }
            nextToClaim += 1
            return nextToClaim - 1
        }

        /// Hands over a written block; the thread that finds the next block to write in place
        /// writes it, and every block after it that is ready.
        private func deliver(_ block: Int, _ bytes: XMLFragment) {
            condition.lock()
            ready[block] = bytes
            if committing {
                condition.unlock()
                return
            }
            committing = true
            while let next = ready.removeValue(forKey: nextToWrite) {
                condition.unlock()
                do {
                    try stream.insertFragment(next)
                } catch {
                    condition.lock()
                    committing = false
                    record(nextToWrite, error)
                    condition.unlock()
                    return
                }
                condition.lock()
                nextToWrite += 1
                condition.broadcast()
            }
            committing = false
            condition.unlock()
        }

        private func fail(_ block: Int, _ error: any Error) {
            condition.lock()
            record(block, error)
            condition.unlock()
        }

        /// Keeps the failure of the earliest block (call with the lock held).
        private func record(_ block: Int, _ error: any Error) {
            if failure == nil || block < failure!.block { failure = (block, error) }
            condition.broadcast()
        }
    }
}
