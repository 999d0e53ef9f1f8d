/**
 * Debian's Chromium, as every browser here runs it (tests and benchmarks): never a
 * downloaded browser, and kept off the network this machine can't reach.
 */
export const CHROMIUM_PATH = '/usr/bin/chromium'

export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
]
