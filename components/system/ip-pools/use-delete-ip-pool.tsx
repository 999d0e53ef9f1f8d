import { useCallback } from 'react'
import { toastSuccess } from '@/components/kit/toast'
import { type ConfirmActionOptions } from '@/components/kit/use-confirm'
import { useApiMutation } from '@/lib/api/query'
import * as op from '@/lib/api/ops'

/**
 * Delete a pool, confirmed. Offered while ranges remain too: Nexus refuses
 * then, and the confirmation shows its message.
 */
export function useDeleteIpPool(
  confirm: (options: ConfirmActionOptions) => void,
  onDeleted?: () => void,
) {
  const { mutateAsync: deletePool } = useApiMutation(op.ipPoolDelete)
  return useCallback(
    (pool: string) =>
      confirm({
        verb: 'Delete',
        kind: 'IP pool',
        name: pool,
        consequence: 'Its ranges must be removed first; its silo links go with it.',
        onConfirm: async () => {
          await deletePool({ path: { pool } })
          toastSuccess(`IP pool ${pool} deleted`)
          onDeleted?.()
        },
      }),
    [confirm, deletePool, onDeleted],
  )
}
