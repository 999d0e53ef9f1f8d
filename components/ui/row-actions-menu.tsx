import { MoreHorizontal } from 'lucide-react'
import * as React from 'react'
import { Button } from '@/components/ui/button'
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu'
import { Tooltip, TooltipContent, TooltipTrigger } from '@/components/ui/tooltip'

import type { RowAction } from './row-action'

/**
 * The '…' menu at the end of a table row. A disabled item stays focusable
 * (aria-disabled rather than skipped) so keyboard users can reach its reason.
 */
export function RowActionsMenu({
  items,
  label,
  defaultOpen,
}: {
  items: RowAction[]
  label: string
  defaultOpen?: boolean
}) {
  const baseId = React.useId()
  const reasonId = (i: number) => `${baseId}-reason-${i}`
  return (
    <DropdownMenu defaultOpen={defaultOpen}>
      <DropdownMenuTrigger asChild>
        <Button variant="ghost" size="icon-sm" aria-label={label} className="float-right">
          <MoreHorizontal aria-hidden />
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end" minWidth="md">
        {items.map((item, i) => {
          const hasReason = item.disabled && !!item.disabledReason
          const menuItem = (
            <DropdownMenuItem
              key={item.label}
              variant={item.destructive ? 'destructive' : 'default'}
              aria-disabled={item.disabled || undefined}
              // the tooltip only describes the item while it is open; this always does
              aria-describedby={hasReason ? reasonId(i) : undefined}
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
          if (!hasReason) return menuItem
          return (
            <Tooltip key={item.label}>
              <TooltipTrigger asChild>{menuItem}</TooltipTrigger>
              <TooltipContent side="left">{item.disabledReason}</TooltipContent>
            </Tooltip>
          )
        })}
        {/* hidden, yet still read as a description; outside the items so no item's name grows */}
        {items.map((item, i) =>
          item.disabled && item.disabledReason ? (
            <span key={i} id={reasonId(i)} hidden>
              {item.disabledReason}
            </span>
          ) : null,
        )}
      </DropdownMenuContent>
    </DropdownMenu>
  )
}
