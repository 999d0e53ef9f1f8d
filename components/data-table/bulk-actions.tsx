import type { RowSelectionState } from '@tanstack/react-table'
import * as React from 'react'
import { lazyComponent } from '@/components/ui/lazy'

export type Row = { id: string; name: string }

/** One action a list can take on many rows, each through the API's own call for one. */
export type BulkVerb<T> = {
  label: string
  /** how a row it went through for is described, e.g. "deleted" */
  done: string
  destructive?: boolean
  run: (item: T) => Promise<unknown>
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

const bar = lazyComponent(() => import('./bulk-actions-bar').then((m) => m.BulkActionsBar))

/**
 * The selected rows' actions (`bulk-actions-bar.tsx`), loaded with the first
 * selection: a list nobody selects in doesn't pay for them. Once loaded it
 * stays, so a run's results outlive the selection it cleared.
 */
export function BulkActions<T extends Row>(props: BulkActionsProps<T>) {
  const [used, setUsed] = React.useState(false)
  if (props.selected.length > 0 && !used) setUsed(true)
  // the bar is generic over the row; lazy loading fixes its props to one type
  const Bar = bar.Component as unknown as React.ComponentType<BulkActionsProps<T>>
  return bar.useReady(used) ? <Bar {...props} /> : null
}
