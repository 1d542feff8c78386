// swift-tools-version: 6.1
// Package.swift
import PackageDescription

let package = Package(
    name: "Intro",
    products: [.executable(name: "intro-stories", targets: ["IntroStories"])],
    dependencies: [.package(path: "../Animatic")],   // or its Git URL
    targets: [
        .target(name: "Intro", dependencies: [.product(name: "Animatic", package: "Animatic")]),
        .executableTarget(name: "IntroStories", dependencies: [
            "Intro", .product(name: "AnimaticCatalog", package: "Animatic"),
        ]),
    ]
)
