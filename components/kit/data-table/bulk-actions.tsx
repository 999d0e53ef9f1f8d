import * as React from 'react'
import { lazyComponent } from '@/components/ui/lazy'
import type { BulkActionsProps, BulkVerb, Row } from './bulk-action-types'

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

/** Delete, the one verb most lists offer their selected rows. */
export const deleteVerb = <T,>(
  run: BulkVerb<T>['run'],
  refuse?: BulkVerb<T>['refuse'],
): BulkVerb<T> => ({ label: 'Delete', done: 'deleted', destructive: true, run, refuse })

export type { BulkActionsProps, BulkVerb, Row }
