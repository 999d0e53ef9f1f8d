import { useCallback } from 'react'
import { toastSuccess } from '@/components/kit/toast'
import { type ConfirmActionOptions } from '@/components/kit/use-confirm'
import { useApiMutation } from '@/lib/api/query'
import * as op from '@/lib/api/ops'

/** Delete port settings, confirmed; Nexus refuses while a port has them applied, and the dialog says so. */
export function useDeletePortSettings(
  confirm: (options: ConfirmActionOptions) => void,
  onDeleted?: () => void,
) {
  const { mutateAsync: deleteSettings } = useApiMutation(op.networkingSwitchPortSettingsDelete)
  return useCallback(
    (settings: string) =>
      confirm({
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
    [confirm, deleteSettings, onDeleted],
  )
}
