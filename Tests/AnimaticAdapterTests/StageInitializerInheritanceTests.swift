import Animatic
import Testing

/// SnapKit's constraint class: a subclass of NSLayoutConstraint in another module, with no
/// initializers of its own.
final class LabelledConstraint: NSLayoutConstraint {
    var label: String?
}

/// A navigation controller subclass that inherits every initializer.
final class AppNavigationController: UINavigationController {
    var presentedFromURL = false
}

/// What apps and pods need of the stage's initializers from another module (this one is not
/// `@testable`): a subclass of `NSLayoutConstraint` inherits
/// `init(item:attribute:relatedBy:toItem:attribute:multiplier:constant:)`, and
/// `UINavigationController.init(rootViewController:)` can be called through a metatype.
@Suite struct StageInitializerInheritanceTests {
    @Test func aConstraintSubclassMadeWithTheInheritedInitializerLaysOut() throws {
        let box = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
        let child = UIView()
        child.translatesAutoresizingMaskIntoConstraints = false
        box.addSubview(child)
        var constraints: [LabelledConstraint] = []
        for attribute in [NSLayoutConstraint.Attribute.top, .left, .bottom, .right] {
            let inset: CGFloat = attribute == .top || attribute == .left ? 20 : -20
            let constraint = LabelledConstraint(item: child, attribute: attribute, relatedBy: .equal, toItem: box,
                                                attribute: attribute, multiplier: 1, constant: inset)
            constraint.label = "edge"
            constraints.append(constraint)
        }
        NSLayoutConstraint.activate(constraints)
        _ = try Story.record(size: CGSize(width: 200, height: 100)) { stage in stage.addSubview(box) }
        #expect(child.frame == CGRect(x: 20, y: 20, width: 160, height: 60))
        #expect(constraints.allSatisfy { $0.isActive && $0.label == "edge" })
    }

    @Test func aNavigationControllerClassMakesOneThroughItsMetatype() {
        let root = UIViewController()
        let kind: UINavigationController.Type = AppNavigationController.self
        let navigation = kind.init(rootViewController: root)
        #expect(navigation is AppNavigationController)
        #expect(navigation.viewControllers == [root])
        #expect(navigation.topViewController === root)
    }
}
