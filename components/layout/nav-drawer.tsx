import * as DialogPrimitive from '@radix-ui/react-dialog'
import { Menu } from 'lucide-react'
import { useRouter } from 'next/router'
import { useEffect, useState, type ReactNode } from 'react'
import { DialogCloseIcon, DialogOverlay } from '@/components/ui/dialog'

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
    <DialogPrimitive.Root open={open} onOpenChange={setOpen}>
      <DialogPrimitive.Trigger
        aria-label="Open navigation"
        className="inline-flex size-9 shrink-0 items-center justify-center rounded-md hover:bg-accent focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring md:hidden"
      >
        <Menu className="size-5" aria-hidden />
      </DialogPrimitive.Trigger>
      <DialogPrimitive.Portal>
        <DialogOverlay />
        <DialogPrimitive.Content
          aria-describedby={undefined}
          className="fixed inset-y-0 left-0 z-50 flex w-72 max-w-[85vw] flex-col overflow-y-auto border-r bg-background shadow-xl outline-none"
        >
          <div className="flex items-center justify-between border-b px-4 py-3">
            <DialogPrimitive.Title className="text-sm font-semibold">
              Navigation
            </DialogPrimitive.Title>
            <DialogCloseIcon />
          </div>
          {children}
        </DialogPrimitive.Content>
      </DialogPrimitive.Portal>
    </DialogPrimitive.Root>
  )
}
