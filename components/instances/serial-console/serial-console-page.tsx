import { ArrowLeft, SquareTerminal } from 'lucide-react'
import { IntentLink } from '@/components/ui/intent-link'
import { QueryError } from '@/components/kit/errors/query-error'
import { RefreshFailed } from '@/components/kit/errors/refresh-failed'
import { PageHeader } from '@/components/ui/page-header'
import { Skeleton } from '@/components/ui/skeleton'
import { Spinner } from '@/components/ui/spinner'
import { InstanceStateBadge } from '@/components/instances/instance-state-badge'
import type { InstanceState } from '@/lib/api/__generated__/Api'
import { useApiQuery, useRefreshOn } from '@/lib/api/query'
import { blockingError } from '@/lib/api/load-state'
import { instanceCan, instanceSettling, instanceStatesFor } from '@/lib/domain/instance'
import { pb } from '@/lib/core/paths'
import { CliCommandButton } from './cli-command-dialog'
import { ConnectionStatus } from './connection-status'
import { useSerialStream } from './use-serial-stream'
import { lazyOnRender } from '@/components/ui/lazy'
import * as op from '@/lib/api/ops'

const TERMINAL_BOX = 'h-[calc(100dvh-19rem)] min-h-72'

// xterm.js and its stylesheet: only this page pays for them, after its first paint
const SerialTerminal = lazyOnRender(() => import('./serial-terminal').then((m) => m.default), {
  fallback: <Skeleton className="h-full w-full" />,
})

export function SerialConsolePage({ project, instance }: { project: string; instance: string }) {
  const query = useApiQuery(
    op.instanceView,
    { path: { instance }, query: { project } },
    { pollWhile: (i) => instanceSettling(i.runState) },
  )
  const state = query.data?.runState
  const failed = blockingError(query)

  return (
    <div>
      <IntentLink
        href={pb.instance({ project, instance })}
        className="mb-4 inline-flex items-center gap-1 text-sm text-muted-foreground hover:text-foreground"
      >
        <ArrowLeft className="size-4" aria-hidden />
        Back to instance
      </IntentLink>
      <PageHeader
        title="Serial Console"
        icon={<SquareTerminal className="h-5 w-5" aria-hidden />}
        actions={<CliCommandButton project={project} instance={instance} />}
        spacing="tight"
      />
      <RefreshFailed query={query} what="the instance's state" className="mb-4" />
      {failed ? (
        <QueryError error={failed} />
      ) : !state ? (
        <Skeleton className={`w-full ${TERMINAL_BOX}`} />
      ) : instanceCan('serialConsole', state) ? (
        <LiveConsole project={project} instance={instance} state={state} />
      ) : (
        <Unavailable state={state} />
      )}
    </div>
  )
}

function InstanceLine({ instance, state }: { instance?: string; state: InstanceState }) {
  return (
    <span className="flex min-w-0 items-center gap-2 text-sm">
      {instance && (
        <span className="truncate font-medium" title={instance}>
          {instance}
        </span>
      )}
      <InstanceStateBadge state={state} />
    </span>
  )
}

/** Mounted only while the instance has a console: unmounting hangs up. */
function LiveConsole({
  project,
  instance,
  state,
}: {
  project: string
  instance: string
  state: InstanceState
}) {
  const refresh = useRefreshOn('serialConsoleClosed')
  const stream = useSerialStream({ project, instance, onClose: () => void refresh() })
  return (
    <section aria-label="Serial console" className="flex flex-col gap-3">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <InstanceLine instance={instance} state={state} />
        <ConnectionStatus status={stream.status} onReconnect={stream.reconnect} />
      </div>
      <div
        className={`overflow-hidden rounded-md border bg-[#f8fafc] p-2 dark:bg-[#0b0f14] ${TERMINAL_BOX}`}
      >
        <SerialTerminal
          attach={stream.attach}
          onInput={stream.send}
          label={`Serial console of ${instance}`}
        />
      </div>
      <p className="text-xs text-muted-foreground">
        Keys go to the instance, Tab included; Shift+Tab moves focus out of the terminal.
      </p>
    </section>
  )
}

function Unavailable({ state }: { state: InstanceState }) {
  // on its way up; a stopping instance is polled too, but isn't coming back by itself
  const waiting = state === 'creating' || state === 'starting'
  return (
    <div className="flex flex-col items-center gap-3 rounded-md border border-dashed px-6 py-12 text-center">
      <p className="max-w-md text-sm">
        The serial console is available when the instance is {instanceStatesFor('serialConsole')}.
      </p>
      <p className="flex items-center gap-2 text-sm text-muted-foreground">
        This instance is <InstanceLine state={state} />
      </p>
      {waiting && (
        <p className="flex items-center gap-2 text-sm text-muted-foreground">
          <Spinner label="Waiting for the instance" />
          It appears here once the instance is running.
        </p>
      )}
    </div>
  )
}
