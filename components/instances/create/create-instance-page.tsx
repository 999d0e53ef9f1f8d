import { QueryError } from '@/components/errors/query-error'
import { Skeleton } from '@/components/ui/skeleton'
import { CreateInstanceForm } from './create-instance-form'
import { useCreateInstanceData } from './use-create-instance-data'

function CreateInstanceSkeleton() {
  return (
    <div aria-busy className="flex max-w-3xl flex-col gap-8">
      <span className="sr-only" role="status">
        Loading
      </span>
      <Skeleton className="h-8 w-56" />
      {[3, 2, 3, 2].map((fields, i) => (
        <div key={i} className="flex flex-col gap-5 border-t pt-6">
          <Skeleton className="h-6 w-32" />
          {Array.from({ length: fields }, (_, j) => (
            <div key={j} className="flex flex-col gap-2">
              <Skeleton className="h-4 w-24" />
              <Skeleton className="h-9 w-full" />
            </div>
          ))}
        </div>
      ))}
    </div>
  )
}

/** The full-page create form: it waits for its pickers' lists, all requested at once. */
export function CreateInstancePage({ project }: { project: string }) {
  const lists = useCreateInstanceData(project)
  if (lists.status === 'error') return <QueryError error={lists.error} />
  if (lists.status === 'pending') return <CreateInstanceSkeleton />
  return <CreateInstanceForm project={project} data={lists.data} />
}
