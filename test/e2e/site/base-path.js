// Sets the folder of the solver file for the classic script loaded before it (AgnesSolitaire.basePath):
// the page's copy of the script has no solver file beside it. A file of its own: the CSP allows no inline script.
window.AgnesSolitaire.AgnesSolitaire.basePath = '/dist/';
