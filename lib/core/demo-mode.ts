/**
 * Demo mode is a marker on `<html>`: the banner is in every prerendered page
 * and CSS shows it only under the marker, so it is there from the first paint
 * without a script (the CSP forbids inline ones).
 *
 * The mock server writes the marker into each HTML page it serves. Behind the
 * dev proxy (`next dev`) nothing does, so the first API answer carrying the
 * mock's `X-Mock-Api` header sets it instead; sessionStorage carries it to
 * pages of the same tab that make no call (device success).
 */
import { DEMO_MARKER } from '@/lib/core/demo-marker'

const KEY = 'console.demo-mode'

function mark() {
  document.documentElement.setAttribute(DEMO_MARKER, '')
}

export function restoreDemoMode() {
  try {
    if (window.sessionStorage.getItem(KEY) === '1') mark()
  } catch {
    // storage disabled: the banner shows from the next API call on
  }
}

export function noteDemoModeHeader(response: Response) {
  if (response.headers.get('x-mock-api') !== '1') return
  // the API client also runs in Node (unit tests), where there is no page to mark
  if (typeof document === 'undefined') return
  if (document.documentElement.hasAttribute(DEMO_MARKER)) return
  mark()
  try {
    window.sessionStorage.setItem(KEY, '1')
  } catch {
    // see restoreDemoMode
  }
}
