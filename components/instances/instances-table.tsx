import type { ColumnDef } from '@tanstack/react-table'
import { Server } from 'lucide-react'
import { IntentLink } from '@/components/ui/intent-link'
import { startTransition, useCallback, useMemo, useRef, useState } from 'react'
import type { TableView } from '@/components/kit/data-table/data-table'
import { actionsColumn, createdColumn, textColumn } from '@/components/ui/list-columns'
import { ListPage } from '@/components/kit/list-page'
import type { BulkVerb } from '@/components/kit/data-table/bulk-actions'
import { useBulkSelection, type PagedList } from '@/components/kit/data-table/use-bulk-selection'
import { useRefusals } from '@/components/kit/use-refusals'
import { InstanceStateBadge } from '@/components/instances/instance-state-badge'
import type { Instance } from '@/lib/api/__generated__/Api'
import { pageQueries } from '@/lib/api/page-queries'
import { usePagedApiQuery } from '@/lib/api/query'
import { formatBytes } from '@/lib/core/format/bytes'
import { timeAgo } from '@/lib/core/format/date'
import { pollWhileAny } from '@/lib/api/poll'
import { pb } from '@/lib/core/paths'
import { useDebouncedValue } from '@/lib/core/use-debounced-value'
import { instanceSettling } from '@/lib/domain/instance'
import { useInstanceBulkVerbs } from './instance-bulk-verbs'
import type { InstanceIps } from './instance-ips'
import { InstanceIpsCell, InstanceIpsProvider } from './instance-ips-provider'
import { useInstanceActions } from './use-instance-actions'

const NO_INSTANCES: Instance[] = []
const IP_COLUMN = 'IP addresses'
const LOOKUPS_AFTER_TYPING_MS = 400

export function InstancesTable({ project }: { project: string }) {
  const paged = usePagedApiQuery(...pageQueries.instances({ project }).list, {
    pollWhile: pollWhileAny((i) => instanceSettling(i.runState)),
  })
  const { itemsFor, dialogs } = useInstanceActions(project)
  const refused = useRefusals(project)
  const bulkVerbs = useInstanceBulkVerbs(project)
  // Addresses cost two requests an instance, so they are asked for the rows in view; a sort
  // or text filter needs them all, and asks for the page's rows (as it did before scrolling).
  // Their answers reach the address cells through InstanceIpsProvider. The columns, and so
  // every row, change with them only while a sort or filter reads them (`ipsRead`).
  const latestIps = useRef<ReadonlyMap<string, InstanceIps>>(new Map())
  const readingIps = useRef(false)
  const [ipsRead, setIpsRead] = useState<ReadonlyMap<string, InstanceIps> | null>(null)
  const [sortingByIps, setSortingByIps] = useState(false)
  const [filter, setFilter] = useState('')
  const onViewChange = useCallback(({ sorting, globalFilter }: TableView) => {
    const byIps = sorting.some((s) => s.id === IP_COLUMN)
    readingIps.current = globalFilter !== '' || byIps
    // new columns, so every row renders again: a transition, which the next key interrupts
    startTransition(() => {
      setIpsRead(readingIps.current ? latestIps.current : null)
      setSortingByIps(byIps)
      setFilter(globalFilter)
    })
  }, [])
  // A filter's lookups start once its text has stopped changing: they are a hundred requests
  // for a page of 50, whose starting the keys typed meanwhile would wait behind.
  const settledFilter = useDebouncedValue(filter, LOOKUPS_AFTER_TYPING_MS)
  const onIps = useCallback((next: ReadonlyMap<string, InstanceIps>) => {
    latestIps.current = next
    // Re-sorting and re-filtering renders every row again: once for the lookups a sort or
    // filter started, when the last has answered, not once an answer (a hundred for a page of
    // 50, each a full render while the next keys are typed). A transition, which keys typed
    // into the filter meanwhile interrupt. The address cells show each answer as it comes.
    if (readingIps.current && [...next.values()].every((ips) => !ips.loading)) {
      startTransition(() => setIpsRead(next))
    }
  }, [])
  const pageRows = paged.query.data?.items ?? NO_INSTANCES
  const shownRows = (paged.all.requested ? paged.all.query.data?.items : undefined) ?? pageRows

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
            <InstanceStateBadge state={row.original.runState} />
            <span className="text-xs text-muted-foreground">
              {timeAgo(row.original.timeRunStateUpdated)}
            </span>
          </span>
        ),
      },
      {
        id: IP_COLUMN,
        header: IP_COLUMN,
        // an export reads the latest addresses (see tableToCsv)
        accessorFn: (i) => (ipsRead ?? latestIps.current).get(i.id)?.addresses.join(' ') ?? '',
        cell: ({ row }) => <InstanceIpsCell id={row.original.id} />,
      },
      createdColumn(),
      actionsColumn((i) => i.name, itemsFor),
    ]
  }, [project, itemsFor, ipsRead])

  return (
    <InstanceIpsProvider
      project={project}
      shownRows={shownRows}
      pageRows={pageRows}
      needsAll={sortingByIps || (filter !== '' && settledFilter !== '')}
      onChange={onIps}
    >
      <InstancesList
        project={project}
        paged={paged}
        columns={columns}
        onViewChange={onViewChange}
        refusedCreate={refused('instance.create')}
        bulkVerbs={bulkVerbs}
      />
      {dialogs}
    </InstanceIpsProvider>
  )
}

/**
 * The list and its row selection, apart from the address lookups and role reads above it:
 * selecting rows renders this again, not them (every render of the lookups matches each to
 * its query, two an instance).
 */
function InstancesList({
  project,
  paged,
  columns,
  onViewChange,
  refusedCreate,
  bulkVerbs,
}: {
  project: string
  paged: PagedList<Instance>
  columns: ColumnDef<Instance>[]
  onViewChange: (view: TableView) => void
  refusedCreate: string | undefined
  bulkVerbs: BulkVerb<Instance>[]
}) {
  const bulk = useBulkSelection(paged, ['instance', 'instances'], bulkVerbs)
  return (
    <ListPage
      title="Instances"
      icon={Server}
      create={{
        href: pb.instancesNew({ project }),
        label: 'New instance',
        refused: refusedCreate,
      }}
      bulk={bulk}
      empty={{ title: 'No instances', body: 'This project has no instances yet.' }}
      paged={paged}
      onViewChange={onViewChange}
      caption={`Instances in ${project}`}
      what="instances"
      columns={columns}
    />
  )
}
