// Records every agnes-… event that reaches the document (they bubble and are composed), for the
// end-to-end test to read as window.agnesEvents. A file of its own: the page's CSP allows no inline script.
(function () {
  var names = ['agnes-new-game', 'agnes-move', 'agnes-deal', 'agnes-undo', 'agnes-redo', 'agnes-hint', 'agnes-invalid-move', 'agnes-win', 'agnes-lose', 'agnes-error'];
  var log = (window.agnesEvents = []);
  names.forEach(function (name) {
    document.addEventListener(name, function (event) {
      log.push({ type: event.type, target: event.target && event.target.id, detail: JSON.parse(JSON.stringify(event.detail)) });
    });
  });
})();
