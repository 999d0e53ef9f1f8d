import { useCallback } from 'react'
import { toastSuccess } from '@/components/kit/toast'
import { useConfirm } from '@/components/kit/use-confirm'
import type { Group, GroupKind } from './group-kinds'

/**
 * Confirms and deletes a group of either kind: `[dialog, confirmDelete]`.
 * The group's own view is not refetched: a page showing it moves away in
 * `onDeleted` instead of flashing a 404.
 */
export function useDeleteGroup(kind: GroupKind, project: string) {
  const [dialog, confirm] = useConfirm()
  const { mutateAsync: deleteGroup } = kind.useDelete()
  const confirmDelete = useCallback(
    (group: Pick<Group, 'name'>, onDeleted?: () => void) =>
      confirm({
        verb: 'Delete',
        kind: kind.noun,
        name: group.name,
        consequence: 'Its member instances stay as they are.',
        onConfirm: async () => {
          await deleteGroup({ project, group: group.name })
          toastSuccess(`${kind.Noun} ${group.name} deleted`)
          onDeleted?.()
        },
      }),
    [confirm, deleteGroup, kind, project],
  )
  return [dialog, confirmDelete] as const
}
