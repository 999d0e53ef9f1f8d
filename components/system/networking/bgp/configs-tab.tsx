import type { ColumnDef } from '@tanstack/react-table'
import { Waypoints } from 'lucide-react'
import { useMemo } from 'react'
import { EmptyState } from '@/components/ui/empty-state'
import { actionsColumn, createdColumn, descriptionColumn } from '@/components/ui/list-columns'
import { PagedTable } from '@/components/kit/data-table/paged-table'
import { SectionHeader } from '@/components/ui/section-header'
import { toastSuccess } from '@/components/kit/toast'
import { useConfirm } from '@/components/kit/use-confirm'
import type { BgpConfig } from '@/lib/api/__generated__/Api'
import { useApiMutation, usePagedApiQuery } from '@/lib/api/query'
import { pb } from '@/lib/core/paths'
import * as op from '@/lib/api/ops'
import { ColumnText } from '@/components/ui/column-text'
import { useRefusals } from '@/components/kit/use-refusals'
import { refusedBy } from '@/components/ui/row-action'
import { WriteLink } from '@/components/kit/write-link'

/** The rack's BGP configurations: an ASN, optionally a VRF, and the set it announces. */
export function ConfigsTab() {
  const paged = usePagedApiQuery(op.networkingBgpConfigList, { query: {} })
  const [confirmation, confirm] = useConfirm()
  const { mutateAsync: deleteConfig } = useApiMutation(op.networkingBgpConfigDelete)
  const refused = useRefusals()

  const columns = useMemo<ColumnDef<BgpConfig>[]>(
    () => [
      {
        id: 'Name',
        header: 'Name',
        cell: ({ row }) => <ColumnText text={row.original.name} className="font-medium" />,
      },
      descriptionColumn(),
      {
        id: 'ASN',
        header: 'ASN',
        cell: ({ row }) => <span className="font-mono text-xs">{row.original.asn}</span>,
      },
      { id: 'VRF', header: 'VRF', cell: ({ row }) => row.original.vrf ?? '—' },
      createdColumn(),
      actionsColumn(
        (c) => c.name,
        (c) => [
          refusedBy(refused('system.bgp.config.delete'), {
            label: 'Delete',
            destructive: true,
            // offered while switch ports use it too: the API refuses then, and the dialog says why
            onSelect: () =>
              confirm({
                verb: 'Delete',
                kind: 'BGP configuration',
                name: c.name,
                consequence: 'Switch ports must stop using it first.',
                onConfirm: async () => {
                  await deleteConfig({ query: { nameOrId: c.name } })
                  toastSuccess(`BGP configuration ${c.name} deleted`)
                },
              }),
          }),
        ],
      ),
    ],
    [confirm, deleteConfig, refused],
  )

  const newLink = pb.systemBgpConfigsNew()
  return (
    <>
      <PagedTable
        header={
          <SectionHeader title="Configurations">
            <WriteLink
              variant="outline"
              size="sm"
              href={newLink}
              refused={refused('system.bgp.config.create')}
            >
              New configuration
            </WriteLink>
          </SectionHeader>
        }
        paged={paged}
        caption="BGP configurations"
        columns={columns}
        getRowId={(c) => c.id}
        emptyState={
          <EmptyState
            icon={<Waypoints className="h-6 w-6" aria-hidden />}
            title="No BGP configurations"
            body="A configuration gives the rack's switches an ASN and the networks they announce."
            action={
              <WriteLink
                variant="outline"
                href={newLink}
                refused={refused('system.bgp.config.create')}
              >
                New configuration
              </WriteLink>
            }
          />
        }
      />
      {confirmation}
    </>
  )
}
