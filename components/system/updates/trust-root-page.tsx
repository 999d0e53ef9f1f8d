import { useRouter } from 'next/router'
import { QueryError } from '@/components/kit/errors/query-error'
import { RefreshFailed } from '@/components/kit/errors/refresh-failed'
import { CopyableValue } from '@/components/kit/copyable-value'
import { PropertiesTable } from '@/components/ui/properties-table'
import { Skeleton } from '@/components/ui/skeleton'
import { useConfirm } from '@/components/kit/use-confirm'
import { blockingError } from '@/lib/api/load-state'
import { formatDateTime } from '@/lib/core/format/date'
import { pb } from '@/lib/core/paths'
import { rootExpires, rootKeyIds } from './trust-root-check'
import { useTrustRoot } from './update-queries'
import { useDeleteTrustRoot } from './use-delete-trust-root'
import { useRefusals } from '@/components/kit/use-refusals'
import { GatedButton } from '@/components/ui/gated-button'

/** One root role of the trust store: its keys and expiry, and delete (confirmed). */
export function TrustRootPage({ trustRoot }: { trustRoot: string }) {
  const router = useRouter()
  const view = useTrustRoot(trustRoot)
  const [confirmation, confirm] = useConfirm()
  const deleteRoot = useDeleteTrustRoot(confirm, () => void router.push(pb.systemUpdate()))
  const refused = useRefusals()
  const failed = blockingError(view)
  if (failed) return <QueryError error={failed} />
  const r = view.data
  const loading = <Skeleton className="h-4 w-32" />
  const keys = r ? rootKeyIds(r.rootRole) : []
  const expires = r && rootExpires(r.rootRole)
  return (
    <div className="flex flex-col gap-8">
      <div className="flex flex-wrap items-center justify-between gap-4 border-b pb-4">
        <h1 className="min-w-0 truncate text-2xl font-semibold tracking-tight">Trust root</h1>
        <GatedButton
          variant="destructive"
          size="sm"
          reason={refused('system.update.trustRoot.delete')}
          onClick={() => deleteRoot(trustRoot)}
        >
          Delete
        </GatedButton>
      </div>
      <RefreshFailed query={view} what="this trust root" />
      <PropertiesTable
        items={[
          { label: 'ID', value: r ? <CopyableValue value={r.id} label="ID" mono /> : loading },
          {
            label: 'Root keys',
            value: !r ? (
              loading
            ) : keys.length ? (
              <ul className="flex flex-col gap-1">
                {keys.map((k, i) => (
                  <li key={`${i}:${k}`} className="break-all font-mono text-xs">
                    {k}
                  </li>
                ))}
              </ul>
            ) : (
              '—'
            ),
          },
          { label: 'Expires', value: r ? (expires ? formatDateTime(expires) : '—') : loading },
          { label: 'Added', value: r ? formatDateTime(r.timeCreated) : loading },
        ]}
      />
      {confirmation}
    </div>
  )
}
