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

// Foundation, without the types the story clock replaces. Its `DispatchQueue`, `DispatchGroup`,
// `DispatchWorkItem`, `DispatchTime`, `DispatchWallTime`, `Timer`, `RunLoop` and
// `OperationQueue` are AnimaticRuntime's (StoryDispatch.swift, StoryTimer.swift), so that story
// code that schedules work on the main queue or a timer runs on the story clock. A type of ours
// with a Foundation name is ambiguous wherever Foundation's is visible too, so on Linux Animatic
// re-exports Foundation name by name (FoundationExports.swift, generated) and its two halves
// that hold no such type whole. A file that also imports Foundation sees both; the story
// clock's win there because StoryClockExports.swift re-exports them by name (a scoped import
// beats a whole-module one).
#if os(Linux)
@_exported import FoundationEssentials
@_exported import FoundationInternationalization
@_exported import enum Dispatch.DispatchTimeInterval
@_exported import enum Dispatch.DispatchTimeoutResult
@_exported import struct Dispatch.DispatchQoS
@_exported import struct Dispatch.DispatchWorkItemFlags
@_exported import Glibc
#else
// Elsewhere Foundation is re-exported whole (no generated list yet), so the story clock's
// queues and timers are ambiguous with Foundation's in story code there: spell them
// `AnimaticRuntime.DispatchQueue`, `AnimaticRuntime.Timer`, ...
@_exported import Foundation
#endif
