import { useCallback } from 'react'
import { toastSuccess } from '@/components/kit/toast'
import { type ConfirmActionOptions } from '@/components/kit/use-confirm'
import { useApiMutation } from '@/lib/api/query'
import { targetReleaseUpdateBody } from '@/lib/domain/update-bodies'
import * as op from '@/lib/api/ops'

/** Make a release the rack's target, confirmed: the rack starts moving its software to it. */
export function useSetTargetRelease(confirm: (options: ConfirmActionOptions) => void) {
  const { mutateAsync: setTarget } = useApiMutation(op.targetReleaseUpdate)
  return useCallback(
    (systemVersion: string) =>
      confirm({
        verb: 'Set',
        kind: 'target release',
        name: systemVersion,
        consequence:
          'The rack starts updating its software to this release, and no older release can be set afterwards.',
        destructive: false,
        onConfirm: async () => {
          await setTarget({ body: targetReleaseUpdateBody({ systemVersion }) })
          toastSuccess(`Target release set to ${systemVersion}`)
        },
      }),
    [confirm, setTarget],
  )
}
