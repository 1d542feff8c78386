#if canImport(UIKit)
import UIKit
#else
import Animatic
#endif

// The tutorial's intro (Sources/Animatic/Animatic.docc/Resources/tutorial-intro-*.swift are its
// steps; DocumentationCodeTests checks that each step's lines are this file's, in order).
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

    public override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        let b = view.bounds
        logo.center = CGPoint(x: b.midX, y: b.midY - 80)
        titleLabel.frame = CGRect(x: 20, y: b.midY, width: b.width - 40, height: 40)
        startButton.frame = CGRect(x: 40, y: b.maxY - view.safeAreaInsets.bottom - 64, width: b.width - 80, height: 50)
    }

    public override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        logo.transform = CGAffineTransform(scaleX: 0.2, y: 0.2)
        titleLabel.alpha = 0
        startButton.alpha = 0
        UIView.animate(withDuration: 0.8, delay: 0, usingSpringWithDamping: 0.6, initialSpringVelocity: 0,
                       options: [], animations: { self.logo.transform = .identity })
        UIView.animate(withDuration: 0.5, delay: 0.4, options: .curveEaseOut, animations: { self.titleLabel.alpha = 1 })
        UIView.animate(withDuration: 0.4, delay: 0.8, options: [], animations: { self.startButton.alpha = 1 })
    }

    // Was: @objc func start()
    func start() {
        UIView.animate(withDuration: 0.3) { self.view.alpha = 0 } completion: { _ in self.onStart?() }
    }
}
