import { atom, useAtom } from 'jotai'
import { useEffect } from 'react'
import { lazyWhenOpen } from '@/components/ui/lazy'
import { restoreDemoMode } from '@/lib/core/demo-mode'

const LearnMoreDialog = lazyWhenOpen(() =>
  import('./learn-more-dialog').then((m) => m.LearnMoreDialog),
)

/**
 * Whether "Learn more" is open, kept outside the banner: the sign-in and boot pages'
 * layout and the console's each show a banner, and a dialog opened while the boot page
 * still showed closed when the console's layout took over (a CI run caught it).
 */
const learnMoreOpenAtom = atom(false)

/**
 * In every page's HTML, shown only in demo mode (`demo:` variant: `<html data-demo>`,
 * see lib/core/demo-mode.ts). Hidden with display:none, so screen readers skip it too.
 */
export function DemoBanner() {
  const [open, setOpen] = useAtom(learnMoreOpenAtom)
  useEffect(restoreDemoMode, [])
  return (
    <div
      role="region"
      aria-label="Technical preview"
      className="hidden items-center justify-center gap-2 bg-notice/15 px-4 py-1.5 text-sm demo:flex"
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
