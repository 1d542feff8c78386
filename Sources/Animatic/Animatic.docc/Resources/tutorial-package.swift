// swift-tools-version: 6.1
import PackageDescription

let package = Package(
    name: "WelcomeReview",
    products: [.executable(name: "intro-export", targets: ["IntroExport"])],
    dependencies: [.package(path: "../Animatic")],   // or its Git URL
    targets: [
        .target(name: "Intro", dependencies: [.product(name: "Animatic", package: "Animatic")],
                swiftSettings: [.swiftLanguageMode(.v5)]),
        .executableTarget(name: "IntroExport", dependencies: [
            "Intro", .product(name: "AnimaticReview", package: "Animatic"),
        ]),
        .testTarget(name: "IntroTests", dependencies: [
            "Intro", .product(name: "AnimaticSnapshotTesting", package: "Animatic"),
        ]),
    ]
)
