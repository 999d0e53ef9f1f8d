import type { ColumnDef } from '@tanstack/react-table'
import { Images } from 'lucide-react'
import { useMemo, useState } from 'react'
import { lazyWhenOpen } from '@/components/ui/lazy'
import { actionsColumn } from '@/components/ui/list-columns'
import { ListPage } from '@/components/kit/list-page'
import type { Image } from '@/lib/api/__generated__/Api'
import { usePagedApiQuery } from '@/lib/api/query'
import { useDeleteImage } from './use-image-confirmations'
import { imageColumns } from './image-columns'
import * as op from '@/lib/api/ops'

const SILO = {} as const

// the picker's form code loads when someone first demotes, not with the list
const DemoteImageModal = lazyWhenOpen(() =>
  import('./demote-image-modal').then((m) => m.DemoteImageModal),
)

/**
 * The images shared with the whole silo. Demote and Delete are offered to
 * everyone: whether the user may is the API's call, and its refusal shows.
 */
export function SiloImagesTable() {
  const paged = usePagedApiQuery(op.imageList, { query: {} })
  // the image outlives `open`, so the closing dialog keeps its text
  const [demoting, setDemoting] = useState<Image>()
  const [demoteOpen, setDemoteOpen] = useState(false)
  const [deleteDialog, confirmDelete] = useDeleteImage(SILO)

  const columns = useMemo<ColumnDef<Image>[]>(
    () => [
      ...imageColumns(SILO),
      actionsColumn(
        (i) => i.name,
        (i) => [
          {
            label: 'Demote',
            onSelect: () => {
              setDemoting(i)
              setDemoteOpen(true)
            },
          },
          { label: 'Delete', destructive: true, onSelect: () => confirmDelete(i) },
        ],
      ),
    ],
    [confirmDelete],
  )

  return (
    <>
      <ListPage
        title="Silo images"
        icon={Images}
        empty={{
          title: 'No silo images',
          body: "Images get here when a project image is promoted: in a project's images, choose Promote from the image's menu to share it with every project of the silo.",
        }}
        paged={paged}
        caption="Images shared with the silo"
        columns={columns}
      />
      <DemoteImageModal open={demoteOpen} image={demoting} onClose={() => setDemoteOpen(false)} />
      {deleteDialog}
    </>
  )
}
