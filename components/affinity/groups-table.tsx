import type { ColumnDef } from '@tanstack/react-table'
import { Split } from 'lucide-react'
import { useRouter } from 'next/router'
import { useMemo } from 'react'
import { EmptyState } from '@/components/ui/empty-state'
import {
  actionsColumn,
  createdColumn,
  descriptionColumn,
  linkColumn,
  textColumn,
} from '@/components/ui/list-columns'
import { deleteVerb } from '@/components/kit/data-table/bulk-actions'
import { PagedTable } from '@/components/kit/data-table/paged-table'
import { useBulkSelection } from '@/components/kit/data-table/use-bulk-selection'
import { refusedBy } from '@/components/ui/row-action'
import { useRefusals } from '@/components/kit/use-refusals'
import { WriteLink } from '@/components/kit/write-link'
import { groupAction, type Group, type GroupKind } from './group-kinds'
import { useDeleteGroup } from './use-delete-group'
import { failureDomainLabel, policyLabel } from './policy'

/**
 * One kind's groups, a section of the affinity page under its own heading. No member count
 * column: it would take one request per row.
 */
export function GroupsTable({ kind, project }: { kind: GroupKind; project: string }) {
  const router = useRouter()
  const paged = kind.useList(project)
  const [deleteDialog, confirmDelete] = useDeleteGroup(kind, project)
  const { mutateAsync: deleteGroup } = kind.useDelete()
  const refused = useRefusals(project)
  const bulk = useBulkSelection(
    paged,
    [kind.noun, `${kind.noun}s`],
    [
      {
        ...deleteVerb<Group>((g) => deleteGroup({ project, group: g.name })),
        refused: refused(groupAction(kind, 'delete')),
      },
    ],
  )

  const columns = useMemo<ColumnDef<Group>[]>(
    () => [
      linkColumn(
        'Name',
        (g) => g.name,
        (g) => kind.href({ project, group: g.name }),
      ),
      descriptionColumn(),
      textColumn('Policy', (g) => policyLabel[g.policy] ?? g.policy),
      textColumn('Failure domain', (g) => failureDomainLabel[g.failureDomain] ?? g.failureDomain),
      createdColumn(),
      actionsColumn(
        (g) => g.name,
        (g) => [
          refusedBy(refused(groupAction(kind, 'edit')), {
            label: 'Edit',
            onSelect: () => void router.push(kind.editHref({ project, group: g.name })),
          }),
          refusedBy(refused(groupAction(kind, 'delete')), {
            label: 'Delete',
            destructive: true,
            onSelect: () => confirmDelete(g),
          }),
        ],
      ),
    ],
    [kind, project, router, confirmDelete, refused],
  )

  const shownColumns = useMemo(() => [bulk.column, ...columns], [bulk.column, columns])
  const headingId = `${kind.key}-groups-heading`
  const create = `New ${kind.noun}`
  const createRefused = refused(groupAction(kind, 'create'))
  return (
    <section aria-labelledby={headingId} className="mb-10">
      <PagedTable
        header={
          <>
            <div className="mb-4 flex flex-wrap items-center justify-between gap-4">
              <div>
                <h2 id={headingId} className="text-lg font-semibold">
                  {kind.Noun}s
                </h2>
                <p className="text-sm text-muted-foreground">{kind.purpose}</p>
              </div>
              <WriteLink href={kind.newHref(project)} refused={createRefused}>
                {create}
              </WriteLink>
            </div>
            {bulk.bar}
          </>
        }
        paged={paged}
        caption={`${kind.Noun}s in ${project}`}
        columns={shownColumns}
        selection={bulk.selection}
        getRowId={(g) => g.id}
        emptyState={
          <EmptyState
            icon={<Split className="h-6 w-6" aria-hidden />}
            title={`No ${kind.noun}s`}
            body={kind.purpose}
            action={
              <WriteLink variant="outline" href={kind.newHref(project)} refused={createRefused}>
                {create}
              </WriteLink>
            }
          />
        }
      />
      {deleteDialog}
    </section>
  )
}
