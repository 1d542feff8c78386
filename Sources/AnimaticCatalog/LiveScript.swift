/// The script `serve --watch` adds to every page it serves: it listens to the server's events,
/// reloads the page on a new build keeping the story's time, play state, speed and looping, and
/// shows a build or recording problem over the last good story until the code is fixed.
enum LiveScript {
    /// Adds the script (with the generation of the site the page comes from) before `</body>`.
    static func inject(into html: [UInt8], generation: Int) -> [UInt8] {
        let tag = Array("<script src=\"/_animatic/live.js\" data-generation=\"\(generation)\"></script>\n".utf8)
        let end = Array("</body>".utf8)
        guard html.count >= end.count else { return html + tag }
        for start in stride(from: html.count - end.count, through: 0, by: -1) where html[start] == end[0] {
            if Array(html[start..<start + end.count]) == end {
                return Array(html[..<start]) + tag + Array(html[start...])
            }
        }
        return html + tag
    }

    static let source = #"""
// Animatic live review (serve --watch): reload on a new build, keeping the story's time,
// play state, speed and looping; show build and recording problems over the last good story.
(function () {
  "use strict";
  var generation = parseInt(document.currentScript.dataset.generation, 10);
  var key = "animatic-live:" + location.pathname;
  function control(name) { return document.querySelector("body > main ." + name); }

  var saved = null;
  try { saved = JSON.parse(sessionStorage.getItem(key) || "null"); } catch (e) { saved = null; }
  sessionStorage.removeItem(key);
  if (saved && window.animatic) {
    // After the review script's own first seek (queued before this one).
    setTimeout(function () {
      var speed = control("speed"), loop = control("loop");
      if (speed && saved.speed) { speed.value = saved.speed; }
      if (loop) { loop.checked = !!saved.loop; }
      window.animatic.seek(saved.time);
      if (saved.playing) { window.animatic.play(); }
      document.body.dataset.liveRestored = String(saved.time);
    }, 0);
  }

  function save() {
    if (!window.animatic) { return; }
    var speed = control("speed"), loop = control("loop");
    sessionStorage.setItem(key, JSON.stringify({
      time: window.animatic.time(),
      playing: document.body.dataset.playing === "true",
      speed: speed ? speed.value : "1",
      loop: loop ? loop.checked : false
    }));
  }

  var banner = document.createElement("div");
  banner.className = "animatic-live";
  banner.setAttribute("role", "alert");
  banner.style.cssText = "position:fixed;left:0;right:0;bottom:0;max-height:45vh;overflow:auto;z-index:1000;" +
    "display:none;margin:0;padding:10px 16px;background:#431313;color:#ffe1e1;border-top:3px solid #e5484d;" +
    "font:12px/1.45 ui-monospace,SFMono-Regular,Menlo,monospace;box-shadow:0 -4px 16px rgba(0,0,0,.3)";
  var heading = document.createElement("b");
  var details = document.createElement("pre");
  details.className = "animatic-live-problem";
  details.style.cssText = "margin:6px 0 0;white-space:pre-wrap";
  banner.appendChild(heading);
  banner.appendChild(details);
  document.body.appendChild(banner);

  function show(status) {
    document.body.dataset.liveBuilding = status.building ? "true" : "false";
    if (status.problem) {
      heading.textContent = (status.building ? "Rebuilding\u2026 " : "") +
        "The last change did not build or record; the page shows the last good version.";
      details.textContent = status.problem;
      banner.style.background = "#431313";
      banner.style.display = "block";
      document.body.dataset.liveProblem = status.problem;
    } else {
      delete document.body.dataset.liveProblem;
      details.textContent = "";
      heading.textContent = "Rebuilding\u2026";
      banner.style.background = "#1d2b44";
      banner.style.display = status.building ? "block" : "none";
    }
  }

  document.body.dataset.liveGeneration = String(generation);
  var source = new EventSource("/_animatic/events");
  source.addEventListener("status", function (event) {
    var status = JSON.parse(event.data);
    if (status.generation !== generation) {
      save();
      source.close();
      location.reload();
      return;
    }
    show(status);
  });
  window.addEventListener("pagehide", function () { source.close(); });
})();
"""#
}
