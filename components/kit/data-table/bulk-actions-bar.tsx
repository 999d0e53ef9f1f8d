import * as React from 'react'
import { Button } from '@/components/ui/button'
import { GatedButton } from '@/components/ui/gated-button'
import { useConfirm } from '@/components/kit/use-confirm'
import { bulkRun, type BulkResult } from '@/lib/core/bulk-run'

import type { BulkActionsProps, BulkVerb, Row } from './bulk-action-types'

/**
 * The selected rows' actions: one confirmation naming the count, the requests
 * all at once, then a result per row. Rows the action failed for stay
 * selected, to try again.
 */
export function BulkActionsBar<T extends Row>({
  noun,
  verbs,
  selected,
  onSelectionChange,
}: BulkActionsProps<T>) {
  const [confirmation, confirm] = useConfirm()
  const [results, setResults] = React.useState<{ verb: BulkVerb<T>; rows: BulkResult<T>[] }>()
  const count = (n: number) => `${n} ${n === 1 ? noun[0] : noun[1]}`

  const run = async (verb: BulkVerb<T>, items: T[]) => {
    const rows = await bulkRun(items, verb.run, verb.refuse)
    setResults({ verb, rows })
    onSelectionChange(Object.fromEntries(rows.filter((r) => r.error).map((r) => [r.item.id, true])))
  }

  return (
    <>
      {selected.length > 0 && (
        <div
          role="group"
          aria-label={`Selected ${noun[1]}`}
          className="mb-3 flex flex-wrap items-center gap-2 rounded-md border px-3 py-2 text-sm"
        >
          <span>{count(selected.length)} selected</span>
          {verbs.map((verb) => (
            <GatedButton
              key={verb.label}
              size="sm"
              variant={verb.destructive ? 'destructive' : 'outline'}
              reason={verb.refused}
              onClick={() => {
                // the selection as confirmed, not as it may change while the dialog is open
                const items = selected
                confirm({
                  verb: verb.label,
                  kind: count(items.length),
                  destructive: verb.destructive ?? false,
                  onConfirm: () => run(verb, items),
                })
              }}
            >
              {verb.label}
            </GatedButton>
          ))}
          <Button size="sm" variant="ghost" onClick={() => onSelectionChange({})}>
            Clear selection
          </Button>
        </div>
      )}
      {results && (
        <div role="status" className="mb-3 text-sm">
          <p className="font-medium">
            {results.verb.label}: {results.rows.filter((r) => !r.error).length} of{' '}
            {results.rows.length} done
          </p>
          <ul>
            {results.rows.map(({ item, error }) => (
              <li key={item.id} className={error ? 'text-destructive' : undefined}>
                {item.name}: {error ?? results.verb.done}
              </li>
            ))}
          </ul>
        </div>
      )}
      {confirmation}
    </>
  )
}
