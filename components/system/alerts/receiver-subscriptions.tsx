import { useState } from 'react'
import { lazyWhenOpen } from '@/components/ui/lazy'
import { SectionHeader } from '@/components/ui/section-header'
import { toastSuccess } from '@/components/kit/toast'
import { type ConfirmActionOptions } from '@/components/kit/use-confirm'
import { useApiMutation } from '@/lib/api/query'
import * as op from '@/lib/api/ops'
import { useRefusals } from '@/components/kit/use-refusals'
import { GatedButton } from '@/components/ui/gated-button'

const AddSubscriptionModal = lazyWhenOpen(() =>
  import('./add-subscription-modal').then((m) => m.AddSubscriptionModal),
)

/** The classes and patterns the receiver gets alerts for; add one, remove one (confirmed). */
export function ReceiverSubscriptions({
  receiver,
  subscriptions,
  confirm,
}: {
  receiver: string
  subscriptions: string[] | undefined
  confirm: (options: ConfirmActionOptions) => void
}) {
  const [adding, setAdding] = useState(false)
  const { mutateAsync: remove } = useApiMutation(op.alertReceiverSubscriptionRemove)
  const refused = useRefusals()
  return (
    <section aria-label="Subscriptions">
      <SectionHeader title="Subscriptions">
        <GatedButton
          variant="outline"
          size="sm"
          reason={refused('system.alertReceiver.subscription.add')}
          onClick={() => setAdding(true)}
        >
          Add subscription
        </GatedButton>
      </SectionHeader>
      {subscriptions && subscriptions.length === 0 && (
        <p className="text-sm text-muted-foreground">
          None: this receiver gets only the probes sent to it.
        </p>
      )}
      <ul className="flex flex-col divide-y rounded-md border empty:hidden">
        {subscriptions?.map((s, i) => (
          <li key={`${i}:${s}`} className="flex items-center justify-between gap-4 px-3 py-2">
            <span className="break-all font-mono text-sm">{s}</span>
            <GatedButton
              variant="outline"
              size="sm"
              aria-label={`Remove subscription ${s}`}
              reason={refused('system.alertReceiver.subscription.remove')}
              onClick={() =>
                confirm({
                  verb: 'Remove',
                  kind: 'subscription',
                  name: s,
                  consequence: `${receiver} gets no more alerts through it.`,
                  onConfirm: async () => {
                    await remove({ path: { receiver, subscription: s } })
                    toastSuccess(`Subscription ${s} removed`)
                  },
                })
              }
            >
              Remove
            </GatedButton>
          </li>
        ))}
      </ul>
      <AddSubscriptionModal open={adding} onOpenChange={setAdding} receiver={receiver} />
    </section>
  )
}
