import { useCallback } from 'react'
import { toastSuccess } from '@/components/kit/toast'
import { type ConfirmActionOptions } from '@/components/kit/use-confirm'
import { useApiMutation } from '@/lib/api/query'
import type { VpcSel } from '@/lib/api/selectors'
import * as op from '@/lib/api/ops'

/**
 * The confirmation of a gateway's delete, shared by its row and its panel.
 * Nexus refuses while pools or addresses are attached; the dialog then shows
 * its reason. Routes that target the gateway outlive it.
 */
export function useDeleteGateway(sel: VpcSel) {
  const { mutateAsync } = useApiMutation(op.internetGatewayDelete)
  const { project, vpc } = sel
  return useCallback(
    (gateway: string, onDeleted?: () => void): ConfirmActionOptions => ({
      verb: 'Delete',
      kind: 'internet gateway',
      name: gateway,
      consequence:
        'Detach its IP pools and addresses first. Routes that target it stay, pointing at nothing.',
      onConfirm: async () => {
        await mutateAsync({ path: { gateway }, query: { project, vpc } })
        toastSuccess(`Internet gateway ${gateway} deleted`)
        onDeleted?.()
      },
    }),
    [mutateAsync, project, vpc],
  )
}
