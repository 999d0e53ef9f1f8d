import type { VisibilityState } from '@tanstack/react-table'
import { atomFamily } from 'jotai-family'
import { atomWithStorage } from 'jotai/utils'

/**
 * Which columns of a list are hidden, remembered in localStorage per list. Read after mount
 * (not on init), so the static page hydrates with every column, then hides the chosen ones.
 */
export const columnVisibilityAtom = atomFamily((listId: string) =>
  atomWithStorage<VisibilityState>(`console.columns.${listId}`, {}),
)
