import { IntentLink } from '@/components/ui/intent-link'
import type { ReactNode } from 'react'
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu'
import { signOut } from '@/lib/api/sign-out'
import { ThemeMenuItems } from '@/components/kit/theme/theme-menu-items'
import { pb } from '@/lib/core/paths'
import { userMenuTriggerClass } from './user-menu-trigger'

export function UserMenuDropdown({
  trigger,
  label,
  defaultOpen,
}: {
  trigger: ReactNode
  label: string
  defaultOpen?: boolean
}) {
  return (
    <DropdownMenu defaultOpen={defaultOpen}>
      <DropdownMenuTrigger className={userMenuTriggerClass} aria-label={label}>
        {trigger}
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end">
        <DropdownMenuItem asChild>
          <IntentLink href={pb.profile()}>Settings</IntentLink>
        </DropdownMenuItem>
        <DropdownMenuSeparator />
        <ThemeMenuItems />
        <DropdownMenuSeparator />
        <DropdownMenuItem onSelect={() => void signOut()}>Sign out</DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  )
}
