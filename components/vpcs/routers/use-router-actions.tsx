import { useRouter } from 'next/router'
import { useCallback } from 'react'
import type { RowAction } from '@/components/ui/row-actions'
import { toastSuccess } from '@/components/kit/toast'
import { useConfirm } from '@/components/kit/use-confirm'
import type { VpcRouter } from '@/lib/api/__generated__/Api'
import { useApiMutation } from '@/lib/api/query'
import { pb } from '@/lib/core/paths'
import type { VpcSel } from '@/lib/api/selectors'
import * as op from '@/lib/api/ops'
import { refusedBy } from '@/components/ui/row-action'
import { useRefusals } from '@/components/kit/use-refusals'

export const SYSTEM_ROUTER_READ_ONLY =
  "The system router is managed by the VPC: it can't be renamed or deleted"

/**
 * Edit and Delete of a router, for the routers list and the router page:
 * `{ itemsFor, dialog }`. The system router's are there but disabled, saying why.
 * The router's own view is not refetched after a delete: a page showing it
 * moves away in `onDeleted` instead of flashing a 404.
 */
export function useRouterActions({ project, vpc }: VpcSel) {
  const router = useRouter()
  const [dialog, confirm] = useConfirm()
  const { mutateAsync: deleteRouter } = useApiMutation(op.vpcRouterDelete)
  const refused = useRefusals(project)

  const itemsFor = useCallback(
    (r: Pick<VpcRouter, 'name' | 'kind'>, onDeleted?: () => void): RowAction[] => {
      const readOnly = r.kind === 'system'
      const disabled = readOnly ? { disabled: true, disabledReason: SYSTEM_ROUTER_READ_ONLY } : {}
      // the role's refusal, when there is one, is the reason given
      return [
        refusedBy(refused('router.edit'), {
          label: 'Edit',
          ...disabled,
          onSelect: () => void router.push(pb.routerEdit({ project, vpc, router: r.name })),
        }),
        refusedBy(refused('router.delete'), {
          label: 'Delete',
          destructive: true,
          ...disabled,
          onSelect: () =>
            confirm({
              verb: 'Delete',
              kind: 'router',
              name: r.name,
              consequence:
                "Its routes are deleted with it. Subnets that use it are unlinked from it and go back to the system router's routes.",
              onConfirm: async () => {
                await deleteRouter({ path: { router: r.name }, query: { project, vpc } })
                toastSuccess(`Router ${r.name} deleted`)
                onDeleted?.()
              },
            }),
        }),
      ]
    },
    [confirm, deleteRouter, router, project, vpc, refused],
  )
  return { itemsFor, dialog }
}
