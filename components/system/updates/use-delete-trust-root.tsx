import { useCallback } from 'react'
import { toastSuccess } from '@/components/kit/toast'
import { type ConfirmActionOptions } from '@/components/kit/use-confirm'
import { useApiMutation } from '@/lib/api/query'
import * as op from '@/lib/api/ops'

/** Remove a root role from the trust store, confirmed: repositories it signed are no longer accepted. */
export function useDeleteTrustRoot(
  confirm: (options: ConfirmActionOptions) => void,
  onDeleted?: () => void,
) {
  const { mutateAsync: remove } = useApiMutation(op.systemUpdateTrustRootDelete)
  return useCallback(
    (trustRootId: string) =>
      confirm({
        verb: 'Delete',
        kind: 'trust root',
        name: trustRootId,
        consequence: 'Repositories signed only under it can no longer be uploaded.',
        onConfirm: async () => {
          await remove({ path: { trustRootId } })
          toastSuccess('Trust root deleted')
          onDeleted?.()
        },
      }),
    [confirm, remove, onDeleted],
  )
}
