// Records what happens in a page, for end-to-end tests that drive browsers whose console they cannot
// read (WebKitWebDriver): window.agnesRecord = { events, errors, violations, workers }.
// - events: every agnes-… event that reaches the document (they bubble and are composed);
// - errors: uncaught errors and unhandled rejections;
// - violations: the CSP directives the page violated (securitypolicyviolation);
// - workers: each Worker the page constructed (`url`, `failed` once its error event fired, or
//   `refused` when the constructor threw).
// A file of its own, loaded before anything else: the pages' CSP allows no inline script.
(function () {
  var record = (window.agnesRecord = { events: [], errors: [], violations: [], workers: [] });
  var names = ['agnes-new-game', 'agnes-move', 'agnes-deal', 'agnes-undo', 'agnes-redo', 'agnes-hint', 'agnes-invalid-move', 'agnes-win', 'agnes-lose', 'agnes-error'];
  names.forEach(function (name) {
    document.addEventListener(name, function (event) {
      record.events.push({ type: event.type, target: event.target && event.target.id, detail: JSON.parse(JSON.stringify(event.detail)) });
    });
  });
  window.addEventListener('error', function (event) {
    record.errors.push(String(event.message || event.error));
  });
  window.addEventListener('unhandledrejection', function (event) {
    record.errors.push('unhandled rejection: ' + String(event.reason && (event.reason.message || event.reason)));
  });
  document.addEventListener('securitypolicyviolation', function (event) {
    record.violations.push(event.effectiveDirective);
  });
  var NativeWorker = window.Worker;
  if (!NativeWorker) return;
  window.Worker = function (url, options) {
    var entry = { url: String(url), failed: false, refused: false };
    record.workers.push(entry);
    try {
      var worker = new NativeWorker(url, options);
    } catch (error) {
      entry.refused = true;
      throw error;
    }
    worker.addEventListener('error', function () {
      entry.failed = true;
    });
    return worker;
  };
  window.Worker.prototype = NativeWorker.prototype;
})();
