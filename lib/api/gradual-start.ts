import * as React from 'react'

/**
 * The first `step` of `items`, then `step` more each task until all: for lists whose every
 * item starts requests (a lookup per row), so that starting a hundred of them is a run of
 * short tasks between which the browser paints and answers input, not one long one. The
 * count reached is kept when the list changes.
 */
export function useGradualStart<T>(items: T[], step: number): T[] {
  const [count, setCount] = React.useState(step)
  const behind = count < items.length
  React.useEffect(() => {
    if (!behind) return
    const timer = setTimeout(() => React.startTransition(() => setCount((n) => n + step)), 0)
    return () => clearTimeout(timer)
  }, [behind, count, step])
  // the same array until the count or the list changes: it keys the requests' queries
  return React.useMemo(() => (behind ? items.slice(0, count) : items), [behind, items, count])
}
