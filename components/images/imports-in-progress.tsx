import type { ColumnDef } from '@tanstack/react-table'
import * as React from 'react'
import { DiskStateBadge } from '@/components/disks/disk-state'
import { DataTable } from '@/components/kit/data-table/data-table'
import { LiveStatus } from '@/components/ui/live-status'
import { SectionHeader } from '@/components/ui/section-header'
import type { Disk } from '@/lib/api/__generated__/Api'
import { PICKER_LIMIT } from '@/lib/api/picker-limit'
import { pollWhileAny } from '@/lib/api/poll'
import { diskImporting, diskStateText, importUnderway } from '@/lib/domain/disk'
import { useApiQuery, useRefreshOn } from '@/lib/api/query'
import { formatBytes } from '@/lib/core/format/bytes'
import { timeAgo } from '@/lib/core/format/date'
import * as op from '@/lib/api/ops'

const columns: ColumnDef<Disk>[] = [
  {
    id: 'Disk',
    header: 'Disk',
    accessorFn: (d) => d.name,
    cell: ({ row }) => (
      <span className="break-all" title={row.original.description}>
        {row.original.name}
      </span>
    ),
  },
  {
    id: 'State',
    header: 'State',
    accessorFn: (d) => diskStateText(d.state.state),
    cell: ({ row }) => <DiskStateBadge state={row.original.state.state} />,
  },
  {
    id: 'Size',
    header: 'Size',
    accessorFn: (d) => d.size,
    cell: (c) => formatBytes(c.row.original.size),
  },
  {
    id: 'Started',
    header: 'Started',
    accessorFn: (d) => d.timeCreated.getTime(),
    cell: ({ row }) => timeAgo(row.original.timeCreated),
  },
]

/**
 * Images on their way into the project: each upload fills a disk, which
 * becomes the image once finalized. Shown (and followed while young) only
 * while there is one; when one ends, the images are looked at again.
 */
export function ImportsInProgress({ project }: { project: string }) {
  const disks = useApiQuery(
    op.diskList,
    { query: { project, limit: PICKER_LIMIT } },
    { pollWhile: pollWhileAny(importUnderway) },
  )
  const imports = React.useMemo(
    () => disks.data?.items.filter((d) => diskImporting(d.state.state)) ?? [],
    [disks.data],
  )
  useImagesRefreshedWhenImportsEnd(imports.length)
  if (imports.length === 0) return null
  return (
    <section aria-label="Imports in progress" className="mb-6">
      <SectionHeader title="Imports in progress">
        <LiveStatus query={disks} what="imports" />
      </SectionHeader>
      <DataTable
        caption="Imports in progress"
        columns={columns}
        data={imports}
        getRowId={(d) => d.id}
        emptyState={null}
      />
    </section>
  )
}

/** An import that ended has made its image (or given up): the list may have changed. */
function useImagesRefreshedWhenImportsEnd(count: number) {
  const refresh = useRefreshOn('importEnded')
  const last = React.useRef(count)
  React.useEffect(() => {
    if (count < last.current) void refresh()
    last.current = count
  }, [count, refresh])
}
