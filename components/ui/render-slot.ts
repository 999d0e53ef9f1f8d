import type { ReactNode } from 'react'

/**
 * A table column's header or cell, called rather than mounted as a component
 * (which TanStack's flexRender does): a screen that builds its columns on each
 * render would otherwise give every cell a new component type, and React would
 * remount what is inside (a row menu forgetting it was just opened). So cells
 * must not call hooks themselves; they render components that do.
 */
export function renderSlot<P>(slot: ReactNode | ((props: P) => ReactNode), props: P): ReactNode {
  return typeof slot === 'function' ? slot(props) : slot
}
