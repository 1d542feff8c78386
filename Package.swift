// swift-tools-version: 6.0
import PackageDescription

// The folder layout follows the pipeline:
// story code -> AnimaticReactive (RxSwift-shaped core) -> AnimaticClock (virtual time)
// -> AnimaticStage (UIKit-shaped views that record) -> AnimaticTimeline (segments)
// -> AnimaticSVG (libxml2-backed SMIL writer) -> Animatic (the one module users import).
let package = Package(
    name: "Animatic",
    products: [
        .library(name: "Animatic", targets: ["Animatic"]),
    ],
    targets: [
        .target(name: "AnimaticClock"),
        .testTarget(name: "AnimaticClockTests", dependencies: ["AnimaticClock"]),
        .target(name: "AnimaticTimeline", dependencies: ["AnimaticClock"]),
        .testTarget(name: "AnimaticTimelineTests", dependencies: ["AnimaticTimeline"]),
        .target(name: "AnimaticStage", dependencies: ["AnimaticClock", "AnimaticTimeline", "AnimaticReactive"]),
        .testTarget(name: "AnimaticStageTests", dependencies: ["AnimaticStage", "AnimaticClock", "AnimaticTimeline"]),
        .target(name: "AnimaticBrowserTesting"),
        .testTarget(name: "AnimaticBrowserTestingTests", dependencies: ["AnimaticBrowserTesting"]),
        .systemLibrary(name: "CAnimaticLibXML2", pkgConfig: "libxml-2.0", providers: [.apt(["libxml2-dev"])]),
        .target(name: "CAnimaticXML", dependencies: ["CAnimaticLibXML2"]),
        .target(name: "AnimaticSVG", dependencies: ["CAnimaticXML", "AnimaticTimeline"]),
        .testTarget(name: "AnimaticSVGTests", dependencies: ["AnimaticSVG", "CAnimaticXML", "AnimaticTimeline"]),
        .target(name: "AnimaticReactive", dependencies: ["AnimaticClock"]),
        .target(name: "AnimaticReactiveTesting", dependencies: ["AnimaticReactive", "AnimaticClock"]),
        .testTarget(name: "AnimaticReactiveTests", dependencies: ["AnimaticReactive", "AnimaticReactiveTesting", "AnimaticClock"]),
        .target(name: "Animatic", dependencies: ["AnimaticClock", "AnimaticReactive", "AnimaticTimeline", "AnimaticStage"]),
        .testTarget(name: "AnimaticTests", dependencies: ["Animatic"]),
    ],
    swiftLanguageModes: [.v6]
)
