// Runs in <head> before Next's scripts: it finds the page this address shows and loads that
// page's list of scripts (assets/boot/), which asks for them at once, so they download while
// the framework starts instead of after it (Next would ask for them only once the boot page has
// hydrated). External files because the CSP allows no inline script. The build fills the table
// below (scripts/boot-preload.ts); in `next dev` it stays empty and this does nothing.
;(function () {
  // [page path, the name of its list under /assets/boot/], the most specific pages first
  var PAGES = []

  var path = location.pathname.replace(/\/+$/, '') || '/'
  // the root shows the projects list
  if (path === '/') path = '/projects'
  var parts = path.split('/')

  function matches(page) {
    var segments = page.split('/')
    if (segments.length !== parts.length) return false
    for (var i = 1; i < segments.length; i++) {
      var dynamic = segments[i].charAt(0) === '['
      if (dynamic ? parts[i] === '' : segments[i] !== parts[i]) return false
    }
    return true
  }

  for (var p = 0; p < PAGES.length; p++) {
    if (!matches(PAGES[p][0])) continue
    var list = document.createElement('script')
    list.src = '/assets/boot/' + PAGES[p][1] + '.js'
    list.async = true
    document.head.appendChild(list)
    return
  }
})()
