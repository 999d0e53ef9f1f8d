import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert'
import { IntentLink } from '@/components/ui/intent-link'
import { RetryButton } from '@/components/kit/errors/retry-button'
import type { ApiError } from '@/lib/api/errors'
import { pb } from '@/lib/core/paths'

const link = 'text-primary underline underline-offset-4'

/**
 * Where a copy's form would be when the instance to copy can't be read: why, in place,
 * with the way back and the way to an empty form.
 */
export function CloneSourceError({
  project,
  from,
  error,
  retrying,
  retry,
}: {
  project: string
  from: string
  error: ApiError
  retrying: boolean
  retry: () => void
}) {
  // a 401 is already on its way to the login page
  if (error.statusCode === 401) return null
  const lost = error.statusCode === 404 || error.statusCode === 403
  const why =
    error.statusCode === 404
      ? `There is no instance ${from} in project ${project}: it may have been deleted or renamed.`
      : error.statusCode === 403
        ? `You don't have access to instance ${from}.`
        : error.message
  return (
    <div className="flex max-w-3xl flex-col gap-6">
      <h1 className="text-2xl font-semibold tracking-tight">Create instance</h1>
      <Alert variant="destructive">
        <AlertTitle className="break-all">Can&apos;t copy instance {from}</AlertTitle>
        <AlertDescription className="flex flex-wrap items-center justify-between gap-2">
          <span className="break-words">{why}</span>
          {!lost && <RetryButton retrying={retrying} onRetry={retry} what={`instance ${from}`} />}
        </AlertDescription>
      </Alert>
      <div className="flex flex-wrap gap-x-6 gap-y-2 text-sm">
        <IntentLink href={pb.instances({ project })} className={link}>
          Back to instances
        </IntentLink>
        <IntentLink href={pb.instancesNew({ project })} className={link}>
          Create an instance from scratch
        </IntentLink>
      </div>
    </div>
  )
}
