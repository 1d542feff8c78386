#if canImport(UIKit)
import UIKit
#else
import Animatic
#endif

public final class WelcomeViewController: UIViewController {
    public let logo = UIView()
    public let titleLabel = UILabel()
    public let startButton = UIButton(type: .system)
    public var onStart: (() -> Void)?
}
