import UIKit

// A card that flips as apps write it, compiled unchanged through AnimaticAdapterPlugin
// (AnimaticAdapterAppTests): Animatic cannot draw a flip, and the recording problem must name
// this file and the line of the call below, not the adapted copy's.
class FlipCardView: UIView {
    @IBOutlet weak var front: UIView!

    @objc func flip() {
        UIView.transition(with: self, duration: 0.4, options: .transitionFlipFromLeft, animations: {
            self.front.isHidden = true
        })
    }
}
