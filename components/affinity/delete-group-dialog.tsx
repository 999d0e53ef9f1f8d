import { LazyConfirmDialog as ConfirmDialog } from '@/components/ui/confirm-dialog-lazy'
import { toastSuccess } from '@/components/ui/toast'
import type { AntiAffinityGroup } from '@/lib/api/__generated__/Api'
import { useApiMutation } from '@/lib/api/query'

/**
 * Confirms and deletes one anti-affinity group. The group's own view is not
 * refetched: a page showing it moves away in `onDeleted` instead of flashing a 404.
 */
export function DeleteGroupDialog({
  project,
  group,
  onClose,
  onDeleted,
}: {
  project: string
  /** The group to delete; none keeps the dialog closed. */
  group: Pick<AntiAffinityGroup, 'name'> | undefined
  onClose: () => void
  onDeleted?: () => void
}) {
  const del = useApiMutation('antiAffinityGroupDelete', { invalidates: ['antiAffinityGroupList'] })
  return (
    <ConfirmDialog
      open={!!group}
      onOpenChange={(open) => !open && onClose()}
      title="Delete anti-affinity group"
      description={
        <>
          Are you sure you want to delete anti-affinity group{' '}
          <strong className="break-all">{group?.name}</strong>? Its member instances stay as they
          are.
        </>
      }
      confirmLabel="Delete"
      destructive
      errorTitle="Could not delete anti-affinity group"
      onConfirm={async () => {
        if (!group) return
        await del.mutateAsync({ path: { antiAffinityGroup: group.name }, query: { project } })
        toastSuccess(`Anti-affinity group ${group.name} deleted`)
        onDeleted?.()
      }}
    />
  )
}
