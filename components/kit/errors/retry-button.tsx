import { Button } from '@/components/ui/button'

/** Asks a failed or stale query again; named after what it loads, when given. */
export function RetryButton({
  retrying,
  onRetry,
  what,
}: {
  retrying: boolean
  onRetry: () => void
  /** e.g. "VPCs": the button is then announced as "Retry loading VPCs" */
  what?: string
}) {
  return (
    <Button
      type="button"
      variant="outline"
      size="sm"
      pending={retrying}
      onClick={onRetry}
      aria-label={what ? `Retry loading ${what}` : undefined}
    >
      Retry
    </Button>
  )
}
