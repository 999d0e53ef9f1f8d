import { zodResolver } from '@hookform/resolvers/zod'
import { useRouter } from 'next/router'
import { useForm } from 'react-hook-form'
import * as z from '@/lib/core/zod'
import { descriptionSchema } from '@/lib/core/validators/description'
import { NameAndDescriptionFields } from '@/components/kit/forms/name-and-description-fields'
import { FormModal } from '@/components/kit/forms/form-modal'
import { SidePanel } from '@/components/kit/forms/side-panel'
import { toastSuccess } from '@/components/kit/toast'
import type { SshKey } from '@/lib/api/__generated__/Api'
import { useApiMutation } from '@/lib/api/query'
import { pb } from '@/lib/core/paths'
import { validatePublicKey } from '@/lib/core/ssh-key'
import { nameSchema } from '@/lib/core/validators/name'
import { PublicKeyField } from './public-key-field'
import * as op from '@/lib/api/ops'
import { docs } from '@/lib/core/docs'

const schema = z.object({
  name: nameSchema,
  description: descriptionSchema,
  // sent as checked, without the whitespace a .pub file ends with
  publicKey: z.pipe(
    z.string().check(z.validator(validatePublicKey)),
    z.transform((k) => k.trim()),
  ),
})
type Values = z.input<typeof schema>

/** The keys' list's create route: the form in a panel, back to the list when done. */
export function CreateSshKeyPanel() {
  const router = useRouter()
  const toList = () => void router.push(pb.sshKeys())
  return <CreateSshKeyForm container="panel" onClose={toList} onCreated={toList} />
}

type CreateSshKeyFormProps = {
  /**
   * A side panel over the keys' list, showing the request it sends, or a modal over
   * another form (create instance), which stays as it was typed.
   */
  container: 'panel' | 'modal'
  /** Escape, Cancel, the close button or a click outside, once any changes are let go. */
  onClose: () => void
  /** After the key is made and the keys' list refreshed. */
  onCreated: (key: SshKey) => void
}

/** The one form for a new SSH key of the user's; each place says what follows. */
export function CreateSshKeyForm({ container, onClose, onCreated }: CreateSshKeyFormProps) {
  const form = useForm<Values, unknown, z.output<typeof schema>>({
    resolver: zodResolver(schema),
    defaultValues: { name: '', description: '', publicKey: '' },
  })
  // the list is refreshed (lib/api/invalidation.ts) before onSuccess runs
  const create = useApiMutation(op.currentUserSshKeyCreate, {
    onSuccess: (key) => {
      toastSuccess(`SSH key ${key.name} added`)
      onCreated(key)
    },
  })
  const frame = {
    form,
    open: true,
    title: 'Add SSH key',
    submitLabel: 'Add SSH key',
    onSubmit: form.handleSubmit((body) => create.mutate({ body })),
    pending: create.isPending,
    errors: [create.error],
  }
  const fields = (
    <>
      <NameAndDescriptionFields control={form.control} />
      <PublicKeyField form={form} name="publicKey" />
    </>
  )
  return container === 'panel' ? (
    <SidePanel
      {...frame}
      docs={docs.sshKeys}
      onDismiss={onClose}
      request={{ op: op.currentUserSshKeyCreate, build: (body) => ({ body }) }}
    >
      {fields}
    </SidePanel>
  ) : (
    <FormModal {...frame} onOpenChange={(next) => !next && onClose()}>
      {fields}
    </FormModal>
  )
}
