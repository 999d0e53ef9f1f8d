import type { BulkVerb } from '@/components/kit/data-table/bulk-actions'
import { useRefusals } from '@/components/kit/use-refusals'
import type { Instance } from '@/lib/api/__generated__/Api'
import { useApiMutation } from '@/lib/api/query'
import { instanceCannotReason, type InstanceAction } from '@/lib/domain/instance'
import type { Action } from '@/lib/domain/permissions'
import { instanceParams } from '@/lib/api/selectors'
import * as op from '@/lib/api/ops'

/**
 * Start, stop, reboot or delete the selected instances. An instance whose
 * state rules the action out is not sent, and says why.
 */
export function useInstanceBulkVerbs(project: string): BulkVerb<Instance>[] {
  const refused = useRefusals(project)
  const start = useApiMutation(op.instanceStart).mutateAsync
  const stop = useApiMutation(op.instanceStop).mutateAsync
  const reboot = useApiMutation(op.instanceReboot).mutateAsync
  const remove = useApiMutation(op.instanceDelete).mutateAsync

  const verb = (
    label: string,
    action: InstanceAction,
    role: Action,
    mutate: (params: ReturnType<typeof instanceParams>) => Promise<unknown>,
    done: string,
  ): BulkVerb<Instance> => ({
    label,
    done,
    destructive: action === 'delete',
    refused: refused(role),
    run: (i) => mutate(instanceParams({ project, instance: i.name })),
    refuse: (i) => instanceCannotReason(action, i.runState),
  })

  return [
    verb('Start', 'start', 'instance.start', start, 'starting'),
    verb('Stop', 'stop', 'instance.stop', stop, 'stopping'),
    verb('Reboot', 'reboot', 'instance.reboot', reboot, 'rebooting'),
    verb('Delete', 'delete', 'instance.delete', remove, 'deleted'),
  ]
}
