import { useAtomValue } from 'jotai'
import { useEffect, useState } from 'react'
import { Modal } from '@/components/ui/modal'
import { demoModeAtom, restoreDemoMode } from '@/lib/state/demo-mode'

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
      <Modal open={open} onOpenChange={setOpen} title="About this technical preview" width="medium">
        <div className="space-y-3 text-sm">
          <p>
            The API behind this console is a mock server that stands in for a real rack. It behaves
            like the real API (validation, roles, silo isolation, state changes), but its data is
            generated from a fixed seed and lives only in memory.
          </p>
          <p>
            Anything you create or change is shared by every tab using this server and is lost when
            the server restarts. No real machines are started.
          </p>
          <p>The same console, served by a real rack, shows no banner.</p>
        </div>
      </Modal>
    </div>
  )
}
