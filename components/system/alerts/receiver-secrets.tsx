import { useState } from 'react'
import { CopyableValue } from '@/components/kit/copyable-value'
import { lazyWhenOpen } from '@/components/ui/lazy'
import { SectionHeader } from '@/components/ui/section-header'
import { toastSuccess } from '@/components/kit/toast'
import { type ConfirmActionOptions } from '@/components/kit/use-confirm'
import type { WebhookSecret } from '@/lib/api/__generated__/Api'
import { useApiMutation } from '@/lib/api/query'
import { formatDateTime } from '@/lib/core/format/date'
import { keyed } from '@/lib/core/keys'
import * as op from '@/lib/api/ops'
import { useRefusals } from '@/components/kit/use-refusals'
import { GatedButton } from '@/components/ui/gated-button'

const AddSecretModal = lazyWhenOpen(() =>
  import('./add-secret-modal').then((m) => m.AddSecretModal),
)

/**
 * The receiver's secrets, by id and age only: their values never come back.
 * The last one can't be deleted (a receiver signs with at least one).
 */
export function ReceiverSecrets({
  receiver,
  secrets,
  confirm,
}: {
  receiver: string
  secrets: WebhookSecret[] | undefined
  confirm: (options: ConfirmActionOptions) => void
}) {
  const [adding, setAdding] = useState(false)
  const { mutateAsync: deleteSecret } = useApiMutation(op.webhookSecretsDelete)
  const refused = useRefusals()
  const onlyOne = secrets?.length === 1
  // the role's refusal wins over the only secret's
  const deleteRefused = refused('system.alertReceiver.secret.delete')
  return (
    <section aria-label="Secrets">
      <SectionHeader title="Secrets">
        <GatedButton
          variant="outline"
          size="sm"
          reason={refused('system.alertReceiver.secret.add')}
          onClick={() => setAdding(true)}
        >
          Add secret
        </GatedButton>
      </SectionHeader>
      <p className="mb-3 text-sm text-muted-foreground">
        To rotate, add the new secret, switch the endpoint to it, then delete the old one.
        {onlyOne && ' The only secret cannot be deleted.'}
      </p>
      <ul className="flex flex-col divide-y rounded-md border empty:hidden">
        {keyed(secrets ?? [], (s) => s.id).map(([key, s], i) => (
          <li key={key} className="flex flex-wrap items-center justify-between gap-4 px-3 py-2">
            <div className="flex flex-col gap-0.5">
              <span className="text-sm font-medium">Secret {i + 1}</span>
              <span className="text-xs text-muted-foreground">
                Added {formatDateTime(s.timeCreated)}
              </span>
            </div>
            <CopyableValue value={s.id} label={`ID of secret ${i + 1}`} mono />
            <GatedButton
              variant="outline"
              size="sm"
              reason={deleteRefused}
              disabled={!deleteRefused && onlyOne}
              aria-label={`Delete secret ${i + 1}`}
              onClick={() =>
                confirm({
                  verb: 'Delete',
                  kind: 'secret',
                  name: `Secret ${i + 1} (added ${formatDateTime(s.timeCreated)})`,
                  consequence: `Alerts to ${receiver} are no longer signed with it.`,
                  onConfirm: async () => {
                    await deleteSecret({ path: { secretId: s.id } })
                    toastSuccess('Secret deleted')
                  },
                })
              }
            >
              Delete
            </GatedButton>
          </li>
        ))}
      </ul>
      <AddSecretModal open={adding} onOpenChange={setAdding} receiver={receiver} />
    </section>
  )
}
