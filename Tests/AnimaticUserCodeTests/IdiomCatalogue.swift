import Animatic

/// One idiom of real intro code: a small story written the way iOS apps write it, and what
/// UIKit shows for it (checked against the model in `IdiomModelTests` and in Chromium in
/// `IdiomPlaybackTests`).
struct Idiom: CustomStringConvertible {
    let name: String
    /// What UIKit shows, and where that comes from.
    let uikit: String
    let record: () throws -> Story
    /// Model checks: (time in seconds, view, what, expected value, value in the model).
    let expectations: (Story) throws -> [(Double, String, String, Double, Double)]
    /// How far the model may be from UIKit's value: exact (1e-6) unless the motion is a
    /// spring, which is recorded sampled within its on-screen tolerance (0.25 px, 0.005 alpha).
    var tolerance = 1e-6
    var description: String { name }
}

private let stageSize = CGSize(width: 400, height: 300)

private func card(_ name: String, x: CGFloat = 150, y: CGFloat = 100, size: CGFloat = 100) -> UIView {
    let v = UIView(frame: CGRect(x: x, y: y, width: size, height: size))
    v.backgroundColor = .orange
    v.accessibilityIdentifier = name
    return v
}

private func alpha(_ s: Story, _ id: String, _ t: Double) throws -> Double { try s.state(at: t)[id]!.state.alpha }
private func cx(_ s: Story, _ id: String, _ t: Double) throws -> Double { try s.state(at: t)[id]!.state.center.x }
private func cy(_ s: Story, _ id: String, _ t: Double) throws -> Double { try s.state(at: t)[id]!.state.center.y }
private func ty(_ s: Story, _ id: String, _ t: Double) throws -> Double { try s.state(at: t)[id]!.state.transform.translationY }
private func sx(_ s: Story, _ id: String, _ t: Double) throws -> Double { try s.state(at: t)[id]!.state.transform.scaleX }
private func rot(_ s: Story, _ id: String, _ t: Double) throws -> Double { try s.state(at: t)[id]!.state.transform.rotation }
private func width(_ s: Story, _ id: String, _ t: Double) throws -> Double { try s.state(at: t)[id]!.state.width }
private func visible(_ s: Story, _ id: String, _ t: Double) throws -> Double { try s.state(at: t)[id]!.isVisible ? 1 : 0 }

/// Where the top-left corner of a view's bounds is on stage.
private func cornerX(_ s: Story, _ id: String, _ t: Double) throws -> Double { try s.state(at: t)[id]!.matrixToStage.apply(0, 0).x }
private func cornerY(_ s: Story, _ id: String, _ t: Double) throws -> Double { try s.state(at: t)[id]!.matrixToStage.apply(0, 0).y }

extension UIView {
    /// The helper intros use to move a view's anchor point without moving the view: the
    /// position moves by the anchor's offset, through the transform.
    fileprivate func setAnchorPoint(_ point: CGPoint) {
        let new = CGPoint(x: bounds.width * point.x, y: bounds.height * point.y).applying(transform)
        let old = CGPoint(x: bounds.width * layer.anchorPoint.x, y: bounds.height * layer.anchorPoint.y).applying(transform)
        layer.position = CGPoint(x: layer.position.x - old.x + new.x, y: layer.position.y - old.y + new.y)
        layer.anchorPoint = point
    }
}

/// UIKit's damping-ratio spring (ζ < 1) as Apple's fit gives it, computed here from the model
/// documented on `SpringTiming` (decay by 1500 over the duration; the residual at the end
/// spread linearly): progress at `t` seconds of a spring of `duration` seconds.
private func spring(damping z: Double, velocity v: Double = 0, duration T: Double, at t: Double) -> Double {
    let w = log(1500) / (z * T), wd = w * (1 - z * z).squareRoot()
    func x(_ t: Double) -> Double { 1 + exp(-z * w * t) * (-cos(wd * t) + (v - z * w) / wd * sin(wd * t)) }
    return x(t) + (t / T) * (1 - x(T))
}

/// Ease-in-out (0.42, 0, 0.58, 1) progress at a fraction of the time.
private func easeInOut(_ f: Double) -> Double { TimingCurve.easeInOut.progress(at: f) }

