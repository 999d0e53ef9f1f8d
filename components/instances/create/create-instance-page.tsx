import { useState } from 'react'
import { QueryError } from '@/components/kit/errors/query-error'
import { lazyComponent, lazyOnRender } from '@/components/ui/lazy'
import { Skeleton } from '@/components/ui/skeleton'
import { useQueryParam } from '@/lib/core/use-route-params'
import { CLONE_FROM_PARAM } from './clone-link'
import { EarlyCreateInstance, EarlyTyping } from './early-general'
import type { CloneOffer, CloneSource } from './clone-prefill'
import { useCloneSource } from './use-clone-source'
import {
  projectUnreachable,
  useCreateInstanceData,
  type CreateInstanceData,
} from './use-create-instance-data'

// the form's code (its sections, schema and react-hook-form) comes while its lists are asked
const form = lazyComponent(() => import('./create-instance-form').then((m) => m.CreateInstanceForm))
// seldom needed: its code comes when the instance to copy can't be read
const CloneSourceError = lazyOnRender(
  () => import('./clone-source-error').then((m) => m.CloneSourceError),
  { fallback: <FormLoading /> },
)

/**
 * The full-page create form. Its pickers' lists are all requested at once,
 * with the form's code; the form is there as soon as its code is, and each
 * section fills in as its list arrives. With `?from=<instance>` it is a copy
 * of that instance, shown once the instance has been read.
 */
export function CreateInstancePage({ project }: { project: string }) {
  const from = useQueryParam(CLONE_FROM_PARAM)
  const data = useCreateInstanceData(project)
  const ready = form.useReady(true)
  const [typed] = useState(() => new EarlyTyping())
  const unreachable = projectUnreachable(data)
  if (unreachable) return <QueryError error={unreachable} />
  if (from) {
    return <CloneForm key={from} project={project} from={from} data={data} ready={ready} />
  }
  // the name can be typed before the form's code (105 KB gzip with its sections) has arrived
  if (!ready) return <EarlyCreateInstance typed={typed} />
  return <form.Component project={project} data={data} early={typed} />
}

function CloneForm({
  project,
  from,
  data,
  ready,
}: {
  project: string
  from: string
  data: CreateInstanceData
  ready: boolean
}) {
  const source = useCloneSource(project, from, data)
  // the first answers stay: a later refresh of the source never resets the form
  const [found, setFound] = useState<{ source: CloneSource; offer: CloneOffer }>()
  if (source.status === 'ready' && !found) setFound({ source: source.source, offer: source.offer })
  if (found && ready) {
    return <form.Component project={project} data={data} clone={{ from, ...found }} />
  }
  if (source.status === 'error') {
    const { error, retrying, retry } = source
    return <CloneSourceError {...{ project, from, error, retrying, retry }} />
  }
  return <FormLoading />
}

function FormLoading() {
  return (
    <div className="flex max-w-3xl flex-col gap-8" aria-busy="true">
      <h1 className="text-2xl font-semibold tracking-tight">Create instance</h1>
      <Skeleton className="h-48 w-full" />
      <Skeleton className="h-64 w-full" />
    </div>
  )
}
