import { ChevronDown } from 'lucide-react'
import { useRouter } from 'next/router'
import * as React from 'react'
import { Button } from '@/components/ui/button'
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu'
import { Tooltip, TooltipContent, TooltipTrigger } from '@/components/ui/tooltip'
import type { Instance } from '@/lib/api/__generated__/Api'
import { pb } from '@/lib/paths'
import { useInstanceActions, type InstanceActionItem } from './use-instance-actions'

/** The instance page's Actions menu: the same items as the list's row menu. */
export function InstanceActions({
  project,
  instance,
}: {
  project: string
  /** Undefined while loading: the menu stays closed. */
  instance: Instance | undefined
}) {
  const router = useRouter()
  const { itemsFor, dialogs } = useInstanceActions(project, {
    onDeleted: () => void router.push(pb.instances({ project })),
  })

  if (!instance) {
    return (
      <Button variant="outline" disabled>
        Actions <ChevronDown aria-hidden />
      </Button>
    )
  }
  const items = itemsFor(instance)
  const rest = items.filter((i) => !i.destructive)
  const destructive = items.filter((i) => i.destructive)

  return (
    <>
      <DropdownMenu>
        <DropdownMenuTrigger asChild>
          <Button variant="outline">
            Actions <ChevronDown aria-hidden />
          </Button>
        </DropdownMenuTrigger>
        <DropdownMenuContent align="end" className="min-w-44">
          {rest.map((item) => (
            <ActionItem key={item.label} item={item} />
          ))}
          <DropdownMenuSeparator />
          {destructive.map((item) => (
            <ActionItem key={item.label} item={item} />
          ))}
        </DropdownMenuContent>
      </DropdownMenu>
      {dialogs}
    </>
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
