import UIKit
import IntroKit

// A subclass of another module's adapted controller with an action of its own: its selector
// table overrides the library's (the plugin indexes the library's files) instead of declaring
// a second conformance, so both actions answer.
final class TourController: PagerController {
    var ticks = 0

    @objc func tick(_ timer: Timer) {
        ticks += 1
    }
}
