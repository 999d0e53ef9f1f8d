import * as React from 'react'
import { useWatch, type Control, type FieldValues } from 'react-hook-form'
import { CopyButton } from '@/components/kit/copy-button'
import type { Op } from '@/lib/api/client'
import { requestPreview, type CliOpName, type RequestInput } from '@/lib/domain/cli'

/**
 * What a panel's form would send: the operation, and the form's own body
 * builder (the one its mutation uses) turning the values typed into the call.
 */
export type RequestSource = {
  op: Op<CliOpName>
  // method syntax: each form passes a builder typed for its own values
  build(values: FieldValues): RequestInput
  /** Said above the request when the form makes more calls than the one shown. */
  note?: string
}

function Block({ label, text }: { label: string; text: string }) {
  const captionId = React.useId()
  return (
    <figure aria-labelledby={captionId} className="flex flex-col gap-1">
      <div className="flex items-center justify-between">
        <figcaption id={captionId} className="text-xs font-medium text-muted-foreground">
          {label}
        </figcaption>
        <CopyButton text={text} label={label} />
      </div>
      <pre className="overflow-x-auto whitespace-pre-wrap break-all rounded-md bg-muted px-3 py-2 font-mono text-xs">
        {text}
      </pre>
    </figure>
  )
}

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
  let preview: ReturnType<typeof requestPreview> | null = null
  try {
    preview = requestPreview(source.op[0], source.build(values as FieldValues), secretFields)
  } catch {
    // a builder may need fields not filled in yet
  }
  if (!preview) {
    return <p className="text-sm text-muted-foreground">Fill in the form to see the request.</p>
  }
  const request = `${preview.method} ${preview.url}`
  return (
    <>
      {source.note && <p className="text-sm text-muted-foreground">{source.note}</p>}
      <Block label="CLI command" text={preview.cli} />
      {preview.cliNote && <p className="text-xs text-muted-foreground">{preview.cliNote}</p>}
      <Block label="API request" text={request} />
      {preview.body !== null && <Block label="Request body" text={preview.body} />}
    </>
  )
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
