import { zodResolver } from '@hookform/resolvers/zod'
import { useForm } from 'react-hook-form'
import * as z from '@/lib/core/zod'
import { FileField } from '@/components/kit/forms/file-field'
import { FormModal, closeForgetting } from '@/components/kit/forms/form-modal'
import { toastSuccess } from '@/components/kit/toast'
import { useRawApiMutation } from '@/lib/api/query'
import { addTrustRoot } from '@/lib/api/update-uploads'
import { checkTrustRoot } from './trust-root-check'
import * as op from '@/lib/api/ops'

const schema = z.object({ document: z.string().check(z.validator(checkTrustRoot)) })
type Values = z.infer<typeof schema>

/** Adds a TUF root role (root.json) to the trust store, sent as read from the file. */
export function AddTrustRootModal({
  open,
  onOpenChange,
}: {
  open: boolean
  onOpenChange: (open: boolean) => void
}) {
  const form = useForm<Values>({ resolver: zodResolver(schema), defaultValues: { document: '' } })
  const add = useRawApiMutation(op.systemUpdateTrustRootCreate, addTrustRoot, {
    onSuccess: () => {
      toastSuccess('Trust root added')
      close(false)
    },
  })
  const close = closeForgetting(onOpenChange, add, form)
  return (
    <FormModal
      form={form}
      open={open}
      onOpenChange={close}
      title="Add trust root"
      description="Repositories signed under this root role can then be uploaded."
      submitLabel="Add trust root"
      pending={add.isPending}
      errors={[add.error]}
      onSubmit={form.handleSubmit(({ document }) => add.mutate(document))}
    >
      <FileField
        control={form.control}
        name="document"
        label="Root role file"
        description="The release's TUF root.json"
        accept=".json,application/json"
        required
        read={(file) => file.text()}
      />
    </FormModal>
  )
}
