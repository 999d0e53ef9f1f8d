import { useCallback } from 'react'
import { toastSuccess } from '@/components/kit/toast'
import { type ConfirmActionOptions } from '@/components/kit/use-confirm'
import { useApiMutation } from '@/lib/api/query'
import * as op from '@/lib/api/ops'

/** Delete a lot, confirmed; Nexus refuses while addresses are taken from it, and the dialog says so. */
export function useDeleteAddressLot(
  confirm: (options: ConfirmActionOptions) => void,
  onDeleted?: () => void,
) {
  const { mutateAsync: deleteLot } = useApiMutation(op.networkingAddressLotDelete)
  return useCallback(
    (lot: string) =>
      confirm({
        verb: 'Delete',
        kind: 'address lot',
        name: lot,
        consequence:
          'Its blocks go with it. Loopback addresses and port settings using it must go first.',
        onConfirm: async () => {
          await deleteLot({ path: { addressLot: lot } })
          toastSuccess(`Address lot ${lot} deleted`)
          onDeleted?.()
        },
      }),
    [confirm, deleteLot, onDeleted],
  )
}
