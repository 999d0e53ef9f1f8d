import { zodResolver } from '@hookform/resolvers/zod'
import { useRouter } from 'next/router'
import type * as React from 'react'
import { useForm, type Control, type DefaultValues } from 'react-hook-form'
import { QueryError } from '@/components/kit/errors/query-error'
import {
  NameAndDescriptionFields,
  nameAndDescriptionSchema,
  type NameAndDescription,
} from '@/components/kit/forms/name-and-description-fields'
import { SidePanel, SidePanelSkeleton, SidePanelView } from '@/components/kit/forms/side-panel'
import { ResourceProperties, type Identity } from '@/components/kit/resource-properties'
import { toastSuccess } from '@/components/kit/toast'
import type { Property } from '@/components/ui/properties-table'
import type { Op, OpName, OpParams, OpResult } from '@/lib/api/client'
import { capitalize } from '@/lib/api/errors'
import { blockingError, type Loaded } from '@/lib/api/load-state'
import { useRenameMutation } from '@/lib/api/rename'
import type { RequestInput } from '@/lib/domain/cli'
import type { DocsPage } from '@/lib/core/docs'
import * as z from '@/lib/core/zod'

/** An update whose answer is the resource, named: what a rename moves to its new URL. */
type RenameOp = {
  [O in OpName]: OpResult<O> extends { name: string } ? O : never
}[OpName]

type EditNameUpdate<T, V, O extends RenameOp, W extends OpName> = {
  op: Op<O>
  /** The call for these values, its body from the resource's builder in update-bodies. */
  params: (record: T, values: V) => OpParams<O>
  /** The resource's view query under its new name: the answer is cached there. */
  view: (updated: OpResult<O>) => { op: Op<W>; params: OpParams<W> }
  /** Where to go once updated. */
  to: (updated: OpResult<O>) => string
}

export type EditNamePanelProps<
  T extends NameAndDescription & Identity,
  V extends NameAndDescription,
  O extends RenameOp,
  W extends OpName,
> = {
  /**
   * What is edited, as said mid-sentence ("VPC", "floating IP"): the panel is
   * "Edit VPC", its button "Update VPC", its toast "VPC web updated".
   */
  kind: string
  /** The guide to this kind of resource, linked under the panel's title. */
  docs?: DocsPage
  /** The resource's view query: the form starts from its answer. */
  query: Loaded<T>
  /** Where Cancel, Escape and the Close button go. */
  dismissTo: string
  /** The page behind makes the same request and shows its failure: the panel shows nothing. */
  errorShownBehind?: boolean
  /** Why the user's roles rule the update out (`useRefusals`): its button says so, disabled. */
  refused?: string
  /** Why this one can't be edited, if so: the panel then only says that. */
  readOnly?: (record: T) => React.ReactNode
  update: EditNameUpdate<T, V, O, W>
  /**
   * What the panel shows of the resource besides its ID and times, which it always shows:
   * the resources it names, linked, and what the form can't change.
   */
  properties?: (record: T) => Property[]
  /** Fields beyond name and description; without them the form has only those two. */
  extra?: {
    schema: z.ZodMiniType<V, V>
    values: (record: T) => Omit<V, keyof NameAndDescription>
    /** Rendered under the description. */
    fields: (control: Control<V>, record: T) => React.ReactNode
  }
}

/**
 * A side panel that edits a resource's name and description (and what `extra` adds):
 * a skeleton while the resource loads, then the form; on success a toast, and `update.to`,
 * whose URL may name the resource by its new name.
 */
export function EditNamePanel<
  T extends NameAndDescription & Identity,
  V extends NameAndDescription = NameAndDescription,
  O extends RenameOp = RenameOp,
  W extends OpName = OpName,
>({ query, dismissTo, errorShownBehind, readOnly, ...form }: EditNamePanelProps<T, V, O, W>) {
  const router = useRouter()
  const title = `Edit ${form.kind}`
  const dismiss = () => void router.push(dismissTo)
  const failed = blockingError(query)
  if (failed) return errorShownBehind ? null : <QueryError error={failed} />
  const record = query.data
  if (!record) return <SidePanelSkeleton title={title} onDismiss={dismiss} />
  const reason = readOnly?.(record)
  if (reason) {
    return (
      <SidePanelView title={title} onDismiss={dismiss}>
        <p className="text-sm text-muted-foreground">{reason}</p>
        <ResourceProperties resource={record} items={form.properties?.(record)} />
      </SidePanelView>
    )
  }
  return <EditNameForm {...form} title={title} record={record} onDismiss={dismiss} />
}

function EditNameForm<
  T extends NameAndDescription & Identity,
  V extends NameAndDescription,
  O extends RenameOp,
  W extends OpName,
>({
  kind,
  docs,
  title,
  record,
  onDismiss,
  update: { op, params, view, to },
  properties,
  extra,
  refused,
}: Pick<
  EditNamePanelProps<T, V, O, W>,
  'kind' | 'docs' | 'update' | 'properties' | 'extra' | 'refused'
> & {
  title: string
  record: T
  onDismiss: () => void
}) {
  // without `extra` the values are name and description only, so V is NameAndDescription
  const schema = (extra?.schema ?? nameAndDescriptionSchema) as z.ZodMiniType<V, V>
  const form = useForm<V>({
    resolver: zodResolver(schema),
    defaultValues: {
      name: record.name,
      description: record.description,
      ...extra?.values(record),
    } as DefaultValues<V>,
  })
  const mutation = useRenameMutation(op, {
    view,
    to,
    // RenameOp answers with the resource, named; TypeScript can't see it through a generic O
    onRenamed: (updated) =>
      toastSuccess(`${capitalize(kind)} ${(updated as { name: string }).name} updated`),
  })
  const call = (values: V) => params(record, values)
  return (
    <SidePanel
      form={form}
      open
      title={title}
      docs={docs}
      submitLabel={`Update ${kind}`}
      onDismiss={onDismiss}
      onSubmit={form.handleSubmit((values) => mutation.mutate(call(values)))}
      request={{ op, build: (values: V) => call(values) as RequestInput }}
      pending={mutation.isPending}
      refused={refused}
      errors={[mutation.error]}
    >
      <NameAndDescriptionFields control={form.control} />
      {extra?.fields(form.control, record)}
      <ResourceProperties resource={record} items={properties?.(record)} />
    </SidePanel>
  )
}
