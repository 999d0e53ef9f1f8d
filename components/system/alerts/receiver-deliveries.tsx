import type { ColumnDef } from '@tanstack/react-table'
import { useMemo, useState } from 'react'
import { QueryError } from '@/components/kit/errors/query-error'
import { RefreshFailed } from '@/components/kit/errors/refresh-failed'
import { Button } from '@/components/ui/button'
import { DataTable } from '@/components/kit/data-table/data-table'
import { EmptyState } from '@/components/ui/empty-state'
import { LiveStatus } from '@/components/ui/live-status'
import { dateColumn } from '@/components/ui/list-columns'
import { SectionHeader } from '@/components/ui/section-header'
import { StateBadge } from '@/components/kit/state-badge'
import { toastSuccess } from '@/components/kit/toast'
import { type ConfirmActionOptions } from '@/components/kit/use-confirm'
import type { AlertDelivery, AlertDeliveryState } from '@/lib/api/__generated__/Api'
import { blockingError } from '@/lib/api/load-state'
import { pollWhileAny } from '@/lib/api/poll'
import { useApiMutation, usePagedApiQuery } from '@/lib/api/query'
import { deliverySettling } from '@/lib/domain/alert-delivery'
import { attemptText, canResend, deliveryStateVariant, responseCodes } from './delivery-summary'
import * as op from '@/lib/api/ops'
import { useRefusals } from '@/components/kit/use-refusals'
import { GatedButton } from '@/components/ui/gated-button'

const FILTERS: { label: string; state?: AlertDeliveryState }[] = [
  { label: 'All' },
  { label: 'Failed', state: 'failed' },
  { label: 'Pending', state: 'pending' },
  { label: 'Delivered', state: 'delivered' },
]

/**
 * Every delivery to the receiver, newest first: alerts, resends and probes,
 * with each attempt's outcome and status code. A failed alert can be resent.
 */
export function ReceiverDeliveries({
  receiver,
  confirm,
}: {
  receiver: string
  confirm: (options: ConfirmActionOptions) => void
}) {
  const [state, setState] = useState<AlertDeliveryState>()
  const { query, pagination } = usePagedApiQuery(
    op.alertDeliveryList,
    {
      path: { receiver },
      query: { sortBy: 'time_and_id_descending', ...(state ? { [state]: true } : {}) },
    },
    { pollWhile: pollWhileAny((d) => deliverySettling(d.state)) },
  )
  const { mutateAsync: resend } = useApiMutation(op.alertDeliveryResend)
  const refused = useRefusals()

  const columns = useMemo<ColumnDef<AlertDelivery>[]>(
    () => [
      {
        id: 'Alert class',
        header: 'Alert class',
        accessorFn: (d) => d.alertClass,
        cell: ({ row }) => <span className="font-mono text-sm">{row.original.alertClass}</span>,
      },
      { id: 'Trigger', header: 'Trigger', accessorFn: (d) => d.trigger },
      {
        id: 'State',
        header: 'State',
        accessorFn: (d) => d.state,
        cell: ({ row }) => (
          <StateBadge
            state={row.original.state}
            variant={deliveryStateVariant[row.original.state]}
            transition={deliverySettling(row.original.state)}
          />
        ),
      },
      {
        id: 'Attempts',
        header: 'Attempts',
        accessorFn: (d) => d.attempts.webhook.length,
        cell: ({ row }) => {
          const attempts = row.original.attempts.webhook
          const last = attempts.at(-1)
          return (
            <span title={attempts.map(attemptText).join('; ')}>
              {attempts.length}
              {last && <span className="text-muted-foreground"> · {attemptText(last)}</span>}
            </span>
          )
        },
      },
      {
        id: 'Response codes',
        header: 'Response codes',
        accessorFn: responseCodes,
        cell: ({ row }) => <span className="font-mono text-sm">{responseCodes(row.original)}</span>,
      },
      dateColumn('Started', (d) => d.timeStarted),
      {
        id: 'actions',
        header: () => <span className="sr-only">Actions</span>,
        cell: ({ row }) => {
          const d = row.original
          if (!canResend(d)) return null
          return (
            <GatedButton
              variant="outline"
              size="sm"
              aria-label={`Resend ${d.alertClass} alert ${d.alertId}`}
              reason={refused('system.alert.resend')}
              onClick={() =>
                confirm({
                  verb: 'Resend',
                  kind: 'alert',
                  name: `${d.alertClass} (${d.alertId})`,
                  consequence: `It is delivered to ${receiver} again, with up to three attempts.`,
                  destructive: false,
                  onConfirm: async () => {
                    await resend({ path: { alertId: d.alertId }, query: { receiver } })
                    toastSuccess(`Alert ${d.alertClass} sent again`)
                  },
                })
              }
            >
              Resend
            </GatedButton>
          )
        },
      },
    ],
    [confirm, refused, resend, receiver],
  )

  const failed = blockingError(query)
  return (
    <section aria-label="Deliveries">
      <SectionHeader title="Deliveries">
        <LiveStatus query={query} what="deliveries" />
        <div role="group" aria-label="Show deliveries" className="flex gap-1">
          {FILTERS.map((f) => (
            <Button
              key={f.label}
              variant={state === f.state ? 'secondary' : 'ghost'}
              size="sm"
              aria-pressed={state === f.state}
              onClick={() => setState(f.state)}
            >
              {f.label}
            </Button>
          ))}
        </div>
      </SectionHeader>
      {failed ? (
        <QueryError error={failed} />
      ) : (
        <>
          <RefreshFailed query={query} what="deliveries" className="mb-2" />
          <DataTable
            caption={`Deliveries to ${receiver}`}
            columns={columns}
            data={query.data?.items}
            isLoading={query.isPending}
            getRowId={(d) => d.id}
            pagination={{ ...pagination, itemCount: query.data?.items.length ?? 0 }}
            emptyState={
              <EmptyState
                title="No deliveries"
                body={
                  state
                    ? `No ${state} deliveries.`
                    : 'Alerts and probes sent to this receiver show here.'
                }
              />
            }
          />
        </>
      )}
    </section>
  )
}
