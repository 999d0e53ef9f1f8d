import { useAtomValue } from 'jotai'
import { useEffect, useState } from 'react'
import { Button } from '@/components/ui/button'
import { connectionLostAtom, pingNow } from '@/lib/api/connection'

/** The time now, moving on each second, for a countdown. */
function useSecondsClock() {
  const [now, setNow] = useState(Date.now)
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 1000)
    return () => clearInterval(timer)
  }, [])
  return now
}

/**
 * Said at the top of the console while the API can't be reached: when the next ping goes
 * out, and a way to ping at once. Everything on screen stays as it is meanwhile (what was
 * typed, the last data read); the frame refreshes it once the API answers.
 */
export function ConnectionBanner() {
  const lost = useAtomValue(connectionLostAtom)
  const now = useSecondsClock()
  const [pinging, setPinging] = useState(false)
  if (!lost) return null
  const seconds = Math.ceil((lost.nextPingAt - now) / 1000)
  return (
    <div className="flex flex-wrap items-center justify-center gap-x-3 gap-y-1 bg-destructive/10 px-4 py-1.5 text-sm">
      <span>
        <strong>Connection to the API lost;</strong> retrying…
        {/* a countdown read out each second would drown everything else: shown only */}
        <span aria-hidden className="ml-1 text-muted-foreground">
          {pinging || seconds <= 0 ? 'Trying now' : `Next try in ${seconds} s`}
        </span>
      </span>
      <Button
        size="sm"
        variant="outline"
        pending={pinging}
        onClick={() => {
          setPinging(true)
          void pingNow().finally(() => setPinging(false))
        }}
      >
        Retry now
      </Button>
    </div>
  )
}
