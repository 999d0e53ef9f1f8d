import Link from 'next/link'
import { LazyConfirmDialog as ConfirmDialog } from '@/components/ui/confirm-dialog-lazy'
import { toastSuccess } from '@/components/ui/toast'
import type { Image } from '@/lib/api/__generated__/Api'
import { useApiMutation } from '@/lib/api/query'
import { pb } from '@/lib/paths'
import { imageParams } from './image-scope'

/** Confirms and promotes a project image to the silo. */
export function PromoteImageDialog({
  project,
  image,
  onClose,
}: {
  project: string
  /** The image to promote; none keeps the dialog closed. */
  image: Pick<Image, 'name'> | undefined
  onClose: () => void
}) {
  // it leaves the project's list and joins the silo's
  const promote = useApiMutation('imagePromote', { invalidates: ['imageList', 'imageView'] })
  return (
    <ConfirmDialog
      open={!!image}
      onOpenChange={(open) => !open && onClose()}
      title="Promote image"
      description={
        <>
          <p>
            Promote image <strong className="break-all">{image?.name}</strong> to the silo?
          </p>
          <p className="mt-2">
            It becomes visible to the whole silo: every project can create disks from it, and it is
            listed under silo images instead of in <strong className="break-all">{project}</strong>.
          </p>
        </>
      }
      confirmLabel="Promote"
      errorTitle="Could not promote image"
      onConfirm={async () => {
        if (!image) return
        await promote.mutateAsync(imageParams(image.name, { project }))
        toastSuccess(
          `Image ${image.name} promoted`,
          <>
            It is now listed under{' '}
            <Link href={pb.siloImages()} className="font-medium text-primary underline">
              silo images
            </Link>
            .
          </>,
        )
      }}
    />
  )
}
