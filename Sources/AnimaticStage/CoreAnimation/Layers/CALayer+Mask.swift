import AnimaticRuntime
import AnimaticClock
import AnimaticTimeline
import Foundation

extension CALayer {
    /// Hosts the new mask (as a child of this layer's view, flagged as its mask) and lets the
    /// old one go.
    func maskChanged(from old: CALayer?) {
        if let old, old.maskedLayer === self {
            old.maskedLayer = nil
            if let host = old.owner, let index = hostViews.firstIndex(where: { $0 === host }) {
                hostViews.remove(at: index)
                if let recorder = host.stageRecorder { recorder.leave(host) }
                old.releaseHost()
            }
        }
        if let mask {
            if mask.superlayer != nil || (mask.owner.map { !$0.isLayerHost && $0.superview != nil } ?? false) {
                StoryContext.reportToCurrent(StageError.misuse(
                    call: "CALayer.mask", problem: "the mask layer must not have a superlayer (nor its view a superview)"))
                self.mask = nil
                return
            }
            if ViewTreeDepth.layer(mask, holds: self) {
                ViewTreeDepth.report(.misuse(call: "CALayer.mask", problem: "the mask layer must not be the layer nor hold it"),
                                     adding: mask, under: self, remember: false)
                self.mask = nil
                return
            }
            if mask.maskedLayer !== self, let problem = ViewTreeDepth.problem(adding: mask, under: self, call: "CALayer.mask") {
                ViewTreeDepth.report(problem, adding: mask, under: self, remember: true)
                self.mask = nil
                return
            }
            if let other = mask.maskedLayer, other !== self { other.mask = nil }
            mask.maskedLayer = self
            let host = mask.owner ?? mask.makeHost()
            hostViews.insert(host, at: 0)
            if let view = owner, let recorder = view.stageRecorder {
                if recorder.joinedNow(view) { recorder.join(host, parent: view.stageIndex) }
            }
        }
        fixedChanged("mask")
    }
}

extension UIView {
    /// A view whose alpha channel masks this view (Apple, `UIView.mask`): its layer becomes
    /// this view's `layer.mask` (see ``CALayer/mask``), its frame in this view's bounds
    /// coordinates; its subviews and animations mask too.
    ///
    /// ```swift
    /// let window = UIView(frame: CGRect(x: 0, y: 0, width: 0, height: 40))
    /// window.backgroundColor = .black
    /// title.mask = window
    /// UIView.animate(withDuration: 1) { window.frame.size.width = title.bounds.width }   // wipes in
    /// ```
    public var mask: UIView? {
        get { layer.mask?.owner.flatMap { $0.isLayerHost ? nil : $0 } }
        set { layer.mask = newValue?.layer }
    }
}
