import { zodResolver } from '@hookform/resolvers/zod'
import Link from 'next/link'
import { useForm } from 'react-hook-form'
import * as z from 'zod'
import { Form } from '@/components/ui/form'
import { ComboboxField } from '@/components/ui/form-fields'
import { FormModal } from '@/components/ui/form-modal'
import { toastSuccess } from '@/components/ui/toast'
import type { Image } from '@/lib/api/__generated__/Api'
import { useApiMutation, useApiQuery } from '@/lib/api/query'
import { pb } from '@/lib/paths'

/** One large page: far more projects than a silo holds in practice, so none is left out. */
const PROJECT_PICKER_LIMIT = 1000

const schema = z.object({ project: z.string().min(1, 'Choose a project') })
type Values = z.infer<typeof schema>

/**
 * Picks a project of the silo and demotes a silo image into it. Mounted only
 * while open, so the project list is asked for when it is needed.
 */
export function DemoteImageModal({
  image,
  onClose,
}: {
  image: Pick<Image, 'name'>
  onClose: () => void
}) {
  const projects = useApiQuery('projectList', { query: { limit: PROJECT_PICKER_LIMIT } })
  const form = useForm<Values>({ resolver: zodResolver(schema), defaultValues: { project: '' } })
  // it leaves the silo's list and joins the project's
  const demote = useApiMutation('imageDemote', {
    invalidates: ['imageList', 'imageView'],
    onSuccess: (_, { query: { project } }) => {
      toastSuccess(
        `Image ${image.name} demoted to ${project}`,
        <>
          It is now listed in the{' '}
          <Link href={pb.images({ project })} className="font-medium text-primary underline">
            images of {project}
          </Link>
          .
        </>,
      )
      onClose()
    },
  })
  const choices = (projects.data?.items ?? []).map((p) => ({ value: p.name, label: p.name }))

  return (
    <Form {...form}>
      <FormModal
        open
        onOpenChange={(open) => !open && onClose()}
        title="Demote image"
        description={
          <>
            Demote silo image <strong className="break-all">{image.name}</strong> to one project.
            Only that project will see it and can create disks from it; the rest of the silo no
            longer can.
          </>
        }
        submitLabel="Demote image"
        pending={demote.isPending}
        error={
          demote.error?.message ??
          (projects.error && `Could not load projects: ${projects.error.message}`)
        }
        onSubmit={form.handleSubmit(({ project }) =>
          demote.mutate({ path: { image: image.name }, query: { project } }),
        )}
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
      </FormModal>
    </Form>
  )
}
