// swift-tools-version: 6.1
import PackageDescription

// The adapter plugin end to end, as a user's package applies it: Tests/AdapterFixtures/IntroApp
// (an iOS file, unchanged) compiled through AnimaticAdapterPlugin, in Swift 5 mode as app code
// is, and recorded. It is a package of its own because SwiftPM builds the tools of every build-tool
// plugin a root package's targets apply before any build, whatever product is asked for: in the
// root package it made `swift run animatic` (the main job, `make samples`) compile swift-syntax.
// `make test` runs it: `swift test --package-path Tests/AdapterAppPackage`.
let package = Package(
    name: "AnimaticAdapterApp",
    dependencies: [.package(name: "Animatic", path: "../..")],
    targets: [
        // A library the app subclasses from (Tests/AdapterFixtures/IntroKit), adapted too.
        .target(name: "IntroKit",
                dependencies: [.product(name: "Animatic", package: "Animatic")],
                exclude: ["AppSources.txt"],
                swiftSettings: [.swiftLanguageMode(.v5)],
                plugins: [.plugin(name: "AnimaticAdapterPlugin", package: "Animatic")]),
        // A layout library in SnapKit's shape (Tests/AdapterFixtures/ConstraintKit): a constraint
        // subclass, an override in an extension in another file, `UIKit.UIView`, `#if !os(Linux)`.
        .target(name: "ConstraintKit",
                dependencies: [.product(name: "Animatic", package: "Animatic")],
                exclude: ["AppSources.txt"],
                swiftSettings: [.swiftLanguageMode(.v5)],
                plugins: [.plugin(name: "AnimaticAdapterPlugin", package: "Animatic")]),
        .testTarget(name: "AnimaticAdapterAppTests",
                    dependencies: [.product(name: "Animatic", package: "Animatic"), "IntroKit", "ConstraintKit"],
                    exclude: ["AppSources.txt"],
                    swiftSettings: [.swiftLanguageMode(.v5)],
                    plugins: [.plugin(name: "AnimaticAdapterPlugin", package: "Animatic")]),
    ],
    swiftLanguageModes: [.v6]
)
