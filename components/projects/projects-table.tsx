import type { ColumnDef } from '@tanstack/react-table'
import Link from 'next/link'
import { useMemo, useState } from 'react'
import { Folder } from 'lucide-react'
import { Button } from '@/components/ui/button'
import { LazyConfirmDialog as ConfirmDialog } from '@/components/ui/confirm-dialog-lazy'
import { DataTable } from '@/components/ui/data-table'
import { EmptyState } from '@/components/ui/empty-state'
import { PageHeader } from '@/components/ui/page-header'
import { RowActions } from '@/components/ui/row-actions'
import { toastSuccess } from '@/components/ui/toast'
import { QueryError } from '@/components/errors/query-error'
import type { Project } from '@/lib/api/__generated__/Api'
import { useApiMutation, usePagedApiQuery } from '@/lib/api/query'
import { formatDateTime } from '@/lib/format/date'
import { pb } from '@/lib/paths'
import { useRouter } from 'next/router'

export function ProjectsTable() {
  const router = useRouter()
  const { query, pagination } = usePagedApiQuery('projectList', { query: {} })
  const [deleting, setDeleting] = useState<Project>()
  const del = useApiMutation('projectDelete', { invalidates: ['projectList'] })

  const columns = useMemo<ColumnDef<Project>[]>(
    () => [
      {
        header: 'Name',
        accessorKey: 'name',
        cell: ({ row }) => (
          <Link
            href={pb.instances({ project: row.original.name })}
            className="font-medium text-primary hover:underline"
          >
            {row.original.name}
          </Link>
        ),
      },
      {
        header: 'Description',
        accessorKey: 'description',
        cell: ({ row }) => (
          <span className="line-clamp-1 max-w-md break-all text-muted-foreground">
            {row.original.description}
          </span>
        ),
      },
      {
        header: 'Created',
        accessorKey: 'timeCreated',
        cell: ({ row }) => formatDateTime(row.original.timeCreated),
      },
      {
        id: 'actions',
        header: () => <span className="sr-only">Actions</span>,
        cell: ({ row }) => (
          <RowActions
            label={`Actions for ${row.original.name}`}
            items={[
              {
                label: 'Edit',
                onSelect: () => void router.push(pb.projectEdit({ project: row.original.name })),
              },
              { label: 'Delete', destructive: true, onSelect: () => setDeleting(row.original) },
            ]}
          />
        ),
      },
    ],
    [router],
  )

  if (query.error && !query.data) return <QueryError error={query.error} />

  return (
    <>
      <PageHeader
        title="Projects"
        icon={<Folder className="h-5 w-5" aria-hidden />}
        actions={
          <Button asChild>
            <Link href={pb.projectsNew()}>New Project</Link>
          </Button>
        }
      />
      <DataTable
        caption="Projects"
        columns={columns}
        data={query.data?.items}
        isLoading={query.isPending}
        getRowId={(p) => p.id}
        emptyState={
          <EmptyState
            icon={<Folder className="h-6 w-6" aria-hidden />}
            title="No projects"
            body="You need a project to create instances, disks and networks."
            action={
              <Button asChild variant="outline">
                <Link href={pb.projectsNew()}>New project</Link>
              </Button>
            }
          />
        }
        pagination={{ ...pagination, itemCount: query.data?.items.length ?? 0 }}
      />
      <ConfirmDialog
        open={!!deleting}
        onOpenChange={(open) => !open && setDeleting(undefined)}
        title="Delete project"
        description={
          <>
            Are you sure you want to delete project <strong>{deleting?.name}</strong>? This
            can&apos;t be undone.
          </>
        }
        confirmLabel="Delete"
        destructive
        errorTitle="Could not delete project"
        onConfirm={async () => {
          if (!deleting) return
          await del.mutateAsync({ path: { project: deleting.name } })
          toastSuccess(`Project ${deleting.name} deleted`)
        }}
      />
    </>
  )
}
