import { toastError, toastSuccess } from '@/components/kit/toast'
import { useApiMutation } from '@/lib/api/query'
import { ipPoolSiloUpdateBody } from '@/lib/domain/update-bodies'
import * as op from '@/lib/api/ops'

type LinkRequest = { pool: string; silo: string; isDefault: boolean }

/**
 * Links a pool to a silo in the order a rack accepts: the link first, never as the default
 * (Nexus refuses a second default for a silo), then, if asked, the link made the default,
 * which is how the silo's default changes. A failed link stays in the form (`error`); once
 * the link is made the form is done (`submit` says true), and a failure to make it the
 * default is said apart from the link's success.
 */
export function useLinkPoolToSilo() {
  const link = useApiMutation(op.ipPoolSiloLink)
  const makeDefault = useApiMutation(op.ipPoolSiloUpdate)

  async function submit({ pool, silo, isDefault }: LinkRequest): Promise<boolean> {
    let linked
    try {
      linked = await link.mutateAsync({ path: { pool }, body: { silo, isDefault: false } })
    } catch {
      return false // the form shows link.error
    }
    if (!isDefault) {
      toastSuccess(`IP pool ${pool} linked to ${silo}`)
      return true
    }
    try {
      await makeDefault.mutateAsync({
        path: { pool, silo },
        body: ipPoolSiloUpdateBody(linked, { isDefault: true }),
      })
      toastSuccess(`IP pool ${pool} linked to ${silo} as its default`)
    } catch (error) {
      toastSuccess(`IP pool ${pool} linked to ${silo}`)
      toastError(
        `Could not make ${pool} the default of ${silo}`,
        `The pool is linked. ${(error as Error).message}`,
      )
    }
    return true
  }

  return {
    submit,
    pending: link.isPending || makeDefault.isPending,
    error: link.error,
    /** forgets the last failure, for the form's next opening */
    reset: () => {
      link.reset()
      makeDefault.reset()
    },
  }
}
