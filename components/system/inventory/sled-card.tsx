import type { UseQueryResult } from '@tanstack/react-query'
import { Ban, Gauge } from 'lucide-react'
import { useId } from 'react'
import { SectionQueryError } from '@/components/kit/errors/section-query-error'
import { Badge } from '@/components/ui/badge'
import { IntentLink } from '@/components/ui/intent-link'
import { Skeleton } from '@/components/ui/skeleton'
import type { Sled, SledInstanceResultsPage } from '@/lib/api/__generated__/Api'
import type { ApiError } from '@/lib/api/errors'
import { blockingError } from '@/lib/api/load-state'
import { formatBytes } from '@/lib/core/format/bytes'
import { compactNumber } from '@/lib/core/format/number'
import { pb } from '@/lib/core/paths'
import { joinClasses } from '@/lib/core/join-classes'
import { outOfService, sledLoad } from '@/lib/domain/sled-usage'
import { policyKindShown, sledProvisionShown, sledStateVariant } from './hardware-labels'
import { SledMeter } from './sled-meter'

/**
 * One sled of the rack: what it is, whether it takes new instances, and how
 * much of its threads and memory its instances take. Its instance list is its
 * own: when that fails, this card says so and the others stay.
 */
export function SledCard({
  sled,
  instances,
  instancesLimit,
}: {
  sled: Sled
  instances: UseQueryResult<SledInstanceResultsPage, ApiError>
  /** the page size asked for, named when a sled has more instances than that */
  instancesLimit: number
}) {
  const headingId = useId()
  const { serial, part, revision } = sled.baseboard
  const name = serial || sled.id
  const reasons = outOfService(sled)
  // before its instances answer (or if they fail) the sled's own figures still show
  const load = sledLoad(sled, instances.data?.items ?? [])
  const loaded = !!instances.data
  const full = loaded && load.full
  const kind = policyKindShown(sled.policy)
  const provision = sledProvisionShown(sled.policy)

  return (
    <article
      aria-labelledby={headingId}
      className={joinClasses(
        'flex h-full min-w-0 flex-col gap-3 rounded-lg border p-4',
        full && 'border-destructive/60',
        reasons.length > 0 && 'border-dashed bg-muted/40',
      )}
    >
      <header className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <h3 id={headingId} className="break-all font-semibold">
            <IntentLink
              href={pb.systemSled({ sledId: sled.id })}
              className="text-primary hover:underline"
            >
              {name}
            </IntentLink>
          </h3>
          <p className="break-all text-xs text-muted-foreground">
            Part {part || '—'} rev {revision}
          </p>
        </div>
        <div className="flex flex-wrap gap-1">
          {full && (
            <Badge variant="destructive">
              <Gauge className="mr-1 h-3 w-3" aria-hidden />
              Full
            </Badge>
          )}
          {reasons.length > 0 && (
            <Badge variant="neutral">
              <Ban className="mr-1 h-3 w-3" aria-hidden />
              Out of service
            </Badge>
          )}
        </div>
      </header>

      <dl className="flex flex-wrap gap-1">
        <dt className="sr-only">State</dt>
        <dd>
          <Badge variant={sledStateVariant[sled.state] ?? 'outline'}>{sled.state}</Badge>
        </dd>
        <dt className="sr-only">Policy</dt>
        <dd>
          <Badge variant={kind.variant}>{kind.label}</Badge>
        </dd>
        <dt className="sr-only">Provision policy</dt>
        <dd>
          <Badge variant={provision.variant}>{provision.label}</Badge>
        </dd>
      </dl>
      {reasons.length > 0 && (
        <p className="text-sm text-muted-foreground">
          Takes no new instances: {reasons.join(', ')}.
        </p>
      )}

      <SectionQueryError query={instances} what={`the instances of sled ${name}`} />
      {blockingError(instances) ? (
        <p className="text-sm text-muted-foreground">
          Usable: {compactNumber(load.threads.usable)} threads, {formatBytes(load.memory.usable)} of
          memory.
        </p>
      ) : loaded ? (
        <>
          <SledMeter label="Threads" usage={load.threads} format={compactNumber} unit=" threads" />
          <SledMeter label="Memory" usage={load.memory} format={(n) => formatBytes(n)} />
          <p className="text-sm text-muted-foreground">
            {load.holding === 0
              ? 'No instance takes any of it'
              : `Taken by ${compactNumber(load.holding)} ${load.holding === 1 ? 'instance' : 'instances'}`}
            {instances.data?.nextPage &&
              ` (counting the first ${compactNumber(instancesLimit)} instances only)`}
          </p>
        </>
      ) : (
        <div className="flex flex-col gap-3" aria-busy="true">
          <span className="sr-only">Loading the instances of sled {name}</span>
          <Skeleton className="h-9 w-full" />
          <Skeleton className="h-9 w-full" />
        </div>
      )}

      <p className="mt-auto text-xs text-muted-foreground">Cubby: not given by the API</p>
    </article>
  )
}
