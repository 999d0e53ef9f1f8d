import type { ColumnDef } from '@tanstack/react-table'
import { QueryError } from '@/components/kit/errors/query-error'
import { RefreshFailed } from '@/components/kit/errors/refresh-failed'
import { CopyableValue } from '@/components/kit/copyable-value'
import { DataTable } from '@/components/kit/data-table/data-table'
import { EmptyState } from '@/components/ui/empty-state'
import { PropertiesTable } from '@/components/ui/properties-table'
import { SectionHeader } from '@/components/ui/section-header'
import { Skeleton } from '@/components/ui/skeleton'
import { useConfirm } from '@/components/kit/use-confirm'
import type { TufArtifactMeta } from '@/lib/api/__generated__/Api'
import { blockingError } from '@/lib/api/load-state'
import { formatBytes } from '@/lib/core/format/bytes'
import { formatDateTime } from '@/lib/core/format/date'
import { useRepository, useTargetRelease } from './update-queries'
import { useSetTargetRelease } from './use-set-target-release'
import { useRefusals } from '@/components/kit/use-refusals'
import { GatedButton } from '@/components/ui/gated-button'

const artifactColumns: ColumnDef<TufArtifactMeta>[] = [
  {
    id: 'Kind',
    header: 'Kind',
    accessorFn: (a) => a.id.kind,
    cell: ({ row }) => <span className="font-mono text-sm">{row.original.id.kind}</span>,
  },
  { id: 'Name', header: 'Name', accessorFn: (a) => a.id.name },
  { id: 'Version', header: 'Version', accessorFn: (a) => a.id.version },
  {
    id: 'Size',
    header: 'Size',
    accessorFn: (a) => a.size,
    cell: ({ row }) => formatBytes(row.original.size),
  },
  {
    id: 'Hash',
    header: 'Hash',
    accessorFn: (a) => a.hash,
    cell: ({ row }) => (
      <span className="block max-w-[12rem] truncate font-mono text-xs" title={row.original.hash}>
        {row.original.hash}
      </span>
    ),
  },
]

/**
 * An uploaded repository, by its system version: what it holds, and a button
 * to make it the target release. The repository and the target release are
 * asked for at once.
 */
export function RepositoryPage({ version }: { version: string }) {
  const view = useRepository(version)
  const target = useTargetRelease()
  const [confirmation, confirm] = useConfirm()
  const setTarget = useSetTargetRelease(confirm)
  const refused = useRefusals()
  const failed = blockingError(view)
  if (failed) return <QueryError error={failed} />
  const repo = view.data?.description.repo
  const source = target.data?.releaseSource
  const isTarget = source?.type === 'system_version' && source.version === version
  const setRefused = refused('system.update.targetRelease.set')
  const loading = <Skeleton className="h-4 w-32" />
  return (
    <div className="flex flex-col gap-8">
      <div className="flex flex-wrap items-center justify-between gap-4 border-b pb-4">
        <h1 className="min-w-0 truncate text-2xl font-semibold tracking-tight" title={version}>
          Release {version}
        </h1>
        {isTarget ? (
          <p className="text-sm text-muted-foreground">This is the target release</p>
        ) : (
          <GatedButton
            size="sm"
            reason={setRefused}
            disabled={!setRefused && !repo}
            onClick={() => setTarget(version)}
          >
            Set as target release
          </GatedButton>
        )}
      </div>
      <RefreshFailed query={view} what="this repository" />
      <PropertiesTable
        items={[
          { label: 'System version', value: repo ? repo.systemVersion : loading },
          {
            label: 'File name',
            value: repo ? <span className="break-all">{repo.fileName}</span> : loading,
          },
          {
            label: 'Hash',
            value: repo ? <CopyableValue value={repo.hash} label="hash" mono /> : loading,
          },
          {
            label: 'Targets role version',
            value: repo ? String(repo.targetsRoleVersion) : loading,
          },
          {
            label: 'Valid until',
            // the client turns only time_* fields into dates, so this one arrives as a string
            value: repo ? formatDateTime(new Date(repo.validUntil)) : loading,
          },
        ]}
      />
      <section aria-label="Artifacts">
        <SectionHeader title="Artifacts" />
        <DataTable
          caption="Artifacts"
          columns={artifactColumns}
          data={view.data?.description.artifacts}
          isLoading={view.isPending}
          getRowId={(a) => `${a.id.kind}/${a.id.name}/${a.hash}`}
          emptyState={<EmptyState title="No artifacts" body="This repository lists none." />}
        />
      </section>
      {confirmation}
    </div>
  )
}
