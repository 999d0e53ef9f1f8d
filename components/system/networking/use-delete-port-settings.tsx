import { useCallback } from 'react'
import { toastSuccess } from '@/components/kit/toast'
import { actionConfirmation, type ConfirmOptions } from '@/components/kit/use-confirm'
import { useApiMutation } from '@/lib/api/query'

/** Delete port settings, confirmed; Nexus refuses while a port has them applied, and the dialog says so. */
export function useDeletePortSettings(
  confirm: (options: ConfirmOptions) => void,
  onDeleted?: () => void,
) {
  const { mutateAsync: deleteSettings } = useApiMutation('networkingSwitchPortSettingsDelete')
  return useCallback(
    (settings: string) =>
      confirm(
        actionConfirmation({
          verb: 'Delete',
          kind: 'port settings',
          name: settings,
          consequence: 'Clear them from every port they are applied to first.',
          onConfirm: async () => {
            await deleteSettings({ query: { portSettings: settings } })
            toastSuccess(`Port settings ${settings} deleted`)
            onDeleted?.()
          },
        }),
      ),
    [confirm, deleteSettings, onDeleted],
  )
}
