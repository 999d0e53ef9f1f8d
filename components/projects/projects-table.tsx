import type { ColumnDef } from '@tanstack/react-table'
import { Folder } from 'lucide-react'
import { IntentLink } from '@/components/ui/intent-link'
import { useRouter } from 'next/router'
import { useMemo, useState } from 'react'
import { actionsColumn, createdColumn, descriptionColumn } from '@/components/ui/list-columns'
import { ListPage } from '@/components/kit/list-page'
import { lazyWhenOpen } from '@/components/ui/lazy'
import type { Project } from '@/lib/api/__generated__/Api'
import { pageQueries } from '@/lib/api/page-queries'
import { usePagedApiQuery } from '@/lib/api/query'
import { pb } from '@/lib/core/paths'

const DeleteProjectDialog = lazyWhenOpen(() =>
  import('./delete-project-dialog').then((m) => m.DeleteProjectDialog),
)

export function ProjectsTable() {
  const router = useRouter()
  const paged = usePagedApiQuery(...pageQueries.projects().list)
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
      <ListPage
        title="Projects"
        icon={Folder}
        create={{ href: pb.projectsNew(), label: 'New Project', emptyLabel: 'New project' }}
        empty={{
          title: 'No projects',
          body: 'You need a project to create instances, disks and networks.',
        }}
        paged={paged}
        caption="Projects"
        columns={columns}
      />
      {deleting && (
        <DeleteProjectDialog open={deleteOpen} onOpenChange={setDeleteOpen} project={deleting} />
      )}
    </>
  )
}
