import { useCallback } from 'react'
import { toastSuccess } from '@/components/kit/toast'
import { type ConfirmActionOptions } from '@/components/kit/use-confirm'
import { useApiMutation } from '@/lib/api/query'
import * as op from '@/lib/api/ops'

/** Delete a webhook receiver, confirmed; its secrets and delivery history go with it. */
export function useDeleteReceiver(
  confirm: (options: ConfirmActionOptions) => void,
  onDeleted?: () => void,
) {
  const { mutateAsync: deleteReceiver } = useApiMutation(op.alertReceiverDelete)
  return useCallback(
    (receiver: string) =>
      confirm({
        verb: 'Delete',
        kind: 'webhook receiver',
        name: receiver,
        consequence: 'It gets no more alerts; its secrets and delivery history go with it.',
        onConfirm: async () => {
          await deleteReceiver({ path: { receiver } })
          toastSuccess(`Webhook receiver ${receiver} deleted`)
          onDeleted?.()
        },
      }),
    [confirm, deleteReceiver, onDeleted],
  )
}
