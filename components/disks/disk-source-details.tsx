import { CopyableValue } from '@/components/kit/copyable-value'
import { StateBadge } from '@/components/kit/state-badge'
import { snapshotStateVariant } from '@/components/snapshots/snapshot-state'
import { PropertiesTable, type Property } from '@/components/ui/properties-table'
import { SectionHeader } from '@/components/ui/section-header'
import { TextSkeleton } from '@/components/ui/skeleton'
import { formatBytes } from '@/lib/core/format/bytes'
import { imageOsVersion } from '@/lib/domain/disk-source'
import {
  SourceLink,
  sourceKind,
  useSourceRecord,
  type MadeFrom,
  type SourceRecord,
} from './disk-source-name'

/**
 * The image or snapshot a disk was made from, in the disk's panel: an image's name, OS and
 * version, size; a snapshot's name, size, state. One nobody can name keeps its id.
 */
export function DiskSourceDetails({
  project,
  source,
  partial,
}: {
  project: string
  source: MadeFrom
  partial: boolean
}) {
  const found = useSourceRecord(source, partial)
  const title = `Source ${source.kind}`
  return (
    <section aria-label={title}>
      <SectionHeader title={title} />
      <PropertiesTable labels="narrow" items={sourceProperties(project, source, found)} />
    </section>
  )
}

function sourceProperties(project: string, source: MadeFrom, found: SourceRecord): Property[] {
  const { image, snapshot } = found
  if (found.pending) return [{ label: 'Name', value: <TextSkeleton /> }]
  const name = { label: 'Name', value: <SourceLink project={project} found={found} /> }
  const kind = { label: 'Kind', value: sourceKind(found) }
  if (image) {
    return [
      name,
      kind,
      // both are free text, either may be blank
      ...(imageOsVersion(image) ? [{ label: 'OS', value: imageOsVersion(image) }] : []),
      { label: 'Size', value: formatBytes(image.size) },
    ]
  }
  if (snapshot) {
    return [
      name,
      kind,
      { label: 'Size', value: formatBytes(snapshot.size) },
      {
        label: 'State',
        value: <StateBadge state={snapshot.state} variant={snapshotStateVariant[snapshot.state]} />,
      },
    ]
  }
  return [
    { label: 'ID', value: <CopyableValue value={source.id} label={`${source.kind} ID`} mono /> },
    {
      label: 'Name',
      value: (
        <span className="text-muted-foreground">
          Not found: deleted since the disk was made, or not yours to read
        </span>
      ),
    },
  ]
}
