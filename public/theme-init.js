// Runs blocking in <head> before the page paints, so a dark theme never flashes
// light first. An external file because the CSP allows no inline scripts.
// Mirrors lib/core/theme.ts (key and values); components/kit/theme keeps it current afterwards.
;(function () {
  var choice = 'system'
  try {
    var stored = JSON.parse(localStorage.getItem('oxide-console-theme'))
    if (stored === 'light' || stored === 'dark') choice = stored
  } catch {
    // storage blocked or a malformed value: follow the system
  }
  var dark =
    choice === 'dark' ||
    (choice === 'system' && window.matchMedia('(prefers-color-scheme: dark)').matches)
  document.documentElement.classList.toggle('dark', dark)
  document.documentElement.style.colorScheme = dark ? 'dark' : 'light'
})()
