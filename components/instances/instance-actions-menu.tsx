import * as React from 'react'
import { ChevronDown } from 'lucide-react'
import { Button } from '@/components/ui/button'
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu'
import { Tooltip, TooltipContent, TooltipTrigger } from '@/components/ui/tooltip'
import type { InstanceActionItem } from './use-instance-actions'

/** The instance page's Actions menu itself, loaded on first use (instance-actions.tsx). */
export function InstanceActionsMenu({
  items,
  defaultOpen,
}: {
  items: InstanceActionItem[]
  defaultOpen?: boolean
}) {
  const rest = items.filter((i) => !i.destructive)
  const destructive = items.filter((i) => i.destructive)
  return (
    <DropdownMenu defaultOpen={defaultOpen}>
      <DropdownMenuTrigger asChild>
        <Button variant="outline">
          Actions <ChevronDown aria-hidden />
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end" minWidth="lg">
        {rest.map((item) => (
          <ActionItem key={item.label} item={item} />
        ))}
        <DropdownMenuSeparator />
        {destructive.map((item) => (
          <ActionItem key={item.label} item={item} />
        ))}
      </DropdownMenuContent>
    </DropdownMenu>
  )
}

/**
 * A disabled item stays focusable (aria-disabled, not skipped) and is described
 * by its reason, so keyboard and screen reader users learn why too.
 */
function ActionItem({ item }: { item: InstanceActionItem }) {
  const reasonId = React.useId()
  const reason = item.disabledReason
  const menuItem = (
    <DropdownMenuItem
      variant={item.destructive ? 'destructive' : 'default'}
      aria-disabled={reason ? true : undefined}
      aria-describedby={reason ? reasonId : undefined}
      onSelect={(event) => {
        if (reason) {
          // keeps the menu open, as a disabled item would
          event.preventDefault()
          return
        }
        item.onSelect()
      }}
    >
      {item.label}
      {reason && (
        <span id={reasonId} hidden>
          {reason}
        </span>
      )}
    </DropdownMenuItem>
  )
  if (!reason) return menuItem
  return (
    <Tooltip>
      <TooltipTrigger asChild>{menuItem}</TooltipTrigger>
      <TooltipContent side="left">{reason}</TooltipContent>
    </Tooltip>
  )
}
