import type { ColumnDef } from '@tanstack/react-table'
import { useState } from 'react'
import { GatedButton } from '@/components/ui/gated-button'
import { useRefusals } from '@/components/kit/use-refusals'
import { QueryTable } from '@/components/kit/data-table/query-table'
import { EmptyState } from '@/components/ui/empty-state'
import { lazyWhenOpen } from '@/components/ui/lazy'
import { PickerLimitNote } from '@/components/kit/forms/picker-limit-note'
import { SectionHeader } from '@/components/ui/section-header'
import { Skeleton } from '@/components/ui/skeleton'
import { toastSuccess } from '@/components/kit/toast'
import { type ConfirmActionOptions } from '@/components/kit/use-confirm'
import type { InternetGatewayIpPool } from '@/lib/api/__generated__/Api'
import { useApiMutation, useApiQuery } from '@/lib/api/query'
import { useViewById } from '@/lib/api/view-by-id'
import {
  gatewayAttachmentsParams,
  gatewaySelector,
  poolByIdParams,
  type GatewaySel,
} from './gateway-queries'
import * as op from '@/lib/api/ops'
import { ColumnText } from '@/components/ui/column-text'

const AttachGatewayPoolModal = lazyWhenOpen(() =>
  import('./attach-gateway-pool-modal').then((m) => m.AttachGatewayPoolModal),
)

function PoolName({ poolId }: { poolId: string }) {
  const lookup = useViewById(op.projectIpPoolView, poolId, poolByIdParams)
  if (lookup.data) return <span>{lookup.data.name}</span>
  if (lookup.isPending) return <Skeleton className="h-4 w-20" />
  return <span className="font-mono text-xs">{poolId}</span>
}

/** The IP pools a gateway draws egress addresses from: attach one, detach each (confirmed). */
export function GatewayIpPools({
  sel,
  confirm,
}: {
  sel: GatewaySel
  confirm: (options: ConfirmActionOptions) => void
}) {
  const pools = useApiQuery(op.internetGatewayIpPoolList, gatewayAttachmentsParams(sel))
  const [attaching, setAttaching] = useState(false)
  const refused = useRefusals(sel.project)
  const detachRefused = refused('internetGateway.ipPool.detach')
  const { mutateAsync: detach } = useApiMutation(op.internetGatewayIpPoolDelete)

  const columns: ColumnDef<InternetGatewayIpPool>[] = [
    {
      id: 'Name',
      header: 'Name',
      accessorFn: (p) => p.name,
      cell: ({ row }) => <ColumnText text={row.original.name} className="font-medium" />,
    },
    {
      id: 'IP pool',
      header: 'IP pool',
      accessorFn: (p) => p.ipPoolId,
      cell: ({ row }) => <PoolName poolId={row.original.ipPoolId} />,
    },
    {
      id: 'actions',
      header: () => <span className="sr-only">Actions</span>,
      cell: ({ row }) => {
        const p = row.original
        return (
          <GatedButton
            variant="outline"
            size="sm"
            reason={detachRefused}
            aria-label={`Detach IP pool ${p.name}`}
            onClick={() =>
              confirm({
                verb: 'Detach',
                kind: 'IP pool',
                name: p.name,
                destructive: false,
                consequence: `The gateway ${sel.gateway} no longer draws addresses from it.`,
                onConfirm: async () => {
                  await detach({ path: { pool: p.name }, ...gatewaySelector(sel) })
                  toastSuccess(`IP pool ${p.name} detached`)
                },
              })
            }
          >
            Detach
          </GatedButton>
        )
      },
    },
  ]

  return (
    <section aria-label="IP pools">
      <QueryTable
        header={
          <SectionHeader title="IP pools">
            <GatedButton
              variant="outline"
              size="sm"
              reason={refused('internetGateway.ipPool.attach')}
              onClick={() => setAttaching(true)}
            >
              Attach IP pool
            </GatedButton>
          </SectionHeader>
        }
        query={pools}
        failure="section"
        what="IP pools"
        rows={(page) => page.items}
        caption={`IP pools of ${sel.gateway}`}
        columns={columns}
        getRowId={(p) => p.id}
        emptyState={
          <EmptyState title="No IP pools" body="Attach a pool for the gateway to draw from." />
        }
      />
      <PickerLimitNote page={pools.data} things="IP pools" />
      <AttachGatewayPoolModal open={attaching} onOpenChange={setAttaching} sel={sel} />
    </section>
  )
}
