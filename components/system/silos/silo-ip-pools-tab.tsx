import type { ColumnDef } from '@tanstack/react-table'
import { Network } from 'lucide-react'
import { useMemo, useState } from 'react'
import { Badge } from '@/components/ui/badge'
import { GatedButton } from '@/components/ui/gated-button'
import { EmptyState } from '@/components/ui/empty-state'
import { lazyWhenOpen } from '@/components/ui/lazy'
import { actionsColumn, descriptionColumn } from '@/components/ui/list-columns'
import { refusedBy } from '@/components/ui/row-action'
import { PagedTable } from '@/components/kit/data-table/paged-table'
import { SectionHeader } from '@/components/ui/section-header'
import { toastSuccess } from '@/components/kit/toast'
import { useConfirm } from '@/components/kit/use-confirm'
import { useRefusals } from '@/components/kit/use-refusals'
import type { SiloIpPool } from '@/lib/api/__generated__/Api'
import { useApiMutation, usePagedApiQuery } from '@/lib/api/query'
import { ipPoolSiloUpdateBody } from '@/lib/domain/update-bodies'
import { siloParams, type SiloSel } from '@/lib/api/selectors'
import * as op from '@/lib/api/ops'

const LinkPoolModal = lazyWhenOpen(() => import('./link-pool-modal').then((m) => m.LinkPoolModal))

/**
 * The silo page's IP pools tab: the pools its projects may draw addresses
 * from, and which one they draw from when they name none (the default).
 */
export function SiloIpPoolsTab(sel: SiloSel) {
  const { silo } = sel
  const paged = usePagedApiQuery(op.siloIpPoolList, siloParams(sel))
  const [linking, setLinking] = useState(false)
  const [confirmation, confirm] = useConfirm()
  const { mutateAsync: update } = useApiMutation(op.ipPoolSiloUpdate)
  const { mutateAsync: unlink } = useApiMutation(op.ipPoolSiloUnlink)
  const refused = useRefusals()

  const columns = useMemo<ColumnDef<SiloIpPool>[]>(
    () => [
      {
        id: 'Name',
        header: 'Name',
        accessorFn: (p) => p.name,
        cell: ({ row }) => (
          <span className="flex items-center gap-2">
            <span className="max-w-xs truncate font-medium" title={row.original.name}>
              {row.original.name}
            </span>
            {row.original.isDefault && <Badge variant="success">Default</Badge>}
          </span>
        ),
      },
      descriptionColumn(),
      actionsColumn(
        (p) => p.name,
        (p) => [
          refusedBy(
            refused('system.ipPool.silo.edit'),
            p.isDefault
              ? {
                  label: 'Clear default',
                  onSelect: () =>
                    confirm({
                      verb: 'Clear default',
                      kind: 'IP pool',
                      name: p.name,
                      destructive: false,
                      consequence: `Projects of ${silo} then have to name a pool for each address.`,
                      onConfirm: async () => {
                        await update({
                          path: { pool: p.name, silo },
                          body: ipPoolSiloUpdateBody(p, { isDefault: false }),
                        })
                        toastSuccess(`${p.name} is no longer the default of ${silo}`)
                      },
                    }),
                }
              : {
                  label: 'Make default',
                  onSelect: () =>
                    confirm({
                      verb: 'Make default',
                      kind: 'IP pool',
                      name: p.name,
                      destructive: false,
                      consequence: `It replaces the current default of ${silo}, if any.`,
                      onConfirm: async () => {
                        await update({
                          path: { pool: p.name, silo },
                          body: ipPoolSiloUpdateBody(p, { isDefault: true }),
                        })
                        toastSuccess(`${p.name} is now the default of ${silo}`)
                      },
                    }),
                },
          ),
          refusedBy(refused('system.ipPool.silo.unlink'), {
            label: 'Unlink',
            destructive: true,
            onSelect: () =>
              confirm({
                verb: 'Unlink',
                kind: 'IP pool',
                name: p.name,
                consequence: `Projects of ${silo} can no longer draw addresses from it.`,
                onConfirm: async () => {
                  await unlink({ path: { pool: p.name, silo } })
                  toastSuccess(`IP pool ${p.name} unlinked from ${silo}`)
                },
              }),
          }),
        ],
      ),
    ],
    [silo, confirm, refused, update, unlink],
  )

  const linkButton = (
    <GatedButton
      variant="outline"
      size="sm"
      reason={refused('system.ipPool.silo.link')}
      onClick={() => setLinking(true)}
    >
      Link IP pool
    </GatedButton>
  )
  return (
    <>
      <PagedTable
        header={<SectionHeader title="IP pools">{linkButton}</SectionHeader>}
        paged={paged}
        caption={`IP pools of ${silo}`}
        columns={columns}
        getRowId={(p) => p.id}
        emptyState={
          <EmptyState
            icon={<Network className="h-6 w-6" aria-hidden />}
            title="No IP pools"
            body="Link a pool for the silo's instances and floating IPs to draw addresses from."
            action={linkButton}
          />
        }
      />
      <LinkPoolModal open={linking} onOpenChange={setLinking} silo={silo} />
      {confirmation}
    </>
  )
}
