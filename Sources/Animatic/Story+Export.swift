extension Story {
    /// What an exporter (``StoryExporter``) reads of this story: its timeline, its stage size,
    /// its background and its full length.
    ///
    /// ```swift
    /// let exporter: any StoryExporter = SVGExporter()
    /// let bytes = try exporter.document(of: story.exportSource, loop: true)
    /// ```
    public var exportSource: ExportSource {
        ExportSource(timeline: timeline, size: size, background: backgroundColor, duration: end)
    }

    /// The export options for this story: its background and its full length.
    func exportOptions(loop: Bool) -> SVGExport.Options {
        SVGExporter().options(for: exportSource, loop: loop)
    }

    /// The story as one animated SVG document (SMIL) that plays it in any browser.
    ///
    /// ```swift
    /// let svg = try story.svg()              // plays once and holds the last frame
    /// let loop = try story.svg(loop: true)   // repeats the whole story forever
    /// ```
    ///
    /// The element whose `id` is a view's `accessibilityIdentifier` has the view's bounds
    /// space as its user space, at every instant (see ``SVGExport``). Same story, same bytes.
    ///
    /// - Throws: ``SVGExportError`` when the story cannot be written (for example a stage
    ///   size that is not a positive finite number).
    /// - Complexity: O(n log n) for n segments.
    public func svg(loop: Bool = false) throws -> String {
        try SVGExport.document(timeline: timeline, size: size, options: exportOptions(loop: loop))
    }

    /// A still SVG (no animation) showing the story at `seconds`, for rasterisers and reviews.
    ///
    /// ```swift
    /// let first = try story.svg(at: 0)
    /// let last = try story.svg(at: story.duration)   // any later time shows the same
    /// try story.svg(at: -1)   // throws StoryTimeError.negative(what: "frame time", value: -1.0)
    /// ```
    ///
    /// Takes the times ``state(at:)`` takes: any finite time from zero on (`-0.0` is zero,
    /// a time past ``duration`` shows the end).
    ///
    /// - Throws: ``StoryTimeError/negative(what:value:)`` for a time below zero (even -1 ns),
    ///   ``StoryTimeError/notFinite(what:value:)`` for NaN and both infinities;
    ///   ``SVGExportError`` when the frame cannot be written.
    public func svg(at seconds: TimeInterval) throws -> String {
        try SVGExport.frame(timeline: timeline, size: size, at: StoryTime(instant: seconds, what: "frame time"),
                            options: exportOptions(loop: false))
    }

    /// Writes the animated SVG to `url`: to a temporary file in the same folder first, then
    /// renamed over `url`, so a failed write never leaves a partial file (an existing file
    /// stays as it was, and the error says why).
    ///
    /// ```swift
    /// let intro = try Story.record(size: CGSize(width: 400, height: 300)) { stage in /* … */ }
    /// try intro.write(to: URL(fileURLWithPath: "intro.svg"))                   // plays once
    /// try intro.write(to: URL(fileURLWithPath: "intro-loop.svg"), loop: true)  // loops forever
    /// ```
    ///
    /// A name ending in `.svgz` gets the same document compressed with gzip (what browsers
    /// and `rsvg-convert` open as an SVG; a fraction of the bytes for a web server that does
    /// not compress):
    ///
    /// ```swift
    /// try intro.write(to: URL(fileURLWithPath: "intro.svgz"))
    /// ```
    ///
    /// For a review page next to it, see `ReviewPage.writeSite` in `AnimaticReview`.
    ///
    /// - Throws: `SVGExportError/file(path:reason:)` naming the file and the reason (a
    ///   missing folder, no permission, a full disk), ``SVGExportError`` when the story cannot
    ///   be written as SVG.
    public func write(to url: URL, loop: Bool = false) throws {
        try SVGExport.write(timeline: timeline, size: size, options: exportOptions(loop: loop), to: url)
    }

    /// Writes a still SVG of the story at `seconds` to `url` (atomically, like ``write(to:loop:)``):
    /// no animation elements, for rasterisers, documents and thumbnails.
    ///
    /// ```swift
    /// try intro.writeFrame(at: 1.25, to: URL(fileURLWithPath: "intro-1.25.svg"))
    /// ```
    ///
    /// Takes the times ``svg(at:)`` takes: any finite time from zero on; a time past the end
    /// shows the last frame.
    ///
    /// - Throws: ``StoryTimeError/negative(what:value:)`` for a time below zero,
    ///   ``StoryTimeError/notFinite(what:value:)`` for NaN and both infinities (nothing is
    ///   written then), and the errors of ``write(to:loop:)``.
    public func writeFrame(at seconds: TimeInterval, to url: URL) throws {
        try SVGExport.writeFrame(timeline: timeline, size: size,
                                 at: StoryTime(instant: seconds, what: "frame time"),
                                 options: exportOptions(loop: false), to: url)
    }
}
