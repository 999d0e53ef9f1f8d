/** One item of a row's '…' menu. */
export type RowAction = {
  label: string
  onSelect: () => void
  disabled?: boolean
  /** Why the action is unavailable; shown in a tooltip on the item. */
  disabledReason?: string
  destructive?: boolean
}

/** The item as the user's roles leave it: ruled out, with why, when `refused` says so. */
export const refusedBy = (refused: string | undefined, item: RowAction): RowAction =>
  refused ? { ...item, disabled: true, disabledReason: refused } : item
