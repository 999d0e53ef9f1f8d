import * as React from 'react'
import { useWatch, type Control, type FieldValues } from 'react-hook-form'
import { lazyOnRender } from '@/components/ui/lazy'
import type { RequestSource } from './request-preview-content'

export type { RequestSource }

// built only once the section is opened: the CLI's rules stay out of every form's chunk
const Content = lazyOnRender(() =>
  import('./request-preview-content').then((m) => m.RequestPreviewContent),
)

function Preview<T extends FieldValues, C, O>({
  control,
  source,
  secretFields,
}: {
  control: Control<T, C, O>
  source: RequestSource
  secretFields: readonly string[]
}) {
  // every change re-renders this section only, not the form
  const values = useWatch({ control })
  return <Content values={values as FieldValues} source={source} secretFields={secretFields} />
}

/** A closed-by-default section showing the CLI command and HTTP request for what is typed. */
export function RequestPreviewSection<T extends FieldValues, C, O>({
  control,
  source,
  secretFields = [],
}: {
  control: Control<T, C, O>
  source: RequestSource
  secretFields?: readonly string[]
}) {
  const [open, setOpen] = React.useState(false)
  return (
    <details
      className="rounded-md border px-4 py-3 text-sm"
      onToggle={(e) => setOpen(e.currentTarget.open)}
    >
      <summary className="cursor-pointer font-medium">Equivalent CLI and API request</summary>
      {open && (
        <div className="mt-3 flex flex-col gap-3">
          <Preview control={control} source={source} secretFields={secretFields} />
        </div>
      )}
    </details>
  )
}
