import { zodResolver } from '@hookform/resolvers/zod'
import { IntentLink } from '@/components/ui/intent-link'
import { useForm } from 'react-hook-form'
import * as z from '@/lib/core/zod'
import { ComboboxField } from '@/components/ui/choice-fields'
import { FormModal } from '@/components/kit/forms/form-modal'
import { PickerLimitNote } from '@/components/kit/forms/picker-limit-note'
import { toastSuccess } from '@/components/kit/toast'
import type { Image } from '@/lib/api/__generated__/Api'
import { PICKER_LIMIT } from '@/lib/api/picker-limit'
import { useApiMutation, useApiQuery } from '@/lib/api/query'
import { pb } from '@/lib/core/paths'
import * as op from '@/lib/api/ops'

const schema = z.object({ project: z.string().check(z.minLength(1, 'Choose a project')) })
type Values = z.infer<typeof schema>

/** Picks a project of the silo and demotes a silo image into it. */
export function DemoteImageModal({
  open,
  image,
  onClose,
}: {
  open: boolean
  /** Kept by the caller while the dialog closes, so its text stays put. */
  image: Pick<Image, 'name'> | undefined
  onClose: () => void
}) {
  // asked for when first needed, then cached
  const projects = useApiQuery(
    op.projectList,
    { query: { limit: PICKER_LIMIT } },
    { enabled: open },
  )
  const form = useForm<Values>({ resolver: zodResolver(schema), defaultValues: { project: '' } })
  // it leaves the silo's list and joins the project's
  const demote = useApiMutation(op.imageDemote, {
    onSuccess: (demoted, { query: { project } }) => {
      toastSuccess(
        `Image ${demoted.name} demoted to ${project}`,
        <>
          It is now listed in the{' '}
          <IntentLink href={pb.images({ project })} className="font-medium text-primary underline">
            images of {project}
          </IntentLink>
          .
        </>,
      )
      close()
    },
  })
  function close() {
    demote.reset()
    form.reset()
    onClose()
  }
  const choices = (projects.data?.items ?? []).map((p) => ({ value: p.name, label: p.name }))

  return (
    <FormModal
      form={form}
      open={open}
      onOpenChange={(next) => !next && close()}
      title="Demote image"
      description={
        <>
          Demote silo image <strong className="break-all">{image?.name}</strong> to one project.
          Only that project will see it and can create disks from it; the rest of the silo no longer
          can.
        </>
      }
      submitLabel="Demote image"
      pending={demote.isPending}
      errors={[
        demote.error,
        projects.error && `Could not load projects: ${projects.error.message}`,
      ]}
      onSubmit={form.handleSubmit(({ project }) => {
        if (image) demote.mutate({ path: { image: image.name }, query: { project } })
      })}
    >
      <ComboboxField
        control={form.control}
        name="project"
        label="Project"
        required
        items={choices}
        placeholder={projects.isPending ? 'Loading projects…' : 'Select a project'}
        emptyText="No projects in this silo"
      />
      <PickerLimitNote page={projects.data} things="projects" />
    </FormModal>
  )
}
