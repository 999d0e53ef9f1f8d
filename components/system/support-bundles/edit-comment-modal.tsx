import { zodResolver } from '@hookform/resolvers/zod'
import { useForm } from 'react-hook-form'
import { TextareaField } from '@/components/ui/form-fields'
import { FormModal, closeForgetting } from '@/components/kit/forms/form-modal'
import { toastSuccess } from '@/components/kit/toast'
import type { SupportBundleInfo } from '@/lib/api/__generated__/Api'
import { useApiMutation } from '@/lib/api/query'
import { updateBodyBuilders } from '@/lib/domain/update-bodies'
import { bundleSchema, type BundleValues } from './bundle-schema'
import * as op from '@/lib/api/ops'

/** The comment is all of a bundle the API lets change: what support should look for. */
export function EditCommentModal({
  open,
  onOpenChange,
  bundle,
}: {
  open: boolean
  onOpenChange: (open: boolean) => void
  bundle: SupportBundleInfo
}) {
  const form = useForm<BundleValues>({
    resolver: zodResolver(bundleSchema),
    // the current comment whenever the dialog opens
    values: { userComment: bundle.userComment ?? '' },
  })
  const update = useApiMutation(op.supportBundleUpdate, {
    onSuccess: () => {
      toastSuccess('Comment saved')
      close(false)
    },
  })
  const close = closeForgetting(onOpenChange, update, form)
  return (
    <FormModal
      form={form}
      open={open}
      onOpenChange={close}
      title="Edit comment"
      submitLabel="Save comment"
      pending={update.isPending}
      errors={[update.error]}
      onSubmit={form.handleSubmit((v) =>
        update.mutate({
          path: { bundleId: bundle.id },
          body: updateBodyBuilders.supportBundleUpdate(bundle, {
            userComment: v.userComment.trim(),
          }),
        }),
      )}
    >
      <TextareaField control={form.control} name="userComment" label="Comment" required />
    </FormModal>
  )
}
