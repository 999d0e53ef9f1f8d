import { useCallback } from 'react'
import { toastSuccess } from '@/components/kit/toast'
import { useConfirm } from '@/components/kit/use-confirm'
import type { AntiAffinityGroup } from '@/lib/api/__generated__/Api'
import { useApiMutation } from '@/lib/api/query'
import * as op from '@/lib/api/ops'

/**
 * Confirms and deletes an anti-affinity group: `[dialog, confirmDelete]`.
 * The group's own view is not refetched: a page showing it moves away in
 * `onDeleted` instead of flashing a 404.
 */
export function useDeleteGroup(project: string) {
  const [dialog, confirm] = useConfirm()
  const { mutateAsync: deleteGroup } = useApiMutation(op.antiAffinityGroupDelete)
  const confirmDelete = useCallback(
    (group: Pick<AntiAffinityGroup, 'name'>, onDeleted?: () => void) =>
      confirm({
        verb: 'Delete',
        kind: 'anti-affinity group',
        name: group.name,
        consequence: 'Its member instances stay as they are.',
        onConfirm: async () => {
          await deleteGroup({ path: { antiAffinityGroup: group.name }, query: { project } })
          toastSuccess(`Anti-affinity group ${group.name} deleted`)
          onDeleted?.()
        },
      }),
    [confirm, deleteGroup, project],
  )
  return [dialog, confirmDelete] as const
}
