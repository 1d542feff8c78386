import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import Testing

/// `serve` renders the sharing formats on demand (`/_animatic/share/<story>/<format>`), with the
/// bytes `export` writes, and refuses a bad format, time or rate with a 4xx and its reason.
@Suite struct ShareServeTests {
    static let pngSignature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]

    func fetchWithHeaders(_ url: String) async throws -> (Fetched, String?) {
        let request = URLRequest(url: try #require(URL(string: url)))
        let (data, response) = try await URLSession.shared.data(for: request)
        let http = try #require(response as? HTTPURLResponse)
        return (Fetched(status: http.statusCode, contentType: http.value(forHTTPHeaderField: "Content-Type"), body: data),
                http.value(forHTTPHeaderField: "Content-Disposition"))
    }

    @Test func everyFormatIsRenderedOnDemandWithExportsBytes() async throws {
        let work = try WorkFolder()
        let server = try ServerProcess(try AnimaticBinary.url.get(), ["serve", "--port", "0"], in: work.url)
        let port = try await server.servingPort()
        let base = "http://127.0.0.1:\(port)/_animatic/share/"

        let list = try await fetch(base)
        #expect(list.status == 200)
        #expect(list.contentType == "application/json")
        #expect(list.text == #"{"formats":["png","apng","gif","mp4","webp"]}"#)

        // The review page carries the (hidden) download links its script shows when this answers.
        let page = try await fetch("http://127.0.0.1:\(port)/hide-show.html")
        #expect(page.text.contains(#"<nav class="downloads" hidden aria-label="Download" data-share="hide-show">Download</nav>"#))

        let (poster, disposition) = try await fetchWithHeaders(base + "hide-show/png?at=0.5")
        #expect(poster.status == 200)
        #expect(poster.contentType == "image/png")
        #expect(disposition == #"attachment; filename="hide-show.png""#)
        #expect(Array(poster.body.prefix(8)) == Self.pngSignature)

        let gif = try await fetch(base + "hide-show/gif?fps=5")
        #expect(gif.status == 200 && gif.contentType == "image/gif")
        #expect(Array(gif.body.prefix(6)) == Array("GIF89a".utf8))
        // The same bytes as the command writes with the same options.
        let exported = try work.run("export", "hide-show", "--format", "gif", "--fps", "5", "--loop", "--no-progress")
        #expect(exported.status == 0)
        #expect(try Data(contentsOf: work.url.appendingPathComponent("hide-show.gif")) == gif.body)

        let apng = try await fetch(base + "hide-show/apng?fps=4")
        #expect(apng.status == 200 && apng.contentType == "image/apng")
        #expect(Array(apng.body.prefix(8)) == Self.pngSignature)
        #expect(apng.body.range(of: Data("acTL".utf8)) != nil, "an animated PNG has an animation control chunk")

        let webp = try await fetch(base + "hide-show/webp?fps=4")
        #expect(webp.status == 200 && webp.contentType == "image/webp")
        #expect(Array(webp.body.prefix(4)) == Array("RIFF".utf8) && Array(webp.body[8..<12]) == Array("WEBP".utf8))
        #expect(webp.body.range(of: Data("ANIM".utf8)) != nil)

        let mp4 = try await fetch(base + "hide-show/mp4?fps=4")
        #expect(mp4.status == 200 && mp4.contentType == "video/mp4")
        #expect(Array(mp4.body[4..<8]) == Array("ftyp".utf8))

        #expect(try await server.interrupt() == 0)
        #expect(work.files() == ["hide-show.gif"], "rendering writes nothing into the current folder")
    }

    @Test func badFormatsTimesAndRatesAreRefusedWithTheirReason() async throws {
        let work = try WorkFolder()
        let server = try ServerProcess(try AnimaticBinary.url.get(), ["serve", "--port", "0"], in: work.url)
        let port = try await server.servingPort()
        let base = "http://127.0.0.1:\(port)/_animatic/share/"
        let refused: [(String, Int, String)] = [
            ("hide-show/bmp", 400, "unknown format 'bmp': the review server renders png, apng, gif, mp4 or webp\n"),
            ("hide-show/svg", 400, "unknown format 'svg': the review server renders png, apng, gif, mp4 or webp\n"),
            ("nope/gif", 404, "no story named 'nope' in this site\n"),
            ("hide-show/png?at=-1", 400, "at must be a time in seconds from 0 to the story's end, got '-1'\n"),
            ("hide-show/png?at=nan", 400, "at must be a time in seconds from 0 to the story's end, got 'nan'\n"),
            ("hide-show/gif?at=1", 400, "at applies to png (a poster); gif is an animation (use fps)\n"),
            ("hide-show/gif?fps=0", 400, "fps must be a whole number of frames per second from 1 to 120, got '0'\n"),
            ("hide-show/gif?fps=121", 400, "fps must be a whole number of frames per second from 1 to 120, got '121'\n"),
            ("hide-show/png?fps=10", 400, "fps applies to the animated formats (apng, gif, mp4, webp), not to a png poster\n"),
            ("hide-show/gif?scale=9", 400, "unknown query 'scale': png takes at=<seconds>; apng, gif, mp4 and webp take fps=<1...120>\n"),
            ("hide-show", 400, "expected /_animatic/share/<story>/<format>, with <format> one of png, apng, gif, mp4 or webp; got hide-show\n"),
            ("..%2Fetc/gif", 400, "expected /_animatic/share/<story>/<format>, with <format> one of png, apng, gif, mp4 or webp; got ../etc/gif\n"),
        ]
        for (path, status, message) in refused {
            let answer = try await fetch(base + path)
            #expect(answer.status == status, "\(path)")
            #expect(answer.text == message, "\(path)")
        }
        // A time past the story's end: the exporter's own check, passed on as a 400.
        let late = try await fetch(base + "hide-show/png?at=999")
        #expect(late.status == 400)
        #expect(late.text.hasPrefix("cannot render hide-show as png: cannot export: the option poster time"), "\(late.text)")
        #expect(try await server.interrupt() == 0)
        #expect(work.files() == [])
    }
}

/// The README's picture is what `make samples` writes for `welcome-entrance` (a looping GIF,
/// 10 frames a second, 1x): it cannot drift from the sample.
@Suite struct ReadmePictureTests {
    @Test func theReadmesGIFIsTheSamplesGIF() throws {
        let work = try WorkFolder()
        let result = try work.run("export", "welcome-entrance", "--format", "gif", "--fps", "10", "--loop", "--no-progress")
        #expect(result.status == 0)
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        let committed = try Data(contentsOf: root.appendingPathComponent("Sources/Animatic/Animatic.docc/Resources/welcome-entrance.gif"))
        #expect(try Data(contentsOf: work.url.appendingPathComponent("welcome-entrance.gif")) == committed,
                "regenerate it with: swift run animatic export welcome-entrance --format gif --fps 10 --loop -o Sources/Animatic/Animatic.docc/Resources/welcome-entrance.gif")
    }
}
