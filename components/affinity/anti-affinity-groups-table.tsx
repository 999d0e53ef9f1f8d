import type { ColumnDef } from '@tanstack/react-table'
import { Split } from 'lucide-react'
import { IntentLink } from '@/components/ui/intent-link'
import { useRouter } from 'next/router'
import { useMemo } from 'react'
import { BulkActions, type BulkVerb } from '@/components/kit/data-table/bulk-actions'
import { selectColumn, useRowSelection } from '@/components/kit/data-table/row-selection'
import { Button } from '@/components/ui/button'
import { EmptyState } from '@/components/ui/empty-state'
import {
  actionsColumn,
  createdColumn,
  descriptionColumn,
  textColumn,
} from '@/components/ui/list-columns'
import { PageHeader } from '@/components/ui/page-header'
import { PagedTable } from '@/components/kit/data-table/paged-table'
import type { AntiAffinityGroup } from '@/lib/api/__generated__/Api'
import { useApiMutation, usePagedApiQuery } from '@/lib/api/query'
import { pb } from '@/lib/core/paths'
import { useDeleteGroup } from './use-delete-group'
import { failureDomainLabel, policyLabel } from './policy'

// No member count column: it would take one request per row.
export function AntiAffinityGroupsTable({ project }: { project: string }) {
  const router = useRouter()
  const paged = usePagedApiQuery('antiAffinityGroupList', { query: { project } })
  const [deleteDialog, confirmDelete] = useDeleteGroup(project)

  const { mutateAsync: deleteGroup } = useApiMutation('antiAffinityGroupDelete')
  const { selected, setRowSelection, selection } = useRowSelection(paged)
  const bulkDelete: BulkVerb<AntiAffinityGroup> = {
    label: 'Delete',
    done: 'deleted',
    destructive: true,
    run: (g) => deleteGroup({ path: { antiAffinityGroup: g.name }, query: { project } }),
  }

  const columns = useMemo<ColumnDef<AntiAffinityGroup>[]>(
    () => [
      selectColumn<AntiAffinityGroup>('anti-affinity groups'),
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

  const newLink = pb.affinityNew({ project })
  return (
    <>
      <PagedTable
        header={
          <>
            <PageHeader
              title="Affinity"
              icon={<Split className="h-5 w-5" aria-hidden />}
              actions={
                <Button asChild>
                  <IntentLink href={newLink}>New anti-affinity group</IntentLink>
                </Button>
              }
            />
            <BulkActions
              noun={['anti-affinity group', 'anti-affinity groups']}
              verbs={[bulkDelete]}
              selected={selected}
              onSelectionChange={setRowSelection}
            />
          </>
        }
        paged={paged}
        selection={selection}
        caption={`Anti-affinity groups in ${project}`}
        columns={columns}
        getRowId={(g) => g.id}
        emptyState={
          <EmptyState
            icon={<Split className="h-6 w-6" aria-hidden />}
            title="No anti-affinity groups"
            body="Instances in an anti-affinity group are kept on separate sleds."
            action={
              <Button asChild variant="outline">
                <IntentLink href={newLink}>New anti-affinity group</IntentLink>
              </Button>
            }
          />
        }
      />
      {deleteDialog}
    </>
  )
}
