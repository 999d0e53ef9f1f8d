import { MoreHorizontal } from 'lucide-react'
import { useState } from 'react'
import { Button } from '@/components/ui/button'
import { afterNextPaint } from '@/lib/core/after-paint'
import { lazyComponent } from './lazy'
import type { RowAction } from './row-action'

const menu = lazyComponent(() => import('./row-actions-menu').then((m) => m.RowActionsMenu))

/**
 * The '…' menu at the end of a table row. Until first used it is a plain
 * button, so a list page doesn't load menu code for every row up front; its
 * items (and the reasons some are ruled out) are worked out only once it is
 * used, not for every row of every render.
 */
export function RowActions({
  items,
  label = 'Row actions',
}: {
  items: () => RowAction[]
  /** The trigger's accessible name, e.g. 'Actions for my-project'. */
  label?: string
}) {
  const [active, setActive] = useState(false)
  const ready = menu.useReady(active)
  // the menu mounts (Radix's commits, each reading the layout) after the click's frame
  const activate = () => afterNextPaint(() => setActive(true))
  if (ready) return <menu.Component items={items()} label={label} defaultOpen />
  return (
    <Button
      variant="ghost"
      size="icon-sm"
      aria-label={label}
      aria-haspopup="menu"
      aria-expanded={false}
      className="float-right"
      onPointerEnter={menu.load}
      onFocus={menu.load}
      onClick={activate}
      onKeyDown={(e) => {
        if (e.key === 'ArrowDown') activate()
      }}
    >
      <MoreHorizontal aria-hidden />
    </Button>
  )
}

export type { RowAction }
