import type { ApiError } from '@/lib/api/errors'
import { pickerTruncated } from '@/lib/api/picker-limit'

/** One list a picker offers, as far as it has loaded. */
export type PickerList<T> =
  | { status: 'pending' }
  | { status: 'error'; error: ApiError; retrying: boolean; retry: () => void }
  /** `truncated`: more exist than the one page of PICKER_LIMIT fetched */
  | { status: 'ready'; items: T[]; truncated: boolean }

/** What the list needs of a TanStack query over one page of a list. */
export type ListQuery<T> = {
  data: { items: T[]; nextPage?: string | null } | undefined
  error: ApiError | null
  isFetching: boolean
  refetch: () => unknown
}

export function pickerList<T>(
  query: ListQuery<T>,
  keep: (item: T) => boolean = () => true,
): PickerList<T> {
  // a failed refetch keeps the data it had: a picker in use never goes away
  if (query.data) {
    return {
      status: 'ready',
      items: query.data.items.filter(keep),
      truncated: pickerTruncated(query.data),
    }
  }
  if (query.error) {
    return {
      status: 'error',
      error: query.error,
      retrying: query.isFetching,
      retry: () => void query.refetch(),
    }
  }
  return { status: 'pending' }
}

/** The items loaded so far: none until the list is there. */
export function readyItems<T>(list: PickerList<T>): T[] {
  return list.status === 'ready' ? list.items : []
}
