import { ChevronDown, User } from 'lucide-react'
import { useState } from 'react'
import { lazyComponent } from '@/components/ui/lazy'
import { Skeleton } from '@/components/ui/skeleton'
import { signedInUser } from '@/lib/api/page-queries'
import { useApiQuery } from '@/lib/api/query'
import { userMenuTriggerClass } from './user-menu-trigger'

const dropdown = lazyComponent(() => import('./user-menu-dropdown').then((m) => m.UserMenuDropdown))

/** The menu's code loads on first use; until then the trigger is a plain button. */
export function UserMenu() {
  const me = useApiQuery(...signedInUser())
  const [active, setActive] = useState(false)
  const ready = dropdown.useReady(active)
  const activate = () => setActive(true)
  const prefetch = dropdown.load
  // the name shown on the button begins its accessible name (WCAG 2.5.3, label in name)
  const label = me.data ? `${me.data.displayName}, user menu` : 'User menu'
  const trigger = (
    <>
      <User className="h-4 w-4" aria-hidden />
      {me.data ? (
        <span className="hidden max-w-[16rem] truncate sm:inline">{me.data.displayName}</span>
      ) : (
        <Skeleton className="h-4 w-24 max-sm:hidden" />
      )}
      <ChevronDown className="h-4 w-4" aria-hidden />
    </>
  )
  if (ready) return <dropdown.Component trigger={trigger} label={label} defaultOpen />
  return (
    <button
      type="button"
      className={userMenuTriggerClass}
      aria-label={label}
      aria-haspopup="menu"
      aria-expanded={false}
      onPointerEnter={prefetch}
      onFocus={prefetch}
      onClick={activate}
      onKeyDown={(e) => {
        if (e.key === 'ArrowDown') activate()
      }}
    >
      {trigger}
    </button>
  )
}
