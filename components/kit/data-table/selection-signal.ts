import * as React from 'react'
import type { Signal } from '@/lib/core/signal'

/**
 * A table's signal (`createSignal`) to its checkboxes that its selection changed, so each
 * reads its own row's again and only those that changed render: the rows and cells around
 * them needn't (selecting all of 50 rows rendered every row, its cells and their boundaries
 * to reach 50 checkboxes).
 */
export const SelectionSignalContext = React.createContext<Signal | null>(null)

const unsubscribed = () => () => {}

/** A row's selection as `isSelected` reads it, rendered again when the table's changes. */
export function useRowSelected(isSelected: () => boolean): boolean {
  const signal = React.useContext(SelectionSignalContext)
  return React.useSyncExternalStore(signal?.subscribe ?? unsubscribed, isSelected, isSelected)
}
