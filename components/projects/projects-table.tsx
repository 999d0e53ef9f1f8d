import type { ColumnDef } from '@tanstack/react-table'
import { Folder } from 'lucide-react'
import { IntentLink } from '@/components/ui/intent-link'
import { useRouter } from 'next/router'
import { useMemo, useState } from 'react'
import { Button } from '@/components/ui/button'
import { EmptyState } from '@/components/ui/empty-state'
import { actionsColumn, createdColumn, descriptionColumn } from '@/components/ui/list-columns'
import { PageHeader } from '@/components/ui/page-header'
import { PagedTable } from '@/components/kit/data-table/paged-table'
import { lazyWhenOpen } from '@/components/ui/lazy'
import type { Project } from '@/lib/api/__generated__/Api'
import { usePagedApiQuery } from '@/lib/api/query'
import { pb } from '@/lib/core/paths'

const LIST_PARAMS = { query: {} }

const DeleteProjectDialog = lazyWhenOpen(() =>
  import('./delete-project-dialog').then((m) => m.DeleteProjectDialog),
)

export function ProjectsTable() {
  const router = useRouter()
  const paged = usePagedApiQuery('projectList', LIST_PARAMS)
  // the project outlives `open`, so a closing dialog keeps its text
  const [deleting, setDeleting] = useState<string>()
  const [deleteOpen, setDeleteOpen] = useState(false)

  const columns = useMemo<ColumnDef<Project>[]>(
    () => [
      {
        header: 'Name',
        accessorKey: 'name',
        cell: ({ row }) => (
          <IntentLink
            href={pb.instances({ project: row.original.name })}
            className="font-medium text-primary hover:underline"
          >
            {row.original.name}
          </IntentLink>
        ),
      },
      descriptionColumn(),
      createdColumn(),
      actionsColumn(
        (p) => p.name,
        (p) => [
          { label: 'Edit', onSelect: () => void router.push(pb.projectEdit({ project: p.name })) },
          {
            label: 'Delete',
            destructive: true,
            onSelect: () => {
              setDeleting(p.name)
              setDeleteOpen(true)
            },
          },
        ],
      ),
    ],
    [router],
  )

  return (
    <>
      <PagedTable
        header={
          <PageHeader
            title="Projects"
            icon={<Folder className="h-5 w-5" aria-hidden />}
            actions={
              <Button asChild>
                <IntentLink href={pb.projectsNew()}>New Project</IntentLink>
              </Button>
            }
          />
        }
        paged={paged}
        caption="Projects"
        columns={columns}
        getRowId={(p) => p.id}
        emptyState={
          <EmptyState
            icon={<Folder className="h-6 w-6" aria-hidden />}
            title="No projects"
            body="You need a project to create instances, disks and networks."
            action={
              <Button asChild variant="outline">
                <IntentLink href={pb.projectsNew()}>New project</IntentLink>
              </Button>
            }
          />
        }
      />
      {deleting && (
        <DeleteProjectDialog open={deleteOpen} onOpenChange={setDeleteOpen} project={deleting} />
      )}
    </>
  )
}
