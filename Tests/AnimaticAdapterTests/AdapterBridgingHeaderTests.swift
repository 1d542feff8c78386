import AnimaticAdapter
import Foundation
import Testing

/// An Xcode target's bridging header makes the modules it imports visible to every Swift file of
/// the target: the adapter reads them (``BridgingHeader``) and gives each file Animatic's import
/// when one is a module Animatic stands for, on a line before the `#sourceLocation`.
@Suite struct AdapterBridgingHeaderTests {
    @Test func xcodesNamesAreBridgingHeaders() {
        #expect(BridgingHeader.isBridgingHeaderName("Kiosk-Bridging-Header.h"))
        #expect(BridgingHeader.isBridgingHeaderName("BridgingHeader.h"))
        #expect(BridgingHeader.isBridgingHeaderName("PodsBridgingHeader.h"))
        #expect(BridgingHeader.isBridgingHeaderName("My_App_Bridging_Header.h"))
        #expect(BridgingHeader.isBridgingHeaderName("Example-bridging-header.H".lowercased()))
        #expect(!BridgingHeader.isBridgingHeaderName("UIView+Shake.h"))
        #expect(!BridgingHeader.isBridgingHeaderName("Bridging-Header.m"))
        #expect(!BridgingHeader.isBridgingHeaderName("BridgingHeaderHelpers.h"))
    }

    @Test func importsIncludesAndAtImportsNameTheirModule() {
        let header = """
            #import <UIKit/UIKit.h>
              #  include <QuartzCore/CAAnimation.h>
            @import CoreGraphics;
            @import UIKit.UIGestureRecognizerSubclass;
            #import <stdio.h>
            #import "Other.h"
            #include "Sub/Deeper.h"
            #define IMPORTANT 1

            """
        let found = BridgingHeader.imports(of: header)
        #expect(found.modules == ["UIKit", "QuartzCore", "CoreGraphics"])
        #expect(found.quoted == ["Other.h", "Sub/Deeper.h"])
    }

    @Test func commentedImportsAreNotRead() {
        let header = """
            //#import <Artsy_UILabels/ARLabelSubclasses.h>
            /* #import <Crashlytics/Crashlytics.h>
               #import <Fabric/Fabric.h> */ #import <Foundation/Foundation.h>
            #import <SnapKit/SnapKit.h> // #import <UIKit/UIKit.h>

            """
        #expect(BridgingHeader.imports(of: header).modules == ["Foundation", "SnapKit"])
    }

    @Test func quotedHeadersAreFollowedBesideTheirIncluderOnceEach() {
        let files = [
            "/app/Support/App-Bridging-Header.h": "#import \"Pods.h\"\n#import \"Missing.h\"\n#import \"../Shared/Shared.h\"\n",
            "/app/Support/Pods.h": "#import <SDWebImage/UIImageView+WebCache.h>\n#import \"App-Bridging-Header.h\"\n",
            "/app/Support/../Shared/Shared.h": "@import UIKit;\n",
        ]
        var reads: [String] = []
        let modules = BridgingHeader.modules(headers: ["/app/Support/App-Bridging-Header.h"]) { path in
            reads.append(path)
            return files[path]
        }
        #expect(modules == ["SDWebImage", "UIKit"])
        // The cycle back to the bridging header is not read again; a header not found is skipped.
        #expect(reads.sorted() == ["/app/Support/../Shared/Shared.h", "/app/Support/App-Bridging-Header.h",
                                   "/app/Support/Missing.h", "/app/Support/Pods.h"])
    }

    @Test func aFileGetsAnimaticsImportBeforeItsSourceLocationWhenTheHeaderImportsUIKit() {
        let source = "extension NSNumber {\n    var cents: Int { intValue }\n}\n"
        let bridged = SourceAdapter(index: AppIndex(), bridgedModules: ["UIKit", "SDWebImage"])
        #expect(bridged.adaptedFile(source: source, path: "/app/Money.swift")
            == "import Animatic; import Foundation\n#sourceLocation(file: \"/app/Money.swift\", line: 1)\n" + source)
    }

    @Test func withoutAModuleAnimaticStandsForNothingIsAdded() {
        let source = "import UIKit\nlet a = 1\n"
        for modules: Set<String> in [[], ["SDWebImage", "Stripe"]] {
            #expect(SourceAdapter(index: AppIndex(), bridgedModules: modules).adaptedFile(source: source, path: "/app/A.swift")
                == "#sourceLocation(file: \"/app/A.swift\", line: 1)\nimport Animatic; import Foundation\nlet a = 1\n")
        }
    }

    /// The real `swiftc` reports an error of a bridged file on the original's line: the import
    /// line before the `#sourceLocation` moves nothing.
    @Test func anErrorInABridgedFileIsOnTheOriginalsLine() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("adapter-bridging-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let original = folder.appendingPathComponent("App/Money.swift").path
        let source = "struct Money {\n    var cents = 0\n    let wrong: Int = \"five\"\n}\n"
        let copy = folder.appendingPathComponent("Money.swift")
        // A module named Animatic is not there for this swiftc: the bridged import names one that is.
        let adapted = SourceAdapter(index: AppIndex(), bridgedModules: ["UIKit"]).adaptedFile(source: source, path: original)
            .replacingOccurrences(of: "import Animatic; ", with: "")
        try adapted.write(to: copy, atomically: true, encoding: .utf8)
        let (status, output) = try AdapterLocationTests.runSwiftc(["-typecheck", copy.path])
        #expect(status != 0)
        let errorLines = output.split(separator: "\n").filter { $0.contains(": error:") }
        #expect(errorLines.count == 1, "\(output)")
        #expect(errorLines.first?.hasPrefix("\(original):3:") == true, "\(output)")
    }
}
