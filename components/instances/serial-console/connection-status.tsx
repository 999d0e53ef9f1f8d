import { RotateCw } from 'lucide-react'
import { Button } from '@/components/ui/button'
import { joinClasses } from '@/lib/core/join-classes'
import type { StreamStatus } from './use-serial-stream'

const LOOK: Record<StreamStatus, { label: string; dot: string; pill: string }> = {
  connecting: {
    label: 'Connecting…',
    dot: 'bg-notice motion-safe:animate-pulse',
    pill: 'border-notice/40 bg-notice/10 text-notice-strong',
  },
  connected: {
    label: 'Connected',
    dot: 'bg-success',
    pill: 'border-success/30 bg-success/10 text-success-strong',
  },
  disconnected: {
    label: 'Disconnected',
    dot: 'bg-muted-foreground',
    pill: 'border-input bg-muted text-muted-foreground',
  },
}

/** The connection's state, announced as it changes, and a way back when it drops. */
export function ConnectionStatus({
  status,
  onReconnect,
}: {
  status: StreamStatus
  onReconnect: () => void
}) {
  const look = LOOK[status]
  return (
    <div className="flex items-center gap-2">
      <span role="status" aria-live="polite">
        <span
          className={joinClasses(
            'inline-flex items-center gap-1.5 rounded-full border px-2.5 py-0.5 text-xs font-medium',
            look.pill,
          )}
        >
          <span aria-hidden className={joinClasses('size-2 rounded-full', look.dot)} />
          {look.label}
        </span>
      </span>
      {status === 'disconnected' && (
        <Button type="button" variant="outline" size="sm" onClick={onReconnect}>
          <RotateCw aria-hidden />
          Reconnect
        </Button>
      )}
    </div>
  )
}
