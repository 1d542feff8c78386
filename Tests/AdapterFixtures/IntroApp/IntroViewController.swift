import UIKit
import Foundation

// An iOS intro screen as apps write it, compiled unchanged through AnimaticAdapterPlugin.
@objc protocol IntroDelegate {
    @objc optional func introDidFinish(_ intro: IntroViewController)
}

class IntroViewController: UIViewController {
    @IBOutlet weak var logo: UIView!
    @IBOutlet var nextButton: UIButton!
    weak var delegate: IntroDelegate?
    private var ticks = 0
    private var timer: Timer?

    override func viewDidLoad() {
        super.viewDidLoad()
        nextButton.addTarget(self, action: #selector(nextTapped(_:)), for: .touchUpInside)
        timer = Timer.scheduledTimer(timeInterval: 0.5, target: self, selector: #selector(tick), userInfo: nil, repeats: true)
    }

    @objc func tick() {
        ticks += 1
        UIView.animate(withDuration: 0.25) { self.logo.alpha = self.ticks % 2 == 0 ? 1 : 0.5 }
        if ticks == 2 { timer?.invalidate() }
    }

    @IBAction func nextTapped(_ sender: UIButton) {
        DispatchQueue.main.asyncAfter(deadline: .now() + 0.25) {
            UIView.animate(withDuration: 0.5, animations: { self.logo.center.x += 100 }) { _ in
                self.delegate?.introDidFinish?(self)
            }
        }
    }
}
