import { CircleCheck, CircleDashed, CircleX } from 'lucide-react'
import type { ReactNode } from 'react'
import { ProgressBar } from '@/components/ui/progress-bar'
import { SpinnerIcon } from '@/components/ui/spinner'
import { formatBytes } from '@/lib/core/format/bytes'
import { UPLOAD_STEPS, type StepId, type StepState } from '@/lib/domain/upload/upload-steps'
import { joinClasses } from '@/lib/core/join-classes'

export type StepStates = Record<StepId, StepState>

export const initialSteps = (): StepStates =>
  Object.fromEntries(UPLOAD_STEPS.map((s) => [s.id, 'pending'])) as StepStates

// a running step's icon is the spinner, which may go on a moment after the step is done
const stateLook: Record<StepState, { icon: ReactNode; label: string; className: string }> = {
  pending: {
    icon: <CircleDashed aria-hidden />,
    label: 'Pending',
    className: 'text-muted-foreground',
  },
  running: {
    icon: null,
    label: 'Running',
    className: 'text-foreground',
  },
  done: { icon: <CircleCheck aria-hidden />, label: 'Done', className: 'text-success-strong' },
  failed: { icon: <CircleX aria-hidden />, label: 'Failed', className: 'text-destructive' },
}

/** Bytes written of the file, and where each step of the upload stands. */
export function UploadProgress({
  steps,
  written,
  total,
}: {
  steps: StepStates
  written: number
  total: number
}) {
  const amount = `${formatBytes(written)} of ${formatBytes(total)}`
  const percent = total > 0 ? Math.floor((written / total) * 100) : 0
  return (
    <section aria-label="Upload" className="flex flex-col gap-3 rounded-md border p-4">
      <div className="flex items-baseline justify-between gap-2 text-sm">
        <span className="font-medium">Upload progress</span>
        <span className="tabular-nums text-muted-foreground">
          {amount} · {percent}%
        </span>
      </div>
      <ProgressBar value={written} max={total} label="Upload progress" valueText={amount} />
      <ol aria-label="Upload steps" className="flex flex-col gap-1.5 text-sm">
        {UPLOAD_STEPS.map(({ id, label }) => {
          const look = stateLook[steps[id]]
          return (
            <li
              key={id}
              className={joinClasses(
                'flex items-center gap-2 [&_svg]:size-4 [&_svg]:shrink-0',
                look.className,
              )}
            >
              <SpinnerIcon
                active={steps[id] === 'running'}
                idle={look.icon}
                className="motion-reduce:animate-none"
              />
              <span className="flex-1">{label}</span>
              <span className="text-xs">{look.label}</span>
            </li>
          )
        })}
      </ol>
    </section>
  )
}
