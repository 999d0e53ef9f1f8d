import type { ColumnDef } from '@tanstack/react-table'
import { Megaphone } from 'lucide-react'
import { useRouter } from 'next/router'
import { useMemo } from 'react'
import { EmptyState } from '@/components/ui/empty-state'
import { actionsColumn, createdColumn, descriptionColumn } from '@/components/ui/list-columns'
import { SectionHeader } from '@/components/ui/section-header'
import { toastSuccess } from '@/components/kit/toast'
import { useConfirm } from '@/components/kit/use-confirm'
import type { BgpAnnounceSet } from '@/lib/api/__generated__/Api'
import { useApiMutation, useApiQuery } from '@/lib/api/query'
import { pb } from '@/lib/core/paths'
import { AnnouncedNetworks } from './announced-networks'
import { QueryTable } from '../../../kit/data-table/query-table'
import * as op from '@/lib/api/ops'
import { announceSetListParams } from '@/lib/api/announce-sets'
import { AnnounceSetsLimitNote } from './announce-sets-limit-note'
import { ColumnText } from '@/components/ui/column-text'
import { useRefusals } from '@/components/kit/use-refusals'
import { refusedBy } from '@/components/ui/row-action'
import { WriteLink } from '@/components/kit/write-link'

/** Named sets of networks the BGP configurations announce. */
export function AnnounceSetsTab() {
  const router = useRouter()
  const sets = useApiQuery(op.networkingBgpAnnounceSetList, announceSetListParams)
  const [confirmation, confirm] = useConfirm()
  const { mutateAsync: deleteSet } = useApiMutation(op.networkingBgpAnnounceSetDelete)
  const refused = useRefusals()

  const columns = useMemo<ColumnDef<BgpAnnounceSet>[]>(
    () => [
      {
        id: 'Name',
        header: 'Name',
        cell: ({ row }) => <ColumnText text={row.original.name} className="font-medium" />,
      },
      descriptionColumn(),
      {
        id: 'Networks',
        header: 'Networks',
        cell: ({ row }) => <AnnouncedNetworks set={row.original.id} />,
      },
      createdColumn(),
      actionsColumn(
        (s) => s.name,
        (s) => [
          refusedBy(refused('system.bgp.announceSet.edit'), {
            label: 'Edit',
            onSelect: () => void router.push(pb.systemBgpAnnounceSetEdit({ announceSet: s.name })),
          }),
          refusedBy(refused('system.bgp.announceSet.delete'), {
            label: 'Delete',
            destructive: true,
            // offered while a configuration uses it too: the API refuses then, and the dialog says why
            onSelect: () =>
              confirm({
                verb: 'Delete',
                kind: 'announce set',
                name: s.name,
                consequence: 'Its announcements go with it.',
                onConfirm: async () => {
                  await deleteSet({ path: { announceSet: s.name } })
                  toastSuccess(`Announce set ${s.name} deleted`)
                },
              }),
          }),
        ],
      ),
    ],
    [router, confirm, deleteSet, refused],
  )

  const newLink = pb.systemBgpAnnounceSetsNew()
  return (
    <>
      <QueryTable
        header={
          <SectionHeader title="Announce sets">
            <WriteLink
              variant="outline"
              size="sm"
              href={newLink}
              refused={refused('system.bgp.announceSet.edit')}
            >
              New announce set
            </WriteLink>
          </SectionHeader>
        }
        query={sets}
        rows={(all) => all}
        columns={columns}
        caption="Announce sets"
        getRowId={(s) => s.id}
        emptyState={
          <EmptyState
            icon={<Megaphone className="h-6 w-6" aria-hidden />}
            title="No announce sets"
            body="An announce set lists the networks a BGP configuration announces to its peers."
            action={
              <WriteLink
                variant="outline"
                href={newLink}
                refused={refused('system.bgp.announceSet.edit')}
              >
                New announce set
              </WriteLink>
            }
          />
        }
      />
      <AnnounceSetsLimitNote sets={sets.data} />
      {confirmation}
    </>
  )
}
