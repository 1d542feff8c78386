import AnimaticTimeline

/// Turns what users typed as `accessibilityIdentifier` into unique ids that are valid XML names
/// (NCNames), so that every format can use them as they are: element ids in SVG and HTML, keys
/// elsewhere.
///
/// - A view whose identifier already is a valid id (an XML NCName) keeps it exactly, so
///   `id="box"` finds the view named `box`; the first view with that identifier wins.
/// - Other characters are replaced by `_` (one per Unicode scalar); a name that cannot start
///   an id (a digit, `-`, `.`) gets a leading `_`.
/// - Views without an identifier, or with an empty one, are named `view-<index>`.
/// - A name already taken gets `-2`, `-3`, … (the first suffix not taken).
///
/// The result depends only on the identifiers and their order, never on hashing.
package enum ViewIdentifiers {
    /// One id per view, in view order.
    package static func assign(_ views: TimelineViews) -> [String] {
        var ids = [String?](repeating: nil, count: views.count)
        var taken = Set<String>()
        taken.reserveCapacity(views.count)
        // Pass 1: identifiers that are already valid ids claim themselves.
        // By index, reading each record's identifier in place: `for view in views` copied
        // every record (~500 instructions with its destroy) in each pass.
        for i in 0..<views.count {
            guard let raw = views[i].identifier, !raw.isEmpty, isNCName(raw) else { continue }
            if taken.insert(raw).inserted { ids[i] = raw }
        }
        // Generated names `view-<index>` differ from each other; they can meet another id only
        // if some claimed id or sanitised base starts with "view" (suffixes only lengthen a
        // base). Without such an id they skip the set: no hashing per unnamed view.
        var sanitized = [String?](repeating: nil, count: views.count)
        var generatedMayCollide = false
        for i in 0..<views.count {
            guard let raw = views[i].identifier, !raw.isEmpty else { continue }
            if ids[i] == nil { sanitized[i] = sanitize(raw) }
            if (sanitized[i] ?? raw).hasPrefix("view") { generatedMayCollide = true }
        }
        // Pass 2: everyone else, in view order.
        var nextSuffix: [String: Int] = [:]
        for i in 0..<views.count where ids[i] == nil {
            let base: String
            if let name = sanitized[i] {
                base = name
            } else {
                base = "view-\(i)"
                if !generatedMayCollide {
                    ids[i] = base
                    continue
                }
            }
            var candidate = base
            if taken.contains(candidate) {
                var n = nextSuffix[base] ?? 2
                repeat {
                    candidate = "\(base)-\(n)"
                    n += 1
                } while taken.contains(candidate)
                nextSuffix[base] = n
            }
            taken.insert(candidate)
            ids[i] = candidate
        }
        return ids.map { $0! }
    }

    /// One name per view for people to read (a review page's lanes), in view order: the view's
    /// ``TimelineView/displayName`` (its identifier as typed, or `#index`), and for a later view
    /// whose name is taken already the name followed by ` #2`, ` #3`, … (the first not taken),
    /// like the ids ``assign(_:)`` gives such views (`card`, `card-2`).
    ///
    /// ```swift
    /// ViewIdentifiers.names(timeline.views)   // ["card", "#1", "card #2"]
    /// ```
    package static func names(_ views: TimelineViews) -> [String] {
        var names = views.map(\.displayName)
        var taken = Set<String>()
        taken.reserveCapacity(views.count)
        var repeated: [Int] = []
        for (k, name) in names.enumerated() where !taken.insert(name).inserted { repeated.append(k) }
        guard !repeated.isEmpty else { return names }
        var nextSuffix: [String: Int] = [:]
        for k in repeated {
            let base = names[k]
            var n = nextSuffix[base] ?? 2
            var candidate = "\(base) #\(n)"
            while taken.contains(candidate) { n += 1; candidate = "\(base) #\(n)" }
            nextSuffix[base] = n + 1
            taken.insert(candidate)
            names[k] = candidate
        }
        return names
    }

    /// `raw` made into an NCName (non-empty `raw`).
    package static func sanitize(_ raw: String) -> String {
        var out = String.UnicodeScalarView()
        for scalar in raw.unicodeScalars {
            if out.isEmpty {
                if isNameStart(scalar) {
                    out.append(scalar)
                    continue
                }
                out.append("_")
                if isNameChar(scalar) { out.append(scalar) }
            } else {
                out.append(isNameChar(scalar) ? scalar : "_")
            }
        }
        return String(out)
    }

    /// Whether `text` is a non-empty XML 1.0 (fifth edition) name without colons.
    package static func isNCName(_ text: String) -> Bool {
        var first = true
        for scalar in text.unicodeScalars {
            if first {
                guard isNameStart(scalar) else { return false }
                first = false
            } else if !isNameChar(scalar) {
                return false
            }
        }
        return !first
    }

    /// NameStartChar of XML 1.0 fifth edition, without ':'.
    package static func isNameStart(_ s: Unicode.Scalar) -> Bool {
        switch s.value {
        case 0x41...0x5A, 0x5F, 0x61...0x7A, 0xC0...0xD6, 0xD8...0xF6, 0xF8...0x2FF,
             0x370...0x37D, 0x37F...0x1FFF, 0x200C...0x200D, 0x2070...0x218F, 0x2C00...0x2FEF,
             0x3001...0xD7FF, 0xF900...0xFDCF, 0xFDF0...0xFFFD, 0x10000...0xEFFFF:
            return true
        default:
            return false
        }
    }

    /// NameChar of XML 1.0 fifth edition, without ':'.
    package static func isNameChar(_ s: Unicode.Scalar) -> Bool {
        if isNameStart(s) { return true }
        switch s.value {
        case 0x2D, 0x2E, 0x30...0x39, 0xB7, 0x300...0x36F, 0x203F...0x2040: return true
        default: return false
        }
    }
}
