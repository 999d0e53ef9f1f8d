import { Split } from 'lucide-react'
import { useRouter } from 'next/router'
import { QueryError } from '@/components/kit/errors/query-error'
import { RefreshFailed } from '@/components/kit/errors/refresh-failed'
import { CopyButton } from '@/components/kit/copy-button'
import { PageHeader } from '@/components/ui/page-header'
import { PropertiesTable } from '@/components/ui/properties-table'
import { RowActions } from '@/components/ui/row-actions'
import { Skeleton } from '@/components/ui/skeleton'
import { blockingError } from '@/lib/api/load-state'
import { formatDateTime } from '@/lib/core/format/date'
import { pb } from '@/lib/core/paths'
import { refusedBy } from '@/components/ui/row-action'
import { useRefusals } from '@/components/kit/use-refusals'
import { groupAction, type Group, type GroupKind } from './group-kinds'
import { useDeleteGroup } from './use-delete-group'
import { GroupMembersTable } from './group-members-table'
import { failureDomainLabel, policyLabel } from './policy'

type Props = { kind: GroupKind; project: string; group: string }

/** A group of either kind: its properties, then its members. */
export function GroupPage({ kind, project, group }: Props) {
  const router = useRouter()
  const view = kind.useView({ project, group })
  const [deleteDialog, confirmDelete] = useDeleteGroup(kind, project)
  const refused = useRefusals(project)

  const failed = blockingError(view)
  if (failed) return <QueryError error={failed} />
  const g = view.data
  return (
    <>
      <PageHeader
        title={g?.name ?? group}
        icon={<Split className="h-5 w-5" aria-hidden />}
        className="[&>h1]:min-w-0 [&>h1]:break-all"
        actions={
          g && (
            <RowActions
              label={`${kind.Noun} actions`}
              items={() => [
                refusedBy(refused(groupAction(kind, 'edit')), {
                  label: 'Edit',
                  onSelect: () => void router.push(kind.editHref({ project, group: g.name })),
                }),
                refusedBy(refused(groupAction(kind, 'delete')), {
                  label: 'Delete',
                  destructive: true,
                  onSelect: () =>
                    confirmDelete(g, () => void router.push(pb.affinity({ project }))),
                }),
              ]}
            />
          )
        }
      />
      <RefreshFailed query={view} what="this group" className="mb-4" />
      {g ? <GroupProperties group={g} /> : <PropertiesSkeleton noun={kind.noun} />}
      {/* starts with the group's own request rather than after it */}
      <GroupMembersTable kind={kind} project={project} group={group} />
      {deleteDialog}
    </>
  )
}

function GroupProperties({ group }: { group: Group }) {
  return (
    <PropertiesTable
      items={[
        { label: 'Description', value: group.description },
        { label: 'Policy', value: policyLabel[group.policy] ?? group.policy },
        {
          label: 'Failure domain',
          value: failureDomainLabel[group.failureDomain] ?? group.failureDomain,
        },
        {
          label: 'ID',
          value: (
            <span className="flex items-center gap-1">
              <span className="break-all font-mono text-xs">{group.id}</span>
              <CopyButton text={group.id} label="ID" />
            </span>
          ),
        },
        { label: 'Created', value: formatDateTime(group.timeCreated) },
      ]}
    />
  )
}

function PropertiesSkeleton({ noun }: { noun: string }) {
  return (
    <div aria-busy className="flex max-w-3xl flex-col gap-3 rounded-md border p-4">
      <span className="sr-only" role="status">
        Loading {noun}
      </span>
      {[0, 1, 2, 3, 4].map((i) => (
        <Skeleton key={i} className="h-5 w-full" />
      ))}
    </div>
  )
}
