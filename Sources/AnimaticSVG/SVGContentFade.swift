import AnimaticClock
import AnimaticExport
import AnimaticTimeline

extension SVGDocumentWriter {
    /// The content of a view with a cross-dissolve (``ContentChange/fades``): every version in
    /// its own group inside one isolated group (`isolation: isolate`), each group's `opacity`
    /// its share of the picture (``TimelineView/contentWeights(at:)``) and its
    /// `mix-blend-mode: plus-lighter`, so that the groups ADD: the isolated group holds
    /// `Σ shareᵢ · versionᵢ` (premultiplied), which is Core Animation's `old·(1 − p) + new·p`,
    /// and is then drawn over what lies below as one picture. Drawing the new version at
    /// opacity p over the old at 1 − p would not be: where both are opaque it shows
    /// `new·p + old·(1 − p)·(1 − p) + below·(1 − p)·p`. Measured in Chromium, Firefox ESR and
    /// WebKitGTK: a red half and a blue half give (128, 0, 128) in each, the formula's value.
    ///
    /// Each version's group is hidden (`visibility`) before its change and once its share has
    /// gone to 0. A frame draws the versions with a share at its time the same way (one
    /// version alone is drawn as without fades).
    mutating func writeFadingContent(_ v: Int, _ record: TimelineView) throws {
        let versions = record.contentVersions
        guard animates else {
            let mix = record.contentMix(at: baseTime)
            if mix.count == 1 { return try writeDrawing(v, mix[0].content) }
            try startIsolatedGroup()
            for share in mix {
                text.clear()
                try numberAttribute("opacity", share.weight, lengthPlaces)
                text.attribute("style", "mix-blend-mode:plus-lighter")
                try stream.start("g", trusted: text)
                try writeDrawing(v, share.content)
                try stream.end()
            }
            return try stream.end()
        }
        try startIsolatedGroup()
        for (i, content) in versions.enumerated() {
            let pieces = record.contentShareSegments(version: i)
            let start = i == 0 ? Int64(0) : record.contentChanges[i - 1].time.ticks
            // Shown from its change until its share is 0 (if ever).
            var hiddenFrom: Int64?
            if let last = pieces.last, last.to == 0 { hiddenFrom = (last.start + last.duration).ticks }
            text.clear()
            if i > 0 { text.attribute("visibility", "hidden") }
            try numberAttribute("opacity", i == 0 ? 1 : 0, lengthPlaces)
            text.attribute("style", "mix-blend-mode:plus-lighter")
            try stream.start("g", trusted: text)
            var times: [Double] = [0], hidden: [Bool] = [i > 0]
            if i > 0 { times.append(Double(start)); hidden.append(false) }
            if let hiddenFrom { times.append(Double(hiddenFrom)); hidden.append(true) }
            try writeVisibility(times: times, hidden: hidden)
            contentTrack.build(initial: i == 0 ? 1 : 0,
                               pieces: pieces.map { ($0.start.ticks, $0.duration.ticks, $0.curve, $0.from, $0.to) },
                               storyTicks: storyTicks)
            let places = lengthPlaces
            try writeAnimation("opacity", .content) { f, k, t in t.number(f.value(k, 0), places) }
            try writeDrawing(v, content)
            try stream.end()
        }
        try stream.end()
    }

    /// `<g style="isolation:isolate">`: a group whose children blend with each other only.
    private mutating func startIsolatedGroup() throws {
        text.clear()
        text.attribute("style", "isolation:isolate")
        try stream.start("g", trusted: text)
    }
}
