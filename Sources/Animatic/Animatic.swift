// The one module story code imports: `import Animatic` replaces `import UIKit` and
// `import RxSwift` and brings everything a story uses.
//
// - AnimaticStage: UIView, UIColor, CGAffineTransform (where the platform has none), Stage,
//   Story and Story.record.
// - AnimaticRuntime: Dispatch's queues, timers and Task.sleep on the story clock, and
//   StoryProblem, what a story reports.
// - AnimaticReactive: Observable, DisposeBag, Disposables, MainScheduler, Reactive, ...
// - AnimaticTimeline: Timeline, Segment, TimingCurve, the values a timeline holds.
// - AnimaticClock: StoryTime and VirtualClock (the clock behind StoryScheduler).
// - AnimaticExport: StoryExporter (one output format: a document or a frame of a story, as bytes
//   or written atomically) and ExportError, what a failed export or file write throws.
// - AnimaticSVG: SVGExport, the animated-SVG writer behind `story.svg()` and `story.write(to:)`,
//   and SVGExporter, the same writer as a StoryExporter.
// - Foundation (CGRect, CGSize, CGPoint, CGFloat, TimeInterval, Date, URL, ...), with the main
//   queue and timers on the story clock (see below).

@_exported import AnimaticClock
@_exported import AnimaticReactive
@_exported import AnimaticRuntime
@_exported import AnimaticStage
@_exported import AnimaticTimeline
@_exported import AnimaticExport
@_exported import AnimaticSVG

// Foundation, whole, with the main queue and timers on the story clock. AnimaticRuntime declares
// its own `DispatchQueue`, `DispatchGroup`, `DispatchWorkItem`, `DispatchSemaphore`,
// `DispatchTime`, `DispatchWallTime`, `Timer`, `RunLoop` and `OperationQueue`
// (StoryDispatch.swift, StoryTimer.swift), so that story code that schedules work on the main
// queue or a timer runs on the story clock. Two whole-module imports that both declare a name
// leave it ambiguous; a scoped import beats a whole-module one, so StoryClockExports.swift
// re-exports those names one by one and they win over Foundation's and Dispatch's, in a file
// that imports Animatic alone and in one that also says `import Foundation`.
// Foundation is re-exported whole (not name by name) because a scoped import of a type does not
// bring the operators its module declares for it: with `import struct Foundation.CGFloat` alone,
// `2 * width` for a `CGFloat` width picked `Double`'s operator through the implicit
// CGFloat-to-Double conversion (SE-0307) and was a `Double`, where UIKit code gets a `CGFloat`
// (Tests/AnimaticTests/ImportAnimaticTests.swift).
@_exported import Foundation
#if os(Linux)
@_exported import enum Dispatch.DispatchTimeInterval
@_exported import enum Dispatch.DispatchTimeoutResult
@_exported import struct Dispatch.DispatchQoS
@_exported import struct Dispatch.DispatchWorkItemFlags
@_exported import Glibc
#endif
// Not FoundationNetworking (`URLSession`, `URLRequest`, `HTTPURLResponse`, Foundation's on iOS):
// linked into every program that links Animatic, it cost 24 M instructions at each start
// (libcurl, TLS and Kerberos loaded and relocated; callgrind, BENCHMARKS.md). The adapter imports
// it into the app files that name one of its types; story code on Linux imports it as any Linux
// Swift does.
