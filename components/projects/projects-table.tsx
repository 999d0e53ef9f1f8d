import type { ColumnDef } from '@tanstack/react-table'
import { Folder } from 'lucide-react'
import { IntentLink } from '@/components/ui/intent-link'
import { useRouter } from 'next/router'
import { useMemo, useState } from 'react'
import { createdColumn, descriptionColumn } from '@/components/ui/list-columns'
import { RowActions } from '@/components/ui/row-actions'
import { refusedBy } from '@/components/ui/row-action'
import { ListPage } from '@/components/kit/list-page'
import { useRefusals } from '@/components/kit/use-refusals'
import { lazyWhenOpen } from '@/components/ui/lazy'
import type { Project } from '@/lib/api/__generated__/Api'
import { pageQueries } from '@/lib/api/page-queries'
import { usePagedApiQuery } from '@/lib/api/query'
import { pb } from '@/lib/core/paths'

const DeleteProjectDialog = lazyWhenOpen(() =>
  import('./delete-project-dialog').then((m) => m.DeleteProjectDialog),
)

export function ProjectsTable() {
  const refused = useRefusals()
  const createRefused = refused('project.create')
  // a silo collaborator or admin may edit and delete every project of the silo; anyone the
  // silo role leaves short reads each listed project's policy, for that row's answer
  const readPolicies = !!createRefused
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
      {
        id: 'actions',
        header: () => <span className="sr-only">Actions</span>,
        cell: ({ row }) => (
          <ProjectRowActions
            project={row.original.name}
            readPolicy={readPolicies}
            onDelete={() => {
              setDeleting(row.original.name)
              setDeleteOpen(true)
            }}
          />
        ),
      },
    ],
    [readPolicies],
  )

  return (
    <>
      <ListPage
        title="Projects"
        icon={Folder}
        create={{
          href: pb.projectsNew(),
          label: 'New Project',
          emptyLabel: 'New project',
          refused: createRefused,
        }}
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

/**
 * A project's '…' menu. Whether the user may edit or delete it is the project's policy's
 * answer, read for the row when `readPolicy` says the silo role alone doesn't decide it;
 * until it is read the items stay enabled and the API decides.
 */
function ProjectRowActions({
  project,
  readPolicy,
  onDelete,
}: {
  project: string
  readPolicy: boolean
  onDelete: () => void
}) {
  const router = useRouter()
  const refused = useRefusals(readPolicy ? project : undefined)
  return (
    <RowActions
      label={`Actions for ${project}`}
      items={() => [
        refusedBy(refused('project.edit'), {
          label: 'Edit',
          onSelect: () => void router.push(pb.projectEdit({ project })),
        }),
        refusedBy(refused('project.delete'), {
          label: 'Delete',
          destructive: true,
          onSelect: onDelete,
        }),
      ]}
    />
  )
}
