import Foundation
import Testing
import AnimaticClock
import AnimaticTimeline
@testable import AnimaticStage
@testable import AnimaticRuntime

/// An asset catalog image whose only file is a PDF (a vector asset: Apple, "Asset Catalog Format
/// Reference", Image Set Type) draws as a grey placeholder of the PDF page's size, with a note
/// naming the image, so the screen lays out as it would with the PDF (guipiccoli/AI_Alarm's
/// onboarding is all PDF assets).
@Suite(.serialized) struct InterfaceBuilderPDFAssetTests {
    let folders = TemporaryFolders(prefix: "animatic-ib-pdf")

    /// A folder with `name.storyboard` showing the image `Vector` and the asset catalog image set
    /// `Vector.imageset` holding `Vector.pdf` of `pdf`'s text. (Each test names its storyboard as
    /// no other does: the folders given to `Story.record` stay searched for the whole process.)
    func folder(_ name: String, pdf: String) throws -> URL {
        let image = """
            <imageView id="i" image="Vector" translatesAutoresizingMaskIntoConstraints="NO">
                <rect key="frame" x="0" y="0" width="1" height="1"/>
            </imageView>
            """
        let constraints = """
            <constraint firstItem="i" firstAttribute="centerX" secondItem="root" secondAttribute="centerX" id="p1"/>
            <constraint firstItem="i" firstAttribute="top" secondItem="root" secondAttribute="top" constant="100" id="p2"/>
            """
        let url = try folders.make([name + ".storyboard": InterfaceBuilderStageTests.storyboard(image, constraints: constraints)])
        let set = url.appendingPathComponent("Assets.xcassets/Vector.imageset")
        try FileManager.default.createDirectory(at: set, withIntermediateDirectories: true)
        try Data(#"{"images":[{"idiom":"universal","filename":"Vector.pdf"}],"info":{"version":1,"author":"xcode"}}"#.utf8)
            .write(to: set.appendingPathComponent("Contents.json"))
        try Data(pdf.utf8).write(to: set.appendingPathComponent("Vector.pdf"))
        return url
    }

    @Test func aPDFAssetIsAPlaceholderOfItsPageSizeWithANote() throws {
        let url = try folder("Pdf", pdf: "%PDF-1.7\n1 0 obj\n<< /Type /Page /MediaBox [ 0.000000 0.000000 11.500000 21.000000 ] >>\nendobj\n%%EOF\n")
        var frame: CGRect?
        var size: CGSize?
        var image: UIImage?
        let story = try Story.record(storyboard: "Pdf", device: .iPhoneSE3, resources: url) { stage in
            let view = stage.rootViewController?.view.subviews.first as? UIImageView
            stage.rootViewController?.view.layoutIfNeeded()
            frame = view?.frame
            size = view?.image?.size
            image = view?.image
        }
        // The page's 11.5 × 21 pt is the image view's intrinsic size, centred in 375 pt.
        #expect(size == CGSize(width: 11.5, height: 21))
        #expect(frame == CGRect(x: 181.75, y: 100, width: 11.5, height: 21))
        #expect(story.notes.map(\.text) == [
            "Vector.pdf is a PDF asset, which Animatic cannot draw: a grey placeholder of its page size (11.5 × 21 pt) shows instead",
        ])
        #expect(story.notes.first?.call == "UIImage(named: \"Vector\")")
        // Drawn as an SVG image: the dashed outline of the page.
        #expect(image?.mimeType == "image/svg+xml")
        let text = String(decoding: image?.data ?? [], as: UTF8.self)
        #expect(text.contains(#"width="11.5" height="21""#))
    }

    @Test func aPDFWithoutAReadablePageSizeFailsNamingTheImage() throws {
        let url = try folder("PdfUnreadable", pdf: "%PDF-1.7\n% a compressed object stream, no MediaBox in plain text\n%%EOF\n")
        #expect {
            _ = try Story.record(storyboard: "PdfUnreadable", device: .iPhoneSE3, resources: url)
        } throws: { error in
            let texts = ((error as? StoryError)?.problems ?? []).map { "\($0)" }
            return texts.count == 1 && texts[0].contains("PdfUnreadable.storyboard:10: <imageView>: the image \"Vector\"")
                && texts[0].contains("nor a PDF whose page size can be read")
        }
    }

    @Test func pageSizesAreReadFromTheFirstMediaBox() {
        #expect(UIImage.pdfPageSize(Array("<< /MediaBox [0 0 375 472.173828] >>".utf8)) == CGSize(width: 375, height: 472.173828))
        #expect(UIImage.pdfPageSize(Array("/MediaBox [ 10 20 110 70 ] /MediaBox [0 0 1 1]".utf8)) == CGSize(width: 100, height: 50))
        #expect(UIImage.pdfPageSize(Array("/MediaBox [0 0 0 10]".utf8)) == nil)      // empty page
        #expect(UIImage.pdfPageSize(Array("/MediaBox [0 0 10]".utf8)) == nil)        // three numbers
        #expect(UIImage.pdfPageSize(Array("no box".utf8)) == nil)
    }
}
