import { useRouter } from 'next/router'
import { useState } from 'react'
import { QueryError } from '@/components/kit/errors/query-error'
import { RefreshFailed } from '@/components/kit/errors/refresh-failed'
import { Button } from '@/components/ui/button'
import { CopyableValue } from '@/components/kit/copyable-value'
import { lazyWhenOpen } from '@/components/ui/lazy'
import { LiveStatus } from '@/components/ui/live-status'
import { PropertiesTable } from '@/components/ui/properties-table'
import { TextSkeleton } from '@/components/ui/skeleton'
import { useConfirm } from '@/components/kit/use-confirm'
import { blockingError } from '@/lib/api/load-state'
import { useApiQuery } from '@/lib/api/query'
import { formatDateTime } from '@/lib/core/format/date'
import { pb } from '@/lib/core/paths'
import { bundleSettling } from '@/lib/domain/support-bundle'
import { bundleDownload } from '@/lib/api/support-bundle-bytes'
import { BundleFiles } from './bundle-files'
import { BundleStateBadge } from './bundle-state'
import { DownloadProgress } from './download-progress'
import { useDeleteBundle } from './use-delete-bundle'
import { useDownload } from './use-download'
import * as op from '@/lib/api/ops'
import { useRefusals } from '@/components/kit/use-refusals'
import { GatedButton } from '@/components/ui/gated-button'

const EditCommentModal = lazyWhenOpen(() =>
  import('./edit-comment-modal').then((m) => m.EditCommentModal),
)

/**
 * One bundle: followed while it is collected, then downloadable whole (with
 * a progress bar) or file by file from its index.
 */
export function BundlePage({ bundleId }: { bundleId: string }) {
  const router = useRouter()
  const view = useApiQuery(
    op.supportBundleView,
    { path: { bundleId } },
    { pollWhile: (b) => bundleSettling(b.state) },
  )
  const download = useDownload()
  const [editing, setEditing] = useState(false)
  const [confirmation, confirm] = useConfirm()
  const deleteBundle = useDeleteBundle(confirm, () => void router.push(pb.systemSupportBundles()))
  const refused = useRefusals()
  const failed = blockingError(view)
  if (failed) return <QueryError error={failed} />
  const b = view.data
  const loading = <TextSkeleton />
  const downloading = download.state.status === 'downloading'
  // the role's refusal wins over the bundle's state
  const editRefused = refused('system.supportBundle.edit')
  const deleteRefused = refused('system.supportBundle.delete')

  return (
    <div className="flex flex-col gap-6">
      <div className="flex flex-wrap items-center justify-between gap-4 border-b pb-4">
        <h1 className="min-w-0 break-all text-2xl font-semibold tracking-tight">
          Support bundle <span className="font-mono text-lg">{bundleId}</span>
        </h1>
        <div className="flex flex-wrap items-center gap-2">
          <LiveStatus query={view} what="this bundle" />
          <Button
            size="sm"
            disabled={b?.state !== 'active' || downloading}
            onClick={() => void download.start(bundleDownload(bundleId), `bundle-${bundleId}.zip`)}
          >
            Download bundle
          </Button>
          <GatedButton
            variant="outline"
            size="sm"
            reason={editRefused}
            disabled={!editRefused && (!b || b.state === 'destroying')}
            onClick={() => setEditing(true)}
          >
            Edit comment
          </GatedButton>
          <GatedButton
            variant="outline"
            size="sm"
            reason={deleteRefused}
            disabled={!deleteRefused && (!b || b.state === 'destroying')}
            onClick={() => deleteBundle(bundleId)}
          >
            Delete
          </GatedButton>
        </div>
      </div>
      <RefreshFailed query={view} what="this support bundle" />
      <PropertiesTable
        items={[
          { label: 'State', value: b ? <BundleStateBadge state={b.state} /> : loading },
          { label: 'Comment', value: b ? b.userComment || '—' : loading },
          { label: 'Created because', value: b ? b.reasonForCreation : loading },
          ...(b?.reasonForFailure ? [{ label: 'Failed because', value: b.reasonForFailure }] : []),
          { label: 'ID', value: <CopyableValue value={bundleId} label="ID" mono /> },
          { label: 'Created', value: b ? formatDateTime(b.timeCreated) : loading },
        ]}
      />
      {b?.state === 'collecting' && (
        <p role="status" className="text-sm text-muted-foreground">
          Collecting logs and state from the rack; the bundle can be downloaded once it is active.
        </p>
      )}
      <DownloadProgress download={download} what="the bundle" />
      <BundleFiles bundleId={bundleId} state={b?.state} />
      {b && <EditCommentModal open={editing} onOpenChange={setEditing} bundle={b} />}
      {confirmation}
    </div>
  )
}
