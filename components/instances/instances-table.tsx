import type { ColumnDef } from '@tanstack/react-table'
import { Server } from 'lucide-react'
import { IntentLink } from '@/components/ui/intent-link'
import { useCallback, useMemo, useState } from 'react'
import { useRowsSeen } from '@/components/kit/data-table/use-rows-seen'
import type { TableView } from '@/components/kit/data-table/data-table'
import { actionsColumn, createdColumn, textColumn } from '@/components/ui/list-columns'
import { ListPage } from '@/components/kit/list-page'
import { useBulkSelection } from '@/components/kit/data-table/use-bulk-selection'
import { StateBadge, instanceStateVariant } from '@/components/kit/state-badge'
import type { Instance } from '@/lib/api/__generated__/Api'
import { projectListParams, usePagedApiQuery } from '@/lib/api/query'
import { formatBytes } from '@/lib/core/format/bytes'
import { timeAgo } from '@/lib/core/format/date'
import { instanceSettling } from '@/lib/api/poll'
import { pb } from '@/lib/core/paths'
import { useInstanceBulkVerbs } from './instance-bulk-verbs'
import { IpAddresses } from './ip-addresses'
import { useInstanceIps } from './instance-ips'
import { useInstanceActions } from './use-instance-actions'

const NO_INSTANCES: Instance[] = []
const IP_COLUMN = 'IP addresses'

export function InstancesTable({ project }: { project: string }) {
  const paged = usePagedApiQuery('instanceList', projectListParams({ project }), {
    pollWhile: (data) => data.items.some((i) => instanceSettling(i.runState)),
  })
  const { itemsFor, dialogs } = useInstanceActions(project)
  // Addresses cost two requests an instance, so they are asked for the rows in view; a sort
  // or text filter needs them all, and asks for the page's rows (as it did before scrolling).
  const { seen, watch } = useRowsSeen()
  const [needsAll, setNeedsAll] = useState(false)
  const onViewChange = useCallback(
    ({ sorting, globalFilter }: TableView) =>
      setNeedsAll(globalFilter !== '' || sorting.some((s) => s.id === IP_COLUMN)),
    [],
  )
  const pageRows = paged.query.data?.items ?? NO_INSTANCES
  const shownRows = (paged.all.requested ? paged.all.query.data?.items : undefined) ?? pageRows
  const lookedUp = useMemo(() => {
    const page = new Set(needsAll ? pageRows.map((i) => i.id) : [])
    return shownRows.filter((i) => seen.has(i.id) || page.has(i.id))
  }, [shownRows, pageRows, seen, needsAll])
  const ips = useInstanceIps(project, lookedUp)
  const bulk = useBulkSelection(paged, ['instance', 'instances'], useInstanceBulkVerbs(project))

  const columns = useMemo<ColumnDef<Instance>[]>(() => {
    return [
      {
        id: 'Name',
        header: 'Name',
        accessorFn: (i) => i.name,
        cell: ({ row }) => (
          <IntentLink
            href={pb.instance({ project, instance: row.original.name })}
            className="font-medium hover:underline"
          >
            {row.original.name}
          </IntentLink>
        ),
      },
      textColumn('vCPUs', (i) => String(i.ncpus)),
      {
        id: 'Memory',
        header: 'Memory',
        // sorts by bytes, not by the text ('512 MiB' after '4 GiB')
        accessorFn: (i) => i.memory,
        cell: ({ row }) => formatBytes(row.original.memory),
      },
      {
        header: 'State',
        meta: { state: true },
        accessorKey: 'runState',
        cell: ({ row }) => (
          <span className="flex items-center gap-2">
            <StateBadge
              state={row.original.runState}
              variant={instanceStateVariant[row.original.runState]}
            />
            <span className="text-xs text-muted-foreground">
              {timeAgo(row.original.timeRunStateUpdated)}
            </span>
          </span>
        ),
      },
      {
        id: IP_COLUMN,
        header: IP_COLUMN,
        accessorFn: (i) => ips.get(i.id)?.addresses.join(' ') ?? '',
        cell: ({ row }) => (
          <IpAddresses ips={ips.get(row.original.id)} watchRef={watch(row.original.id)} />
        ),
      },
      createdColumn(),
      actionsColumn((i) => i.name, itemsFor),
    ]
  }, [project, itemsFor, ips, watch])

  return (
    <>
      <ListPage
        title="Instances"
        icon={Server}
        create={{ href: pb.instancesNew({ project }), label: 'New instance' }}
        bulk={bulk}
        empty={{ title: 'No instances', body: 'This project has no instances yet.' }}
        paged={paged}
        onViewChange={onViewChange}
        caption={`Instances in ${project}`}
        what="instances"
        columns={columns}
      />
      {dialogs}
    </>
  )
}
