// swift-tools-version: 6.1
// Package.swift
import PackageDescription

let package = Package(
    name: "Intro",
    dependencies: [.package(path: "../Animatic")],
    targets: [
        .target(name: "Intro", dependencies: [.product(name: "Animatic", package: "Animatic")]),
        .testTarget(name: "IntroTests", dependencies: [
            "Intro", .product(name: "AnimaticReactiveTesting", package: "Animatic"),
        ]),
    ]
)
