import { useCallback } from 'react'
import type { RowAction } from '@/components/ui/row-actions'
import { toastSuccess } from '@/components/kit/toast'
import { useConfirm } from '@/components/kit/use-confirm'
import type { Sled } from '@/lib/api/__generated__/Api'
import { useApiMutation } from '@/lib/api/query'
import { provisionPolicyChange } from './hardware-labels'
import * as op from '@/lib/api/ops'
import { useRefusals } from '@/components/kit/use-refusals'
import { refusedBy } from '@/components/ui/row-action'

/**
 * A sled's actions, for its row in the list and for its page: set the
 * provision policy, confirmed with what it means; refused (`useRefusals`), disabled with why.
 * `dialog` renders once.
 */
export function useSledActions() {
  const [dialog, confirm] = useConfirm()
  const { mutateAsync: setPolicy } = useApiMutation(op.sledSetProvisionPolicy)
  const refused = useRefusals()

  const actionsFor = useCallback(
    (sled: Sled): RowAction[] => {
      const serial = sled.baseboard.serial
      const change = provisionPolicyChange(sled.policy)
      // the role's refusal wins over the sled's state
      const refusal = refused('system.sled.provisionPolicy.set')
      if (!change) {
        return [
          refusedBy(refusal, {
            label: 'Set provision policy',
            onSelect: () => undefined,
            disabled: true,
            disabledReason: 'An expunged sled is out of service for good',
          }),
        ]
      }
      return [
        refusedBy(refusal, {
          label: change.action,
          onSelect: () =>
            confirm({
              verb: 'Set',
              kind: 'sled',
              name: serial,
              where: change.to.replace('_', '-'),
              title: change.action,
              consequence: change.meaning,
              destructive: false,
              onConfirm: async () => {
                await setPolicy({ path: { sledId: sled.id }, body: { state: change.to } })
                toastSuccess(`Sled ${serial} is now ${change.to.replace('_', '-')}`)
              },
            }),
        }),
      ]
    },
    [confirm, refused, setPolicy],
  )

  return { dialog, actionsFor }
}
