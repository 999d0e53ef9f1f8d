import * as React from 'react'

// The element focused last, even if it has since left the DOM: a dialog opened from a
// menu item mounts after the menu (and its focused item) is already gone.
let lastFocused: Element | null = null
if (typeof document !== 'undefined') {
  document.addEventListener('focusin', (e) => {
    lastFocused = e.target instanceof Element ? e.target : null
  })
}

function returnTarget(): HTMLElement | null {
  const active = document.activeElement
  const el = active && active !== document.body ? active : lastFocused
  if (!(el instanceof HTMLElement)) return null
  // an item of a menu: go back to the button that opened the menu (Radix labels the
  // menu by its trigger)
  const triggerId = el.closest('[role=menu]')?.getAttribute('aria-labelledby')
  return (triggerId && document.getElementById(triggerId)) || el
}

/**
 * Radix returns focus to a dialog's Trigger on close; a dialog opened from state has none,
 * so focus would fall to <body>. Call `capture` from onOpenAutoFocus and pass
 * `onCloseAutoFocus` through to put focus back where the user was.
 */
export function useReturnFocus() {
  const target = React.useRef<HTMLElement | null>(null)
  return React.useMemo(
    () => ({
      capture: () => {
        target.current = returnTarget()
      },
      onCloseAutoFocus: (event: Event) => {
        const el = target.current
        target.current = null
        if (el?.isConnected) {
          event.preventDefault()
          el.focus()
        }
      },
    }),
    [],
  )
}
