// swift-tools-version: 6.1
import PackageDescription

// The folder layout follows the pipeline:
// story code -> AnimaticReactive (RxSwift-shaped core) -> AnimaticClock (virtual time)
// -> AnimaticStage (UIKit-shaped views that record) -> AnimaticTimeline (segments)
// -> AnimaticExport (format-neutral: keyframes, view ids and tree, visibility, atomic files,
//    ExportError and the StoryExporter protocol every format implements)
// -> AnimaticSVG (the libxml2-backed SMIL writer; the only module that imports CAnimaticXML)
// -> Animatic (the one module users import) -> AnimaticReview (review pages, which get their
//    animations through StoryExporter).
let package = Package(
    name: "Animatic",
    products: [
        .library(name: "Animatic", targets: ["Animatic"]),
        .library(name: "AnimaticReview", targets: ["AnimaticReview"]),
        // Raster sharing formats: poster PNG, APNG, GIF, MP4 (H.264), animated WebP.
        .library(name: "AnimaticShare", targets: ["AnimaticRaster", "AnimaticPNG", "AnimaticAPNG", "AnimaticGIF", "AnimaticMP4", "AnimaticWebP"]),
        .library(name: "AnimaticSnapshotTesting", targets: ["AnimaticSnapshotTesting"]),
        // RxTest's shape: users move RxTest tests over by importing this instead of RxTest.
        .library(name: "AnimaticReactiveTesting", targets: ["AnimaticReactiveTesting"]),
        // The whole `animatic` command (list, export, timeline, site, serve --watch) over your own stories.
        .library(name: "AnimaticCatalog", targets: ["AnimaticCatalog"]),
        // `animatic`: the samples' command without the server stack (what `make samples` builds);
        // `animatic-serve`: the same with the live review server, built only when asked for.
        .executable(name: "animatic", targets: ["AnimaticCommand"]),
        .executable(name: "animatic-serve", targets: ["AnimaticServeCommand"]),
        .executable(name: "animatic-benchmark", targets: ["AnimaticBenchmark"]),
        // `swift package animatic <command>`: the catalog's command without a `swift run`.
        .plugin(name: "AnimaticPlugin", targets: ["AnimaticPlugin"]),
        // Compiles an iOS app's files unchanged on disk: a target with an AppSources.txt applies it.
        .plugin(name: "AnimaticAdapterPlugin", targets: ["AnimaticAdapterPlugin"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
        .package(url: "https://github.com/hummingbird-project/swift-mustache", from: "2.1.1"),
        .package(url: "https://github.com/pointfreeco/swift-snapshot-testing", from: "1.19.7"),
        // The review server (`serve`); no traits, so swift-configuration is not built.
        .package(url: "https://github.com/hummingbird-project/hummingbird", from: "2.28.1", traits: []),
        // Already in Hummingbird's graph: the logger and the graceful (Ctrl-C) shutdown it uses.
        .package(url: "https://github.com/apple/swift-log", from: "1.16.2"),
        .package(url: "https://github.com/swift-server/swift-service-lifecycle", from: "2.13.0"),
        // Tests only: the random stories of AnimaticPropertyTests.
        .package(url: "https://github.com/x-sheep/swift-property-based", from: "2.0.1"),
        // The source adapter (AnimaticAdapter) parses and rewrites app files.
        .package(url: "https://github.com/swiftlang/swift-syntax", from: "603.0.1"),
    ],
    targets: [
        .target(name: "AnimaticClock"),
        .testTarget(name: "AnimaticClockTests", dependencies: ["AnimaticClock"]),
        .target(name: "AnimaticTimeline", dependencies: ["AnimaticClock"]),
        .testTarget(name: "AnimaticTimelineTests", dependencies: ["AnimaticTimeline", "AnimaticClock"]),
        // The incremental Cassowary linear-constraint solver Auto Layout is built on (no dependencies).
        .target(name: "AnimaticLayout"),
        .testTarget(name: "AnimaticLayoutTests", dependencies: ["AnimaticLayout"]),
        // The runtime on the story clock (Dispatch's queues, timers, Task.sleep) and the problems a
        // story reports: what the UIKit face and story code share, with no view in it.
        .target(name: "AnimaticRuntime", dependencies: ["AnimaticClock", "AnimaticTimeline", "AnimaticReactive"]),
        // Interface Builder's XML (.storyboard, .xib) read with libxml2 into a model the stage builds
        // view hierarchies from (package API; C stays behind CAnimaticXML).
        .target(name: "AnimaticInterfaceBuilder", dependencies: ["CAnimaticXML"]),
        .testTarget(name: "AnimaticInterfaceBuilderTests", dependencies: ["AnimaticInterfaceBuilder"],
                    resources: [.copy("Fixtures")]),
        // The recording engine under the UIKit face (package API only): StageRecorder and its
        // rules (animation scopes, keyframe modes and passes, implicit animations, transactions,
        // off-stage changes), StageProperty keys, the ViewRecord each view owns, and Auto
        // Layout's engine over AnimaticLayout's solver. It names no UIKit type: it sees views
        // through its protocols (StageLayoutView, LayoutView...).
        .target(name: "AnimaticEngine", dependencies: ["AnimaticClock", "AnimaticTimeline", "AnimaticRuntime", "AnimaticLayout"]),
        .target(name: "AnimaticStage", dependencies: [
            "AnimaticClock", "AnimaticTimeline", "AnimaticReactive", "AnimaticLayout", "AnimaticRuntime",
            "AnimaticInterfaceBuilder", "AnimaticEngine",
        ]),
        .testTarget(name: "AnimaticStageTests", dependencies: [
            "AnimaticStage", "AnimaticEngine", "AnimaticRuntime", "AnimaticClock", "AnimaticTimeline", "AnimaticReactive",
        ]),
        // Test support: driving headless Chromium (chromedriver), Firefox (WebDriver BiDi) and WebKit (WebKitWebDriver).
        .target(name: "AnimaticBrowserTesting"),
        .testTarget(name: "AnimaticBrowserTestingTests", dependencies: ["AnimaticBrowserTesting"]),
        .systemLibrary(name: "CAnimaticLibXML2", pkgConfig: "libxml-2.0", providers: [.apt(["libxml2-dev"])]),
        // zlib (`-lz`, which libxml2-dev already brings) compresses `.svgz` output.
        .target(name: "CAnimaticXML", dependencies: ["CAnimaticLibXML2"], linkerSettings: [.linkedLibrary("z")]),
        .target(name: "AnimaticExport", dependencies: ["AnimaticClock", "AnimaticTimeline"]),
        .testTarget(name: "AnimaticExportTests", dependencies: ["AnimaticExport", "AnimaticClock", "AnimaticTimeline"]),
        .target(name: "AnimaticSVG", dependencies: ["CAnimaticXML", "AnimaticExport", "AnimaticTimeline", "AnimaticClock"]),
        .testTarget(name: "AnimaticSVGTests", dependencies: [
            "AnimaticSVG", "AnimaticExport", "CAnimaticXML", "AnimaticTimeline", "AnimaticClock",
        ]),
        .target(name: "AnimaticReactive", dependencies: ["AnimaticClock"]),
        // Raster formats: frames of exact instants rendered by rsvg-convert, encoded by ffmpeg
        // (both packaged programs, run by AnimaticRaster's ProcessRunner); one module a format.
        .target(name: "AnimaticRaster", dependencies: ["AnimaticExport", "AnimaticClock", "AnimaticTimeline"]),
        .target(name: "AnimaticPNG", dependencies: ["AnimaticRaster", "AnimaticExport", "AnimaticClock"]),
        .target(name: "AnimaticAPNG", dependencies: ["AnimaticRaster", "AnimaticExport", "AnimaticClock"]),
        .target(name: "AnimaticGIF", dependencies: ["AnimaticRaster", "AnimaticExport", "AnimaticClock"]),
        .target(name: "AnimaticMP4", dependencies: ["AnimaticRaster", "AnimaticExport", "AnimaticClock", "AnimaticTimeline"]),
        .target(name: "AnimaticWebP", dependencies: ["AnimaticRaster", "AnimaticExport", "AnimaticClock"]),
        .testTarget(name: "AnimaticRasterTests", dependencies: [
            "Animatic", "AnimaticSamples", "AnimaticRaster", "AnimaticPNG", "AnimaticAPNG", "AnimaticGIF",
            "AnimaticMP4", "AnimaticWebP", "AnimaticBrowserTesting",
        ]),
        // Test support, public as a product: the RxTest-shaped TestScheduler, recorded events and
        // assertions (XCTest and Swift Testing), and the story runners every reactive test uses.
        .target(name: "AnimaticReactiveTesting", dependencies: ["AnimaticReactive", "AnimaticClock"]),
        .testTarget(name: "AnimaticReactiveTests", dependencies: ["AnimaticReactive", "AnimaticReactiveTesting", "AnimaticClock"]),
        .target(name: "Animatic", dependencies: [
            "AnimaticClock", "AnimaticReactive", "AnimaticTimeline", "AnimaticRuntime", "AnimaticStage", "AnimaticExport", "AnimaticSVG",
        ]),
        // Story tests; the article's code they check lives once, in AnimaticSamples.
        .testTarget(name: "AnimaticTests", dependencies: ["Animatic", "AnimaticSamples"]),
        // Story code written as apps write it, compiled in Swift 5 language mode as most intro code
        // is: closures given to DispatchQueue capture views and view controllers, which Swift 6
        // mode rejects for Dispatch's own queues too (the compiler checks them as @Sendable).
        .testTarget(name: "AnimaticUserCodeTests",
                    dependencies: ["Animatic", "AnimaticBrowserTesting", "AnimaticPlaybackTesting"],
                    swiftSettings: [.swiftLanguageMode(.v5)]),
        // App code written for Swift 4 (SWIFT_VERSION 4.0): UIKit's and Core Animation's names before
        // Swift 4.2 (`UIControlState`, `kCAFillModeForwards`...) exist in that language mode only.
        .testTarget(name: "AnimaticSwift4Tests", dependencies: ["Animatic"],
                    swiftSettings: [.swiftLanguageMode(.v4)]),
        // The bundled example stories: ordinary story code in the top-level samples/ folder.
        // Interface/ holds the storyboard and nib samples' files, read at run time beside the sources.
        .target(name: "AnimaticSamples", dependencies: ["Animatic"], path: "samples", exclude: ["Interface"]),
        // The review page templates in the top-level Templates/ folder, shipped as resources.
        .target(name: "AnimaticTemplates", path: "Templates",
                resources: [.copy("review.mustache"), .copy("index.mustache"),
                            .copy("review.css"), .copy("review.js")]),
        .target(name: "AnimaticReview", dependencies: [
            "Animatic", "AnimaticExport", "AnimaticTimeline", "AnimaticTemplates",
            .product(name: "Mustache", package: "swift-mustache"),
        ]),
        // Snapshot strategies: text (timeline, SVG, frames) and pictures (APNG, contact sheet).
        .target(name: "AnimaticSnapshotTesting", dependencies: [
            "Animatic", "AnimaticRaster", "AnimaticAPNG", .product(name: "SnapshotTesting", package: "swift-snapshot-testing"),
        ]),
        // The command over any story catalog (list, export, timeline, site) without the server
        // stack: what the lean `animatic` links. AnimaticCatalog re-exports it.
        .target(name: "AnimaticCatalogCore", dependencies: [
            "Animatic", "AnimaticReview", "AnimaticRaster", "AnimaticPNG", "AnimaticAPNG", "AnimaticGIF", "AnimaticMP4", "AnimaticWebP",
            .product(name: "ArgumentParser", package: "swift-argument-parser"),
        ]),
        // The whole command over any story catalog with the live review server (Hummingbird).
        .target(name: "AnimaticCatalog", dependencies: [
            "AnimaticCatalogCore", "Animatic", "AnimaticExport", "AnimaticReview",
            .product(name: "ArgumentParser", package: "swift-argument-parser"),
            .product(name: "Hummingbird", package: "hummingbird"),
            .product(name: "Logging", package: "swift-log"),
            .product(name: "ServiceLifecycle", package: "swift-service-lifecycle"),
        ]),
        .testTarget(name: "AnimaticCatalogTests", dependencies: ["AnimaticCatalog", "Animatic", "AnimaticReview"]),
        // The bundled samples as a StoryCatalog, shared by the two executables below.
        .target(name: "AnimaticSamplesCatalog", dependencies: ["AnimaticCatalogCore", "AnimaticSamples", "Animatic"]),
        // `animatic`: the bundled samples' catalog, without the server stack; `animatic serve`
        // runs `animatic-serve` beside it.
        .executableTarget(name: "AnimaticCommand", dependencies: ["AnimaticCatalogCore", "AnimaticSamplesCatalog"]),
        // `animatic-serve`: the same catalog with the live review server.
        .executableTarget(name: "AnimaticServeCommand", dependencies: ["AnimaticCatalog", "AnimaticSamplesCatalog"]),
        .executableTarget(name: "AnimaticBenchmark", dependencies: ["Animatic"]),
        .plugin(name: "AnimaticPlugin", capability: .command(intent: .custom(
            verb: "animatic", description: "Build the package's story catalog and run its command: list, export, timeline, site, serve [--watch]."))),
        // The kill tests' writer: writes a large file or a site and stops where a test kills it.
        .executableTarget(name: "AnimaticWriteProbe", dependencies: ["AnimaticExport", "AnimaticReview"]),
        .testTarget(name: "AnimaticFileTests", dependencies: ["AnimaticWriteProbe", "AnimaticExport", "AnimaticReview"]),
        .testTarget(name: "AnimaticSnapshotTests", dependencies: [
            "Animatic", "AnimaticSnapshotTesting", "AnimaticSamples",
            .product(name: "SnapshotTesting", package: "swift-snapshot-testing"),
        ], exclude: ["__Snapshots__"]),
        // Test support: what Chromium plays of an exported story compared with the story's model,
        // shared by the export, review-page and idiom browser tests.
        .target(name: "AnimaticPlaybackTesting", dependencies: ["Animatic", "AnimaticBrowserTesting"]),
        .testTarget(name: "AnimaticPlaybackTests", dependencies: [
            "Animatic", "AnimaticExport", "AnimaticSamples", "AnimaticBrowserTesting", "AnimaticPlaybackTesting",
        ]),
        .testTarget(name: "AnimaticReviewTests", dependencies: [
            "Animatic", "AnimaticExport", "AnimaticReview", "AnimaticSamples", "AnimaticBrowserTesting", "AnimaticPlaybackTesting",
        ]),
        // Random stories (swift-property-based) and hostile text: recording never crashes, the SVG
        // parses (libxml2), the bytes repeat, Chromium plays the model; nothing typed adds markup.
        .testTarget(name: "AnimaticPropertyTests", dependencies: [
            "Animatic", "AnimaticReview", "AnimaticSamples", "AnimaticBrowserTesting", "AnimaticPlaybackTesting", "CAnimaticXML",
            .product(name: "PropertyBased", package: "swift-property-based"),
        ]),
        // The documentation's code, compiled and run: README.md's Swift blocks, the tutorial's steps
        // (Sources/Animatic/Animatic.docc/Resources) and the generated list of public symbols.
        .testTarget(name: "AnimaticDocumentationTests", dependencies: [
            "Animatic", "AnimaticReview", "AnimaticSnapshotTesting", "AnimaticCatalog", "AnimaticRaster", "AnimaticGIF",
            .product(name: "SnapshotTesting", package: "swift-snapshot-testing"),
        ], exclude: ["__Snapshots__", "Articles/Interface"]),
        // Runs the built `animatic` binary; depending on its target makes `swift test` build it.
        .testTarget(name: "AnimaticCommandTests", dependencies: [
            "Animatic", "AnimaticCommand", "AnimaticServeCommand", "AnimaticReview", "AnimaticSamples", "AnimaticBrowserTesting",
        ]),
        // The source adapter: app files as Linux Swift compiles them (@objc, @IBOutlet, #selector,
        // import UIKit...), its tool and the build-tool plugin that runs it on a target's app folders.
        .target(name: "AnimaticAdapter", dependencies: [
            .product(name: "SwiftSyntax", package: "swift-syntax"),
            .product(name: "SwiftParser", package: "swift-syntax"),
        ]),
        .executableTarget(name: "AnimaticAdapterTool", dependencies: ["AnimaticAdapter"]),
        .plugin(name: "AnimaticAdapterPlugin", capability: .buildTool(), dependencies: [.target(name: "AnimaticAdapterTool")]),
        .testTarget(name: "AnimaticAdapterTests", dependencies: [
            "AnimaticAdapter", "Animatic",
            .product(name: "PropertyBased", package: "swift-property-based"),
        ]),
        // End to end, the plugin applied as a user's package applies it: the package
        // Tests/AdapterAppPackage (`make test` runs it). No target here applies the plugin, since
        // SwiftPM builds a build-tool plugin's tools (swift-syntax) before any build of a package
        // whose targets apply it, even `swift run animatic`.
    ],
    swiftLanguageModes: [.v6]
)
