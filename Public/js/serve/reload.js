// Added by `concord serve` to the pages it serves (never to a build): reloads after each rebuild and
// shows build errors. Styles are set through the CSSOM, which `default-src 'self'` allows.
(function () {
  "use strict";
  var script = document.currentScript;
  var endpoint = script.src.replace(/reload\.js(\?.*)?$/, "wait");
  var build = script.getAttribute("data-build");
  // A page served while the last build had failed asks for that build's errors at once.
  var check = script.getAttribute("data-ok") === "false";
  var panel = null;
  function show(message) {
    if (!panel) {
      panel = document.createElement("pre");
      panel.className = "concord-build-errors";
      panel.setAttribute("role", "alert");
      var s = panel.style;
      s.position = "fixed"; s.left = "0"; s.right = "0"; s.bottom = "0"; s.zIndex = "2147483647";
      s.margin = "0"; s.maxHeight = "50vh"; s.overflow = "auto"; s.padding = "12px 16px";
      s.background = "#3b0d0d"; s.color = "#ffe1e1"; s.font = "12px/1.45 ui-monospace, Menlo, monospace"; s.whiteSpace = "pre-wrap";
      document.body.appendChild(panel);
    }
    panel.textContent = "concord serve: the last build failed; showing the previous site.\n\n" + message;
  }
  function poll(delay) {
    setTimeout(function () {
      fetch(endpoint + "?build=" + (check ? "-1" : encodeURIComponent(build)), { cache: "no-store" })
        .then(function (response) { return response.json(); })
        .then(function (state) {
          check = false;
          if (String(state.build) !== build) {
            if (state.ok) { location.reload(); return; }
            build = String(state.build);
          }
          if (!state.ok) show(state.message);
          poll(0);
        })
        .catch(function () { poll(1000); });  // the server is restarting: try again
    }, delay);
  }
  poll(0);
})();
