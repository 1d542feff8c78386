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

    public override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .white
        logo.backgroundColor = .systemIndigo
        logo.layer.cornerRadius = 24
        logo.frame = CGRect(x: 0, y: 0, width: 96, height: 96)
        logo.accessibilityIdentifier = "logo"
        titleLabel.text = "Welcome"
        titleLabel.font = .systemFont(ofSize: 32, weight: .bold)
        titleLabel.textAlignment = .center
        titleLabel.accessibilityIdentifier = "title"
        startButton.setTitle("Get started", for: .normal)
        startButton.accessibilityIdentifier = "start"
        // Was: startButton.addTarget(self, action: #selector(start), for: .touchUpInside)
        startButton.addAction(UIAction { [weak self] _ in self?.start() }, for: .touchUpInside)
        [logo, titleLabel, startButton].forEach { view.addSubview($0) }
    }
}
