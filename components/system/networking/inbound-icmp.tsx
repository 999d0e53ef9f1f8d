import { useId } from 'react'
import { QueryError } from '@/components/kit/errors/query-error'
import { RefreshFailed } from '@/components/kit/errors/refresh-failed'
import { SectionHeader } from '@/components/ui/section-header'
import { Skeleton } from '@/components/ui/skeleton'
import { toastSuccess } from '@/components/kit/toast'
import type { ConfirmActionOptions } from '@/components/kit/use-confirm'
import { useRefusals } from '@/components/kit/use-refusals'
import { blockingError } from '@/lib/api/load-state'
import { useApiMutation, useApiQuery } from '@/lib/api/query'
import { inboundIcmpUpdateBody } from '@/lib/domain/rack-networking-update-bodies'
import { joinClasses } from '@/lib/core/join-classes'
import * as op from '@/lib/api/ops'

/**
 * Whether the rack's external services answer inbound ICMP (ping, and the
 * "fragmentation needed" messages path MTU discovery relies on).
 */
export function InboundIcmp({ confirm }: { confirm: (options: ConfirmActionOptions) => void }) {
  const icmp = useApiQuery(op.networkingInboundIcmpView, {})
  const { mutateAsync: update } = useApiMutation(op.networkingInboundIcmpUpdate)
  const failed = blockingError(icmp)
  const enabled = icmp.data?.enabled
  const refused = useRefusals()('system.inboundIcmp.edit')
  const reasonId = useId()

  const toggle = () => {
    const current = icmp.data
    if (!current || refused) return
    const next = !current.enabled
    confirm({
      verb: next ? 'Allow' : 'Block',
      kind: 'inbound ICMP',
      consequence: next
        ? 'The rack’s external services will answer ping and ICMP messages from outside.'
        : 'The rack’s external services will drop ICMP from outside: ping stops answering, and clients behind links with a small MTU may fail to connect.',
      destructive: !next,
      onConfirm: async () => {
        await update({ body: inboundIcmpUpdateBody(current, { enabled: next }) })
        toastSuccess(next ? 'Inbound ICMP allowed' : 'Inbound ICMP blocked')
      },
    })
  }

  return (
    <section aria-label="Inbound ICMP" className="flex flex-col gap-3">
      <SectionHeader title="Inbound ICMP" />
      {failed ? (
        <QueryError error={failed} />
      ) : (
        <>
          <RefreshFailed query={icmp} what="the ICMP setting" />
          <div className="flex items-center gap-3">
            {enabled === undefined ? (
              <Skeleton className="h-6 w-11" />
            ) : (
              <button
                type="button"
                role="switch"
                aria-checked={enabled}
                // ruled out by the user's roles, it stays focusable and says why, as a GatedButton does
                aria-disabled={refused ? true : undefined}
                aria-describedby={refused ? reasonId : undefined}
                onClick={toggle}
                className={joinClasses(
                  'relative inline-flex h-6 w-11 shrink-0 items-center rounded-full border-2 border-transparent transition-colors focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring aria-disabled:cursor-not-allowed aria-disabled:opacity-50',
                  enabled ? 'bg-primary' : 'bg-muted-foreground/50',
                )}
              >
                <span className="sr-only">Allow inbound ICMP</span>
                <span
                  aria-hidden
                  className={joinClasses(
                    'block h-5 w-5 rounded-full bg-background shadow transition-transform',
                    enabled ? 'translate-x-5' : 'translate-x-0',
                  )}
                />
              </button>
            )}
            <span className="text-sm text-muted-foreground">
              {enabled === undefined ? '' : enabled ? 'Allowed' : 'Blocked'}
            </span>
          </div>
          {refused && (
            <p id={reasonId} className="text-sm text-muted-foreground">
              {refused}
            </p>
          )}
        </>
      )}
    </section>
  )
}
