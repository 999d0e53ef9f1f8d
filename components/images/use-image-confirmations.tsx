import { IntentLink } from '@/components/ui/intent-link'
import { useCallback } from 'react'
import { toastSuccess } from '@/components/kit/toast'
import { useConfirm } from '@/components/kit/use-confirm'
import type { Image } from '@/lib/api/__generated__/Api'
import { useApiMutation } from '@/lib/api/query'
import { pb } from '@/lib/core/paths'
import { imageParams, type ImageScope } from './image-scope'
import * as op from '@/lib/api/ops'

type Named = Pick<Image, 'name'>

/** Confirms and deletes an image of a project or of the silo: `[dialog, confirmDelete]`. */
export function useDeleteImage(scope: ImageScope) {
  const [dialog, confirm] = useConfirm()
  const { mutateAsync: deleteImage } = useApiMutation(op.imageDelete)
  const confirmDelete = useCallback(
    (image: Named) =>
      confirm({
        verb: 'Delete',
        kind: 'image',
        name: image.name,
        consequence:
          'Instances already using it keep running, but no new disks or instances can be made from it. This can’t be undone.',
        onConfirm: async () => {
          await deleteImage(imageParams(image.name, scope))
          toastSuccess(`Image ${image.name} deleted`)
        },
      }),
    [confirm, deleteImage, scope],
  )
  return [dialog, confirmDelete] as const
}

/** Confirms and promotes a project image to the silo: `[dialog, confirmPromote]`. */
export function usePromoteImage(project: string) {
  const [dialog, confirm] = useConfirm()
  // it leaves the project's list and joins the silo's
  const { mutateAsync: promote } = useApiMutation(op.imagePromote)
  const confirmPromote = useCallback(
    (image: Named) =>
      confirm({
        verb: 'Promote',
        kind: 'image',
        name: image.name,
        destructive: false,
        consequence: (
          <>
            It becomes visible to the whole silo: every project can create disks from it, and it is
            listed under silo images instead of in <strong className="break-all">{project}</strong>.
          </>
        ),
        onConfirm: async () => {
          await promote(imageParams(image.name, { project }))
          toastSuccess(
            `Image ${image.name} promoted`,
            <>
              It is now listed under{' '}
              <IntentLink href={pb.siloImages()} className="font-medium text-primary underline">
                silo images
              </IntentLink>
              .
            </>,
          )
        },
      }),
    [confirm, promote, project],
  )
  return [dialog, confirmPromote] as const
}
