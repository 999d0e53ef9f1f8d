import { zodResolver } from '@hookform/resolvers/zod'
import { useForm } from 'react-hook-form'
import * as z from '@/lib/core/zod'
import {
  NameAndDescriptionFields,
  nameAndDescriptionSchema,
} from '@/components/kit/forms/name-and-description-fields'
import { FormModal, closeForgetting } from '@/components/kit/forms/form-modal'
import { toastSuccess } from '@/components/kit/toast'
import { useApiMutation } from '@/lib/api/query'
import type { VpcSel } from '@/lib/api/selectors'
import * as op from '@/lib/api/ops'

const schema = nameAndDescriptionSchema
type Values = z.infer<typeof schema>

/** A new gateway of the VPC; its pools and addresses are attached from its panel. */
export function CreateInternetGatewayModal({
  open,
  onOpenChange,
  onCreated,
  ...sel
}: VpcSel & {
  open: boolean
  onOpenChange: (open: boolean) => void
  onCreated: (name: string) => void
}) {
  const form = useForm<Values>({
    resolver: zodResolver(schema),
    defaultValues: { name: '', description: '' },
  })
  const create = useApiMutation(op.internetGatewayCreate, {
    onSuccess: (g) => {
      toastSuccess(`Internet gateway ${g.name} created`)
      close(false)
      onCreated(g.name)
    },
  })
  const close = closeForgetting(onOpenChange, create, form)
  return (
    <FormModal
      form={form}
      open={open}
      onOpenChange={close}
      title="Create internet gateway"
      submitLabel="Create"
      pending={create.isPending}
      errors={[create.error]}
      onSubmit={form.handleSubmit((body) =>
        create.mutate({ query: { project: sel.project, vpc: sel.vpc }, body }),
      )}
    >
      <NameAndDescriptionFields control={form.control} />
    </FormModal>
  )
}
