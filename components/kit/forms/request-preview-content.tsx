import * as React from 'react'
import type { FieldValues } from 'react-hook-form'
import { CopyButton } from '@/components/kit/copy-button'
import type { Op } from '@/lib/api/client'
import { requestPreview, type RequestInput } from '@/lib/domain/cli'

/**
 * What a panel's form would send: the operation, and the form's own body
 * builder (the one its mutation uses) turning the values typed into the call.
 */
export type RequestSource = {
  op: Op
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

/** The CLI command and the request for the values typed so far. */
export function RequestPreviewContent({
  values,
  source,
  secretFields,
}: {
  values: FieldValues
  source: RequestSource
  secretFields: readonly string[]
}) {
  let preview: ReturnType<typeof requestPreview> | null = null
  try {
    preview = requestPreview(source.op, source.build(values), secretFields)
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
      {preview.cli !== null && <Block label="CLI command" text={preview.cli} />}
      {preview.cliNote && <p className="text-xs text-muted-foreground">{preview.cliNote}</p>}
      <Block label="API request" text={request} />
      {preview.body !== null && <Block label="Request body" text={preview.body} />}
    </>
  )
}
