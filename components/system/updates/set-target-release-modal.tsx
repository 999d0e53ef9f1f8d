import { zodResolver } from '@hookform/resolvers/zod'
import { useForm } from 'react-hook-form'
import * as z from '@/lib/core/zod'
import { TextField } from '@/components/ui/form-fields'
import { FormModal, closeForgetting } from '@/components/kit/forms/form-modal'
import { checkSystemVersion } from './version-check'

const schema = z.object({
  systemVersion: z.string().check(z.trim(), z.validator(checkSystemVersion)),
})
type Values = z.infer<typeof schema>

/**
 * Asks which release to move to; the confirmation that follows is what sets
 * it, so this dialog only checks the version's form.
 */
export function SetTargetReleaseModal({
  open,
  onOpenChange,
  onChosen,
}: {
  open: boolean
  onOpenChange: (open: boolean) => void
  onChosen: (systemVersion: string) => void
}) {
  const form = useForm<Values>({
    resolver: zodResolver(schema),
    defaultValues: { systemVersion: '' },
  })
  const close = closeForgetting(onOpenChange, form)
  return (
    <FormModal
      form={form}
      open={open}
      onOpenChange={close}
      title="Set target release"
      description="The release must have been uploaded as a repository, and must not be older than the current target."
      submitLabel="Continue"
      onSubmit={form.handleSubmit(({ systemVersion }) => {
        close(false)
        onChosen(systemVersion)
      })}
    >
      <TextField
        control={form.control}
        name="systemVersion"
        label="System version"
        placeholder="17.0.0"
        autoComplete="off"
        required
      />
    </FormModal>
  )
}
