import type { ColumnDef } from '@tanstack/react-table'
import { Split } from 'lucide-react'
import Link from 'next/link'
import { useRouter } from 'next/router'
import { useMemo } from 'react'
import { Button } from '@/components/ui/button'
import { EmptyState } from '@/components/ui/empty-state'
import {
  actionsColumn,
  createdColumn,
  descriptionColumn,
  textColumn,
} from '@/components/ui/list-columns'
import { PageHeader } from '@/components/ui/page-header'
import { PagedTable } from '@/components/ui/paged-table'
import type { AntiAffinityGroup } from '@/lib/api/__generated__/Api'
import { usePagedApiQuery } from '@/lib/api/query'
import { pb } from '@/lib/paths'
import { useDeleteGroup } from './use-delete-group'
import { failureDomainLabel, policyLabel } from './policy'

// No member count column: it would take one request per row.
export function AntiAffinityGroupsTable({ project }: { project: string }) {
  const router = useRouter()
  const paged = usePagedApiQuery('antiAffinityGroupList', { query: { project } })
  const [deleteDialog, confirmDelete] = useDeleteGroup(project)

  const columns = useMemo<ColumnDef<AntiAffinityGroup>[]>(
    () => [
      {
        header: 'Name',
        accessorKey: 'name',
        cell: ({ row }) => (
          <Link
            href={pb.antiAffinityGroup({ project, antiAffinityGroup: row.original.name })}
            title={row.original.name}
            className="block max-w-xs truncate font-medium text-primary hover:underline"
          >
            {row.original.name}
          </Link>
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
          <PageHeader
            title="Affinity"
            icon={<Split className="h-5 w-5" aria-hidden />}
            actions={
              <Button asChild>
                <Link href={newLink}>New anti-affinity group</Link>
              </Button>
            }
          />
        }
        paged={paged}
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
                <Link href={newLink}>New anti-affinity group</Link>
              </Button>
            }
          />
        }
      />
      {deleteDialog}
    </>
  )
}
