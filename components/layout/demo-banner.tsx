import { useAtomValue } from 'jotai'
import { useEffect, useState } from 'react'
import { lazyWhenOpen } from '@/components/ui/lazy'
import { demoModeAtom, restoreDemoMode } from '@/lib/state/demo-mode'

const LearnMoreDialog = lazyWhenOpen(() =>
  import('./learn-more-dialog').then((m) => m.LearnMoreDialog),
)

/** Shown exactly when the mock server answers the API (it sends `X-Mock-Api`). */
export function DemoBanner() {
  const demo = useAtomValue(demoModeAtom)
  const [open, setOpen] = useState(false)
  useEffect(restoreDemoMode, [])
  if (!demo) return null
  return (
    <div
      role="region"
      aria-label="Technical preview"
      className="flex items-center justify-center gap-2 bg-notice/15 px-4 py-1.5 text-sm"
    >
      <span>
        <strong>Technical preview:</strong> this console is running against a mock API with
        generated data.
      </span>
      <button
        type="button"
        className="font-medium text-primary underline underline-offset-4"
        onClick={() => setOpen(true)}
      >
        Learn more
      </button>
      <LearnMoreDialog open={open} onOpenChange={setOpen} />
    </div>
  )
}
