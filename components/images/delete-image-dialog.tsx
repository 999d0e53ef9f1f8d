import { LazyConfirmDialog as ConfirmDialog } from '@/components/ui/confirm-dialog-lazy'
import { toastSuccess } from '@/components/ui/toast'
import type { Image } from '@/lib/api/__generated__/Api'
import { useApiMutation } from '@/lib/api/query'
import { imageParams, type ImageScope } from './image-scope'

/** Confirms and deletes one image of a project or of the silo. */
export function DeleteImageDialog({
  image,
  scope,
  onClose,
}: {
  /** The image to delete; none keeps the dialog closed. */
  image: Pick<Image, 'name'> | undefined
  scope: ImageScope
  onClose: () => void
}) {
  const del = useApiMutation('imageDelete', { invalidates: ['imageList'] })
  return (
    <ConfirmDialog
      open={!!image}
      onOpenChange={(open) => !open && onClose()}
      title="Delete image"
      description={
        <>
          Are you sure you want to delete image <strong className="break-all">{image?.name}</strong>
          ? Instances already using it keep running, but no new disks or instances can be made from
          it. This can&apos;t be undone.
        </>
      }
      confirmLabel="Delete"
      destructive
      errorTitle="Could not delete image"
      onConfirm={async () => {
        if (!image) return
        await del.mutateAsync(imageParams(image.name, scope))
        toastSuccess(`Image ${image.name} deleted`)
      }}
    />
  )
}