/// The catalogue. Sources for UIKit's behaviour: Apple's UIView and Core Animation
/// documentation (block animations animate from the current values to the values set in the
/// block; completion runs when the animation ends), WWDC 2014 session 236 (additive,
/// interruptible animations), and the README's "Model values" section for the rules at one
/// instant.
enum IdiomCatalogue {
    static var all: [Idiom] { [
        Idiom(name: "fade-in-after-alpha-zero",
              uikit: "alpha set to 0 outside the block shows at once; the block fades 0 -> 1 (Apple: animations run from the current value)",
              record: {
                  let title = card("title")
                  return try Story.record(size: stageSize) { stage in
                      stage.addSubview(title)
                      title.alpha = 0
                      UIView.animate(withDuration: 0.8) { title.alpha = 1 }
                  }
              },
              expectations: { s in try [
                  (0, "title", "alpha", 0, alpha(s, "title", 0)),
                  (0.4, "title", "alpha", easeInOut(0.5), alpha(s, "title", 0.4)),
                  (0.8, "title", "alpha", 1, alpha(s, "title", 0.8)),
              ] }),
        Idiom(name: "slide-in-relative-center",
              uikit: "center.x -= 300 jumps off screen; += 300 slides back (from the value set)",
              record: {
                  let logo = card("logo")
                  return try Story.record(size: stageSize) { stage in
                      stage.addSubview(logo)
                      logo.center.x -= 300
                      UIView.animate(withDuration: 1, delay: 0, options: .curveEaseOut, animations: { logo.center.x += 300 })
                  }
              },
              expectations: { s in try [
                  (0, "logo", "center.x", -100, cx(s, "logo", 0)),
                  (0.5, "logo", "center.x", -100 + 300 * TimingCurve.easeOut.progress(at: 0.5), cx(s, "logo", 0.5)),
                  (1, "logo", "center.x", 200, cx(s, "logo", 1)),
              ] }),
        Idiom(name: "pop-in-from-tiny-scale",
              uikit: "transform scale 0.01 set first, then identity in the block: grows from 1 % to full size",
              record: {
                  let badge = card("badge")
                  return try Story.record(size: stageSize) { stage in
                      stage.addSubview(badge)
                      badge.transform = CGAffineTransform(scaleX: 0.01, y: 0.01)
                      UIView.animate(withDuration: 0.5, delay: 0.2, options: .curveLinear, animations: { badge.transform = .identity })
                  }
              },
              expectations: { s in try [
                  (0.1, "badge", "scale.x", 0.01, sx(s, "badge", 0.1)),
                  (0.45, "badge", "scale.x", 0.01 + 0.99 * 0.5, sx(s, "badge", 0.45)),
                  (0.7, "badge", "scale.x", 1, sx(s, "badge", 0.7)),
              ] }),
        Idiom(name: "frame-offscreen-then-onscreen",
              uikit: "frame set below the screen, then animated to its place",
              record: {
                  let sheet = card("sheet", x: 0, y: 0, size: 100)
                  return try Story.record(size: stageSize) { stage in
                      stage.addSubview(sheet)
                      sheet.frame = CGRect(x: 50, y: 300, width: 300, height: 120)
                      UIView.animate(withDuration: 0.6, delay: 0, options: .curveLinear, animations: {
                          sheet.frame = CGRect(x: 50, y: 180, width: 300, height: 120)
                      })
                  }
              },
              expectations: { s in try [
                  (0, "sheet", "center.y", 360, cy(s, "sheet", 0)),
                  (0.3, "sheet", "center.y", 300, cy(s, "sheet", 0.3)),
                  (0.6, "sheet", "center.y", 240, cy(s, "sheet", 0.6)),
                  (0, "sheet", "width", 300, width(s, "sheet", 0)),
              ] }),
        Idiom(name: "completion-chain-set-then-animate",
              uikit: "each completion resets a start value then animates: every step starts from its reset",
              record: {
                  let dot = card("dot", size: 40)
                  return try Story.record(size: stageSize) { stage in
                      stage.addSubview(dot)
                      UIView.animate(withDuration: 0.4, delay: 0, options: .curveLinear, animations: { dot.center.x = 300 }, completion: { _ in
                          dot.center.x = 0
                          UIView.animate(withDuration: 0.4, delay: 0, options: .curveLinear, animations: { dot.center.x = 200 }, completion: { _ in
                              dot.alpha = 0.2
                              UIView.animate(withDuration: 0.4, delay: 0, options: .curveLinear, animations: { dot.alpha = 1 })
                          })
                      })
                  }
              },
              expectations: { s in try [
                  (0.2, "dot", "center.x", 235, cx(s, "dot", 0.2)),
                  (0.4, "dot", "center.x", 0, cx(s, "dot", 0.4)),
                  (0.6, "dot", "center.x", 100, cx(s, "dot", 0.6)),
                  (0.8, "dot", "alpha", 0.2, alpha(s, "dot", 0.8)),
                  (1.0, "dot", "alpha", 0.6, alpha(s, "dot", 1.0)),
              ] }),
        Idiom(name: "staggered-entrance",
              uikit: "every row hidden and lowered at once, then each animates in after 0.1 s more than the last",
              record: {
                  let rows = (0..<5).map { card("row\($0)", x: 20, y: CGFloat(10 + 55 * $0), size: 50) }
                  return try Story.record(size: stageSize) { stage in
                      for (i, row) in rows.enumerated() {
                          stage.addSubview(row)
                          row.alpha = 0
                          row.transform = CGAffineTransform(translationX: 0, y: 30)
                          UIView.animate(withDuration: 0.5, delay: 0.1 * Double(i), options: .curveEaseOut, animations: {
                              row.alpha = 1
                              row.transform = .identity
                          })
                      }
                  }
              },
              expectations: { s in try [
                  (0.35, "row4", "alpha", 0, alpha(s, "row4", 0.35)),
                  (0.35, "row4", "translation.y", 30, ty(s, "row4", 0.35)),
                  (0.65, "row4", "alpha", TimingCurve.easeOut.progress(at: 0.5), alpha(s, "row4", 0.65)),
                  (0.9, "row4", "translation.y", 0, ty(s, "row4", 0.9)),
              ] }),
        Idiom(name: "hide-now-animate-after-async",
              uikit: "hidden in 'viewWillAppear' (now), animated in on the main queue 0.3 s later",
              record: {
                  let hero = card("hero")
                  return try Story.record(size: stageSize) { stage in
                      stage.addSubview(hero)
                      hero.alpha = 0
                      hero.transform = CGAffineTransform(scaleX: 0.8, y: 0.8)
                      DispatchQueue.main.asyncAfter(deadline: .now() + 0.3) {
                          UIView.animate(withDuration: 0.5, delay: 0, options: .curveLinear, animations: {
                              hero.alpha = 1
                              hero.transform = .identity
                          })
                      }
                  }
              },
              expectations: { s in try [
                  (0.2, "hero", "alpha", 0, alpha(s, "hero", 0.2)),
                  (0.55, "hero", "alpha", 0.5, alpha(s, "hero", 0.55)),
                  (0.55, "hero", "scale.x", 0.9, sx(s, "hero", 0.55)),
                  (0.8, "hero", "alpha", 1, alpha(s, "hero", 0.8)),
              ] }),
        Idiom(name: "async-after-chain",
              uikit: "three steps on the main queue at 0.2, 0.5 and 0.9 s",
              record: {
                  let a = card("a", x: 20), b = card("b", x: 150), c = card("c", x: 280)
                  return try Story.record(size: stageSize) { stage in
                      for v in [a, b, c] { stage.addSubview(v); v.alpha = 0 }
                      DispatchQueue.main.asyncAfter(deadline: .now() + 0.2) {
                          UIView.animate(withDuration: 0.2, delay: 0, options: .curveLinear, animations: { a.alpha = 1 })
                          DispatchQueue.main.asyncAfter(deadline: .now() + .milliseconds(300)) {
                              UIView.animate(withDuration: 0.2, delay: 0, options: .curveLinear, animations: { b.alpha = 1 })
                          }
                      }
                      DispatchQueue.main.asyncAfter(deadline: .now() + .seconds(1) - 0.1) {
                          UIView.animate(withDuration: 0.2, delay: 0, options: .curveLinear, animations: { c.alpha = 1 })
                      }
                  }
              },
              expectations: { s in try [
                  (0.3, "a", "alpha", 0.5, alpha(s, "a", 0.3)),
                  (0.6, "b", "alpha", 0.5, alpha(s, "b", 0.6)),
                  (0.85, "c", "alpha", 0, alpha(s, "c", 0.85)),
                  (1.0, "c", "alpha", 0.5, alpha(s, "c", 1.0)),
              ] }),
        Idiom(name: "timer-driven-steps",
              uikit: "a repeating 0.5 s timer moves the pager three times, then invalidates itself",
              record: {
                  let pager = card("pager", x: 0, size: 60)
                  return try Story.record(size: stageSize) { stage in
                      stage.addSubview(pager)
                      var page = 0
                      Timer.scheduledTimer(withTimeInterval: 0.5, repeats: true) { timer in
                          page += 1
                          UIView.animate(withDuration: 0.25, delay: 0, options: .curveLinear, animations: { pager.center.x += 100 })
                          if page == 3 { timer.invalidate() }
                      }
                  }
              },
              expectations: { s in try [
                  (0.5, "pager", "center.x", 30, cx(s, "pager", 0.5)),
                  (0.625, "pager", "center.x", 80, cx(s, "pager", 0.625)),
                  (1.25, "pager", "center.x", 230, cx(s, "pager", 1.25)),
                  (3, "pager", "center.x", 330, cx(s, "pager", 3)),
              ] }),
        Idiom(name: "group-notify-then-button",
              uikit: "DispatchGroup notify runs when the slower of two animations completes (0.7 s)",
              record: {
                  let left = card("left", x: 20), right = card("right", x: 280), button = card("button", y: 200, size: 60)
                  return try Story.record(size: stageSize) { stage in
                      for v in [left, right, button] { stage.addSubview(v) }
                      button.alpha = 0
                      let group = DispatchGroup()
                      group.enter()
                      UIView.animate(withDuration: 0.4, animations: { left.center.y = 60 }, completion: { _ in group.leave() })
                      group.enter()
                      UIView.animate(withDuration: 0.7, animations: { right.center.y = 60 }, completion: { _ in group.leave() })
                      group.notify(queue: .main) {
                          UIView.animate(withDuration: 0.3, delay: 0, options: .curveLinear, animations: { button.alpha = 1 })
                      }
                  }
              },
              expectations: { s in try [
                  (0.69, "button", "alpha", 0, alpha(s, "button", 0.69)),
                  (0.85, "button", "alpha", 0.5, alpha(s, "button", 0.85)),
              ] }),
        Idiom(name: "spring-entrance-after-set",
              uikit: "a spring from 200 pt below, set first: starts below and settles on its place",
              record: {
                  let sheet = card("sheet")
                  return try Story.record(size: stageSize) { stage in
                      stage.addSubview(sheet)
                      sheet.transform = CGAffineTransform(translationX: 0, y: 200)
                      UIView.animate(withDuration: 0.8, delay: 0, usingSpringWithDamping: 0.6, initialSpringVelocity: 0,
                                     options: [], animations: { sheet.transform = .identity })
                  }
              },
              expectations: { s in try [
                  (0, "sheet", "translation.y", 200, ty(s, "sheet", 0)),
                  (0.1, "sheet", "translation.y", 200 * (1 - spring(damping: 0.6, duration: 0.8, at: 0.1)), ty(s, "sheet", 0.1)),
                  (0.3, "sheet", "translation.y", 200 * (1 - spring(damping: 0.6, duration: 0.8, at: 0.3)), ty(s, "sheet", 0.3)),
                  (0.5, "sheet", "translation.y", 200 * (1 - spring(damping: 0.6, duration: 0.8, at: 0.5)), ty(s, "sheet", 0.5)),
                  (0.8, "sheet", "translation.y", 0, ty(s, "sheet", 0.8)),
              ] },
              tolerance: 0.25),
        Idiom(name: "pop-in-spring-from-small-scale",
              uikit: "ViewAnimator's entrance: scale 0.2 and alpha 0 set first, then a spring to identity and alpha 1 overshoots past scale 1 (Apple: the spring animates from the current values)",
              record: {
                  let badge = card("badge")
                  return try Story.record(size: stageSize) { stage in
                      stage.addSubview(badge)
                      badge.transform = CGAffineTransform(scaleX: 0.2, y: 0.2)
                      badge.alpha = 0
                      UIView.animate(withDuration: 0.6, delay: 0, usingSpringWithDamping: 0.5, initialSpringVelocity: 0,
                                     options: [], animations: {
                                         badge.transform = .identity
                                         badge.alpha = 1
                                     })
                  }
              },
              expectations: { s in try [
                  (0, "badge", "scale.x", 0.2, sx(s, "badge", 0)),
                  (0.15, "badge", "scale.x", 0.2 + 0.8 * spring(damping: 0.5, duration: 0.6, at: 0.15), sx(s, "badge", 0.15)),
                  (0.25, "badge", "scale.x", 0.2 + 0.8 * spring(damping: 0.5, duration: 0.6, at: 0.25), sx(s, "badge", 0.25)),
                  (0.25, "badge", "alpha", 1, alpha(s, "badge", 0.25)),
                  (0.6, "badge", "scale.x", 1, sx(s, "badge", 0.6)),
              ] },
              tolerance: 0.0026),
        Idiom(name: "property-animator-spring-after-set",
              uikit: "center.y moved to 250 first, then UIViewPropertyAnimator(duration:dampingRatio:) back to 150: runs from 250 along the spring (Apple: the animator animates from the current values)",
              record: {
                  let note = card("note")
                  return try Story.record(size: stageSize) { stage in
                      stage.addSubview(note)
                      note.center.y = 250
                      let animator = UIViewPropertyAnimator(duration: 1, dampingRatio: 0.7) { note.center.y = 150 }
                      animator.startAnimation()
                  }
              },
              expectations: { s in try [
                  (0, "note", "center.y", 250, cy(s, "note", 0)),
                  (0.2, "note", "center.y", 250 - 100 * spring(damping: 0.7, duration: 1, at: 0.2), cy(s, "note", 0.2)),
                  (0.5, "note", "center.y", 250 - 100 * spring(damping: 0.7, duration: 1, at: 0.5), cy(s, "note", 0.5)),
                  (1, "note", "center.y", 150, cy(s, "note", 1)),
              ] },
              tolerance: 0.25),
        Idiom(name: "property-animator-after-set",
              uikit: "alpha 0 set first, then a linear UIViewPropertyAnimator fades 0 -> 1 (Apple: the animator animates from the current values)",
              record: {
                  let hint = card("hint")
                  return try Story.record(size: stageSize) { stage in
                      stage.addSubview(hint)
                      hint.alpha = 0
                      UIViewPropertyAnimator(duration: 1, curve: .linear) { hint.alpha = 1 }.startAnimation()
                  }
              },
              expectations: { s in try [
                  (0, "hint", "alpha", 0, alpha(s, "hint", 0)),
                  (0.25, "hint", "alpha", 0.25, alpha(s, "hint", 0.25)),
                  (1, "hint", "alpha", 1, alpha(s, "hint", 1)),
              ] }),
        Idiom(name: "basic-animation-after-set-without-from",
              uikit: "layer opacity 0.2 set first, then CABasicAnimation with only toValue 1: runs from the value set, linearly, then shows the model value 0.2 again (Apple, CABasicAnimation: fromValue nil interpolates from the current value)",
              record: {
                  let glow = card("glow")
                  return try Story.record(size: stageSize) { stage in
                      stage.addSubview(glow)
                      glow.layer.opacity = 0.2
                      let fade = CABasicAnimation(keyPath: "opacity")
                      fade.toValue = 1
                      fade.duration = 1
                      glow.layer.add(fade, forKey: "fade")
                  }
              },
              expectations: { s in try [
                  (0, "glow", "alpha", Double(Float(0.2)), alpha(s, "glow", 0)),
                  (0.5, "glow", "alpha", Double(Float(0.2)) + (1 - Double(Float(0.2))) * 0.5, alpha(s, "glow", 0.5)),
                  (1.5, "glow", "alpha", Double(Float(0.2)), alpha(s, "glow", 1.5)),
              ] }),
        Idiom(name: "repeat-after-set",
              uikit: "alpha 0.2 set first, then two linear cycles there and back (modifyAnimations): each cycle runs 0.2 -> 1 -> 0.2, then the model value 1 shows",
              record: {
                  let dot = card("dot")
                  return try Story.record(size: stageSize) { stage in
                      stage.addSubview(dot)
                      dot.alpha = 0.2
                      UIView.animate(withDuration: 0.5, delay: 0, options: [.curveLinear], animations: {
                          UIView.modifyAnimations(withRepeatCount: 2, autoreverses: true) { dot.alpha = 1 }
                      })
                  }
              },
              expectations: { s in try [
                  (0.25, "dot", "alpha", 0.6, alpha(s, "dot", 0.25)),
                  (0.5, "dot", "alpha", 1, alpha(s, "dot", 0.5)),
                  (1.25, "dot", "alpha", 0.6, alpha(s, "dot", 1.25)),
                  (2.5, "dot", "alpha", 1, alpha(s, "dot", 2.5)),
              ] }),
        Idiom(name: "transition-after-set",
              uikit: "alpha 0 set first, then UIView.transition(with:) cross-dissolving the view in: it fades from 0 along the transition's ease-in-out",
              record: {
                  let panel = card("panel")
                  return try Story.record(size: stageSize) { stage in
                      stage.addSubview(panel)
                      panel.alpha = 0
                      UIView.transition(with: panel, duration: 0.6, options: .transitionCrossDissolve,
                                        animations: { panel.alpha = 1 })
                  }
              },
              expectations: { s in try [
                  (0, "panel", "alpha", 0, alpha(s, "panel", 0)),
                  (0.3, "panel", "alpha", easeInOut(0.5), alpha(s, "panel", 0.3)),
                  (0.6, "panel", "alpha", 1, alpha(s, "panel", 0.6)),
              ] }),
        Idiom(name: "keyframes-after-set",
              uikit: "alpha 0 set first; keyframes fade in over the first half and move over the second",
              record: {
                  let icon = card("icon")
                  return try Story.record(size: stageSize) { stage in
                      stage.addSubview(icon)
                      icon.alpha = 0
                      UIView.animateKeyframes(withDuration: 1, delay: 0, options: UIView.KeyframeAnimationOptions(rawValue: UIView.AnimationOptions.curveLinear.rawValue), animations: {
                          UIView.addKeyframe(withRelativeStartTime: 0, relativeDuration: 0.5) { icon.alpha = 1 }
                          UIView.addKeyframe(withRelativeStartTime: 0.5, relativeDuration: 0.5) { icon.center.y = 50 }
                      })
                  }
              },
              expectations: { s in try [
                  (0, "icon", "alpha", 0, alpha(s, "icon", 0)),
                  (0.25, "icon", "alpha", 0.5, alpha(s, "icon", 0.25)),
                  (0.5, "icon", "center.y", 150, cy(s, "icon", 0.5)),
                  (0.75, "icon", "center.y", 100, cy(s, "icon", 0.75)),
              ] }),
        Idiom(name: "nested-block-inherits-duration",
              uikit: "a block nested in another inherits its 1 s duration and curve (Apple: nested animations)",
              record: {
                  let a = card("a", x: 20), b = card("b", x: 280)
                  return try Story.record(size: stageSize) { stage in
                      stage.addSubview(a); stage.addSubview(b)
                      UIView.animate(withDuration: 1, delay: 0, options: .curveLinear, animations: {
                          a.alpha = 0
                          UIView.animate(withDuration: 0.2) { b.alpha = 0 }
                      })
                  }
              },
              expectations: { s in try [
                  (0.5, "a", "alpha", 0.5, alpha(s, "a", 0.5)),
                  (0.5, "b", "alpha", 0.5, alpha(s, "b", 0.5)),
              ] }),
        Idiom(name: "redirect-from-current-state",
              uikit: ".beginFromCurrentState: the second animation starts where the first is on screen",
              record: {
                  let ball = card("ball", x: 0, size: 40)
                  return try Story.record(size: stageSize) { stage in
                      stage.addSubview(ball)
                      UIView.animate(withDuration: 1, delay: 0, options: .curveLinear, animations: { ball.center.x = 320 })
                      DispatchQueue.main.asyncAfter(deadline: .now() + 0.5) {
                          UIView.animate(withDuration: 0.5, delay: 0, options: [.beginFromCurrentState, .curveLinear],
                                         animations: { ball.center.x = 20 })
                      }
                  }
              },
              expectations: { s in try [
                  (0.5, "ball", "center.x", 170, cx(s, "ball", 0.5)),
                  (0.75, "ball", "center.x", 95, cx(s, "ball", 0.75)),
              ] }),
        Idiom(name: "perform-without-animation-reset",
              uikit: "performWithoutAnimation inside a block: the reset shows at once, the rest animates",
              record: {
                  let arrow = card("arrow")
                  return try Story.record(size: stageSize) { stage in
                      stage.addSubview(arrow)
                      UIView.animate(withDuration: 1, delay: 0, options: .curveLinear, animations: {
                          UIView.performWithoutAnimation { arrow.center.x = 50 }
                          arrow.alpha = 0.5
                      })
                  }
              },
              expectations: { s in try [
                  (0, "arrow", "center.x", 50, cx(s, "arrow", 0)),
                  (0.5, "arrow", "alpha", 0.75, alpha(s, "arrow", 0.5)),
              ] }),
        Idiom(name: "disable-actions-transaction",
              uikit: "CATransaction.setDisableActions(true) around a block: its change shows at once",
              record: {
                  let chip = card("chip")
                  return try Story.record(size: stageSize) { stage in
                      stage.addSubview(chip)
                      CATransaction.begin()
                      CATransaction.setDisableActions(true)
                      UIView.animate(withDuration: 1) { chip.center.y = 50 }
                      CATransaction.commit()
                      UIView.animate(withDuration: 1, delay: 0, options: .curveLinear, animations: { chip.alpha = 0 })
                  }
              },
              expectations: { s in try [
                  (0, "chip", "center.y", 50, cy(s, "chip", 0)),
                  (0.5, "chip", "alpha", 0.5, alpha(s, "chip", 0.5)),
              ] }),
        Idiom(name: "animations-disabled",
              uikit: "UIView.setAnimationsEnabled(false): block changes show at once until re-enabled",
              record: {
                  let tile = card("tile")
                  return try Story.record(size: stageSize) { stage in
                      stage.addSubview(tile)
                      UIView.setAnimationsEnabled(false)
                      UIView.animate(withDuration: 1) { tile.center.x = 100 }
                      UIView.setAnimationsEnabled(true)
                      UIView.animate(withDuration: 1, delay: 0, options: .curveLinear, animations: { tile.center.x = 300 })
                  }
              },
              expectations: { s in try [
                  (0, "tile", "center.x", 100, cx(s, "tile", 0)),
                  (0.5, "tile", "center.x", 200, cx(s, "tile", 0.5)),
              ] }),
        Idiom(name: "fade-out-then-remove",
              uikit: "fade out, then removeFromSuperview in the completion: gone from 0.5 s",
              record: {
                  let toast = card("toast")
                  return try Story.record(size: stageSize) { stage in
                      stage.addSubview(toast)
                      UIView.animate(withDuration: 0.5, delay: 0, options: .curveLinear, animations: { toast.alpha = 0 },
                                     completion: { _ in toast.removeFromSuperview() })
                  }
              },
              expectations: { s in try [
                  (0.25, "toast", "alpha", 0.5, alpha(s, "toast", 0.25)),
                  (0.6, "toast", "visible", 0, visible(s, "toast", 0.6)),
              ] }),
        Idiom(name: "rotate-from-set-angle",
              uikit: "rotation of -90° set first, then identity: turns a quarter clockwise",
              record: {
                  let wheel = card("wheel")
                  return try Story.record(size: stageSize) { stage in
                      stage.addSubview(wheel)
                      wheel.transform = CGAffineTransform(rotationAngle: -.pi / 2)
                      UIView.animate(withDuration: 1, delay: 0, options: .curveLinear, animations: { wheel.transform = .identity })
                  }
              },
              expectations: { s in try [
                  (0, "wheel", "rotation", -.pi / 2, rot(s, "wheel", 0)),
                  (0.5, "wheel", "rotation", -.pi / 4, rot(s, "wheel", 0.5)),
              ] }),
        Idiom(name: "door-opens-about-its-hinge",
              uikit: "setAnchorPoint moves the anchor to the left edge and the position with it, so nothing jumps; the rotation turns about the hinge (Apple: CALayer.anchorPoint, \"Layer geometry and transforms\")",
              record: {
                  let door = card("door")
                  return try Story.record(size: stageSize) { stage in
                      stage.addSubview(door)
                      door.setAnchorPoint(CGPoint(x: 0, y: 0.5))
                      UIView.animate(withDuration: 1, delay: 0.2, options: .curveLinear, animations: {
                          door.transform = CGAffineTransform(rotationAngle: -.pi / 2)
                      })
                  }
              },
              expectations: { s in try [
                  (0, "door", "center.x", 150, cx(s, "door", 0)),
                  (0, "door", "corner.x", 150, cornerX(s, "door", 0)),
                  (0.7, "door", "rotation", -.pi / 4, rot(s, "door", 0.7)),
                  (1.2, "door", "corner.x", 100, cornerX(s, "door", 1.2)),
                  (1.2, "door", "corner.y", 150, cornerY(s, "door", 1.2)),
              ] }),
        Idiom(name: "grow-bounds-from-zero-width",
              uikit: "bounds width 0 set first, then the full width in the block",
              record: {
                  let bar = card("bar", x: 50, y: 140, size: 20)
                  return try Story.record(size: stageSize) { stage in
                      stage.addSubview(bar)
                      bar.bounds.size.width = 0
                      UIView.animate(withDuration: 1, delay: 0, options: .curveLinear, animations: { bar.bounds.size.width = 300 })
                  }
              },
              expectations: { s in try [
                  (0, "bar", "width", 0, width(s, "bar", 0)),
                  (0.5, "bar", "width", 150, width(s, "bar", 0.5)),
              ] }),
        Idiom(name: "configure-animate-then-add",
              uikit: "a view animated before addSubview in the same run-loop turn appears animating from the start",
              record: {
                  let banner = card("banner")
                  return try Story.record(size: stageSize) { stage in
                      banner.alpha = 0
                      UIView.animate(withDuration: 1, delay: 0, options: .curveLinear, animations: { banner.alpha = 1 })
                      stage.addSubview(banner)
                  }
              },
              expectations: { s in try [
                  (0, "banner", "alpha", 0, alpha(s, "banner", 0)),
                  (0.5, "banner", "alpha", 0.5, alpha(s, "banner", 0.5)),
              ] }),
        Idiom(name: "remove-all-animations-stops-spin",
              uikit: "layer.removeAllAnimations() stops an endless spin: the view shows its model value at once",
              record: {
                  let spinner = card("spinner", size: 60)
                  return try Story.record(size: stageSize) { stage in
                      stage.addSubview(spinner)
                      UIView.animate(withDuration: 0.5, delay: 0, options: [.repeat, .curveLinear], animations: {
                          spinner.transform = CGAffineTransform(rotationAngle: .pi / 2)
                      })
                      DispatchQueue.main.asyncAfter(deadline: .now() + 1.25) { spinner.layer.removeAllAnimations() }
                  }
              },
              expectations: { s in try [
                  (1.0, "spinner", "rotation", 0, rot(s, "spinner", 1.0)),
                  (1.125, "spinner", "rotation", .pi / 8, rot(s, "spinner", 1.125)),
                  (1.5, "spinner", "rotation", .pi / 2, rot(s, "spinner", 1.5)),
                  (5, "spinner", "rotation", .pi / 2, rot(s, "spinner", 5)),
              ] }),
        Idiom(name: "endless-pulse-recorded-for-three-seconds",
              uikit: "an endless autoreversing pulse, recorded for 3 s with Story.record(size:duration:)",
              record: {
                  let hint = card("hint")
                  return try Story.record(size: stageSize, duration: 3) { stage in
                      stage.addSubview(hint)
                      UIView.animate(withDuration: 0.8, delay: 0, options: [.repeat, .autoreverse, .curveLinear],
                                     animations: { hint.alpha = 0.2 })
                  }
              },
              expectations: { s in try [
                  (0.4, "hint", "alpha", 0.6, alpha(s, "hint", 0.4)),
                  (1.2, "hint", "alpha", 0.6, alpha(s, "hint", 1.2)),
                  (2.0, "hint", "alpha", 0.6, alpha(s, "hint", 2.0)),
                  (3.0, "hint", "alpha", 0.2 + 0.8 * 0.75, alpha(s, "hint", 3.0)),
              ] }),
        Idiom(name: "rx-create-set-then-animate-concat",
              uikit: "Observable.create wrapping set + animate, chained with concat: each step starts from its set value",
              record: {
                  let box = card("box")
                  func step(_ start: CGFloat, _ end: CGFloat) -> Observable<Void> {
                      Observable.create { observer in
                          box.center.x = start
                          UIView.animate(withDuration: 0.5, delay: 0, options: .curveLinear, animations: { box.center.x = end },
                                         completion: { _ in observer.onNext(()); observer.onCompleted() })
                          return Disposables.create()
                      }
                  }
                  return try Story.record(size: stageSize) { stage in
                      stage.addSubview(box)
                      Observable.concat([step(0, 100), step(300, 200)]).subscribe().disposed(by: stage.disposeBag)
                  }
              },
              expectations: { s in try [
                  (0.25, "box", "center.x", 50, cx(s, "box", 0.25)),
                  (0.5, "box", "center.x", 300, cx(s, "box", 0.5)),
                  (0.75, "box", "center.x", 250, cx(s, "box", 0.75)),
              ] }),
        Idiom(name: "rx-delay-then-fade-in",
              uikit: "alpha 0 now; an Rx timer (delay 0.4 s on the main scheduler) fades it in",
              record: {
                  let cta = card("cta")
                  return try Story.record(size: stageSize) { stage in
                      stage.addSubview(cta)
                      cta.alpha = 0
                      Observable.just(()).delay(.milliseconds(400), scheduler: MainScheduler.instance)
                          .subscribe(onNext: {
                              UIView.animate(withDuration: 0.4, delay: 0, options: .curveLinear, animations: { cta.alpha = 1 })
                          })
                          .disposed(by: stage.disposeBag)
                  }
              },
              expectations: { s in try [
                  (0.3, "cta", "alpha", 0, alpha(s, "cta", 0.3)),
                  (0.6, "cta", "alpha", 0.5, alpha(s, "cta", 0.6)),
              ] }),
        Idiom(name: "unhide-then-fade-in",
              uikit: "isHidden = false and alpha = 0 set, then faded in; hidden again after fading out",
              record: {
                  let popup = card("popup")
                  popup.isHidden = true
                  return try Story.record(size: stageSize) { stage in
                      stage.addSubview(popup)
                      popup.isHidden = false
                      popup.alpha = 0
                      UIView.animate(withDuration: 0.4, delay: 0, options: .curveLinear, animations: { popup.alpha = 1 }, completion: { _ in
                          UIView.animate(withDuration: 0.4, delay: 0.2, options: .curveLinear, animations: { popup.alpha = 0 },
                                         completion: { _ in popup.isHidden = true })
                      })
                  }
              },
              expectations: { s in try [
                  (0.2, "popup", "alpha", 0.5, alpha(s, "popup", 0.2)),
                  (0.8, "popup", "alpha", 0.5, alpha(s, "popup", 0.8)),
                  (1.1, "popup", "visible", 0, visible(s, "popup", 1.1)),
              ] }),
        Idiom(name: "container-set-then-animate",
              uikit: "a container moved off screen then animated in carries its subviews",
              record: {
                  let panel = card("panel", x: 0, y: 0, size: 200)
                  let label = card("label", x: 20, y: 20, size: 40)
                  panel.addSubview(label)
                  return try Story.record(size: stageSize) { stage in
                      stage.addSubview(panel)
                      panel.center.y = -100
                      UIView.animate(withDuration: 1, delay: 0, options: .curveLinear, animations: { panel.center.y = 150 })
                  }
              },
              expectations: { s in try [
                  (0, "panel", "center.y", -100, cy(s, "panel", 0)),
                  (0.5, "panel", "center.y", 25, cy(s, "panel", 0.5)),
              ] }),
        Idiom(name: "layer-opacity-animation-with-model-set",
              uikit: "model opacity set to 1 first, then CABasicAnimation 0 -> 1: fades in and stays (no snap back)",
              record: {
                  let glow = card("glow")
                  return try Story.record(size: stageSize) { stage in
                      stage.addSubview(glow)
                      glow.layer.opacity = 1
                      let fade = CABasicAnimation(keyPath: "opacity")
                      fade.fromValue = 0
                      fade.toValue = 1
                      fade.duration = 0.8
                      glow.layer.add(fade, forKey: "fade")
                  }
              },
              expectations: { s in try [
                  (0.4, "glow", "alpha", 0.5, alpha(s, "glow", 0.4)),
                  (1.0, "glow", "alpha", 1, alpha(s, "glow", 1.0)),
              ] }),
        Idiom(name: "several-sets-last-wins",
              uikit: "three sets in one instant: the last one is the start of the animation",
              record: {
                  let chip = card("chip")
                  return try Story.record(size: stageSize) { stage in
                      stage.addSubview(chip)
                      chip.alpha = 0.9
                      chip.alpha = 0.1
                      chip.alpha = 0
                      UIView.animate(withDuration: 1, delay: 0, options: .curveLinear, animations: { chip.alpha = 1 })
                  }
              },
              expectations: { s in try [
                  (0, "chip", "alpha", 0, alpha(s, "chip", 0)),
                  (0.5, "chip", "alpha", 0.5, alpha(s, "chip", 0.5)),
              ] }),
        Idiom(name: "content-set-then-animate",
              uikit: "corner radius animates with the block (UIKit animates a view layer's cornerRadius); the label colour changes at once; a sublayer's stroke end set to 0 then 1 in one instant shows no change (Core Animation's implicit animation runs between presentation values)",
              record: {
                  let avatar = card("avatar")
                  let name = UILabel(frame: CGRect(x: 100, y: 220, width: 200, height: 30))
                  name.text = "Welcome"
                  name.accessibilityIdentifier = "name"
                  let ring = CAShapeLayer()
                  ring.name = "ring"
                  ring.path = UIBezierPath(ovalIn: CGRect(x: 0, y: 0, width: 100, height: 100)).cgPath
                  ring.strokeColor = UIColor.white.cgColor
                  ring.fillColor = UIColor.clear.cgColor
                  ring.lineWidth = 4
                  avatar.layer.addSublayer(ring)
                  return try Story.record(size: stageSize) { stage in
                      stage.addSubview(avatar)
                      stage.addSubview(name)
                      avatar.layer.cornerRadius = 0
                      name.textColor = .white
                      ring.strokeEnd = 0
                      name.alpha = 0
                      UIView.animate(withDuration: 1, delay: 0, options: .curveLinear, animations: {
                          avatar.layer.cornerRadius = 50
                          name.textColor = .yellow
                          ring.strokeEnd = 1
                          name.alpha = 1
                      })
                  }
              },
              expectations: { s in try [
                  (0.5, "name", "alpha", 0.5, alpha(s, "name", 0.5)),
                  (0.5, "avatar", "cornerRadius", 25, s.state(at: 0.5)["avatar"]!.state.cornerRadius),
                  (0.5, "ring", "strokeEnd", 1, s.state(at: 0.5)["ring"]!.state.strokeEnd),
                  (0, "name", "textColor.blue", 0, s.state(at: 0)["name"]!.state.textColor.blue),
              ] }),
        Idiom(name: "keyframes-discrete-steps",
              uikit: ".calculationModeDiscrete: each keyframe's value shows from the end of its keyframe (CAAnimationCalculationMode.discrete)",
              record: {
                  let step = card("step", x: 0, size: 60)
                  return try Story.record(size: stageSize) { stage in
                      stage.addSubview(step)
                      UIView.animateKeyframes(withDuration: 1.2, delay: 0, options: [.calculationModeDiscrete, UIView.KeyframeAnimationOptions(rawValue: UIView.AnimationOptions.curveLinear.rawValue)], animations: {
                          for i in 0..<3 {
                              UIView.addKeyframe(withRelativeStartTime: Double(i) / 3, relativeDuration: 1.0 / 3) {
                                  step.center.x = CGFloat(100 + 100 * i)
                              }
                          }
                      })
                  }
              },
              expectations: { s in try [
                  (0.39, "step", "center.x", 30, cx(s, "step", 0.39)),
                  (0.41, "step", "center.x", 100, cx(s, "step", 0.41)),
                  (0.81, "step", "center.x", 200, cx(s, "step", 0.81)),
                  (1.2, "step", "center.x", 300, cx(s, "step", 1.2)),
              ] }),
        Idiom(name: "keyframes-paced-path",
              uikit: ".calculationModePaced: keyframe times ignored, constant speed through the values",
              record: {
                  let puck = card("puck", x: 0, y: 0, size: 40)
                  return try Story.record(size: stageSize) { stage in
                      stage.addSubview(puck)
                      UIView.animateKeyframes(withDuration: 2, delay: 0, options: [.calculationModePaced, UIView.KeyframeAnimationOptions(rawValue: UIView.AnimationOptions.curveLinear.rawValue)], animations: {
                          UIView.addKeyframe(withRelativeStartTime: 0, relativeDuration: 0.1) { puck.center = CGPoint(x: 320, y: 20) }
                          UIView.addKeyframe(withRelativeStartTime: 0.1, relativeDuration: 0.9) { puck.center = CGPoint(x: 320, y: 120) }
                      })
                  }
              },
              expectations: { s in try [
                  (1.5, "puck", "center.x", 320, cx(s, "puck", 1.5)),
                  (1.5, "puck", "center.y", 20 + 100 * (0.75 * 400 - 300) / 100, cy(s, "puck", 1.5)),
              ] }),
        Idiom(name: "keyframes-cubic-bounce",
              uikit: ".calculationModeCubic: a smooth Catmull-Rom curve through the values at the key times",
              record: {
                  let ball = card("ball", x: 180, y: 200, size: 40)
                  return try Story.record(size: stageSize) { stage in
                      stage.addSubview(ball)
                      UIView.animateKeyframes(withDuration: 1, delay: 0, options: [.calculationModeCubic, UIView.KeyframeAnimationOptions(rawValue: UIView.AnimationOptions.curveLinear.rawValue)], animations: {
                          UIView.addKeyframe(withRelativeStartTime: 0, relativeDuration: 0.5) { ball.center.y = 60 }
                          UIView.addKeyframe(withRelativeStartTime: 0.5, relativeDuration: 0.5) { ball.center.y = 220 }
                      })
                  }
              },
              expectations: { s in try [
                  (0.5, "ball", "center.y", 60, cy(s, "ball", 0.5)),
                  (1.0, "ball", "center.y", 220, cy(s, "ball", 1.0)),
              ] }),
        Idiom(name: "keyframes-repeat-wiggle",
              uikit: ".repeat on a keyframe animation: the whole wiggle repeats forever, each cycle from the start value",
              record: {
                  let bell = card("bell", size: 60)
                  return try Story.record(size: stageSize) { stage in
                      stage.addSubview(bell)
                      UIView.animateKeyframes(withDuration: 1, delay: 0, options: [.repeat, UIView.KeyframeAnimationOptions(rawValue: UIView.AnimationOptions.curveLinear.rawValue)], animations: {
                          UIView.addKeyframe(withRelativeStartTime: 0, relativeDuration: 0.25) { bell.transform = CGAffineTransform(rotationAngle: 0.3) }
                          UIView.addKeyframe(withRelativeStartTime: 0.25, relativeDuration: 0.5) { bell.transform = CGAffineTransform(rotationAngle: -0.3) }
                          UIView.addKeyframe(withRelativeStartTime: 0.75, relativeDuration: 0.25) { bell.transform = .identity }
                      })
                  }
              },
              expectations: { s in try [
                  (0.125, "bell", "rotation", 0.15, rot(s, "bell", 0.125)),
                  (0.5, "bell", "rotation", 0, rot(s, "bell", 0.5)),
                  (3.125, "bell", "rotation", 0.15, rot(s, "bell", 3.125)),
                  (50.625, "bell", "rotation", -0.3 * 0.5 / 0.5 * 0.75 + 0.3 * 0.25, rot(s, "bell", 50.625)),
              ] }),
        Idiom(name: "keyframes-autoreverse-once",
              uikit: ".autoreverse without .repeat: there and back once, then the model value shows (UIKit removes the animation)",
              record: {
                  let flag = card("flag", size: 50)
                  return try Story.record(size: stageSize) { stage in
                      stage.addSubview(flag)
                      UIView.animateKeyframes(withDuration: 0.8, delay: 0, options: [.autoreverse, UIView.KeyframeAnimationOptions(rawValue: UIView.AnimationOptions.curveLinear.rawValue)], animations: {
                          UIView.addKeyframe(withRelativeStartTime: 0, relativeDuration: 1) { flag.center.y = 40 }
                      })
                  }
              },
              expectations: { s in try [
                  (0.4, "flag", "center.y", 82.5, cy(s, "flag", 0.4)),
                  (1.2, "flag", "center.y", 82.5, cy(s, "flag", 1.2)),
                  (1.6, "flag", "center.y", 40, cy(s, "flag", 1.6)),
              ] }),
        Idiom(name: "standalone-layer-implicit-fade",
              uikit: "a sublayer's opacity changed outside any block animates implicitly over 0.25 s, linearly (Core Animation Programming Guide, Table B-2)",
              record: {
                  let frame = card("frame")
                  let glow = CALayer()
                  glow.name = "glow-layer"
                  glow.frame = CGRect(x: 10, y: 10, width: 80, height: 80)
                  glow.backgroundColor = UIColor.yellow.cgColor
                  frame.layer.addSublayer(glow)
                  return try Story.record(size: stageSize) { stage in
                      stage.addSubview(frame)
                      DispatchQueue.main.asyncAfter(deadline: .now() + 0.5) { glow.opacity = 0.2 }
                  }
              },
              expectations: { s in try [
                  (0.5, "glow-layer", "alpha", 1, alpha(s, "glow-layer", 0.5)),
                  (0.625, "glow-layer", "alpha", 0.6, alpha(s, "glow-layer", 0.625)),
                  (0.75, "glow-layer", "alpha", 0.2, alpha(s, "glow-layer", 0.75)),
              ] }),
        Idiom(name: "explicit-spinner-and-pulse",
              uikit: "a CABasicAnimation on transform.rotation.z (0 to 2π, repeatCount .infinity) spins forever; transform.scale autoreverses forever",
              record: {
                  let spinner = card("spinner", x: 60, size: 60)
                  let dot = card("dot", x: 260, size: 40)
                  return try Story.record(size: stageSize) { stage in
                      stage.addSubview(spinner)
                      stage.addSubview(dot)
                      let spin = CABasicAnimation(keyPath: "transform.rotation.z")
                      spin.fromValue = 0
                      spin.toValue = CGFloat.pi * 2
                      spin.duration = 1
                      spin.repeatCount = .infinity
                      spinner.layer.add(spin, forKey: "spin")
                      let pulse = CABasicAnimation(keyPath: "transform.scale")
                      pulse.fromValue = 1
                      pulse.toValue = 1.5
                      pulse.duration = 0.4
                      pulse.autoreverses = true
                      pulse.repeatCount = .infinity
                      dot.layer.add(pulse, forKey: "pulse")
                  }
              },
              expectations: { s in try [
                  (0.25, "spinner", "rotation", .pi / 2, rot(s, "spinner", 0.25)),
                  (0.2, "dot", "scale.x", 1.25, sx(s, "dot", 0.2)),
                  (0.6, "dot", "scale.x", 1.25, sx(s, "dot", 0.6)),
              ] }),
        Idiom(name: "geometry-set-mid-flight-shifts",
              uikit: "center set outside any block while it animates: UIKit's additive animation shifts the rest of the motion, ending on the new value at the original end (WWDC 2014 session 236)",
              record: {
                  let puck = card("puck", x: 0, size: 40)
                  return try Story.record(size: stageSize) { stage in
                      stage.addSubview(puck)
                      UIView.animate(withDuration: 1, delay: 0, options: .curveLinear, animations: { puck.center.x = 220 })
                      DispatchQueue.main.asyncAfter(deadline: .now() + 0.25) { puck.center.x = 320 }
                  }
              },
              expectations: { s in try [
                  (0.2, "puck", "center.x", 60, cx(s, "puck", 0.2)),
                  (0.5, "puck", "center.x", 320 - 200 * 0.5, cx(s, "puck", 0.5)),
                  (1.0, "puck", "center.x", 320, cx(s, "puck", 1.0)),
              ] }),
        Idiom(name: "keyframe-shake-and-heartbeat",
              uikit: "CAKeyframeAnimation: a shake through evenly spaced values, and a heartbeat of scales repeating forever (Apple, CAKeyframeAnimation.values/keyTimes)",
              record: {
                  let field = card("field", x: 60, y: 60, size: 60)
                  let heart = card("heart", x: 260, y: 60, size: 60)
                  return try Story.record(size: stageSize) { stage in
                      stage.addSubview(field)
                      stage.addSubview(heart)
                      let shake = CAKeyframeAnimation(keyPath: "transform.translation.x")
                      shake.values = [0, -12, 12, -8, 8, 0]
                      shake.duration = 0.5
                      field.layer.add(shake, forKey: "shake")
                      let beat = CAKeyframeAnimation(keyPath: "transform.scale")
                      beat.values = [1, 1.3, 1, 1.15, 1]
                      beat.keyTimes = [0, 0.2, 0.4, 0.6, 1]
                      beat.duration = 1
                      beat.repeatCount = .infinity
                      heart.layer.add(beat, forKey: "beat")
                  }
              },
              expectations: { s in try [
                  (0.1, "field", "translation.x", -12, s.state(at: 0.1)["field"]!.state.transform.translationX),
                  (0.35, "field", "translation.x", 0, s.state(at: 0.35)["field"]!.state.transform.translationX),
                  (0.2, "heart", "scale.x", 1.3, sx(s, "heart", 0.2)),
                  (2.5, "heart", "scale.x", 1.075, sx(s, "heart", 2.5)),
              ] }),
        Idiom(name: "set-while-in-flight-jumps",
              uikit: "a set outside any block while the fade runs: Animatic stops the fade and shows the value (see Differences from iOS)",
              record: {
                  let note = card("note")
                  return try Story.record(size: stageSize) { stage in
                      stage.addSubview(note)
                      UIView.animate(withDuration: 1, delay: 0, options: .curveLinear, animations: { note.alpha = 0 })
                      DispatchQueue.main.asyncAfter(deadline: .now() + 0.5) { note.alpha = 0.8 }
                  }
              },
              expectations: { s in try [
                  (0.25, "note", "alpha", 0.75, alpha(s, "note", 0.25)),
                  (0.75, "note", "alpha", 0.8, alpha(s, "note", 0.75)),
              ] }),
        Idiom(name: "label-text-cross-dissolve",
              uikit: "UIView.transition(.transitionCrossDissolve) snapshots the label before and after the block and blends "
                  + "old·(1 − p) + new·p, p ease-in-out over the duration (Apple, UIView.AnimationOptions.transitionCrossDissolve)",
              record: {
                  let title = UILabel(frame: CGRect(x: 40, y: 40, width: 300, height: 40))
                  title.text = "Welcome"
                  title.accessibilityIdentifier = "title"
                  return try Story.record(size: stageSize) { stage in
                      stage.addSubview(title)
                      DispatchQueue.main.asyncAfter(deadline: .now() + 0.5) {
                          UIView.transition(with: title, duration: 0.4, options: .transitionCrossDissolve, animations: {
                              title.text = "Welcome back"
                          })
                      }
                  }
              },
              expectations: { s in
                  let title = s.timeline.views.first { $0.identifier == "title" }!
                  func share(_ version: Int, _ t: Double) throws -> Double { title.contentWeights(at: try StoryTime(seconds: t))[version] }
                  return try [
                      (0.5, "title", "old text share", 1, share(0, 0.5)),
                      (0.6, "title", "new text share", easeInOut(0.25), share(1, 0.6)),
                      (0.7, "title", "old text share", 1 - easeInOut(0.5), share(0, 0.7)),
                      (0.9, "title", "new text share", 1, share(1, 0.9)),
                  ]
              }),
        Idiom(name: "async-await-intro",
              uikit: "await UIView.animate returns when the completion would run (Apple: the async form of "
                  + "animate(withDuration:animations:completion:)); Task.sleep(for:) suspends for the duration; the next "
                  + "animation starts from what the previous one left",
              record: {
                  let logo = card("logo")
                  let title = card("title", x: 100, y: 220, size: 60)
                  return try Story.record(size: stageSize) { stage in
                      stage.addSubview(logo)
                      stage.addSubview(title)
                      logo.alpha = 0
                      title.alpha = 0
                      Task { @MainActor in
                          await UIView.animate(withDuration: 0.6) { logo.alpha = 1 }
                          try await Task.sleep(for: .milliseconds(200))
                          await UIView.animate(withDuration: 0.5, delay: 0, options: [.curveEaseOut]) {
                              logo.center.y -= 80
                              logo.transform = CGAffineTransform(scaleX: 0.6, y: 0.6)
                          }
                          await UIView.animate(withDuration: 0.4) { title.alpha = 1 }
                      }
                  }
              },
              expectations: { s in try [
                  (0.3, "logo", "alpha", easeInOut(0.5), alpha(s, "logo", 0.3)),
                  (0.7, "logo", "center.y", 150, cy(s, "logo", 0.7)),
                  (1.05, "logo", "center.y", 150 - 80 * TimingCurve.easeOut.progress(at: 0.5), cy(s, "logo", 1.05)),
                  (1.05, "logo", "scale.x", 1 - 0.4 * TimingCurve.easeOut.progress(at: 0.5), sx(s, "logo", 1.05)),
                  (1.3, "title", "alpha", 0, alpha(s, "title", 1.3)),
                  (1.5, "title", "alpha", easeInOut(0.5), alpha(s, "title", 1.5)),
                  (1.7, "title", "alpha", 1, alpha(s, "title", 1.7)),
              ] }),
        Idiom(name: "await-the-longer-then-button",
              uikit: "a block animation started without await runs on while the task awaits another; the task resumes "
                  + "when the awaited one ends, so the button fades in after 0.7 s (Apple: the async form returns when the "
                  + "completion would run)",
              record: {
                  let left = card("left", x: 20, y: 100, size: 80)
                  let right = card("right", x: 300, y: 100, size: 80)
                  let button = card("button", x: 150, y: 230, size: 50)
                  return try Story.record(size: stageSize) { stage in
                      for v in [left, right, button] { stage.addSubview(v) }
                      button.alpha = 0
                      Task { @MainActor in
                          UIView.animate(withDuration: 0.4, animations: { left.center.x += 100 }, completion: nil)
                          await UIView.animate(withDuration: 0.7, delay: 0, options: [.curveLinear]) {
                              right.center.x -= 100
                          }
                          await UIView.animate(withDuration: 0.3) { button.alpha = 1 }
                      }
                  }
              },
              expectations: { s in try [
                  (0.2, "left", "center.x", 60 + 100 * easeInOut(0.5), cx(s, "left", 0.2)),
                  (0.35, "right", "center.x", 340 - 50, cx(s, "right", 0.35)),
                  (0.6, "button", "alpha", 0, alpha(s, "button", 0.6)),
                  (0.85, "button", "alpha", easeInOut(0.5), alpha(s, "button", 0.85)),
                  (1.0, "button", "alpha", 1, alpha(s, "button", 1.0)),
              ] }),
    ] }

    /// The idiom named `name`.
    static func named(_ name: String) -> Idiom { all.first { $0.name == name }! }

    /// Every idiom's name (test arguments).
    static var names: [String] { all.map(\.name) }
}
