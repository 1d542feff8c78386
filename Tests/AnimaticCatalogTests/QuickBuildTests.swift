@testable import AnimaticCatalog
import Foundation
import Testing

/// The quick rebuild of `serve --watch`: SwiftPM's plan made runnable by `swift-build-tool`, when
/// it may run, the compiler's messages out of its output, and SwiftPM's lock.
@Suite struct QuickBuildTests {
    /// A plan shaped as SwiftPM 6 writes it (cut down): a source list written by SwiftPM's own
    /// tool, a compile, a C file, and the product's link.
    static let plan = """
        client:
          name: basic
          file-system: device-agnostic
        tools: {}
        targets:
          "main": ["<app-x86_64-unknown-linux-gnu-debug.exe>"]
          "app-x86_64-unknown-linux-gnu-debug.exe": ["<app-x86_64-unknown-linux-gnu-debug.exe>"]
        default: "main"
        nodes:
          "/pkg/Sources/App/":
            is-directory-structure: true
            content-exclusion-patterns: [".git",".build"]
        commands:
          "/pkg/.build/debug/App.build/sources":
            tool: write-auxiliary-file
            inputs: ["<sources-file-list>","/pkg/Sources/App/main.swift"]
            outputs: ["/pkg/.build/debug/App.build/sources"]
            always-out-of-date: "true"
            description: "Write auxiliary file /pkg/.build/debug/App.build/sources"

          "C.App-x86_64-unknown-linux-gnu-debug.module":
            tool: shell
            inputs: ["/pkg/Sources/App/main.swift","/pkg/Sources/App/Story.swift","<swift-get-version>"]
            outputs: ["/pkg/.build/debug/App.build/main.swift.o"]
            description: "Compiling Swift Module 'App' (2 sources)"
            args: ["/opt/swift/usr/bin/swiftc","-module-name","App"]

          "/pkg/.build/debug/CLib.build/lib.c.o":
            tool: clang
            inputs: ["/pkg/Sources/CLib/lib.c"]
            outputs: ["/pkg/.build/debug/CLib.build/lib.c.o"]
            args: ["/opt/swift/usr/bin/clang","-c"]
            deps: "/pkg/.build/debug/CLib.build/lib.c.d"

          "C.app-x86_64-unknown-linux-gnu-debug.exe":
            tool: shell
            inputs: ["/pkg/.build/debug/App.build/main.swift.o"]
            outputs: ["/pkg/.build/debug/app"]
            description: "Linking ./.build/debug/app"
            args: ["/opt/swift/usr/bin/swiftc","-o","/pkg/.build/debug/app","-emit-executable"]

        """

