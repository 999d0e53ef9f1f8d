import type { ColumnDef } from '@tanstack/react-table'
import { Images } from 'lucide-react'
import { IntentLink } from '@/components/ui/intent-link'
import { useMemo } from 'react'
import { BulkActions, type BulkVerb } from '@/components/kit/data-table/bulk-actions'
import { selectColumn, useRowSelection } from '@/components/kit/data-table/row-selection'
import { Button } from '@/components/ui/button'
import { EmptyState } from '@/components/ui/empty-state'
import { actionsColumn } from '@/components/ui/list-columns'
import { PageHeader } from '@/components/ui/page-header'
import { PagedTable } from '@/components/kit/data-table/paged-table'
import type { Image } from '@/lib/api/__generated__/Api'
import { projectListParams, useApiMutation, usePagedApiQuery } from '@/lib/api/query'
import { imageColumns } from './image-columns'
import { ImportsInProgress } from './imports-in-progress'
import { uploadImagePath } from './image-scope'
import { useDeleteImage, usePromoteImage } from './use-image-confirmations'

/**
 * The images of one project. Promote and Delete are offered to everyone:
 * whether the user may is the API's call, and its refusal shows as a toast.
 */
export function ProjectImagesTable({ project }: { project: string }) {
  const paged = usePagedApiQuery('imageList', projectListParams({ project }))
  const [promoteDialog, confirmPromote] = usePromoteImage(project)
  const [deleteDialog, confirmDelete] = useDeleteImage({ project })

  const { mutateAsync: deleteImage } = useApiMutation('imageDelete')
  const { selected, setRowSelection, selection } = useRowSelection(paged)
  const bulkDelete: BulkVerb<Image> = {
    label: 'Delete',
    done: 'deleted',
    destructive: true,
    run: (i) => deleteImage({ path: { image: i.name }, query: { project } }),
  }

  const columns = useMemo<ColumnDef<Image>[]>(
    () => [
      selectColumn<Image>('images'),
      ...imageColumns({ project }),
      actionsColumn(
        (i) => i.name,
        (i) => [
          { label: 'Promote', onSelect: () => confirmPromote(i) },
          { label: 'Delete', destructive: true, onSelect: () => confirmDelete(i) },
        ],
      ),
    ],
    [project, confirmDelete, confirmPromote],
  )

  const upload = (
    <Button asChild>
      <IntentLink href={uploadImagePath(project)}>Upload image</IntentLink>
    </Button>
  )
  return (
    <>
      <PagedTable
        header={
          <>
            <PageHeader
              title="Images"
              icon={<Images className="h-5 w-5" aria-hidden />}
              actions={upload}
            />
            <ImportsInProgress project={project} />
            <BulkActions
              noun={['image', 'images']}
              verbs={[bulkDelete]}
              selected={selected}
              onSelectionChange={setRowSelection}
            />
          </>
        }
        paged={paged}
        selection={selection}
        caption={`Images in ${project}`}
        columns={columns}
        getRowId={(i) => i.id}
        emptyState={
          <EmptyState
            icon={<Images className="h-6 w-6" aria-hidden />}
            title="No images"
            body="Upload a disk image from a file, or create one from a snapshot of a disk. Instances and disks of this project can then start from it."
            action={
              <Button asChild variant="outline">
                <IntentLink href={uploadImagePath(project)}>Upload image</IntentLink>
              </Button>
            }
          />
        }
      />
      {promoteDialog}
      {deleteDialog}
    </>
  )
}
