// Animatic review page: drives the inline SVG's SMIL clock (pauseAnimations/setCurrentTime)
// from its own clock, so that scrubbing, speed, looping and stepping are exact.
(function () {
  "use strict";
  // The page's own elements are found by class: the inlined SVG carries the story's view
  // identifiers as ids (any text, such as "play" or "time"), and no class attributes.
  function page(name) { return document.querySelector("body > main ." + name + ", body > ." + name); }
  var data = JSON.parse(document.querySelector("script.timeline-data").textContent);
  var svg = document.querySelector(".stage > svg");
  var scrubber = page("scrubber");
  var timeLabel = page("time");
  var playButton = page("play");
  var speedSelect = page("speed");
  var loopBox = page("loop");
  var lanes = page("lanes");
  var playhead = page("playhead");
  var tooltip = page("tooltip");
  var axis = page("axis");

  var duration = data.duration;
  var span = duration > 0 ? duration : 1;
  var current = 0;
  var playing = false;
  var lastFrame = null;

  // Smallest float32 >= t: Chromium truncates setCurrentTime's argument to float32 and whole
  // microseconds, so seeking to exactly a begin time could land just before it.
  var f32 = new Float32Array(1);
  function float32AtLeast(t) {
    f32[0] = t;
    var v = f32[0];
    if (v < t) {
      var bits = new Uint32Array(f32.buffer);
      bits[0] += 1;
      v = f32[0];
    }
    return v;
  }

  function fmt(t) { return t.toFixed(3); }

  function render() {
    if (svg) {
      svg.setCurrentTime(float32AtLeast(current));
    }
    scrubber.value = String(current);
    timeLabel.textContent = fmt(current) + " s / " + fmt(duration) + " s";
    playhead.style.left = "calc(var(--label-width, 180px) + (100% - var(--label-width, 180px)) * " +
      (current / span) + ")";
    playButton.textContent = playing ? "Pause" : "Play";
    document.body.dataset.time = String(current);
    document.body.dataset.playing = playing ? "true" : "false";
  }

  function seek(t) {
    current = Math.min(Math.max(0, t), duration);
    render();
  }

  function tick(now) {
    if (!playing) { lastFrame = null; return; }
    if (lastFrame !== null) {
      var next = current + (now - lastFrame) / 1000 * parseFloat(speedSelect.value);
      if (next >= duration) {
        if (loopBox.checked && duration > 0) {
          next = next % duration;
        } else {
          next = duration;
          playing = false;
        }
      }
      current = next;
      render();
    }
    lastFrame = now;
    if (playing) { requestAnimationFrame(tick); } else { lastFrame = null; render(); }
  }

  function play() {
    if (playing) { return; }
    if (current >= duration) { current = 0; }
    playing = true;
    lastFrame = null;
    render();
    requestAnimationFrame(tick);
  }

  function pause() { playing = false; render(); }

  var boundaries = data.boundaries;
  function step(direction) {
    pause();
    var eps = 1e-6;
    var target = direction > 0 ? duration : 0;
    for (var i = 0; i < boundaries.length; i++) {
      var b = boundaries[i];
      if (direction > 0 && b > current + eps) { target = b; break; }
      if (direction < 0 && b < current - eps) { target = b; }
    }
    seek(target);
  }

  // Timeline chart: one lane per view and property, one bar per segment.
  function buildChart() {
    // Ticks at a round step (1, 2, 2.5 or 5 times a power of ten), about ten of them.
    var raw = span / 10;
    var power = Math.pow(10, Math.floor(Math.log10(raw)));
    var stepSize = power * ([1, 2, 2.5, 5, 10].find(function (m) { return m * power >= raw; }));
    var count = Math.floor(span / stepSize + 1e-9);
    for (var k = 0; k <= count; k++) {
      var t = k * stepSize;
      var el = document.createElement("span");
      el.className = "tick" + (t / span > 0.97 ? " last" : "");
      el.style.left = (100 * t / span) + "%";
      el.textContent = parseFloat(t.toFixed(3)) + " s";
      axis.appendChild(el);
    }
    data.lanes.forEach(function (lane) {
      var row = document.createElement("div");
      row.className = "lane";
      var label = document.createElement("div");
      label.className = "label";
      var name = document.createElement("b");
      name.textContent = lane.view;
      label.appendChild(name);
      label.appendChild(document.createTextNode(" " + lane.property));
      label.title = lane.view + " " + lane.property;
      var track = document.createElement("div");
      track.className = "track";
      lane.segments.forEach(function (s) {
        var bar = document.createElement("div");
        bar.className = "bar" + (s.duration === 0 ? " instant" : "");
        bar.style.left = (100 * s.start / span) + "%";
        bar.style.width = (100 * s.duration / span) + "%";
        bar.addEventListener("mouseenter", function (e) { showTip(e, lane, s); });
        bar.addEventListener("mousemove", moveTip);
        bar.addEventListener("mouseleave", hideTip);
        bar.addEventListener("click", function () { pause(); seek(s.start); });
        track.appendChild(bar);
      });
      row.appendChild(label);
      row.appendChild(track);
      lanes.appendChild(row);
    });
  }

  function row(key, value) {
    var line = document.createElement("div");
    var k = document.createElement("span");
    k.className = "k";
    k.textContent = key + ": ";
    line.appendChild(k);
    line.appendChild(document.createTextNode(value));
    return line;
  }

  function showTip(e, lane, s) {
    tooltip.textContent = "";
    tooltip.appendChild(row("view", lane.view));
    tooltip.appendChild(row("property", lane.property));
    tooltip.appendChild(row("time", fmt(s.start) + " s \u2192 " + fmt(s.start + s.duration) +
      " s (" + fmt(s.duration) + " s)"));
    tooltip.appendChild(row("from", s.from));
    tooltip.appendChild(row("to", s.to));
    tooltip.appendChild(row("curve", s.curve));
    tooltip.style.display = "block";
    moveTip(e);
  }
  function moveTip(e) {
    tooltip.style.left = Math.max(8, Math.min(e.clientX + 14, window.innerWidth - tooltip.offsetWidth - 8)) + "px";
    var below = e.clientY + 14;
    tooltip.style.top = (below + tooltip.offsetHeight > window.innerHeight - 8 ?
      Math.max(8, e.clientY - 14 - tooltip.offsetHeight) : below) + "px";
  }
  function hideTip() { tooltip.style.display = "none"; }

  scrubber.max = String(duration);
  scrubber.step = "0.001";
  // Read the value before pausing: pause() renders, which writes the current time back.
  scrubber.addEventListener("input", function () { var t = parseFloat(scrubber.value); pause(); seek(t); });
  playButton.addEventListener("click", function () { if (playing) { pause(); } else { play(); } });
  page("prev").addEventListener("click", function () { step(-1); });
  page("next").addEventListener("click", function () { step(1); });
  page("start").addEventListener("click", function () { pause(); seek(0); });
  document.addEventListener("keydown", function (e) {
    if (e.target && e.target.tagName === "SELECT") { return; }
    if (e.key === " ") { e.preventDefault(); if (playing) { pause(); } else { play(); } }
    else if (e.key === "ArrowRight") { e.preventDefault(); step(1); }
    else if (e.key === "ArrowLeft") { e.preventDefault(); step(-1); }
  });

  // A test or a person can drive the page from the console.
  window.animatic = { seek: seek, play: play, pause: pause, step: step,
    time: function () { return current; }, duration: duration };

  // The sharing formats are rendered on demand by `serve`: their links show only where a server
  // answers the list of formats (not on a page opened from disk or hosted as plain files). A
  // site written with its files (`site --share`) links them in the page itself.
  var downloads = page("downloads");
  if (downloads && !downloads.querySelector("a") && window.fetch && location.protocol !== "file:") {
    fetch("_animatic/share/").then(function (r) { return r.ok ? r.json() : null; }).then(function (list) {
      if (!list || !list.formats) { return; }
      // The links exist only here, so a page read from disk names no file it does not have.
      var labels = { png: "PNG poster", gif: "GIF", mp4: "MP4", apng: "APNG", webp: "WebP" };
      var name = downloads.getAttribute("data-share");
      [["SVG", name + ".svg"]].concat(list.formats.map(function (f) {
        return [labels[f] || f, "_animatic/share/" + name + "/" + f];
      })).forEach(function (link) {
        var a = document.createElement("a");
        a.href = link[1]; a.textContent = link[0]; a.setAttribute("download", "");
        downloads.appendChild(a);
      });
      downloads.hidden = false;
    }).catch(function () {});
  }

  buildChart();
  if (svg) { svg.pauseAnimations(); }
  // Chromium ignores setCurrentTime during load: seek once the document timeline runs.
  setTimeout(function () { seek(0); if (data.autoplay) { play(); } }, 0);
})();
