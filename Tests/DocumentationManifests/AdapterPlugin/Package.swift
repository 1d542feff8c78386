// swift-tools-version: 6.1
// Package.swift
import PackageDescription

let package = Package(
    name: "IntroReview",
    dependencies: [.package(path: "../Animatic")],
    targets: [
        .executableTarget(name: "Intro",
                          dependencies: [.product(name: "Animatic", package: "Animatic")],
                          exclude: ["AppSources.txt"],
                          plugins: [.plugin(name: "AnimaticAdapterPlugin", package: "Animatic")]),
    ]
)
