import AnimaticAdapter
import Foundation
import Testing

/// The app's `#if` conditions read as on an iOS device, whatever the stage runs on: `os(iOS)` and
/// `canImport(UIKit)` true, `os(Linux)`, `os(macOS)`, `targetEnvironment(simulator)` and
/// `canImport(AppKit)` false (ReactorKit's `View` protocol is under `#if !os(Linux)`).
@Suite struct AdapterPlatformConditionTests {
    @Test func linuxAndOtherSystemsReadFalseAndTheirNegationsTrue() {
        #expect(adapt("""
            #if !os(Linux)
            #if os(iOS) || os(tvOS)
            #elseif os(macOS) || os(OSX) || os(watchOS) || targetEnvironment(simulator)
            #endif
            #if os(Linux) && !targetEnvironment(macCatalyst)
            #elseif canImport(AppKit) || !canImport(Cocoa) || !os(iOS)
            #endif
            #endif

            """) == """
            #if canImport(Animatic)
            #if canImport(Animatic) || !canImport(Animatic)
            #elseif !canImport(Animatic) || !canImport(Animatic) || !canImport(Animatic) || !canImport(Animatic)
            #endif
            #if !canImport(Animatic) && canImport(Animatic)
            #elseif !canImport(Animatic) || canImport(Animatic) || !canImport(Animatic)
            #endif
            #endif

            """)
    }

    @Test func conditionsAnIOSDeviceDoesNotDecideAreLeftAlone() {
        let source = """
            #if swift(>=5.0) && DEBUG || canImport(Kingfisher) || arch(arm64) || targetEnvironment(UIKitForMac)
            #elseif compiler(>=5.9) || !COCOAPODS || os
            #endif

            """
        #expect(adapt(source) == source)
    }

    @Test func theReadingIsTheDevicesForEveryName() {
        #expect(iOSDeviceReading("os", "iOS") == true)
        #expect(iOSDeviceReading("os", "Linux") == false)
        #expect(iOSDeviceReading("os", "Windows") == false)
        #expect(iOSDeviceReading("canImport", "RxSwift") == true)
        #expect(iOSDeviceReading("canImport", "AppKit") == false)
        #expect(iOSDeviceReading("canImport", "Glibc") == nil)
        #expect(iOSDeviceReading("targetEnvironment", "simulator") == false)
        #expect(iOSDeviceReading("arch", "arm64") == nil)
    }

    /// The real compiler: ReactorKit's shape (a protocol under `#if !os(Linux)`, a controller
    /// conforming to it) fails unadapted on Linux and type-checks adapted, where `canImport(Animatic)`
    /// is true (a stand-in module named Animatic is built).
    @Test func aProtocolUnderNotLinuxIsThereForTheApp() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("adapter-os-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let stand = folder.appendingPathComponent("Animatic.swift")
        try "open class UIViewController { public init() {} }\n".write(to: stand, atomically: true, encoding: .utf8)
        let emit = try AdapterLocationTests.runSwiftc(["-emit-module", "-parse-as-library", "-module-name", "Animatic",
                                                       "-o", folder.appendingPathComponent("Animatic.swiftmodule").path, stand.path])
        #expect(emit.status == 0, "\(emit.output)")
        let source = """
            import Animatic
            #if !os(Linux)
            public protocol View: AnyObject { func bind() }
            #endif
            final class TaskListViewController: UIViewController, View {
                func bind() {}
            }

            """
        let file = folder.appendingPathComponent("App.swift")
        try source.write(to: file, atomically: true, encoding: .utf8)
        #if os(Linux)
        let before = try AdapterLocationTests.runSwiftc(["-typecheck", "-I", folder.path, file.path])
        #expect(before.output.contains("cannot find type 'View' in scope"), "\(before.output)")
        #endif
        try adapt(source).write(to: file, atomically: true, encoding: .utf8)
        let after = try AdapterLocationTests.runSwiftc(["-typecheck", "-I", folder.path, file.path])
        #expect(after.status == 0, "\(after.output)")
    }
}
