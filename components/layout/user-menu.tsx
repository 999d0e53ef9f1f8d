import Link from 'next/link'
import { ChevronDown, User } from 'lucide-react'
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu'
import { Skeleton } from '@/components/ui/skeleton'
import { signOut } from '@/components/auth/sign-out'
import { useApiQuery } from '@/lib/api/query'
import { pb } from '@/lib/paths'

export function UserMenu() {
  const me = useApiQuery('currentUserView', {})
  return (
    <DropdownMenu>
      <DropdownMenuTrigger
        className="flex items-center gap-2 rounded-md px-2 py-1.5 text-sm hover:bg-accent focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
        aria-label="User menu"
      >
        <User className="h-4 w-4" aria-hidden />
        {me.data ? (
          <span className="max-w-[16rem] truncate">{me.data.displayName}</span>
        ) : (
          <Skeleton className="h-4 w-24" />
        )}
        <ChevronDown className="h-4 w-4" aria-hidden />
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end">
        <DropdownMenuItem asChild>
          <Link href={pb.profile()}>Settings</Link>
        </DropdownMenuItem>
        <DropdownMenuItem onSelect={() => void signOut()}>Sign out</DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  )
}
