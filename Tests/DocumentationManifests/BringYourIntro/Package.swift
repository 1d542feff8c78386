// swift-tools-version: 6.1
// Package.swift of the review package, next to the app's folder
import PackageDescription

let package = Package(
    name: "IntroReview",
    dependencies: [.package(path: "../Animatic")],
    targets: [
        .target(name: "Intro", dependencies: [.product(name: "Animatic", package: "Animatic")],
                path: "../MyApp/Intro",                     // the app's folder with the intro's files
                sources: ["WelcomeViewController.swift"],
                swiftSettings: [.swiftLanguageMode(.v5)]),
        .executableTarget(name: "intro-export", dependencies: ["Intro", .product(name: "Animatic", package: "Animatic")]),
    ]
)
