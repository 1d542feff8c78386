import Animatic
@testable import AnimaticCatalog
import AnimaticReview
import Foundation
import Testing
#if canImport(Glibc)
import Glibc
#endif

/// The pieces of issue 34's server and command fixes, one by one.
@Suite struct HardeningTests {
    @Test func onlyRegularFilesInsideTheFolderAreServed() throws {
        let fm = FileManager.default
        let folder = fm.temporaryDirectory.appendingPathComponent("animatic-served-\(UUID().uuidString)", isDirectory: true)
        defer { try? fm.removeItem(at: folder) }
        try fm.createDirectory(at: folder, withIntermediateDirectories: true)
        try "<p>page</p>".write(to: folder.appendingPathComponent("page.html"), atomically: true, encoding: .utf8)
        try fm.createSymbolicLink(atPath: folder.appendingPathComponent("passwd.html").path, withDestinationPath: "/etc/passwd")
        try fm.createSymbolicLink(atPath: folder.appendingPathComponent("same.html").path, withDestinationPath: "page.html")
        try fm.createDirectory(at: folder.appendingPathComponent("sub.html"), withIntermediateDirectories: false)
        #expect(mkfifo(folder.appendingPathComponent("fifo.html").path, 0o644) == 0)
        #expect(SiteFiles.regularFile(named: "page.html", in: folder) == Array("<p>page</p>".utf8))
        #expect(SiteFiles.regularFile(named: "passwd.html", in: folder) == nil)
        #expect(SiteFiles.regularFile(named: "same.html", in: folder) == nil, "a link, even to a file of the folder")
        #expect(SiteFiles.regularFile(named: "sub.html", in: folder) == nil)
        #expect(SiteFiles.regularFile(named: "fifo.html", in: folder) == nil, "a FIFO is neither read nor waited on")
        #expect(SiteFiles.regularFile(named: "missing.html", in: folder) == nil)
    }

    @Test func aDeadServersSitesFolderIsRemovedByTheNextRun() throws {
        let fm = FileManager.default
        let parent = fm.temporaryDirectory.appendingPathComponent("animatic-tmp-\(UUID().uuidString)", isDirectory: true)
        defer { try? fm.removeItem(at: parent) }
        try fm.createDirectory(at: parent, withIntermediateDirectories: true)
        // A process that has ended: its pid no longer runs.
        let ended = Process()
        ended.executableURL = URL(fileURLWithPath: "/bin/true")
        try ended.run()
        ended.waitUntilExit()
        let deadPid = ended.processIdentifier
        let dead = parent.appendingPathComponent("\(TemporaryNames.prefix)\(TemporaryNames.machine)-\(deadPid)-1", isDirectory: true)
        try fm.createDirectory(at: dead.appendingPathComponent("3"), withIntermediateDirectories: true)
        try "x".write(to: dead.appendingPathComponent("3/index.html"), atomically: true, encoding: .utf8)
        // A live process's folder (this one's parent, pid 1 of the namespace or not) stays, and so does another name.
        let live = parent.appendingPathComponent("\(TemporaryNames.prefix)\(TemporaryNames.machine)-\(getppid())-1", isDirectory: true)
        try fm.createDirectory(at: live, withIntermediateDirectories: true)
        let other = parent.appendingPathComponent("animatic-serve-\(deadPid)-x", isDirectory: true)
        try fm.createDirectory(at: other, withIntermediateDirectories: true)

        let made = try ServeCommand.makeSitesFolder(in: parent)
        #expect(!fm.fileExists(atPath: dead.path))
        #expect(fm.fileExists(atPath: live.path))
        #expect(fm.fileExists(atPath: other.path))
        #expect(made.deletingLastPathComponent().standardizedFileURL == parent.standardizedFileURL)
        #expect(TemporaryNames.writer(of: made.lastPathComponent) == getpid())
        let attributes = try fm.attributesOfItem(atPath: made.path)
        #expect((attributes[.posixPermissions] as? Int) == 0o700)
    }

    @Test func argumentsThatAreNotUTF8AreFoundAndShownByteForByte() {
        func check(_ arguments: [[UInt8]]) -> (index: Int, shown: String)? {
            let pointers = arguments.map { bytes -> UnsafeMutablePointer<CChar>? in
                let p = UnsafeMutablePointer<CChar>.allocate(capacity: bytes.count + 1)
                for (i, b) in bytes.enumerated() { p[i] = CChar(bitPattern: b) }
                p[bytes.count] = 0
                return p
            }
            defer { for p in pointers { p?.deallocate() } }
            var argv = pointers
            return argv.withUnsafeMutableBufferPointer { CatalogCommandLine.notUTF8($0.baseAddress!, count: $0.count) }
        }
        #expect(check([Array("animatic".utf8), Array("export".utf8), Array("caf\u{E9}.svg".utf8)]) == nil)
        let found = check([Array("animatic".utf8), Array("export".utf8), Array("-o".utf8), [0xFF] + Array(".svg".utf8)])
        #expect(found?.index == 3)
        #expect(found?.shown == "\\xFF.svg")
        // A good two-byte letter kept, a lone continuation byte and a cut sequence escaped.
        #expect(check([Array("animatic".utf8), [0x61, 0xC3, 0xA9, 0x80, 0xE2, 0x82, 0x2E]])?.shown == "a\u{E9}\\x80\\xE2\\x82.")
        // The program's own name is not an argument.
        #expect(check([[0xFF]]) == nil)
    }
}
