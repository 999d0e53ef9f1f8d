import * as React from 'react'

type RefFn = (el: HTMLElement | null) => void

/**
 * Which rows have come into view, by row id, for columns whose values cost a
 * request per row: they ask for the rows a person can see, not for every row of the list.
 * A row once seen stays seen, so its value isn't dropped when it scrolls away.
 */
export function useRowsSeen() {
  const [seen, setSeen] = React.useState<ReadonlySet<string>>(() => new Set())
  const seenNow = React.useRef(seen)
  const observer = React.useRef<IntersectionObserver | null>(null)
  // one stable ref function per row, so React doesn't detach and reattach it every render
  const refs = React.useRef(new Map<string, RefFn>())

  const markSeen = React.useCallback((ids: string[]) => {
    const fresh = ids.filter((id) => !seenNow.current.has(id))
    if (fresh.length === 0) return
    seenNow.current = new Set([...seenNow.current, ...fresh])
    setSeen(seenNow.current)
  }, [])

  const observerFor = React.useCallback(() => {
    if (observer.current || typeof IntersectionObserver === 'undefined') return observer.current
    observer.current = new IntersectionObserver(
      (entries) => {
        const shown = entries.filter((e) => e.isIntersecting).map((e) => e.target as HTMLElement)
        for (const el of shown) observer.current?.unobserve(el)
        markSeen(shown.map((el) => el.dataset.rowSeen ?? ''))
      },
      // the rows on screen only: a margin would make a long list ask for more than a short one
      { rootMargin: '0px' },
    )
    return observer.current
  }, [markSeen])

  React.useEffect(() => () => observer.current?.disconnect(), [])

  /**
   * A ref for an element in the row `id` (one in the column that needs it, so a hidden column
   * asks for nothing): the row counts as seen once it is in view.
   */
  const watch = React.useCallback(
    (id: string): RefFn => {
      let ref = refs.current.get(id)
      if (ref) return ref
      let watched: HTMLElement | null = null
      ref = (el) => {
        if (watched) observer.current?.unobserve(watched)
        // the whole row: a cell scrolled out of a narrow table's frame sideways is still in
        // a row the user is looking at
        watched = el?.closest('tr') ?? el
        if (!watched || seenNow.current.has(id)) return
        watched.dataset.rowSeen = id
        const io = observerFor()
        if (io) io.observe(watched)
        // without the API every row counts as seen
        else markSeen([id])
      }
      refs.current.set(id, ref)
      return ref
    },
    [observerFor, markSeen],
  )

  return { seen, watch }
}
