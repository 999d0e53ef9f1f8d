import { lazyOnRender } from '@/components/ui/lazy'
import { useConnectionLost } from '@/lib/api/connection-refresh'

// the banner's code loads on the first outage; until it arrives (or if it can't: the
// API's host serves the console's files too) one line says what is going on
const ConnectionBanner = lazyOnRender(
  () => import('./connection-banner').then((m) => m.ConnectionBanner),
  {
    fallback: (
      <p className="bg-destructive/10 px-4 py-1.5 text-center text-sm">
        <strong>Connection to the API lost;</strong> retrying…
      </p>
    ),
  },
)

/**
 * In the console's frame: a banner while the API can't be reached, and what is on screen
 * read again when it answers. The live region is always there, so screen readers hear the
 * banner when it comes; `aria-live` spelled out (role="status" implies it) keeps it out of
 * what an open panel or dialog hides from them (Radix's aria-hidden spares live regions).
 */
export function ConnectionWatch() {
  const lost = useConnectionLost()
  return (
    <div role="status" aria-live="polite">
      {lost && <ConnectionBanner />}
    </div>
  )
}
