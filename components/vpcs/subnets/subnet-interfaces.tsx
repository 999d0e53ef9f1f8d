import type { ColumnDef } from '@tanstack/react-table'
import { Network } from 'lucide-react'
import { Badge } from '@/components/ui/badge'
import { QueryTable } from '@/components/kit/data-table/query-table'
import { EmptyState } from '@/components/ui/empty-state'
import { PickerLimitNote } from '@/components/kit/forms/picker-limit-note'
import type { InstanceNetworkInterface } from '@/lib/api/__generated__/Api'
import { useApiQuery } from '@/lib/api/query'
import { InstanceByIdLink } from '@/components/instances/instance-by-id-link'
import { subnetInterfacesParams, type SubnetSel } from './subnet-queries'
import * as op from '@/lib/api/ops'
import { ColumnText } from '@/components/ui/column-text'

/** The network interfaces in a subnet, each with its instance (linked) and address. */
export function SubnetInterfaces(sel: SubnetSel) {
  const nics = useApiQuery(op.vpcSubnetListNetworkInterfaces, subnetInterfacesParams(sel))
  const columns: ColumnDef<InstanceNetworkInterface>[] = [
    {
      id: 'Name',
      header: 'Name',
      accessorFn: (n) => n.name,
      cell: ({ row }) => (
        <span className="flex items-center gap-2">
          <ColumnText text={row.original.name} className="font-medium" />
          {row.original.primary && <Badge variant="outline">primary</Badge>}
        </span>
      ),
    },
    {
      id: 'Instance',
      header: 'Instance',
      accessorFn: (n) => n.instanceId,
      cell: ({ row }) => (
        <InstanceByIdLink project={sel.project} instanceId={row.original.instanceId} />
      ),
    },
    {
      id: 'IP',
      header: 'IP',
      accessorFn: (n) => n.ip,
      cell: ({ row }) => <span className="font-mono text-xs">{row.original.ip}</span>,
    },
  ]
  return (
    <div className="flex flex-col gap-2">
      <QueryTable
        query={nics}
        failure="section"
        what="network interfaces"
        rows={(page) => page.items}
        caption={`Network interfaces in ${sel.subnet}`}
        columns={columns}
        getRowId={(n) => n.id}
        emptyState={
          <EmptyState
            icon={<Network className="h-6 w-6" aria-hidden />}
            title="No network interfaces"
            body="No instance has an interface in this subnet, so it can be deleted."
          />
        }
      />
      <PickerLimitNote page={nics.data} things="network interfaces" />
    </div>
  )
}
