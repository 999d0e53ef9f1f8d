import { MoreHorizontal } from 'lucide-react'
import { Button } from '@/components/ui/button'
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu'
import { Tooltip, TooltipContent, TooltipTrigger } from '@/components/ui/tooltip'

export type RowAction = {
  label: string
  onSelect: () => void
  disabled?: boolean
  /** Why the action is unavailable; shown in a tooltip on the item. */
  disabledReason?: string
  destructive?: boolean
}

/**
 * The '…' menu at the end of a table row. A disabled item stays focusable
 * (aria-disabled rather than skipped) so keyboard users can reach its reason.
 */
export function RowActions({
  items,
  label = 'Row actions',
}: {
  items: RowAction[]
  /** The trigger's accessible name, e.g. 'Actions for my-project'. */
  label?: string
}) {
  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <Button variant="ghost" size="icon-sm" aria-label={label} className="float-right">
          <MoreHorizontal aria-hidden />
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end" className="min-w-40">
        {items.map((item) => {
          const menuItem = (
            <DropdownMenuItem
              key={item.label}
              variant={item.destructive ? 'destructive' : 'default'}
              aria-disabled={item.disabled || undefined}
              onSelect={(event) => {
                if (item.disabled) {
                  // keeps the menu open, as a disabled item would
                  event.preventDefault()
                  return
                }
                item.onSelect()
              }}
            >
              {item.label}
            </DropdownMenuItem>
          )
          if (!item.disabled || !item.disabledReason) return menuItem
          return (
            <Tooltip key={item.label}>
              <TooltipTrigger asChild>{menuItem}</TooltipTrigger>
              <TooltipContent side="left">{item.disabledReason}</TooltipContent>
            </Tooltip>
          )
        })}
      </DropdownMenuContent>
    </DropdownMenu>
  )
}
