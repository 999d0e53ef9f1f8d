import { zodResolver } from '@hookform/resolvers/zod'
import { useRouter } from 'next/router'
import { useForm } from 'react-hook-form'
import * as z from '@/lib/core/zod'
import { descriptionSchema } from '@/lib/core/validators/description'
import { NameAndDescriptionFields } from '@/components/kit/forms/name-and-description-fields'
import { SidePanel } from '@/components/kit/forms/side-panel'
import { toastSuccess } from '@/components/kit/toast'
import { useApiMutation } from '@/lib/api/query'
import { pb } from '@/lib/core/paths'
import { validatePublicKey } from '@/lib/core/ssh-key'
import { nameSchema } from '@/lib/core/validators/name'
import { zodCheck } from '@/lib/core/validators/zod'
import { PublicKeyField } from './public-key-field'
import * as op from '@/lib/api/ops'
import { docs } from '@/lib/core/docs'

const schema = z.object({
  name: nameSchema,
  description: descriptionSchema,
  // sent as checked, without the whitespace a .pub file ends with
  publicKey: z.pipe(
    z.string().check(zodCheck(validatePublicKey)),
    z.transform((k) => k.trim()),
  ),
})
type Values = z.input<typeof schema>

export function CreateSshKeyPanel() {
  const router = useRouter()
  const form = useForm<Values, unknown, z.output<typeof schema>>({
    resolver: zodResolver(schema),
    defaultValues: { name: '', description: '', publicKey: '' },
  })
  const create = useApiMutation(op.currentUserSshKeyCreate, {
    onSuccess: (key) => {
      toastSuccess(`SSH key ${key.name} added`)
      void router.push(pb.sshKeys())
    },
  })
  return (
    <SidePanel
      docs={docs.sshKeys}
      form={form}
      open
      title="Add SSH key"
      submitLabel="Add SSH key"
      onDismiss={() => void router.push(pb.sshKeys())}
      onSubmit={form.handleSubmit((body) => create.mutate({ body }))}
      request={{ op: op.currentUserSshKeyCreate, build: (body) => ({ body }) }}
      pending={create.isPending}
      errors={[create.error]}
    >
      <NameAndDescriptionFields control={form.control} />
      <PublicKeyField form={form} name="publicKey" />
    </SidePanel>
  )
}
