import { useId, useState } from 'react'
import { Checkbox } from '@/components/ui/checkbox'
import { Label } from '@/components/ui/label'
import { SectionHeader } from '@/components/ui/section-header'
import { StateBadge } from '@/components/kit/state-badge'
import { useApiMutation } from '@/lib/api/query'
import { attemptText, deliveryStateVariant } from './delivery-summary'
import * as op from '@/lib/api/ops'
import { useRefusals } from '@/components/kit/use-refusals'
import { GatedButton } from '@/components/ui/gated-button'

/**
 * Sends a liveness probe and says how the endpoint answered. With resend on,
 * a probe that gets through also sends every alert that never reached it.
 */
export function SendProbe({ receiver }: { receiver: string }) {
  const [resend, setResend] = useState(false)
  const resendId = useId()
  const probe = useApiMutation(op.alertReceiverProbe)
  const refused = useRefusals()
  const result = probe.data
  const attempt = result?.probe.attempts.webhook.at(-1)
  return (
    <section aria-label="Probe">
      <SectionHeader title="Probe" />
      <div className="flex flex-wrap items-center gap-4">
        <GatedButton
          variant="outline"
          size="sm"
          pending={probe.isPending}
          reason={refused('system.alertReceiver.probe')}
          onClick={() => probe.mutate({ path: { receiver }, query: { resend } })}
        >
          Send probe
        </GatedButton>
        <div className="flex items-center gap-2">
          <Checkbox
            id={resendId}
            checked={resend}
            onCheckedChange={(on) => setResend(on === true)}
          />
          <Label htmlFor={resendId} weight="normal">
            If it gets through, resend the alerts that were not delivered
          </Label>
        </div>
      </div>
      <div role="status" className="mt-3 text-sm">
        {probe.error && (
          <p className="text-destructive">Could not send the probe: {probe.error.message}</p>
        )}
        {result && (
          <p className="flex flex-wrap items-center gap-2">
            <span>Probe result:</span>
            <StateBadge
              state={result.probe.state}
              variant={deliveryStateVariant[result.probe.state]}
            />
            {attempt && <span>{attemptText(attempt)}</span>}
            {attempt?.response && (
              <span className="text-muted-foreground">in {attempt.response.durationMs} ms</span>
            )}
            {result.resendsStarted != null && (
              <span>
                ({result.resendsStarted} {result.resendsStarted === 1 ? 'alert' : 'alerts'} sent
                again)
              </span>
            )}
          </p>
        )}
      </div>
    </section>
  )
}