    @Test func thePlanGetsTheBuildToolsClientNoOpsForSwiftPMsToolsAndLLDForTheLink() throws {
        let converted = try #require(QuickBuild.convert(Self.plan, target: "app-x86_64-unknown-linux-gnu-debug.exe", lld: true))
        let lines = converted.manifest.split(separator: "\n", omittingEmptySubsequences: false)
        #expect(lines[0...2] == ["client:", "  name: swift-build", "  file-system: device-agnostic"])
        #expect(converted.manifest.contains("""
              "/pkg/.build/debug/App.build/sources":
                tool: phony
                inputs: ["<sources-file-list>","/pkg/Sources/App/main.swift"]
                outputs: ["/pkg/.build/debug/App.build/sources"]
                description: "Write auxiliary file /pkg/.build/debug/App.build/sources"

              "C.App-x86_64-unknown-linux-gnu-debug.module":
            """))
        #expect(converted.manifest.contains("""
                args: ["/opt/swift/usr/bin/swiftc","-use-ld=lld","-o","/pkg/.build/debug/app","-emit-executable"]
            """))
        // Only the product's link changes linker; the compile keeps its arguments.
        #expect(converted.manifest.contains("""
                args: ["/opt/swift/usr/bin/swiftc","-module-name","App"]
            """))
        #expect(converted.manifest.contains("    deps: \"/pkg/.build/debug/CLib.build/lib.c.d\""))
        #expect(lines.count == Self.plan.split(separator: "\n", omittingEmptySubsequences: false).count - 1,
                "one line less: always-out-of-date of the no-op")
        // What the compile, C and link commands read (not SwiftPM's own tools' inputs).
        #expect(converted.inputs == ["/pkg/Sources/App/main.swift", "/pkg/Sources/App/Story.swift", "/pkg/Sources/CLib/lib.c",
                                     "/pkg/.build/debug/App.build/main.swift.o"])

        let gold = try #require(QuickBuild.convert(Self.plan, target: "app-x86_64-unknown-linux-gnu-debug.exe", lld: false))
        #expect(!gold.manifest.contains("-use-ld=lld"))
    }

    @Test func aPlanOfAnotherShapeIsNotRun() {
        let target = "app-x86_64-unknown-linux-gnu-debug.exe"
        // Another product, another client, a tool neither llbuild nor this knows.
        #expect(QuickBuild.convert(Self.plan, target: "other-x86_64-unknown-linux-gnu-debug.exe", lld: true) == nil)
        #expect(QuickBuild.convert(Self.plan.replacingOccurrences(of: "name: basic", with: "name: other"), target: target, lld: true) == nil)
        #expect(QuickBuild.convert(Self.plan.replacingOccurrences(of: "tool: clang", with: "tool: new-swiftpm-tool"), target: target, lld: true) == nil)
        #expect(QuickBuild.convert("", target: target, lld: true) == nil)
    }

    @Test func onlyEditsOfFilesThePlanReadsAreQuickAndNotAfterTheManifestChanged() throws {
        let fm = FileManager.default
        let package = fm.temporaryDirectory.appendingPathComponent("animatic-quick-\(UUID().uuidString)", isDirectory: true)
        defer { try? fm.removeItem(at: package) }
        let bin = package.appendingPathComponent(".build/x86_64-unknown-linux-gnu/debug", isDirectory: true)
        try fm.createDirectory(at: bin, withIntermediateDirectories: true)
        try fm.createDirectory(at: package.appendingPathComponent("Sources/App"), withIntermediateDirectories: true)
        let old = Date(timeIntervalSinceNow: -60)
        try "// swift-tools-version: 6.1\n".write(to: package.appendingPathComponent("Package.swift"), atomically: true, encoding: .utf8)
        try fm.setAttributes([.modificationDate: old], ofItemAtPath: package.appendingPathComponent("Package.swift").path)
        let main = package.appendingPathComponent("Sources/App/main.swift")
        try "print(1)\n".write(to: main, atomically: true, encoding: .utf8)
        try Self.plan.replacingOccurrences(of: "/pkg/", with: package.path + "/")
            .write(to: package.appendingPathComponent(".build/debug.yaml"), atomically: true, encoding: .utf8)

        let quick = try #require(QuickBuild(package: package, product: "app", binFolder: bin, tool: URL(fileURLWithPath: "/bin/true")))
        #expect(quick.scratch.path == package.appendingPathComponent(".build").path)
        #expect(quick.target == "app-x86_64-unknown-linux-gnu-debug.exe")
        // Never linked (the first swift build failed): SwiftPM's steps never wrote the link's
        // file list, so every quick build would fail; swift build it is.
        #expect(!quick.covers([main.path]))
        #expect(fm.createFile(atPath: bin.appendingPathComponent("app").path, contents: Data("#!/bin/sh\n".utf8),
                              attributes: [.posixPermissions: 0o755]))
        #expect(quick.covers([main.path]))
        #expect(fm.fileExists(atPath: quick.ownManifest.path))
        // Nothing, a file the plan does not read, one it reads that is gone, a new one.
        #expect(!quick.covers([]))
        #expect(!quick.covers([main.path, package.appendingPathComponent("Sources/App/New.swift").path]))
        #expect(!quick.covers([package.appendingPathComponent("Sources/App/Story.swift").path]))
        // The manifest changed after the plan: swift build plans again.
        try fm.setAttributes([.modificationDate: Date(timeIntervalSinceNow: 60)], ofItemAtPath: package.appendingPathComponent("Package.swift").path)
        #expect(!quick.covers([main.path]))

        #expect(QuickBuild(package: package, product: "app", binFolder: package.appendingPathComponent(".build/x86_64-unknown-linux-gnu/release"),
                           tool: URL(fileURLWithPath: "/bin/true")) == nil, "only the debug plan")
        #expect(QuickBuild(package: package, product: "app", binFolder: bin, tool: nil) == nil)
    }

    @Test func theCompilersParseableMessagesBecomeItsText() {
        let error = #"{"kind":"finished","name":"compile","exit-status":1,"output":"\/pkg\/Sources\/App\/main.swift:3:5: error: cannot find 'x' in scope\n"}"#
        let skipped = #"{"kind":"skipped","name":"compile","inputs":["\/pkg\/a.swift"]}"#
        let output = "Compiling Swift Module 'App' (2 sources)\n\(error.utf8.count)\n\(error)\n\(skipped.utf8.count)\n\(skipped)\n"
            + "error: emit-module command failed with exit code 1 (use -v to see invocation)\n"
        #expect(QuickBuild.readable(output) == """
            Compiling Swift Module 'App' (2 sources)
            /pkg/Sources/App/main.swift:3:5: error: cannot find 'x' in scope
            error: emit-module command failed with exit code 1 (use -v to see invocation)

            """)
        #expect(BuildProblem.summary(of: QuickBuild.readable(output), package: URL(fileURLWithPath: "/pkg"))
                == "Sources/App/main.swift:3:5: error: cannot find 'x' in scope")
        // A number that is not followed by a message stays as it is.
        #expect(QuickBuild.readable("12\nnot json\n") == "12\nnot json\n")
    }

    @Test func onlyAnErrorInASourceFileKeepsAFailedQuickBuild() {
        #expect(BuildProblem.hasSourceError("/pkg/Sources/App/main.swift:3:5: error: cannot find 'x' in scope\n"))
        #expect(BuildProblem.hasSourceError("Compiling\nSources/App/main.swift:12:1: error: expected expression\n"))
        // What a quick build of a plan that never linked says, and the driver's own errors.
        #expect(!BuildProblem.hasSourceError(
            "<unknown>:0: error: error opening input file '/pkg/.build/x86_64-unknown-linux-gnu/debug/app.product/Objects.LinkFileList' (No such file or directory)\n"))
        #expect(!BuildProblem.hasSourceError("error: link command failed with exit code 1 (use -v to see invocation)\n"))
        #expect(!BuildProblem.hasSourceError("ld.lld: error: undefined symbol: main\n"))
        #expect(!BuildProblem.hasSourceError("/pkg/Sources/App/main.swift:x:5: error: odd\n"))
        #expect(!BuildProblem.hasSourceError(""))
    }

    @Test func theLockIsSwiftPMsFileInTheTemporaryFolderAndExcludesASecondHolder() throws {
        let scratch = URL(fileURLWithPath: "/animatic-no-such-folder/my:pkg/.build", isDirectory: true)
        #expect(ScratchLock.file(for: scratch) == FileManager.default.temporaryDirectory
            .appendingPathComponent("_animatic-no-such-folder_my_pkg_.build.lock"))
        let own = FileManager.default.temporaryDirectory.appendingPathComponent("animatic-lock-\(UUID().uuidString)", isDirectory: true)
        defer { try? FileManager.default.removeItem(at: ScratchLock.file(for: own)) }
        let first = try #require(ScratchLock(scratch: own))
        #expect(ScratchLock(scratch: own) == nil, "held")
        first.unlock()
        let again = try #require(ScratchLock(scratch: own))
        again.unlock()
    }

    @Test func changesAreModifiedAddedAndRemovedFiles() {
        let a = Watcher.Stamp(modified: Date(timeIntervalSince1970: 1), size: 1)
        let b = Watcher.Stamp(modified: Date(timeIntervalSince1970: 2), size: 1)
        #expect(Watcher.changes(from: ["/a": a, "/b": a, "/c": a], to: ["/a": a, "/b": b, "/d": a]) == ["/b", "/c", "/d"])
        #expect(Watcher.changes(from: ["/a": a], to: ["/a": a]).isEmpty)
    }
}
