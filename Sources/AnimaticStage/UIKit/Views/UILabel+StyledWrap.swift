import Foundation

// Attributed text wraps as plain text does: UIKit lays a multi-line label's attributed string
// out in the width Auto Layout gives it (`preferredMaxLayoutWidth` 0, the iOS 8 behaviour), so a
// long `NSAttributedString` breaks into lines at word boundaries instead of running off the label.
extension UILabel {
    /// The width of a line of runs by Animatic's width estimate (each run's font, else the
    /// label's, plus its kerning per character).
    func styledWidth(of line: [StyledRun]) -> CGFloat {
        let f = font ?? .systemFont(ofSize: 17)
        return line.reduce(0) { sum, run in
            sum + (run.font ?? f).estimatedWidth(of: run.text) + CGFloat(run.kern ?? 0) * CGFloat(run.text.count)
        }
    }

    /// Each paragraph (a line of runs between `\n` breaks) wrapped greedily at spaces to `width`
    /// (a word wider than the line broken between characters), runs keeping their attributes,
    /// then cut to ``numberOfLines`` (0: all) with "…" ending the last line shown when the cut
    /// falls inside a paragraph and the line break mode truncates.
    func wrapStyled(_ paragraphs: [[StyledRun]], to width: CGFloat) -> [[StyledRun]] {
        var lines: [[StyledRun]] = [], continues: [Bool] = []
        for paragraph in paragraphs {
            let wrapped = wrapParagraph(paragraph, to: width)
            lines += wrapped
            continues += wrapped.indices.map { $0 < wrapped.count - 1 }
        }
        guard numberOfLines > 0 && lines.count > numberOfLines else { return lines }
        let cutInParagraph = continues[numberOfLines - 1]
        let next = lines[numberOfLines]
        lines = Array(lines.prefix(numberOfLines))
        switch lineBreakMode {
        case .byTruncatingTail, .byTruncatingHead, .byTruncatingMiddle:
            guard cutInParagraph else { break }
            // The last line shown goes on with the next line's text (the space the wrap took
            // back), then is cut to fit with its ellipsis.
            var space = next.first ?? StyledRun(text: "", font: nil, color: nil, kern: nil)
            space.text = " "
            var last = merged(lines[numberOfLines - 1], merged([space], next))
            let ellipsisRun = { (line: [StyledRun]) -> StyledRun in
                var run = line.last ?? StyledRun(text: "", font: nil, color: nil, kern: nil)
                run.text = "\u{2026}"
                return run
            }
            while let run = last.last, styledWidth(of: last + [ellipsisRun(last)]) > width {
                if run.text.count <= 1 { last.removeLast() } else { last[last.count - 1].text.removeLast() }
            }
            while let run = last.last, run.text.hasSuffix(" ") {
                if run.text.count <= 1 { last.removeLast() } else { last[last.count - 1].text.removeLast() }
            }
            let ellipsis = ellipsisRun(last)
            if var run = last.last, run.font == ellipsis.font, run.color == ellipsis.color, run.kern == ellipsis.kern {
                run.text += ellipsis.text
                last[last.count - 1] = run
            } else {
                last.append(ellipsis)
            }
            lines[numberOfLines - 1] = last
        case .byWordWrapping, .byCharWrapping, .byClipping:
            break
        }
        return lines
    }

    /// One paragraph's runs broken into lines no wider than `width` where it can be.
    private func wrapParagraph(_ paragraph: [StyledRun], to width: CGFloat) -> [[StyledRun]] {
        if paragraph.isEmpty || styledWidth(of: paragraph) <= width { return [paragraph] }
        // Words (runs of non-space characters, possibly across runs) and the spaces before them.
        var words: [(space: [StyledRun], word: [StyledRun])] = []
        var space: [StyledRun] = [], word: [StyledRun] = []
        func add(_ c: Character, _ run: StyledRun, to pieces: inout [StyledRun]) {
            if var last = pieces.last, last.font == run.font, last.color == run.color, last.kern == run.kern {
                last.text.append(c)
                pieces[pieces.count - 1] = last
            } else {
                var piece = run
                piece.text = String(c)
                pieces.append(piece)
            }
        }
        for run in paragraph {
            for c in run.text {
                if c == " " {
                    if !word.isEmpty { words.append((space, word)); space = []; word = [] }
                    add(c, run, to: &space)
                } else {
                    add(c, run, to: &word)
                }
            }
        }
        words.append((space, word))
        var lines: [[StyledRun]] = []
        var line: [StyledRun] = []
        for (gap, word) in words {
            let candidate = line.isEmpty ? word : merged(line, gap + word)
            if styledWidth(of: candidate) <= width {
                line = candidate
                continue
            }
            if !line.isEmpty { lines.append(line) }
            line = []
            // A word wider than the line is broken between characters.
            for run in word {
                for c in run.text {
                    var next = line
                    add(c, run, to: &next)
                    if !line.isEmpty && styledWidth(of: next) > width {
                        lines.append(line)
                        next = []
                        add(c, run, to: &next)
                    }
                    line = next
                }
            }
        }
        if !line.isEmpty { lines.append(line) }
        return lines
    }

    /// `head` followed by `tail`, the run where they meet joined when their attributes match.
    private func merged(_ head: [StyledRun], _ tail: [StyledRun]) -> [StyledRun] {
        guard var last = head.last, let first = tail.first,
              last.font == first.font, last.color == first.color, last.kern == first.kern else { return head + tail }
        last.text += first.text
        return head.dropLast() + [last] + tail.dropFirst()
    }
}
