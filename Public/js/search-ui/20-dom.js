// DOM building blocks of the interface. Text goes in as text nodes only, never as HTML.

function el(tag, className, text) {
  var node = document.createElement(tag);
  if (className) node.className = className;
  if (text != null) node.textContent = text;
  return node;
}

// Outline icons drawn as SVG nodes (data: URLs would need a CSP exception).
var ICONS = {
  search: ["M15 15l5.5 5.5", "M10 16.5a6.5 6.5 0 1 0 0-13 6.5 6.5 0 0 0 0 13z"],
  recent: ["M12 20.5a8.5 8.5 0 1 0 0-17 8.5 8.5 0 0 0 0 17z", "M12 7.5V12l3 2"],
  filter: ["M4 6h16", "M7 12h10", "M10 18h4"],
  widen: ["M4 9V4h5", "M20 9V4h-5", "M4 15v5h5", "M20 15v5h-5"],
  empty: ["M15 15l5.5 5.5", "M10 16.5a6.5 6.5 0 1 0 0-13 6.5 6.5 0 0 0 0 13z", "M8 8l4 4m0-4l-4 4"],
};

function icon(name) {
  var ns = "http://www.w3.org/2000/svg";
  var svg = document.createElementNS(ns, "svg");
  svg.setAttribute("viewBox", "0 0 24 24");
  svg.setAttribute("aria-hidden", "true");
  svg.setAttribute("focusable", "false");
  svg.setAttribute("class", "search-option-icon icon-" + name);
  ICONS[name].forEach(function (d) {
    var path = document.createElementNS(ns, "path");
    path.setAttribute("d", d);
    svg.appendChild(path);
  });
  return svg;
}

/** The engine's excerpt ({text, marks}) as text nodes, the matched ranges in <mark>. */
function excerptNodes(excerpt) {
  var fragment = document.createDocumentFragment();
  var text = excerpt ? String(excerpt.text) : "", at = 0;
  (excerpt && excerpt.marks || []).forEach(function (m) {
    if (m[0] > at) fragment.appendChild(document.createTextNode(text.slice(at, m[0])));
    fragment.appendChild(el("mark", null, text.slice(m[0], m[1])));
    at = m[1];
  });
  if (at < text.length) fragment.appendChild(document.createTextNode(text.slice(at)));
  return fragment;
}

function isEditable(node) {
  return node && (node.isContentEditable || /^(INPUT|TEXTAREA|SELECT)$/.test(node.tagName));
}

/** Wraps what `re` finds in the text of `container` in <mark class="search-hit">; returns the marks. */
function markText(container, re) {
  var marks = [];
  var walker = document.createTreeWalker(container, NodeFilter.SHOW_TEXT, {
    acceptNode: function (node) {
      var parent = node.parentNode;
      return parent.closest("script, style, mark, .time-link, .anchor-link, .search-field") ? NodeFilter.FILTER_REJECT : NodeFilter.FILTER_ACCEPT;
    },
  });
  var nodes = [];
  while (walker.nextNode()) nodes.push(walker.currentNode);
  nodes.forEach(function (node) {
    var text = node.nodeValue, at = 0, m, fragment = null;
    re.lastIndex = 0;
    while ((m = re.exec(text))) {
      if (!m[0]) { re.lastIndex++; continue; }
      fragment = fragment || document.createDocumentFragment();
      fragment.appendChild(document.createTextNode(text.slice(at, m.index)));
      var mark = el("mark", "search-hit", m[0]);
      fragment.appendChild(mark);
      marks.push(mark);
      at = m.index + m[0].length;
    }
    if (!fragment) return;
    fragment.appendChild(document.createTextNode(text.slice(at)));
    node.parentNode.replaceChild(fragment, node);
  });
  return marks;
}

/** Undoes markText: each mark back to plain text. */
function unmark(marks) {
  marks.forEach(function (mark) {
    var parent = mark.parentNode;
    if (!parent) return;
    parent.replaceChild(document.createTextNode(mark.textContent), mark);
    parent.normalize();
  });
}
