import { zodResolver } from '@hookform/resolvers/zod'
import { IntentLink } from '@/components/ui/intent-link'
import { useRouter } from 'next/router'
import { useLayoutEffect, useMemo, useRef, useState, type RefObject } from 'react'
import { useForm, type UseFormReturn } from 'react-hook-form'
import { Button } from '@/components/ui/button'
import { GatedButton } from '@/components/ui/gated-button'
import { Form } from '@/components/ui/form'
import { RequestPreviewSection } from '@/components/kit/forms/request-preview'
import { UnsavedChangesGuard } from '@/components/kit/forms/unsaved-changes-guard'
import { FormErrors } from '@/components/ui/form-errors'
import { TextField } from '@/components/ui/form-fields'
import { NameAndDescriptionFields } from '@/components/kit/forms/name-and-description-fields'
import { toastSuccess } from '@/components/kit/toast'
import { useRefusals } from '@/components/kit/use-refusals'
import { useApiMutation } from '@/lib/api/query'
import { pb } from '@/lib/core/paths'
import { AdvancedSection } from './advanced-section'
import { BootDiskSection } from './boot-disk-section'
import { CloneNote } from './clone-note'
import { clonePrefill, type CloneOffer, type CloneSource } from './clone-prefill'
import {
  bootDiskNameFor,
  defaultValues,
  makeCreateInstanceSchema,
  type CreateInstanceValues,
} from './create-instance-schema'
import { useDataDefaults } from './data-defaults'
import { DisksSection } from './disks-section'
import { HOSTNAME_DESCRIPTION, type EarlyTyping } from './early-general'
import { FormSection } from './form-section'
import { NetworkingSection } from './networking-section'
import { ShapeSection } from './shape-section'
import { SshKeysSection } from './ssh-keys-section'
import { readyItems } from './picker-list'
import { toInstanceCreate } from './to-instance-create'
import type { CreateInstanceData } from './use-create-instance-data'
import * as op from '@/lib/api/ops'

/**
 * Fields that follow the name (hostname, boot disk name) until the user makes them differ:
 * when the user changes the name, a follower still showing what the old name gave is
 * updated to what the new one gives.
 */
const followName =
  (form: UseFormReturn<CreateInstanceValues>) => (name: string, before: string) => {
    const follow = (field: 'hostname' | 'bootDiskName', derive: (n: string) => string) => {
      const current = form.getValues(field)
      if (current === '' || current === derive(before)) {
        form.setValue(field, derive(name), { shouldValidate: form.formState.isSubmitted })
      }
    }
    follow('hostname', (n) => n)
    follow('bootDiskName', bootDiskNameFor)
  }

/**
 * Starts the form from what was typed before its code arrived, as typed (so the draft is
 * guarded as unsaved), with the focus and caret where they were.
 */
function useEarlyTyping(
  form: UseFormReturn<CreateInstanceValues>,
  early: EarlyTyping | undefined,
  formElement: RefObject<HTMLFormElement | null>,
) {
  useLayoutEffect(() => {
    if (!early) return
    const { values, focus } = early
    for (const field of ['name', 'description', 'hostname'] as const) {
      if (values[field] !== '') form.setValue(field, values[field], { shouldDirty: true })
    }
    if (values.name !== '') followName(form)(values.name, '')
    if (!focus) return
    const el = formElement.current?.elements.namedItem(focus.field)
    if (!(el instanceof HTMLInputElement || el instanceof HTMLTextAreaElement)) return
    // now, so that the next key goes to the field (setFocus waits a task)
    el.focus()
    // once the field shows its new value, which puts the caret at the end: that render runs
    // as this effect's commit ends, before the task does
    queueMicrotask(() => el.setSelectionRange(focus.start, focus.end))
    // once: the form's first values
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [])
}

export function CreateInstanceForm({
  project,
  data,
  clone,
  early,
}: {
  project: string
  data: CreateInstanceData
  /** what was typed before the form's code arrived */
  early?: EarlyTyping
  /** a copy of instance `from`: what the API tells of it, and what the form offers */
  clone?: { from: string; source: CloneSource; offer: CloneOffer }
}) {
  const router = useRouter()
  const refused = useRefusals(project)('instance.create')
  // mapped here, with the form's code, so the page's own scripts stay small
  const [prefill] = useState(() => clone && clonePrefill(clone.source, clone.offer))
  // a new resolver each time an image list arrives: useForm takes the latest
  const schema = useMemo(() => {
    const sizes = new Map(
      [...readyItems(data.siloImages), ...readyItems(data.projectImages)].map((i) => [
        i.id,
        i.size,
      ]),
    )
    return makeCreateInstanceSchema({ imageSize: (id) => sizes.get(id) })
  }, [data.siloImages, data.projectImages])

  const form = useForm<CreateInstanceValues>({
    resolver: zodResolver(schema),
    defaultValues: defaultValues(prefill?.values),
  })
  // the form is there before its lists: their defaults join as each arrives, but for
  // the values a copy brought
  useDataDefaults(form, data, Object.keys(prefill?.values ?? {}))
  const formElement = useRef<HTMLFormElement>(null)
  useEarlyTyping(form, early, formElement)

  const create = useApiMutation(op.instanceCreate, {
    onSuccess: (created) => {
      toastSuccess(`Instance ${created.name} created`)
      void router.push(pb.instance({ project, instance: created.name }))
    },
  })

  const call = (values: CreateInstanceValues) => ({
    query: { project },
    body: toInstanceCreate(values),
  })
  const sectionProps = { form, data, project }
  return (
    <Form {...form}>
      <form
        ref={formElement}
        noValidate
        aria-label="Create instance"
        className="flex max-w-3xl flex-col gap-8 pb-16"
        onSubmit={form.handleSubmit((values) => {
          // Enter in a field submits too
          if (!refused) create.mutate(call(values))
        })}
      >
        <h1 className="text-2xl font-semibold tracking-tight">Create instance</h1>
        {clone && prefill && (
          <CloneNote project={project} from={clone.from} notCopied={prefill.notCopied} />
        )}
        <UnsavedChangesGuard
          form={form}
          title="Create instance"
          pending={create.isPending}
          failed={!!create.error}
        />
        <FormSection id="general" title="General">
          <NameAndDescriptionFields
            control={form.control}
            // the early fields had the focus to give, and gave it back where it was
            autoFocus={!early}
            onNameTyped={followName(form)}
          />
          <TextField
            control={form.control}
            name="hostname"
            label="Hostname"
            description={HOSTNAME_DESCRIPTION}
          />
        </FormSection>
        <ShapeSection form={form} />
        <BootDiskSection {...sectionProps} />
        <DisksSection {...sectionProps} />
        <NetworkingSection {...sectionProps} />
        <SshKeysSection {...sectionProps} />
        <AdvancedSection {...sectionProps} />
        <RequestPreviewSection
          control={form.control}
          source={{ op: op.instanceCreate, build: call }}
        />
        <div className="flex flex-col gap-4 border-t pt-6">
          {create.error && <FormErrors errors={[create.error.message]} />}
          <div className="flex justify-end gap-2">
            <Button asChild variant="outline">
              <IntentLink href={pb.instances({ project })}>Cancel</IntentLink>
            </Button>
            {refused ? (
              <GatedButton type="button" reason={refused}>
                Create instance
              </GatedButton>
            ) : (
              <Button type="submit" pending={create.isPending}>
                Create instance
              </Button>
            )}
          </div>
        </div>
      </form>
    </Form>
  )
}
