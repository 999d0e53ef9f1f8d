import type { ColumnDef } from '@tanstack/react-table'
import { Cable } from 'lucide-react'
import { IntentLink } from '@/components/ui/intent-link'
import { EmptyState } from '@/components/ui/empty-state'
import { textColumn } from '@/components/ui/list-columns'
import { PagedTable } from '@/components/kit/data-table/paged-table'
import type { SwitchPort } from '@/lib/api/__generated__/Api'
import { usePagedApiQuery } from '@/lib/api/query'
import { pb } from '@/lib/core/paths'
import { RackNetworkingFrame } from './rack-networking-frame'
import { LinkStatus, PortSettingsName } from './switch-port-cells'
import * as op from '@/lib/api/ops'

const columns: ColumnDef<SwitchPort>[] = [
  {
    id: 'Port',
    header: 'Port',
    cell: ({ row }) => (
      <IntentLink
        href={pb.systemSwitchPort({
          rackId: row.original.rackId,
          switchLocation: row.original.switchLocation,
          port: row.original.portName,
        })}
        className="font-medium hover:underline"
      >
        {row.original.switchLocation}/{row.original.portName}
      </IntentLink>
    ),
  },
  textColumn('Rack', (p) => p.rackId),
  {
    id: 'Settings',
    header: 'Settings',
    cell: ({ row }) => <PortSettingsName id={row.original.portSettingsId} />,
  },
  { id: 'Link', header: 'Link', cell: ({ row }) => <LinkStatus port={row.original} /> },
]

/** Every port of the rack's switches, with the settings applied and the link they bring up. */
export function SwitchPortsTable() {
  const paged = usePagedApiQuery(op.networkingSwitchPortList, { query: {} })
  return (
    <RackNetworkingFrame>
      <PagedTable
        paged={paged}
        caption="Switch ports"
        columns={columns}
        getRowId={(p) => p.id}
        emptyState={
          <EmptyState
            icon={<Cable className="h-6 w-6" aria-hidden />}
            title="No switch ports"
            body="The rack's switches report their ports once they are up."
          />
        }
      />
    </RackNetworkingFrame>
  )
}
