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
import { useReceiver } from './alert-queries'
import { ReceiverDeliveries } from './receiver-deliveries'
import { ReceiverSecrets } from './receiver-secrets'
import { ReceiverSubscriptions } from './receiver-subscriptions'
import { SendProbe } from './send-probe'
import { useDeleteReceiver } from './use-delete-receiver'
import { useRefusals } from '@/components/kit/use-refusals'
import { GatedButton } from '@/components/ui/gated-button'
import { WriteLink } from '@/components/kit/write-link'

/**
 * A webhook receiver's page: properties, subscriptions, a probe, its secrets
 * and its deliveries. The receiver and its deliveries are asked for at once,
 * both by the name in the URL.
 */
export function ReceiverPage({ receiver }: { receiver: string }) {
  const router = useRouter()
  const view = useReceiver(receiver)
  const [confirmation, confirm] = useConfirm()
  const deleteReceiver = useDeleteReceiver(confirm, () => void router.push(pb.systemAlerts()))
  const refused = useRefusals()
  const failed = blockingError(view)
  if (failed) return <QueryError error={failed} />
  const r = view.data
  const loading = <Skeleton className="h-4 w-32" />

  return (
    <div className="flex flex-col gap-8">
      <div className="flex flex-wrap items-center justify-between gap-4 border-b pb-4">
        <h1 className="min-w-0 truncate text-2xl font-semibold tracking-tight" title={receiver}>
          {receiver}
        </h1>
        <div className="flex gap-2">
          <WriteLink
            variant="outline"
            size="sm"
            href={pb.systemAlertReceiverEdit({ receiver })}
            refused={refused('system.alertReceiver.edit')}
          >
            Edit
          </WriteLink>
          <GatedButton
            variant="destructive"
            size="sm"
            reason={refused('system.alertReceiver.delete')}
            onClick={() => deleteReceiver(receiver)}
          >
            Delete
          </GatedButton>
        </div>
      </div>
      <RefreshFailed query={view} what="this webhook receiver" />
      <PropertiesTable
        items={[
          { label: 'Description', value: r ? r.description || '—' : loading },
          {
            label: 'Endpoint',
            value: r ? (
              <span className="break-all font-mono text-sm">{r.kind.endpoint}</span>
            ) : (
              loading
            ),
          },
          { label: 'Kind', value: r ? r.kind.kind : loading },
          { label: 'ID', value: r ? <CopyableValue value={r.id} label="ID" mono /> : loading },
          { label: 'Created', value: r ? formatDateTime(r.timeCreated) : loading },
          { label: 'Last modified', value: r ? formatDateTime(r.timeModified) : loading },
        ]}
      />
      <ReceiverSubscriptions
        receiver={receiver}
        subscriptions={r?.subscriptions}
        confirm={confirm}
      />
      <SendProbe receiver={receiver} />
      <ReceiverDeliveries receiver={receiver} confirm={confirm} />
      <ReceiverSecrets receiver={receiver} secrets={r?.kind.secrets} confirm={confirm} />
      {confirmation}
    </div>
  )
}
