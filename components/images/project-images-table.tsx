import type { ColumnDef } from '@tanstack/react-table'
import { Images } from 'lucide-react'
import { useMemo } from 'react'
import { deleteVerb } from '@/components/kit/data-table/bulk-actions'
import { actionsColumn } from '@/components/ui/list-columns'
import { ListPage } from '@/components/kit/list-page'
import { useBulkSelection } from '@/components/kit/data-table/use-bulk-selection'
import { useRefusals } from '@/components/kit/use-refusals'
import { refusedBy } from '@/components/ui/row-action'
import type { Image } from '@/lib/api/__generated__/Api'
import { pageQueries } from '@/lib/api/page-queries'
import { useApiMutation, usePagedApiQuery } from '@/lib/api/query'
import { imageColumns } from './image-columns'
import { ImportsInProgress } from './imports-in-progress'
import { uploadImagePath } from './image-scope'
import { useDeleteImage, usePromoteImage } from './use-image-confirmations'
import * as op from '@/lib/api/ops'

/**
 * The images of one project. Upload, Promote and Delete are disabled, saying why, when the
 * user's roles rule them out; otherwise the API decides, and its refusal shows as a toast.
 */
export function ProjectImagesTable({ project }: { project: string }) {
  const paged = usePagedApiQuery(...pageQueries.images({ project }).list)
  const refused = useRefusals(project)
  const [promoteDialog, confirmPromote] = usePromoteImage(project)
  const [deleteDialog, confirmDelete] = useDeleteImage({ project })

  const { mutateAsync: deleteImage } = useApiMutation(op.imageDelete)
  const bulk = useBulkSelection(
    paged,
    ['image', 'images'],
    [
      {
        ...deleteVerb((i: Image) => deleteImage({ path: { image: i.name }, query: { project } })),
        refused: refused('image.delete'),
      },
    ],
  )

  const columns = useMemo<ColumnDef<Image>[]>(
    () => [
      ...imageColumns({ project }),
      actionsColumn(
        (i) => i.name,
        (i) => [
          refusedBy(refused('siloImage.promote'), {
            label: 'Promote',
            onSelect: () => confirmPromote(i),
          }),
          refusedBy(refused('image.delete'), {
            label: 'Delete',
            destructive: true,
            onSelect: () => confirmDelete(i),
          }),
        ],
      ),
    ],
    [project, refused, confirmDelete, confirmPromote],
  )

  return (
    <>
      <ListPage
        title="Images"
        icon={Images}
        create={{
          href: uploadImagePath(project),
          label: 'Upload image',
          refused: refused('image.upload'),
        }}
        intro={<ImportsInProgress project={project} />}
        bulk={bulk}
        empty={{
          title: 'No images',
          body: 'Upload a disk image from a file, or create one from a snapshot of a disk. Instances and disks of this project can then start from it.',
        }}
        paged={paged}
        caption={`Images in ${project}`}
        columns={columns}
      />
      {promoteDialog}
      {deleteDialog}
    </>
  )
}
