import { useRouter } from 'next/router'
import { useCallback, useState } from 'react'
import { lazyWhenOpen } from '@/components/ui/lazy'
import type { RowAction } from '@/components/ui/row-actions'
import { useRefusals } from '@/components/kit/use-refusals'
import { toastError, toastSuccess } from '@/components/kit/toast'
import { useConfirm } from '@/components/kit/use-confirm'
import type { Instance } from '@/lib/api/__generated__/Api'
import type { ApiError } from '@/lib/api/errors'
import { useApiMutation } from '@/lib/api/query'
import { instanceCannotReason, type InstanceAction } from '@/lib/domain/instance'
import type { Action } from '@/lib/domain/permissions'
import { pb } from '@/lib/core/paths'
import { instanceParams } from '@/lib/api/selectors'
import { clonePath } from './create/clone-link'
import * as op from '@/lib/api/ops'

const ResizeInstanceModal = lazyWhenOpen(() =>
  import('./resize-instance-modal').then((m) => m.ResizeInstanceModal),
)

/** Cloning reads the instance only, so it is there in every state. */
type ItemAction = InstanceAction | 'clone'

export type InstanceActionItem = RowAction & { action: ItemAction }

/**
 * The write each item asks the user's roles for; the serial console only reads. Clone leads
 * to the create form, so it needs what creating does.
 */
const roleAction: Partial<Record<ItemAction, Action>> = {
  start: 'instance.start',
  stop: 'instance.stop',
  reboot: 'instance.reboot',
  resize: 'instance.edit',
  delete: 'instance.delete',
  clone: 'instance.create',
}

/**
 * Every spec §4 action an instance offers, and Clone (the create form filled in
 * from it), for the instances list's row menu and the instance page's Actions
 * menu alike: the same items, each disabled with its reason outside the states
 * that allow it, and the same dialogs.
 * `onDeleted` runs after a delete (the page leaves for the list).
 */
export function useInstanceActions(
  project: string,
  { onDeleted }: { onDeleted?: () => void } = {},
) {
  const router = useRouter()
  const refused = useRefusals(project)
  const [confirmation, confirm] = useConfirm()
  // the instance outlives `open`, so the closing modal keeps its values
  const [resizing, setResizing] = useState<Instance>()
  const [resizeOpen, setResizeOpen] = useState(false)
  const { mutateAsync: start } = useApiMutation(op.instanceStart)
  const { mutateAsync: stop } = useApiMutation(op.instanceStop)
  const { mutateAsync: reboot } = useApiMutation(op.instanceReboot)
  const { mutateAsync: deleteInstance } = useApiMutation(op.instanceDelete)

  const itemsFor = useCallback(
    (instance: Instance): InstanceActionItem[] => {
      const params = instanceParams({ project, instance: instance.name })
      const item = (
        label: string,
        action: ItemAction,
        onSelect: () => void,
        destructive = false,
      ): InstanceActionItem => {
        const role = roleAction[action]
        // the role's refusal first: no state of the instance would let this user do it
        const reason =
          (role && refused(role)) ??
          (action === 'clone' ? undefined : instanceCannotReason(action, instance.runState))
        return { label, action, onSelect, destructive, disabled: !!reason, disabledReason: reason }
      }
      const run = (label: string, doing: string, mutate: (p: typeof params) => Promise<unknown>) =>
        item(
          label,
          label.toLowerCase() as InstanceAction,
          () =>
            void mutate(params).then(
              () => toastSuccess(`${doing} ${instance.name}`),
              (e: ApiError) =>
                toastError(`Could not ${label.toLowerCase()} ${instance.name}`, e.message),
            ),
        )
      return [
        run('Start', 'Starting', start),
        run('Stop', 'Stopping', stop),
        run('Reboot', 'Rebooting', reboot),
        item('Resize', 'resize', () => {
          setResizing(instance)
          setResizeOpen(true)
        }),
        item(
          'Serial console',
          'serialConsole',
          () => void router.push(pb.serialConsole({ project, instance: instance.name })),
        ),
        item('Clone', 'clone', () => void router.push(clonePath({ project, from: instance.name }))),
        item(
          'Delete',
          'delete',
          () =>
            confirm({
              verb: 'Delete',
              kind: 'instance',
              name: instance.name,
              consequence: 'Its disks are detached and kept.',
              onConfirm: async () => {
                await deleteInstance(params)
                toastSuccess(`Instance ${instance.name} deleted`)
                onDeleted?.()
              },
            }),
          true,
        ),
      ]
    },
    [project, router, refused, confirm, start, stop, reboot, deleteInstance, onDeleted],
  )

  const dialogs = (
    <>
      {confirmation}
      {resizing && (
        <ResizeInstanceModal
          open={resizeOpen}
          onOpenChange={setResizeOpen}
          project={project}
          instance={resizing}
        />
      )}
    </>
  )
  return { itemsFor, dialogs }
}
