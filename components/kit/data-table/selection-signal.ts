import * as React from 'react'

/**
 * Tells a table's checkboxes that its selection changed, so each reads its own row's again
 * and only those that changed render: the rows and cells around them needn't (selecting all
 * of 50 rows rendered every row, its cells and their boundaries to reach 50 checkboxes).
 */
export type SelectionSignal = {
  subscribe: (listener: () => void) => () => void
  notify: () => void
}

export function createSelectionSignal(): SelectionSignal {
  const listeners = new Set<() => void>()
  return {
    subscribe: (listener) => {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
    notify: () => listeners.forEach((listener) => listener()),
  }
}

export const SelectionSignalContext = React.createContext<SelectionSignal | null>(null)

const unsubscribed = () => () => {}

/** A row's selection as `isSelected` reads it, rendered again when the table's changes. */
export function useRowSelected(isSelected: () => boolean): boolean {
  const signal = React.useContext(SelectionSignalContext)
  return React.useSyncExternalStore(signal?.subscribe ?? unsubscribed, isSelected, isSelected)
}
