import { QueryError } from '@/components/kit/errors/query-error'
import { lazyComponent } from '@/components/ui/lazy'
import { Skeleton } from '@/components/ui/skeleton'
import { projectUnreachable, useCreateInstanceData } from './use-create-instance-data'

// the form's code (its sections, schema and react-hook-form) comes while its lists are asked
const form = lazyComponent(() => import('./create-instance-form').then((m) => m.CreateInstanceForm))

/**
 * The full-page create form. Its pickers' lists are all requested at once,
 * with the form's code; the form is there as soon as its code is, and each
 * section fills in as its list arrives.
 */
export function CreateInstancePage({ project }: { project: string }) {
  const data = useCreateInstanceData(project)
  const ready = form.useReady(true)
  const unreachable = projectUnreachable(data)
  if (unreachable) return <QueryError error={unreachable} />
  if (!ready) return <FormLoading />
  return <form.Component project={project} data={data} />
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
