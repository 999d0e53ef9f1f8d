import { zodResolver } from '@hookform/resolvers/zod'
import { useRouter } from 'next/router'
import { useForm } from 'react-hook-form'
import { TextField } from '@/components/ui/form-fields'
import { NameAndDescriptionFields } from '@/components/kit/forms/name-and-description-fields'
import { SidePanel } from '@/components/kit/forms/side-panel'
import { useRefusals } from '@/components/kit/use-refusals'
import { toastSuccess } from '@/components/kit/toast'
import { useApiMutation } from '@/lib/api/query'
import { pb } from '@/lib/core/paths'
import {
  receiverDefaults,
  receiverSchema,
  toWebhookCreate,
  type ReceiverValues,
} from './receiver-schema'
import { SecretsField } from './secrets-field'
import { SubscriptionsField } from './subscriptions-field'
import * as op from '@/lib/api/ops'

/** A new webhook receiver: where alerts go, how they are signed, which ones it gets. */
export function CreateReceiverPanel() {
  const router = useRouter()
  const refused = useRefusals()
  const form = useForm<ReceiverValues>({
    resolver: zodResolver(receiverSchema),
    defaultValues: receiverDefaults,
  })
  const create = useApiMutation(op.webhookReceiverCreate, {
    onSuccess: (r) => {
      toastSuccess(`Webhook receiver ${r.name} created`)
      void router.push(pb.systemAlertReceiver({ receiver: r.name }))
    },
  })
  return (
    <SidePanel
      form={form}
      open
      title="Create webhook receiver"
      refused={refused('system.alertReceiver.create')}
      submitLabel="Create webhook receiver"
      onDismiss={() => void router.push(pb.systemAlerts())}
      onSubmit={form.handleSubmit((values) => create.mutate({ body: toWebhookCreate(values) }))}
      request={{
        op: op.webhookReceiverCreate,
        build: (v: ReceiverValues) => ({ body: toWebhookCreate(v) }),
      }}
      pending={create.isPending}
      errors={[create.error]}
    >
      <NameAndDescriptionFields control={form.control} />
      <TextField
        control={form.control}
        name="endpoint"
        label="Endpoint URL"
        description="Where the rack posts alerts, e.g. https://hooks.example.com/oxide"
        type="url"
        required
      />
      <SecretsField form={form} />
      <SubscriptionsField form={form} />
    </SidePanel>
  )
}
