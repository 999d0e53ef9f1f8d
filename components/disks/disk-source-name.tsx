import { imageViewPath } from '@/components/images/image-scope'
import { IntentLink } from '@/components/ui/intent-link'
import { Skeleton } from '@/components/ui/skeleton'
import type { Image, Snapshot } from '@/lib/api/__generated__/Api'
import { useViewById } from '@/lib/api/view-by-id'
import { diskSourceFound, shortId, type DiskSource } from '@/lib/domain/disk-source'
import * as op from '@/lib/api/ops'

const imageByIdParams = (id: string) => ({ path: { image: id } })
const snapshotByIdParams = (id: string) => ({ path: { snapshot: id } })

export type MadeFrom = Exclude<DiskSource, { kind: 'blank' }>

/** The image or snapshot a disk was made from, whichever it is, once found. */
export type SourceRecord = { image?: Image; snapshot?: Snapshot; pending: boolean }

/**
 * The image or snapshot a disk was made from: as the lists have it, or, when a list was cut
 * at its limit (`partial`) and doesn't, looked up by its id (`pending` meanwhile). Neither,
 * for a source deleted since, or not the reader's to read.
 */
export function useSourceRecord(source: MadeFrom, partial: boolean): SourceRecord {
  const listed = diskSourceFound(source)
  const lookUp = partial && !listed ? source : undefined
  // the disk list's cell and the panel over it name the same source: one read in one load
  const image = useViewById(
    op.imageView,
    lookUp?.kind === 'image' ? lookUp.id : undefined,
    imageByIdParams,
    { overList: true },
  )
  const snapshot = useViewById(
    op.snapshotView,
    lookUp?.kind === 'snapshot' ? lookUp.id : undefined,
    snapshotByIdParams,
    { overList: true },
  )
  if (source.kind === 'image') {
    if (source.image || !lookUp) return { image: source.image, pending: false }
    return { image: image.data, pending: image.isPending }
  }
  if (source.snapshot || !lookUp) return { snapshot: source.snapshot, pending: false }
  return { snapshot: snapshot.data, pending: snapshot.isPending }
}

/** What kind of source it is, in the create form's words. */
export const sourceKind = ({ image, snapshot }: SourceRecord) =>
  snapshot ? 'snapshot' : image?.projectId ? 'project image' : 'silo image'

/**
 * A disk's source by name, with what kind it is: an image linked to its view (the project's
 * or the silo's), a snapshot by name (the console has no page of one), 'blank' for neither.
 * One nobody can name shows its id, shortened, whole on hover.
 */
export function DiskSourceName({
  project,
  source,
  partial = false,
}: {
  project: string
  /** Undefined while the lists load. */
  source: DiskSource | undefined
  partial?: boolean
}) {
  if (!source) return <Skeleton className="h-4 w-24" />
  if (source.kind === 'blank') return <span className="text-muted-foreground">blank</span>
  return <MadeFromName project={project} source={source} partial={partial} />
}

function MadeFromName({
  project,
  source,
  partial,
}: {
  project: string
  source: MadeFrom
  partial: boolean
}) {
  const found = useSourceRecord(source, partial)
  if (found.pending) return <Skeleton className="h-4 w-24" />
  if (!found.image && !found.snapshot) return <SourceId source={source} />
  return (
    <span className="flex min-w-0 items-baseline gap-1.5">
      <SourceLink project={project} found={found} />
      <span className="shrink-0 text-xs text-muted-foreground">{sourceKind(found)}</span>
    </span>
  )
}

/** The source's name: an image's links to its view; a snapshot has no page. */
export function SourceLink({ project, found }: { project: string; found: SourceRecord }) {
  const { image } = found
  const name = image?.name ?? found.snapshot?.name ?? ''
  if (!image) {
    return (
      <span className="block min-w-0 max-w-xs truncate" title={name}>
        {name}
      </span>
    )
  }
  return (
    <IntentLink
      href={imageViewPath(image.name, image.projectId ? { project } : {})}
      title={name}
      className="block min-w-0 max-w-xs truncate text-primary hover:underline"
    >
      {name}
    </IntentLink>
  )
}

/** A source nobody can name (deleted since, or not readable): its id, shortened. */
function SourceId({ source }: { source: MadeFrom }) {
  return (
    <span className="flex min-w-0 items-baseline gap-1.5" title={`${source.kind} ${source.id}`}>
      <span className="font-mono text-xs">{shortId(source.id)}</span>
      <span className="shrink-0 text-xs text-muted-foreground">{source.kind}, not found</span>
    </span>
  )
}
