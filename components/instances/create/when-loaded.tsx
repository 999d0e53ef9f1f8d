import type * as React from 'react'
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert'
import { RetryButton } from '@/components/kit/errors/retry-button'
import { Skeleton } from '@/components/ui/skeleton'
import type { PickerList } from './picker-list'

/**
 * One part of the form that needs a list: a placeholder while it loads, the
 * error with a retry if it failed, and the part itself once it is there. The
 * rest of the form doesn't wait for it.
 */
export function WhenLoaded<T>({
  list,
  what,
  children,
}: {
  list: PickerList<T>
  /** the list, plural and lower case: 'images', 'SSH keys' */
  what: string
  children: (items: T[], truncated: boolean) => React.ReactNode
}) {
  if (list.status === 'ready') return <>{children(list.items, list.truncated)}</>
  if (list.status === 'pending') {
    return (
      <div aria-busy className="flex flex-col gap-2">
        <span className="sr-only" role="status">
          Loading {what}
        </span>
        <Skeleton className="h-4 w-24" />
        <Skeleton className="h-9 w-full" />
      </div>
    )
  }
  return (
    <Alert variant="destructive">
      <AlertTitle>Could not load {what}</AlertTitle>
      <AlertDescription className="flex flex-wrap items-center justify-between gap-2">
        <span>{list.error.message}</span>
        <RetryButton retrying={list.retrying} onRetry={list.retry} what={what} />
      </AlertDescription>
    </Alert>
  )
}
