import { atom, getDefaultStore } from 'jotai'

/**
 * True once an API response carried the mock server's `X-Mock-Api` header.
 * Kept in sessionStorage so pages that make no call (device success) still
 * show the banner after a demo sign-in in the same tab.
 */
const KEY = 'console.demo-mode'

const initial = typeof window !== 'undefined' && window.sessionStorage.getItem(KEY) === '1'

export const demoModeAtom = atom(initial)

export function noteDemoModeHeader(response: Response) {
  if (response.headers.get('x-mock-api') !== '1') return
  const store = getDefaultStore()
  if (store.get(demoModeAtom)) return
  store.set(demoModeAtom, true)
  try {
    window.sessionStorage.setItem(KEY, '1')
  } catch {
    // storage can be disabled; the banner then shows from the next call on
  }
}
