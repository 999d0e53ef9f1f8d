/**
 * Tells whoever subscribed that something they read changed, so each reads its own part again
 * (with React's `useSyncExternalStore`) and only those whose part changed render: a table's
 * checkboxes on a selection, a list's address cells on each lookup's answer.
 */
export type Signal = {
  subscribe: (listener: () => void) => () => void
  notify: () => void
}

export function createSignal(): Signal {
  const listeners = new Set<() => void>()
  return {
    subscribe: (listener) => {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
    notify: () => listeners.forEach((listener) => listener()),
  }
}
