import type * as React from 'react'
import type { UseFormReturn } from 'react-hook-form'
import type { CreateInstanceValues } from './create-instance-schema'
import { pickerLimitNote } from '@/lib/api/picker-limit'
import type { CreateInstanceData } from './use-create-instance-data'

/** What every section of the form gets. */
export type SectionProps = {
  form: UseFormReturn<CreateInstanceValues>
  data: CreateInstanceData
  project: string
}

/** A titled part of the long form; the heading names the region for assistive tech. */
export function FormSection({
  id,
  title,
  description,
  children,
}: {
  id: string
  title: string
  description?: React.ReactNode
  children: React.ReactNode
}) {
  return (
    <section aria-labelledby={`${id}-heading`} className="flex flex-col gap-5 border-t pt-6">
      <div className="flex flex-col gap-1">
        <h2 id={`${id}-heading`} className="text-lg font-semibold">
          {title}
        </h2>
        {description && <p className="text-sm text-muted-foreground">{description}</p>}
      </div>
      {children}
    </section>
  )
}

/** A short note where a picker has nothing to offer. */
export function PickerEmpty({ title, children }: { title: string; children?: React.ReactNode }) {
  return (
    <div className="rounded-md border border-dashed px-4 py-6 text-center text-sm">
      <p className="font-medium">{title}</p>
      {children && <div className="mt-1 text-muted-foreground">{children}</div>}
    </div>
  )
}

/**
 * Said under a picker whose list was cut at the fetch limit: its search only
 * sees what was fetched, so the rest can't be found there.
 */
export function TruncatedNote({
  show,
  what,
  kept,
}: {
  show: boolean
  what: string
  kept?: string
}) {
  if (!show) return null
  return <p className="text-sm text-muted-foreground">{pickerLimitNote(what, kept)}</p>
}

/** Keeps a form update quiet before the first submit and re-checks after it. */
export function setOpts(form: UseFormReturn<CreateInstanceValues>) {
  return { shouldDirty: true, shouldValidate: form.formState.isSubmitted }
}
