import AnimaticRuntime
import AnimaticTimeline
import Foundation

// Asset catalogs hold vector images as PDF files (Apple, "Asset Catalog Format Reference",
// Image Set Type: an image's `filename` may name a PDF, drawn at the size of its page). Animatic
// cannot draw PDF, so such an image shows as a placeholder of the page's size, and the recording
// says so in its notes, naming the image: the layout stays right and nothing is dropped silently.
extension UIImage {
    /// The PDF file of the asset catalog image `name` in `roots` (`name.imageset/*.pdf`) when the
    /// set has no PNG, JPEG or SVG file; nil otherwise.
    static func pdfAsset(named name: String, in roots: [URL]) -> URL? {
        guard InterfaceBuilderFiles.image(named: name, in: roots) == nil,
              let set = InterfaceBuilderFiles.find([name + ".imageset"], in: roots),
              let files = try? FileManager.default.contentsOfDirectory(atPath: set.path),
              let pdf = files.filter({ ($0 as NSString).pathExtension.lowercased() == "pdf" }).sorted().first else { return nil }
        return set.appendingPathComponent(pdf)
    }

    /// A PDF page's size in points: its first `/MediaBox [x0 y0 x1 y1]`; nil when the file has
    /// none Animatic can read (a compressed object stream) or it is empty.
    static func pdfPageSize(_ bytes: [UInt8]) -> CGSize? {
        let text = String(decoding: bytes, as: Unicode.ASCII.self)
        guard let key = text.range(of: "/MediaBox"),
              let open = text[key.upperBound...].firstIndex(of: "["),
              let close = text[open...].firstIndex(of: "]") else { return nil }
        let numbers = text[text.index(after: open)..<close].split { $0 == " " || $0 == "\n" || $0 == "\r" || $0 == "\t" }
            .compactMap { Double($0) }
        guard numbers.count == 4 else { return nil }
        let width = numbers[2] - numbers[0], height = numbers[3] - numbers[1]
        guard width > 0, height > 0, width.isFinite, height.isFinite else { return nil }
        return CGSize(width: width, height: height)
    }

    /// The placeholder drawn for the PDF asset image `name` at `pdf`: a light grey rectangle of
    /// the page's size with a dashed outline and its diagonals (an SVG image, so image views lay
    /// it out and scale it as they would the PDF), with a note naming the image; nil (the caller
    /// reports it) when the page size cannot be read.
    static func pdfPlaceholder(named name: String, pdf: URL) -> UIImage? {
        guard let data = FileManager.default.contents(atPath: pdf.path),
              let size = pdfPageSize([UInt8](data)) else { return nil }
        let w = NumberText.fixed(Double(size.width), places: 3), h = NumberText.fixed(Double(size.height), places: 3)
        let svg = """
            <svg xmlns="http://www.w3.org/2000/svg" width="\(w)" height="\(h)" viewBox="0 0 \(w) \(h)">\
            <rect width="\(w)" height="\(h)" fill="#d1d1d6" fill-opacity="0.5" stroke="#8e8e93" stroke-width="1" stroke-dasharray="4 3"/>\
            <path d="M0 0L\(w) \(h)M\(w) 0L0 \(h)" stroke="#8e8e93" stroke-width="0.5"/></svg>
            """
        guard let image = UIImage(bytes: Array(svg.utf8), source: "the PDF asset \"\(name)\"") else { return nil }
        StoryNotes.noteToCurrent(
            call: "UIImage(named: \"\(name)\")",
            text: "\(pdf.lastPathComponent) is a PDF asset, which Animatic cannot draw: a grey placeholder of its page size (\(w) × \(h) pt) shows instead")
        return image
    }
}
