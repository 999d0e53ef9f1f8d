import { join } from 'node:path'

/**
 * Debian's Chromium, as every browser here runs it (tests and benchmarks): never a
 * downloaded browser, and kept off the network this machine can't reach. Started through
 * a script that keeps Playwright's disabled features beside ours.
 */
export const CHROMIUM_PATH = join(__dirname, 'chromium-launch.sh')

export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  // Chromium preloads its omnibox popup, a WebUI page of its own, for every window (each
  // browser context is one): about 2 s of CPU at launch and 0.4 s a context, on two cores
  // shared with the page being measured or tested.
  '--disable-features=WebUIOmniboxPopup,WebUIOmniboxAimPopup',
]
