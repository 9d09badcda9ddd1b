// concord serve: no offline cache while developing. This replaces a worker an earlier visit installed.
"use strict";
var PREFIX = "concord " + new URL("./", self.location.href).href + " ";
self.addEventListener("install", function () { self.skipWaiting(); });
self.addEventListener("activate", function (event) {
  event.waitUntil(caches.keys().then(function (keys) {
    return Promise.all(keys.filter(function (key) { return key.indexOf(PREFIX) === 0; }).map(function (key) { return caches.delete(key); }));
  }).then(function () { return self.registration.unregister(); }));
});
