import { Menu } from 'lucide-react'
import { useRouter } from 'next/router'
import { useEffect, useState, type ReactNode } from 'react'
import { lazyWhenOpen } from '@/components/ui/lazy'

// the dialog's code is not on every page: only phones ever open it
const Drawer = lazyWhenOpen(() => import('./nav-drawer-dialog').then((m) => m.NavDrawerDialog))

/**
 * The side navigation on narrow screens: a menu button in the top bar opens it
 * as a drawer from the left. Radix closes it on Escape and an outside click;
 * following a link in it closes it too, as the page it was opened over is gone.
 */
export function NavDrawer({ children }: { children: ReactNode }) {
  const [open, setOpen] = useState(false)
  const router = useRouter()
  useEffect(() => {
    const close = () => setOpen(false)
    router.events.on('routeChangeStart', close)
    return () => router.events.off('routeChangeStart', close)
  }, [router.events])
  return (
    <>
      <button
        type="button"
        aria-label="Open navigation"
        aria-haspopup="dialog"
        aria-expanded={open}
        onClick={() => setOpen(true)}
        className="inline-flex size-9 shrink-0 items-center justify-center rounded-md hover:bg-accent focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring md:hidden"
      >
        <Menu className="size-5" aria-hidden />
      </button>
      <Drawer open={open} onOpenChange={setOpen}>
        {children}
      </Drawer>
    </>
  )
}
