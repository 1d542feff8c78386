/// What stops an Interface Builder file from being recorded: malformed XML, an element Animatic
/// cannot draw, a class or image that cannot be found. It names the file, the line of the
/// element's start tag (libxml2's) and the element, so that the message points at the XML.
package struct InterfaceBuilderError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The file's path (or name) as it was given.
    package var file: String
    /// The 1-based line of the element's start tag; 0 when the problem has no line.
    package var line: Int
    /// The element's name (`pageControl`), when the problem is one element's.
    package var element: String?
    /// What is wrong, in a sentence.
    package var problem: String

    package init(file: String, line: Int, element: String?, problem: String) {
        self.file = file
        self.line = line
        self.element = element
        self.problem = problem
    }

    package var description: String {
        let place = line > 0 ? "\(file):\(line)" : file
        if let element { return "\(place): <\(element)>: \(problem)" }
        return "\(place): \(problem)"
    }
}
