import AnimaticClock
import AnimaticTimeline
import Foundation

func s(_ seconds: Double) -> StoryTime { try! StoryTime(seconds: seconds) }

let stage = CGSize(width: 400, height: 300)

/// The article's story for one square: rotate 90° (easeInOut), move 50 right, wait, fade.
func articleTimeline(identifier: String? = "box") -> Timeline {
    let r = TimelineRecorder()
    let v = r.addView(identifier: identifier, parent: nil,
                      initial: ViewState(centerX: 200, centerY: 150, width: 100, height: 100,
                                         backgroundColor: RGBA(red: 1, green: 0, blue: 0)),
                      at: .zero)
    r.record(view: v, property: .transform, start: .zero, duration: s(0.5), curve: .easeInOut,
             to: .transform(TransformComponents(.rotation(.pi / 2))))
    r.record(view: v, property: .center, start: s(0.5), duration: s(0.5), curve: .easeInOut,
             to: .point(x: 250, y: 150))
    r.record(view: v, property: .alpha, start: s(1.5), duration: s(0.5), curve: .easeInOut, to: .scalar(0))
    return r.timeline
}
