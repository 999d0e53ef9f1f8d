import { atom, getDefaultStore } from 'jotai'

/**
 * True once an API response carried the mock server's `X-Mock-Api` header.
 * Remembered in sessionStorage so pages that make no call (device success)
 * still show the banner after a demo sign-in in the same tab.
 */
const KEY = 'console.demo-mode'

// starts false on every render so hydration matches the exported HTML
export const demoModeAtom = atom(false)

export function restoreDemoMode() {
  try {
    if (window.sessionStorage.getItem(KEY) === '1') getDefaultStore().set(demoModeAtom, true)
  } catch {
    // storage disabled: the banner shows from the next API call on
  }
}

export function noteDemoModeHeader(response: Response) {
  if (response.headers.get('x-mock-api') !== '1') return
  const store = getDefaultStore()
  if (store.get(demoModeAtom)) return
  store.set(demoModeAtom, true)
  try {
    window.sessionStorage.setItem(KEY, '1')
  } catch {
    // see restoreDemoMode
  }
}
