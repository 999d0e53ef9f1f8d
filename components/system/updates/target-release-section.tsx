import { IntentLink } from '@/components/ui/intent-link'
import { useState } from 'react'
import { SectionQueryError } from '@/components/kit/errors/section-query-error'
import { lazyWhenOpen } from '@/components/ui/lazy'
import { PropertiesTable } from '@/components/ui/properties-table'
import { SectionHeader } from '@/components/ui/section-header'
import { Skeleton } from '@/components/ui/skeleton'
import type { ConfirmActionOptions } from '@/components/kit/use-confirm'
import { blockingError } from '@/lib/api/load-state'
import { formatDateTime } from '@/lib/core/format/date'
import { pb } from '@/lib/core/paths'
import { useTargetRelease } from './update-queries'
import { useSetTargetRelease } from './use-set-target-release'
import { useRefusals } from '@/components/kit/use-refusals'
import { GatedButton } from '@/components/ui/gated-button'

const SetTargetReleaseModal = lazyWhenOpen(() =>
  import('./set-target-release-modal').then((m) => m.SetTargetReleaseModal),
)

/**
 * The release the rack is set to run. The API reports the target, not the
 * versions each component runs yet, so this is what the rack runs once it
 * has caught up (unspecified: installed by hand, e.g. with MUPdate).
 */
export function TargetReleaseSection({
  confirm,
}: {
  confirm: (options: ConfirmActionOptions) => void
}) {
  const target = useTargetRelease()
  const setTarget = useSetTargetRelease(confirm)
  const [choosing, setChoosing] = useState(false)
  const refused = useRefusals()
  const t = target.data
  const loading = <Skeleton className="h-4 w-32" />
  const source = t?.releaseSource
  return (
    <section aria-label="Target release">
      <SectionHeader title="Target release">
        <GatedButton
          variant="outline"
          size="sm"
          reason={refused('system.update.targetRelease.set')}
          onClick={() => setChoosing(true)}
        >
          Set target release
        </GatedButton>
      </SectionHeader>
      <SectionQueryError query={target} what="the target release" className="mb-2" />
      {!blockingError(target) && (
        <PropertiesTable
          items={[
            {
              label: 'System version',
              value: !source ? (
                loading
              ) : source.type === 'system_version' ? (
                <IntentLink
                  href={pb.systemUpdateRepository({ version: source.version })}
                  className="font-mono hover:underline"
                >
                  {source.version}
                </IntentLink>
              ) : (
                'Unspecified (installed outside the update system)'
              ),
            },
            { label: 'Generation', value: t ? String(t.generation) : loading },
            { label: 'Set', value: t ? formatDateTime(t.timeRequested) : loading },
          ]}
        />
      )}
      <SetTargetReleaseModal open={choosing} onOpenChange={setChoosing} onChosen={setTarget} />
    </section>
  )
}
