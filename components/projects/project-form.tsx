import { zodResolver } from '@hookform/resolvers/zod'
import { useForm } from 'react-hook-form'
import { z } from '@/lib/core/zod'
import type { RequestSource } from '@/components/kit/forms/request-preview'
import { Form } from '@/components/ui/form'
import { TextField, TextareaField } from '@/components/ui/form-fields'
import { SidePanel } from '@/components/kit/forms/side-panel'
import type { ApiError } from '@/lib/api/errors'
import { nameSchema } from '@/lib/core/validators/name'

const schema = z.object({
  name: nameSchema,
  description: z.string(),
})
export type ProjectFormValues = z.infer<typeof schema>

/** The create and edit side panel: a failed submit keeps every value typed. */
export function ProjectForm({
  title,
  submitLabel,
  defaultValues,
  onSubmit,
  onDismiss,
  pending,
  error,
  request,
}: {
  title: string
  submitLabel: string
  defaultValues: ProjectFormValues
  onSubmit: (values: ProjectFormValues) => void
  onDismiss: () => void
  pending: boolean
  error: ApiError | null
  /** The call the form makes, for the panel's CLI and request section. */
  request: RequestSource
}) {
  const form = useForm<ProjectFormValues>({ resolver: zodResolver(schema), defaultValues })
  return (
    <Form {...form}>
      <SidePanel
        open
        title={title}
        submitLabel={submitLabel}
        onDismiss={onDismiss}
        onSubmit={form.handleSubmit(onSubmit)}
        pending={pending}
        errors={[error]}
        request={request}
      >
        <TextField control={form.control} name="name" label="Name" required />
        <TextareaField control={form.control} name="description" label="Description" />
      </SidePanel>
    </Form>
  )
}
