// The one module story code imports: `import Animatic` replaces `import UIKit` and
// `import RxSwift` and brings everything a story uses.
//
// - AnimaticStage: UIView, UIColor, CGAffineTransform (where the platform has none), Stage,
//   Story and Story.record.
// - AnimaticReactive: Observable, DisposeBag, Disposables, MainScheduler, Reactive, ...
// - AnimaticTimeline: Timeline, Segment, TimingCurve, the values a timeline holds.
// - AnimaticClock: StoryTime, VirtualClock, StoryContext.
// - AnimaticSVG: SVGExport, the animated-SVG writer behind `story.svg()` and `story.write(to:)`.
// - Foundation: CGRect, CGSize, CGPoint, CGFloat, TimeInterval.

@_exported import AnimaticClock
@_exported import AnimaticReactive
@_exported import AnimaticStage
@_exported import AnimaticTimeline
@_exported import Foundation
@_exported import AnimaticSVG
