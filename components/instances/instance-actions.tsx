import { ChevronDown } from 'lucide-react'
import { useRouter } from 'next/router'
import * as React from 'react'
import { Button } from '@/components/ui/button'
import { LazyConfirmDialog as ConfirmDialog } from '@/components/ui/confirm-dialog-lazy'
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu'
import { lazyWhenOpen } from '@/components/ui/lazy-when-open'
import { toastError, toastSuccess } from '@/components/ui/toast'
import { Tooltip, TooltipContent, TooltipTrigger } from '@/components/ui/tooltip'
import type { Instance } from '@/lib/api/__generated__/Api'
import type { ApiError } from '@/lib/api/errors'
import { useApiMutation } from '@/lib/api/query'
import { instanceCannotReason, type InstanceAction } from '@/lib/instance-actions'
import { pb } from '@/lib/paths'
import { instanceParams } from './instance-queries'

const ResizeInstanceModal = lazyWhenOpen(() =>
  import('./resize-instance-modal').then((m) => m.ResizeInstanceModal),
)

type Item = {
  label: string
  action: InstanceAction
  onSelect: () => void
  destructive?: boolean
}

/** The instance page's action menu: each action only in the states spec §4 allows. */
export function InstanceActions({
  project,
  instance,
}: {
  project: string
  /** Undefined while loading: the menu stays closed. */
  instance: Instance | undefined
}) {
  const router = useRouter()
  const [resizing, setResizing] = React.useState(false)
  const [deleting, setDeleting] = React.useState(false)
  const invalidates = ['instanceView', 'instanceList'] as const
  const start = useApiMutation('instanceStart', { invalidates: [...invalidates] })
  const stop = useApiMutation('instanceStop', { invalidates: [...invalidates] })
  const reboot = useApiMutation('instanceReboot', { invalidates: [...invalidates] })
  // not instanceView: refetching a deleted instance would flash the 404 page before leaving
  const del = useApiMutation('instanceDelete', { invalidates: ['instanceList'] })

  if (!instance) {
    return (
      <Button variant="outline" disabled>
        Actions <ChevronDown aria-hidden />
      </Button>
    )
  }
  const params = instanceParams({ project, instance: instance.name })
  const run =
    (label: string, doing: string, mutate: (p: typeof params) => Promise<unknown>): (() => void) =>
    () =>
      void mutate(params).then(
        () => toastSuccess(`${doing} ${instance.name}`),
        (e: ApiError) => toastError(`Could not ${label.toLowerCase()} ${instance.name}`, e.message),
      )

  const items: Item[] = [
    { label: 'Start', action: 'start', onSelect: run('Start', 'Starting', start.mutateAsync) },
    { label: 'Stop', action: 'stop', onSelect: run('Stop', 'Stopping', stop.mutateAsync) },
    { label: 'Reboot', action: 'reboot', onSelect: run('Reboot', 'Rebooting', reboot.mutateAsync) },
    { label: 'Resize', action: 'resize', onSelect: () => setResizing(true) },
    {
      label: 'Serial console',
      action: 'serialConsole',
      onSelect: () => void router.push(pb.serialConsole({ project, instance: instance.name })),
    },
  ]
  const deleteItem: Item = {
    label: 'Delete',
    action: 'delete',
    destructive: true,
    onSelect: () => setDeleting(true),
  }

  return (
    <>
      <DropdownMenu>
        <DropdownMenuTrigger asChild>
          <Button variant="outline">
            Actions <ChevronDown aria-hidden />
          </Button>
        </DropdownMenuTrigger>
        <DropdownMenuContent align="end" className="min-w-44">
          {items.map((item) => (
            <ActionItem key={item.label} item={item} state={instance.runState} />
          ))}
          <DropdownMenuSeparator />
          <ActionItem item={deleteItem} state={instance.runState} />
        </DropdownMenuContent>
      </DropdownMenu>
      <ResizeInstanceModal
        open={resizing}
        onOpenChange={setResizing}
        project={project}
        instance={instance}
      />
      <ConfirmDialog
        open={deleting}
        onOpenChange={setDeleting}
        title="Delete instance"
        description={
          <>
            Are you sure you want to delete instance <strong>{instance.name}</strong>? Its disks are
            detached and kept.
          </>
        }
        confirmLabel="Delete"
        destructive
        errorTitle="Could not delete instance"
        onConfirm={async () => {
          await del.mutateAsync(params)
          toastSuccess(`Instance ${instance.name} deleted`)
          await router.push(pb.instances({ project }))
        }}
      />
    </>
  )
}

/**
 * A disabled item stays focusable (aria-disabled, not skipped) and is described
 * by its reason, so keyboard and screen reader users learn why too.
 */
function ActionItem({ item, state }: { item: Item; state: Instance['runState'] }) {
  const reasonId = React.useId()
  const reason = instanceCannotReason(item.action, state)
  const menuItem = (
    <DropdownMenuItem
      variant={item.destructive ? 'destructive' : 'default'}
      aria-disabled={reason ? true : undefined}
      aria-describedby={reason ? reasonId : undefined}
      onSelect={(event) => {
        if (reason) {
          // keeps the menu open, as a disabled item would
          event.preventDefault()
          return
        }
        item.onSelect()
      }}
    >
      {item.label}
      {reason && (
        <span id={reasonId} hidden>
          {reason}
        </span>
      )}
    </DropdownMenuItem>
  )
  if (!reason) return menuItem
  return (
    <Tooltip>
      <TooltipTrigger asChild>{menuItem}</TooltipTrigger>
      <TooltipContent side="left">{reason}</TooltipContent>
    </Tooltip>
  )
}
