import type { RowSelectionState } from '@tanstack/react-table'
import * as React from 'react'
import { Button } from '@/components/ui/button'
import { useConfirm } from '@/components/ui/use-confirm'
import type { Instance } from '@/lib/api/__generated__/Api'
import { useApiMutation } from '@/lib/api/query'
import { bulkRun, type BulkResult } from '@/lib/bulk-run'
import { instanceCannotReason, type InstanceAction } from '@/lib/instance-actions'
import { instanceParams } from './instance-queries'

type Verb = { label: string; action: InstanceAction; done: string; destructive?: boolean }

const VERBS: Verb[] = [
  { label: 'Start', action: 'start', done: 'Starting' },
  { label: 'Stop', action: 'stop', done: 'Stopping' },
  { label: 'Reboot', action: 'reboot', done: 'Rebooting' },
  { label: 'Delete', action: 'delete', done: 'Deleted', destructive: true },
]

const count = (n: number) => `${n} ${n === 1 ? 'instance' : 'instances'}`

/**
 * Start, stop, reboot or delete the selected instances: one confirmation naming the count,
 * the requests all at once, then a result per instance. Instances the action failed for stay
 * selected, to try again; an instance whose state rules the action out is not sent.
 */
export function InstanceBulkActions({
  project,
  selected,
  onSelectionChange,
}: {
  project: string
  selected: Instance[]
  onSelectionChange: (selection: RowSelectionState) => void
}) {
  const [confirmation, confirm] = useConfirm()
  const [results, setResults] = React.useState<{ verb: Verb; rows: BulkResult<Instance>[] }>()
  const mutations = {
    start: useApiMutation('instanceStart').mutateAsync,
    stop: useApiMutation('instanceStop').mutateAsync,
    reboot: useApiMutation('instanceReboot').mutateAsync,
    delete: useApiMutation('instanceDelete').mutateAsync,
  }

  const run = async (verb: Verb, instances: Instance[]) => {
    const mutate = mutations[verb.action as keyof typeof mutations]
    const rows = await bulkRun(
      instances,
      (i) => mutate(instanceParams({ project, instance: i.name })),
      (i) => instanceCannotReason(verb.action, i.runState),
    )
    setResults({ verb, rows })
    onSelectionChange(Object.fromEntries(rows.filter((r) => r.error).map((r) => [r.item.id, true])))
  }

  return (
    <>
      {selected.length > 0 && (
        <div
          role="group"
          aria-label="Selected instances"
          className="mb-3 flex flex-wrap items-center gap-2 rounded-md border px-3 py-2 text-sm"
        >
          <span>{count(selected.length)} selected</span>
          {VERBS.map((verb) => (
            <Button
              key={verb.action}
              size="sm"
              variant={verb.destructive ? 'destructive' : 'outline'}
              onClick={() => {
                // the selection as confirmed, not as it may change while the dialog is open
                const instances = selected
                confirm({
                  title: `${verb.label} ${count(instances.length)}`,
                  description: `Are you sure you want to ${verb.label.toLowerCase()} ${count(instances.length)}?`,
                  destructive: verb.destructive ?? false,
                  errorTitle: `Could not ${verb.label.toLowerCase()} the instances`,
                  onConfirm: () => run(verb, instances),
                })
              }}
            >
              {verb.label}
            </Button>
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
                {item.name}: {error ?? results.verb.done.toLowerCase()}
              </li>
            ))}
          </ul>
        </div>
      )}
      {confirmation}
    </>
  )
}
