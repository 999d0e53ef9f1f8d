import type { ColumnDef } from '@tanstack/react-table'
import { Split } from 'lucide-react'
import { IntentLink } from '@/components/ui/intent-link'
import { useRouter } from 'next/router'
import { useMemo } from 'react'
import { deleteVerb } from '@/components/kit/data-table/bulk-actions'
import {
  actionsColumn,
  createdColumn,
  descriptionColumn,
  textColumn,
} from '@/components/ui/list-columns'
import { ListPage } from '@/components/kit/list-page'
import { useBulkSelection } from '@/components/kit/data-table/use-bulk-selection'
import type { AntiAffinityGroup } from '@/lib/api/__generated__/Api'
import { useApiMutation, usePagedApiQuery } from '@/lib/api/query'
import { pb } from '@/lib/core/paths'
import { useDeleteGroup } from './use-delete-group'
import { failureDomainLabel, policyLabel } from './policy'
import * as op from '@/lib/api/ops'

// No member count column: it would take one request per row.
export function AntiAffinityGroupsTable({ project }: { project: string }) {
  const router = useRouter()
  const paged = usePagedApiQuery(op.antiAffinityGroupList, { query: { project } })
  const [deleteDialog, confirmDelete] = useDeleteGroup(project)

  const { mutateAsync: deleteGroup } = useApiMutation(op.antiAffinityGroupDelete)
  const bulk = useBulkSelection(
    paged,
    ['anti-affinity group', 'anti-affinity groups'],
    [deleteVerb((g) => deleteGroup({ path: { antiAffinityGroup: g.name }, query: { project } }))],
  )

  const columns = useMemo<ColumnDef<AntiAffinityGroup>[]>(
    () => [
      {
        header: 'Name',
        accessorKey: 'name',
        cell: ({ row }) => (
          <IntentLink
            href={pb.antiAffinityGroup({ project, antiAffinityGroup: row.original.name })}
            title={row.original.name}
            className="block max-w-xs truncate font-medium text-primary hover:underline"
          >
            {row.original.name}
          </IntentLink>
        ),
      },
      descriptionColumn(),
      textColumn('Policy', (g) => policyLabel[g.policy] ?? g.policy),
      textColumn('Failure domain', (g) => failureDomainLabel[g.failureDomain] ?? g.failureDomain),
      createdColumn(),
      actionsColumn(
        (g) => g.name,
        (g) => [
          {
            label: 'Edit',
            onSelect: () =>
              void router.push(pb.antiAffinityGroupEdit({ project, antiAffinityGroup: g.name })),
          },
          { label: 'Delete', destructive: true, onSelect: () => confirmDelete(g) },
        ],
      ),
    ],
    [project, router, confirmDelete],
  )

  return (
    <>
      <ListPage
        title="Affinity"
        icon={Split}
        create={{ href: pb.affinityNew({ project }), label: 'New anti-affinity group' }}
        bulk={bulk}
        empty={{
          title: 'No anti-affinity groups',
          body: 'Instances in an anti-affinity group are kept on separate sleds.',
        }}
        paged={paged}
        caption={`Anti-affinity groups in ${project}`}
        columns={columns}
      />
      {deleteDialog}
    </>
  )
}
