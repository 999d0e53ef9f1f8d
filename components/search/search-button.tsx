import { Search } from 'lucide-react'
import { useLayoutEffect, useState, useSyncExternalStore } from 'react'
import { Button } from '@/components/ui/button'
import { lazyWhenOpen } from '@/components/ui/lazy'
import { useIsFleetViewer } from '@/components/layout/system-switch'
import type { RouteKey } from '@/lib/core/routes'

// the palette's code (cmdk, the lists) loads the first time it opens
const SearchPalette = lazyWhenOpen(() => import('./search-palette').then((m) => m.SearchPalette))

/** Ctrl-K everywhere, ⌘K on a Mac (both work on either). */
const isOpenShortcut = (e: KeyboardEvent) =>
  (e.ctrlKey || e.metaKey) && !e.altKey && !e.shiftKey && e.key.toLowerCase() === 'k'

const noSubscription = () => () => {}

/** Known only in the browser: the static export renders the non-Mac label. */
const useIsMac = () =>
  useSyncExternalStore(
    noSubscription,
    () => /Mac|iPhone|iPad/.test(navigator.platform),
    () => false,
  )

/**
 * The top bar's Search button, with its shortcut shown, and the palette it opens on the page
 * of `routeKey` with its `params`.
 */
export function SearchButton({
  routeKey,
  params,
}: {
  routeKey: RouteKey
  params: Record<string, string>
}) {
  const [open, setOpen] = useState(false)
  const fleetViewer = useIsFleetViewer()
  const mac = useIsMac()

  // a layout effect: the shortcut is listening by the time the page is painted, so a
  // Ctrl-K pressed as soon as the page shows is not lost before a passive effect runs
  useLayoutEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (!isOpenShortcut(e)) return
      e.preventDefault()
      setOpen(true)
    }
    window.addEventListener('keydown', onKey)
    return () => window.removeEventListener('keydown', onKey)
  }, [])

  return (
    <>
      <Button
        variant="outline"
        size="sm"
        className="gap-2"
        aria-keyshortcuts="Control+K Meta+K"
        onClick={() => setOpen(true)}
      >
        <Search className="size-4" aria-hidden />
        Search
        <kbd
          aria-hidden
          className="hidden rounded border px-1.5 font-mono text-[0.7rem] sm:inline-block"
        >
          {mac ? '⌘K' : 'Ctrl K'}
        </kbd>
      </Button>
      <SearchPalette
        open={open}
        onOpenChange={setOpen}
        here={{ key: routeKey, params }}
        fleetViewer={fleetViewer}
      />
    </>
  )
}
