import type { ColumnDef } from '@tanstack/react-table'
import { EmptyState } from '@/components/ui/empty-state'
import { dateColumn, textColumn } from '@/components/ui/list-columns'
import { PagedTable } from '@/components/kit/data-table/paged-table'
import type { LldpNeighbor, ManagementAddress } from '@/lib/api/__generated__/Api'
import { usePagedApiQuery } from '@/lib/api/query'
import * as op from '@/lib/api/ops'

const addressText = (m: ManagementAddress) =>
  'ipAddr' in m.addr
    ? m.addr.ipAddr
    : m.addr.iEEE802.map((b) => b.toString(16).padStart(2, '0')).join(':')

const columns: ColumnDef<LldpNeighbor>[] = [
  textColumn('System name', (n) => n.systemName ?? '—', true),
  textColumn('Chassis ID', (n) => n.chassisId),
  textColumn('Their port', (n) => n.linkName),
  textColumn('Management addresses', (n) => n.managementIp.map(addressText).join(', ') || '—'),
  textColumn('Description', (n) => n.systemDescription ?? '—'),
  // typed as dates, but the client only turns time_* fields into dates: these arrive as strings
  dateColumn('First seen', (n) => new Date(n.firstSeen)),
  dateColumn('Last seen', (n) => new Date(n.lastSeen)),
]

/** The devices the port hears over LLDP: what is cabled to it, as they describe themselves. */
export function LldpNeighborsTable({
  rackId,
  switchLocation,
  port,
}: {
  rackId: string
  switchLocation: string
  port: string
}) {
  const paged = usePagedApiQuery(op.networkingSwitchPortLldpNeighbors, {
    path: { rackId, switchLocation, port },
    query: {},
  })
  return (
    <PagedTable
      paged={paged}
      caption="LLDP neighbours"
      columns={columns}
      getRowId={(n) => n.chassisId}
      emptyState={
        <EmptyState
          title="No LLDP neighbours"
          body="Nothing has been heard on this port: no link, LLDP off, or a peer that doesn't speak it."
        />
      }
    />
  )
}
