import { zodResolver } from '@hookform/resolvers/zod'
import { useRouter } from 'next/router'
import { useForm } from 'react-hook-form'
import { QueryError } from '@/components/kit/errors/query-error'
import { TextField } from '@/components/ui/form-fields'
import { NameAndDescriptionFields } from '@/components/kit/forms/name-and-description-fields'
import { ResourceProperties } from '@/components/kit/resource-properties'
import { SidePanel, SidePanelSkeleton } from '@/components/kit/forms/side-panel'
import { useRefusals } from '@/components/kit/use-refusals'
import { toastSuccess } from '@/components/kit/toast'
import type { AlertReceiver } from '@/lib/api/__generated__/Api'
import type { OpParams } from '@/lib/api/client'
import { blockingError } from '@/lib/api/load-state'
import { useRenameMutation } from '@/lib/api/rename'
import { webhookReceiverUpdateBody } from '@/lib/domain/update-bodies'
import { pb } from '@/lib/core/paths'
import { useReceiver } from './alert-queries'
import { editReceiverSchema, type EditReceiverValues } from './receiver-schema'
import * as op from '@/lib/api/ops'

const TITLE = 'Edit webhook receiver'

export function EditReceiverPanel({ receiver }: { receiver: string }) {
  const router = useRouter()
  const current = useReceiver(receiver)
  const dismiss = () => void router.push(pb.systemAlertReceiver({ receiver }))
  const error = blockingError(current)
  if (error) return <QueryError error={error} />
  if (!current.data) return <SidePanelSkeleton title={TITLE} onDismiss={dismiss} />
  return <EditReceiverForm receiver={current.data} onDismiss={dismiss} />
}

/**
 * Name, description and endpoint. The update answers with no body, so after
 * a rename the console goes to the new name's page before the lists refresh
 * (the old name's view would answer 404 while its page is still on screen).
 */
function EditReceiverForm({
  receiver,
  onDismiss,
}: {
  receiver: AlertReceiver
  onDismiss: () => void
}) {
  const form = useForm<EditReceiverValues>({
    resolver: zodResolver(editReceiverSchema),
    defaultValues: {
      name: receiver.name,
      description: receiver.description,
      endpoint: receiver.kind.endpoint,
    },
  })
  const newName = ({ body }: OpParams<'webhookReceiverUpdate'>) => body.name ?? receiver.name
  const update = useRenameMutation(op.webhookReceiverUpdate, {
    to: (_, sent) => pb.systemAlertReceiver({ receiver: newName(sent) }),
    onRenamed: (_, sent) => toastSuccess(`Webhook receiver ${newName(sent)} updated`),
  })
  const refused = useRefusals()
  const current = {
    name: receiver.name,
    description: receiver.description,
    endpoint: receiver.kind.endpoint,
  }
  const call = (changes: EditReceiverValues) => ({
    path: { receiver: receiver.name },
    body: webhookReceiverUpdateBody(current, changes),
  })
  return (
    <SidePanel
      form={form}
      open
      title={TITLE}
      refused={refused('system.alertReceiver.edit')}
      submitLabel="Update webhook receiver"
      onDismiss={onDismiss}
      onSubmit={form.handleSubmit((v) => update.mutate(call(v)))}
      request={{ op: op.webhookReceiverUpdate, build: call }}
      pending={update.isPending}
      errors={[update.error]}
    >
      <NameAndDescriptionFields control={form.control} />
      <TextField control={form.control} name="endpoint" label="Endpoint URL" type="url" required />
      <ResourceProperties resource={receiver} />
    </SidePanel>
  )
}
