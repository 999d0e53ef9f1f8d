import { Alert } from '@/components/ui/alert'
import { Button } from '@/components/ui/button'
import { ProgressBar } from '@/components/ui/progress-bar'
import { formatBytes } from '@/lib/core/format/bytes'
import type { useDownload } from './use-download'

type Download = ReturnType<typeof useDownload>

/** How far a download has got, with Cancel; then its size once saved, or why it failed. */
export function DownloadProgress({ download, what }: { download: Download; what: string }) {
  const { state, cancel } = download
  if (state.status === 'idle') return null
  if (state.status === 'failed') {
    return (
      <Alert variant="destructive">
        Could not download {what}: {state.error.message}
      </Alert>
    )
  }
  if (state.status === 'done') {
    return (
      <p role="status" className="text-sm text-muted-foreground">
        Downloaded {what} ({formatBytes(state.size)})
      </p>
    )
  }
  const { received, total } = state.progress
  const text = total
    ? `${formatBytes(received)} of ${formatBytes(total)}`
    : `${formatBytes(received)} received`
  return (
    <div className="flex max-w-xl items-center gap-3">
      <div className="flex-1">
        <ProgressBar
          value={received}
          max={total ?? 0}
          label={`Downloading ${what}`}
          valueText={text}
        />
        <p className="mt-1 text-xs text-muted-foreground">{text}</p>
      </div>
      <Button variant="outline" size="sm" onClick={cancel}>
        Cancel download
      </Button>
    </div>
  )
}
