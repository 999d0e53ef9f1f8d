import type { RowSelectionState } from '@tanstack/react-table'

export type Row = { id: string; name: string }

/** One action a list can take on many rows, each through the API's own call for one. */
export type BulkVerb<T> = {
  label: string
  /** how a row it went through for is described, e.g. "deleted" */
  done: string
  destructive?: boolean
  run: (item: T) => Promise<unknown>
  /** why the user's roles rule the action out (`useRefusals`): its button says so, disabled */
  refused?: string
  /** why this row can't take the action now (it is then not sent) */
  refuse?: (item: T) => string | undefined
}

export type BulkActionsProps<T> = {
  /** singular and plural, e.g. ['disk', 'disks'] */
  noun: readonly [string, string]
  verbs: BulkVerb<T>[]
  selected: T[]
  onSelectionChange: (selection: RowSelectionState) => void
}
