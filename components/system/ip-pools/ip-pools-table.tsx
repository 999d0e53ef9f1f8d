import type { ColumnDef } from '@tanstack/react-table'
import { Network } from 'lucide-react'
import { IntentLink } from '@/components/ui/intent-link'
import { useRouter } from 'next/router'
import { useMemo } from 'react'
import { actionsColumn, createdColumn, descriptionColumn } from '@/components/ui/list-columns'
import { ListPage } from '@/components/kit/list-page'
import { useConfirm } from '@/components/kit/use-confirm'
import { useRefusals } from '@/components/kit/use-refusals'
import { refusedBy } from '@/components/ui/row-action'
import type { IpPool } from '@/lib/api/__generated__/Api'
import { usePagedApiQuery } from '@/lib/api/query'
import { pb } from '@/lib/core/paths'
import { ServicePool } from './service-pool'
import { useDeleteIpPool } from './use-delete-ip-pool'
import { PoolUtilization } from './utilization-cell'
import * as op from '@/lib/api/ops'

/** The operator's IP pools with what each has handed out, and the rack's own service pool. */
export function IpPoolsTable() {
  const router = useRouter()
  const paged = usePagedApiQuery(op.ipPoolList, { query: {} })
  const [confirmation, confirm] = useConfirm()
  const deletePool = useDeleteIpPool(confirm)
  const refused = useRefusals()

  const columns = useMemo<ColumnDef<IpPool>[]>(
    () => [
      {
        id: 'Name',
        header: 'Name',
        accessorFn: (p) => p.name,
        cell: ({ row }) => (
          <IntentLink
            href={pb.systemIpPool({ pool: row.original.name })}
            className="block max-w-xs truncate font-medium hover:underline"
            title={row.original.name}
          >
            {row.original.name}
          </IntentLink>
        ),
      },
      descriptionColumn(),
      {
        id: 'IPv4 (allocated / capacity)',
        header: 'IPv4 (allocated / capacity)',
        cell: ({ row }) => <PoolUtilization pool={row.original.id} family="ipv4" />,
      },
      {
        id: 'IPv6 (allocated / capacity)',
        header: 'IPv6 (allocated / capacity)',
        cell: ({ row }) => <PoolUtilization pool={row.original.id} family="ipv6" />,
      },
      createdColumn(),
      actionsColumn(
        (p) => p.name,
        (p) => [
          refusedBy(refused('system.ipPool.edit'), {
            label: 'Edit',
            onSelect: () => void router.push(pb.systemIpPoolEdit({ pool: p.name })),
          }),
          refusedBy(refused('system.ipPool.delete'), {
            label: 'Delete',
            destructive: true,
            onSelect: () => deletePool(p.name),
          }),
        ],
      ),
    ],
    [router, deletePool, refused],
  )

  return (
    <div className="flex flex-col gap-10">
      <div>
        <ListPage
          title="IP Pools"
          icon={Network}
          create={{
            href: pb.systemIpPoolsNew(),
            label: 'New IP pool',
            refused: refused('system.ipPool.create'),
          }}
          empty={{
            title: 'No IP pools',
            body: 'Instances and floating IPs of a silo take their external addresses from the pools linked to it.',
          }}
          paged={paged}
          caption="IP pools"
          columns={columns}
        />
      </div>
      <ServicePool confirm={confirm} />
      {confirmation}
    </div>
  )
}
