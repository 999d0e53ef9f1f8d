/** One item of a row's '…' menu. */
export type RowAction = {
  label: string
  onSelect: () => void
  disabled?: boolean
  /** Why the action is unavailable; shown in a tooltip on the item. */
  disabledReason?: string
  destructive?: boolean
}
