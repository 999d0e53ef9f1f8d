import { useCallback } from 'react'
import { toastSuccess } from '@/components/kit/toast'
import { useConfirm } from '@/components/kit/use-confirm'
import type { SshKey } from '@/lib/api/__generated__/Api'
import { useApiMutation } from '@/lib/api/query'
import * as op from '@/lib/api/ops'

/**
 * Delete of an SSH key, confirmed, for the list and the key's view: `{ requestDelete, dialog }`.
 * The key's view is not refetched after a delete: the view moves away in `onDeleted`.
 */
export function useSshKeyDelete() {
  const [dialog, confirm] = useConfirm()
  const { mutateAsync: deleteKey } = useApiMutation(op.currentUserSshKeyDelete)
  const requestDelete = useCallback(
    (key: Pick<SshKey, 'id' | 'name'>, onDeleted?: () => void) =>
      confirm({
        verb: 'Delete',
        kind: 'SSH key',
        name: key.name,
        consequence: 'Instances that already have it keep it; new instances can no longer get it.',
        onConfirm: async () => {
          await deleteKey({ path: { sshKey: key.id } })
          toastSuccess(`SSH key ${key.name} deleted`)
          onDeleted?.()
        },
      }),
    [confirm, deleteKey],
  )
  return { requestDelete, dialog }
}
