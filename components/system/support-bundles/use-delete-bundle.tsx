import { useCallback } from 'react'
import { toastSuccess } from '@/components/kit/toast'
import { type ConfirmActionOptions } from '@/components/kit/use-confirm'
import { useApiMutation } from '@/lib/api/query'
import * as op from '@/lib/api/ops'

/** Delete a bundle, confirmed; its storage is freed in the background (`destroying`). */
export function useDeleteBundle(
  confirm: (options: ConfirmActionOptions) => void,
  onDeleted?: () => void,
) {
  const { mutateAsync: deleteBundle } = useApiMutation(op.supportBundleDelete)
  return useCallback(
    (bundleId: string) =>
      confirm({
        verb: 'Delete',
        kind: 'support bundle',
        name: bundleId,
        consequence: 'Its logs and files can no longer be downloaded.',
        onConfirm: async () => {
          await deleteBundle({ path: { bundleId } })
          toastSuccess('Support bundle deleted')
          onDeleted?.()
        },
      }),
    [confirm, deleteBundle, onDeleted],
  )
}
