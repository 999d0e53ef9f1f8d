import { useEffect, useState, type RefObject } from 'react'

/**
 * Which of `count` rows of a fixed height are near the viewport, for a list
 * that scrolls with the window: only those are rendered, between two spacers
 * that keep the list its full height. Rows above and below the viewport
 * (`overscan`) are kept so a quick scroll doesn't show blank space first.
 */
export function useWindowedRows(
  count: number,
  rowHeight: number,
  listRef: RefObject<HTMLElement | null>,
  overscan = 15,
) {
  // in whole rows, so scrolling within a row renders nothing new
  const [view, setView] = useState({ firstVisible: 0, visibleRows: 30 })

  useEffect(() => {
    let frame = 0
    const measure = () => {
      frame = 0
      const el = listRef.current
      if (!el) return
      const scrolled = Math.max(0, -el.getBoundingClientRect().top)
      const firstVisible = Math.floor(scrolled / rowHeight)
      const visibleRows = Math.ceil(window.innerHeight / rowHeight) + 1
      setView((v) =>
        v.firstVisible === firstVisible && v.visibleRows === visibleRows
          ? v
          : { firstVisible, visibleRows },
      )
    }
    const schedule = () => {
      if (!frame) frame = requestAnimationFrame(measure)
    }
    schedule()
    window.addEventListener('scroll', schedule, { passive: true })
    window.addEventListener('resize', schedule)
    return () => {
      cancelAnimationFrame(frame)
      window.removeEventListener('scroll', schedule)
      window.removeEventListener('resize', schedule)
    }
  }, [listRef, rowHeight])

  const first = Math.min(count, Math.max(0, view.firstVisible - overscan))
  const last = Math.min(count, view.firstVisible + view.visibleRows + overscan)
  return { first, last, before: first * rowHeight, after: (count - last) * rowHeight }
}
