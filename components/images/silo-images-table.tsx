import type { ColumnDef } from '@tanstack/react-table'
import { Images } from 'lucide-react'
import { useMemo, useState } from 'react'
import { lazyWhenOpen } from '@/components/ui/lazy'
import { actionsColumn } from '@/components/ui/list-columns'
import { ListPage } from '@/components/kit/list-page'
import { useRefusals } from '@/components/kit/use-refusals'
import { refusedBy } from '@/components/ui/row-action'
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
 * The images shared with the whole silo. Demote and Delete are disabled, saying why, when
 * the user's silo role rules them out; otherwise the API decides, and its refusal shows.
 */
export function SiloImagesTable() {
  const paged = usePagedApiQuery(op.imageList, { query: {} })
  // a silo image is the silo's: no project's role reaches it
  const refused = useRefusals()
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
          refusedBy(refused('siloImage.demote'), {
            label: 'Demote',
            onSelect: () => {
              setDemoting(i)
              setDemoteOpen(true)
            },
          }),
          refusedBy(refused('siloImage.delete'), {
            label: 'Delete',
            destructive: true,
            onSelect: () => confirmDelete(i),
          }),
        ],
      ),
    ],
    [refused, confirmDelete],
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
