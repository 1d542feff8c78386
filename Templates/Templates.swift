import Foundation

/// The files in the top-level `Templates/` folder (the review page, its index, their style
/// and script), shipped as resources of this target.
public enum TemplateFiles {
    /// The text of the template file `name` (for example `"review.mustache"`).
    ///
    /// - Throws: ``TemplateFileError`` when the file is not in the bundle.
    public static func text(_ name: String) throws -> String {
        let url = URL(fileURLWithPath: name)
        guard let found = Bundle.module.url(forResource: url.deletingPathExtension().lastPathComponent,
                                            withExtension: url.pathExtension) else {
            throw TemplateFileError(name: name)
        }
        return try String(contentsOf: found, encoding: .utf8)
    }
}

/// A template file is missing from the installed resources.
public struct TemplateFileError: Error, CustomStringConvertible {
    public let name: String
    public var description: String {
        "the template \(name) is missing from Animatic's resources (Templates/); reinstall or rebuild the package"
    }
}
