import UIKit

// A library's open controller with an action, as a pod or a library target of the app's package
// declares it (hyperoslo/Presentation subclasses Pages' PagesController): the app's
// TourController (Tests/AdapterFixtures/IntroApp) subclasses it from another module.
open class PagerController: UIViewController {
    public var page = 0

    @objc open func goForward(_ sender: Any?) {
        page += 1
    }
}
