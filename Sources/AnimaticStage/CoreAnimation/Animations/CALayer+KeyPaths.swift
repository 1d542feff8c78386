import AnimaticTimeline

extension CALayer {
    /// Every key path Animatic records, in two tables built once from the properties'
    /// descriptors (``PropertyDescriptor/keyPath`` and its fields), so that a new property's
    /// key path works in `CABasicAnimation(keyPath:)` and `removeAnimation(forKey:)` with no
    /// other change.
    struct KeyPaths: Sendable {
        /// The property and part that `CABasicAnimation(keyPath:)` (and the keyframe, spring and
        /// grouped animations) animate for a key path.
        let animated: [String: (AnimatedProperty, KeyPathPart)]
        /// The property whose UIKit block animations `removeAnimation(forKey:)` removes for a
        /// key that names no animation added with `add(_:forKey:)`.
        let removal: [String: AnimatedProperty]

        /// The tables.
        static let shared = KeyPaths()

        private init() {
            var animated: [String: (AnimatedProperty, KeyPathPart)] = [:]
            var removal: [String: AnimatedProperty] = [:]
            for property in AnimatedProperty.allCases {
                guard let keyPath = property.descriptor.keyPath.map({ "\($0)" }) else { continue }
                animated[keyPath] = (property, .whole)
                removal[keyPath] = property
                for part in KeyPathPart.parts(of: property.descriptor.keyPathFields) {
                    for field in part.fields { animated[keyPath + "." + field] = (property, part) }
                }
            }
            // The layer's `bounds` and its `size` field animate the view's size (the origin of
            // a view's bounds is not animated); UIKit's block animations of `center` run under
            // the layer's `position`, and removing either name removes them.
            for name in ["bounds", "bounds.size"] {
                animated[name] = (.size, .whole)
                removal[name] = .size
            }
            removal["center"] = .center
            // A gradient's colour or location slot, for one array animation's parts
            // (CAGradientLayer+Animation.swift).
            for slot in AnimatedProperty.gradientColors + AnimatedProperty.gradientLocations {
                animated[CAGradientLayer.slotKeyPathPrefix + "\(slot.descriptor.name)"] = (slot, .whole)
            }
            self.animated = animated
            self.removal = removal
        }
    }
}

extension CALayer.KeyPathPart {
    /// The parts of a value with these fields that animate on their own.
    static func parts(of fields: KeyPathFields) -> [Self] {
        switch fields {
        case .none: return []
        case .point: return [.x, .y]
        case .transform: return [.rotation, .rotationX, .rotationY, .scale, .scaleX, .scaleY, .translation, .translationX, .translationY]
        }
    }

    /// The names of this part after the property's key path (Apple, "Core Animation
    /// Programming Guide", "Key-Value Coding Extensions": `rotation` is `rotation.z`).
    var fields: [String] {
        switch self {
        case .whole: return []
        case .rotation: return ["rotation", "rotation.z"]
        case .rotationX: return ["rotation.x"]
        case .rotationY: return ["rotation.y"]
        case .scale: return ["scale"]
        case .scaleX: return ["scale.x"]
        case .scaleY: return ["scale.y"]
        case .translation: return ["translation"]
        case .translationX: return ["translation.x"]
        case .translationY: return ["translation.y"]
        case .x: return ["x"]
        case .y: return ["y"]
        }
    }
}
