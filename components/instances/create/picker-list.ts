import type { ApiError } from '@/lib/api/errors'
import type { MorePages } from '@/lib/api/later-pages'
import { pickerTruncated } from '@/lib/api/picker-limit'

/** One list a picker offers, as far as it has loaded. */
export type PickerList<T> =
  | { status: 'pending' }
  | { status: 'error'; error: ApiError; retrying: boolean; retry: () => void }
  /**
   * `truncated`: more exist than the one page of PICKER_LIMIT fetched, and won't be read;
   * `more`: a list read on page by page (lib/api/later-pages.ts) as its picker asks
   */
  | { status: 'ready'; items: T[]; truncated: boolean; more?: MorePages }

/** What the list needs of a TanStack query over one page of a list. */
export type ListQuery<T> = {
  data: { items: T[]; nextPage?: string | null } | undefined
  error: ApiError | null
  isFetching: boolean
  refetch: () => unknown
}

/** The pages after the first, read on as the picker asks (`useLaterPages`). */
export type LaterPages<T> = { items: T[]; more: MorePages }

export function pickerList<T>(
  query: ListQuery<T>,
  keep: (item: T) => boolean = () => true,
  later?: LaterPages<T>,
): PickerList<T> {
  // a failed refetch keeps the data it had: a picker in use never goes away
  if (query.data) {
    const items = later ? [...query.data.items, ...later.items] : query.data.items
    return {
      status: 'ready',
      items: items.filter(keep),
      ...(later
        ? { truncated: false, more: later.more }
        : { truncated: pickerTruncated(query.data) }),
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

/** The list's reading on, for its picker: none for a list of one page. */
export function pickerMore<T>(list: PickerList<T>): MorePages | undefined {
  return list.status === 'ready' ? list.more : undefined
}

/** The items loaded so far: none until the list is there. */
export function readyItems<T>(list: PickerList<T>): T[] {
  return list.status === 'ready' ? list.items : []
}
