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

/// A story that uses every part of the writer: a hierarchy three deep, rotation + scale in one
/// change, an interrupted change, a spring-like sampled curve, an overshooting Bézier, size and
/// colour changes, instant changes, hiding, skew, transform translation, bounds origin, and
/// views added and removed mid-story.
func richTimeline() -> Timeline {
    let r = TimelineRecorder()
    let card = r.addView(identifier: "card", parent: nil,
                         initial: ViewState(centerX: 200, centerY: 150, width: 200, height: 150,
                                            backgroundColor: RGBA(red: 0, green: 0, blue: 1)),
                         at: .zero)
    let badge = r.addView(identifier: "badge", parent: card,
                          initial: ViewState(centerX: 20, centerY: 20, width: 30, height: 30,
                                             backgroundColor: RGBA(red: 1, green: 0, blue: 0, alpha: 0.5)),
                          at: .zero)
    let dot = r.addView(identifier: "dot", parent: badge,
                        initial: ViewState(centerX: 15, centerY: 15, width: 10, height: 8,
                                           boundsX: 3, boundsY: -2,
                                           backgroundColor: RGBA(red: 0, green: 1, blue: 0)),
                        at: s(0.3))
    let plain = r.addView(identifier: nil, parent: nil,
                          initial: ViewState(centerX: 50, centerY: 250, width: 40, height: 40,
                                             transform: TransformComponents(
                                                translationX: 0, translationY: 0, rotation: 0.3,
                                                skew: 0, scaleX: 1, scaleY: 1),
                                             alpha: 0.8),
                          at: .zero)
    // card: rotate + scale together, then an interruption halfway through a second turn.
    r.record(view: card, property: .transform, start: .zero, duration: s(0.5), curve: .easeInOut,
             to: .transform(TransformComponents(translationX: 0, translationY: 0, rotation: .pi / 2,
                                                skew: 0, scaleX: 1.5, scaleY: 0.75)))
    r.record(view: card, property: .transform, start: s(0.75), duration: s(1), curve: .easeIn,
             to: .transform(TransformComponents(translationX: 10, translationY: -5, rotation: .pi,
                                                skew: 0, scaleX: 1, scaleY: 1)))
    r.record(view: card, property: .transform, start: s(1.25), duration: s(0.5), curve: .easeOut,
             to: .transform(.identity))
    r.record(view: card, property: .alpha, start: s(2), duration: s(0.4), curve: .linear, to: .scalar(0.5))
    // badge: spring-like move, size change, colour change, instant alpha, hide and show.
    let spring: [TimingCurve.Point] = [
        .init(time: 0, progress: 0), .init(time: 0.2, progress: 0.7), .init(time: 0.4, progress: 1.15),
        .init(time: 0.6, progress: 0.95), .init(time: 0.8, progress: 1.02), .init(time: 1, progress: 1),
    ]
    r.record(view: badge, property: .center, start: s(0.1), duration: s(0.6), curve: .piecewiseLinear(spring),
             to: .point(x: 120, y: 60))
    r.record(view: badge, property: .size, start: s(0.8), duration: s(0.4), curve: .easeIn,
             to: .size(width: 60, height: 45))
    r.record(view: badge, property: .backgroundColor, start: s(0.2), duration: s(1), curve: .linear,
             to: .color(RGBA(red: 0, green: 0.5, blue: 0.25, alpha: 1)))
    r.record(view: badge, property: .alpha, start: s(1.2), duration: .zero, curve: .linear, to: .scalar(0.3))
    r.record(view: badge, property: .isHidden, start: s(1.4), duration: .zero, curve: .linear, to: .flag(true))
    r.record(view: badge, property: .isHidden, start: s(1.6), duration: .zero, curve: .linear, to: .flag(false))
    // dot: skew and a transform translation; removed before the end.
    r.record(view: dot, property: .transform, start: s(0.3), duration: s(0.5), curve: .easeInOut,
             to: .transform(TransformComponents(translationX: 4, translationY: 2, rotation: 0,
                                                skew: 0.8, scaleX: 1, scaleY: 1)))
    r.removeView(dot, at: s(2.5))
    // plain: an overshooting Bézier move (sampled), then an instant jump.
    r.record(view: plain, property: .center, start: s(0.5), duration: s(1), curve:
                .cubicBezier(x1: 0.3, y1: -0.4, x2: 0.6, y2: 1.4), to: .point(x: 350, y: 250))
    r.record(view: plain, property: .center, start: s(2.2), duration: .zero, curve: .linear,
             to: .point(x: 300, y: 100))
    return r.timeline
}
