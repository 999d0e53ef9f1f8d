import type { ColumnDef } from '@tanstack/react-table'
import { useMemo, useState } from 'react'
import { EmptyState } from '@/components/ui/empty-state'
import { GatedButton } from '@/components/ui/gated-button'
import { lazyWhenOpen } from '@/components/ui/lazy'
import { actionsColumn, linkColumn, textColumn } from '@/components/ui/list-columns'
import { SectionHeader } from '@/components/ui/section-header'
import { QueryTable } from '@/components/kit/data-table/query-table'
import { toastSuccess } from '@/components/kit/toast'
import { useConfirm } from '@/components/kit/use-confirm'
import type { InstanceState } from '@/lib/api/__generated__/Api'
import type { InstanceSel } from '@/lib/api/selectors'
import { instanceCannotReason } from '@/lib/domain/instance'
import { refusedBy } from '@/components/ui/row-action'
import { useRefusals } from '@/components/kit/use-refusals'
import { GROUP_KINDS, groupAction, type Group, type GroupKind } from './group-kinds'
import { policyLabel } from './policy'

// the picker and its group list load only when someone adds the instance to a group
const AddToGroupModal = lazyWhenOpen(() =>
  import('./add-to-group-modal').then((m) => m.AddToGroupModal),
)

/** An instance's groups of both kinds, on its settings tab: join one, or leave one. */
export function InstanceGroupsSection({
  sel,
  runState,
}: {
  sel: InstanceSel
  runState: InstanceState | undefined
}) {
  return (
    <>
      {GROUP_KINDS.map((kind) => (
        <InstanceGroups key={kind.key} kind={kind} sel={sel} runState={runState} />
      ))}
    </>
  )
}

function InstanceGroups({
  kind,
  sel,
  runState,
}: {
  kind: GroupKind
  sel: InstanceSel
  runState: InstanceState | undefined
}) {
  const { project, instance } = sel
  const groups = kind.useInstanceGroups(sel)
  const [adding, setAdding] = useState(false)
  const [confirmation, confirm] = useConfirm()
  const { mutateAsync: remove } = kind.useRemoveMember()
  const refused = useRefusals(project)
  // spec §4: an instance joins a group only while stopped; Nexus lets it leave in any state.
  // The user's roles, when they rule it out, are the reason given.
  const addReason =
    refused(groupAction(kind, 'member.add')) ??
    (runState ? instanceCannotReason('addToAffinityGroup', runState) : 'Loading')

  const columns = useMemo<ColumnDef<Group>[]>(
    () => [
      linkColumn(
        'Name',
        (g) => g.name,
        (g) => kind.href({ project, group: g.name }),
      ),
      textColumn('Policy', (g) => policyLabel[g.policy] ?? g.policy),
      actionsColumn(
        (g) => g.name,
        (g) => [
          refusedBy(refused(groupAction(kind, 'member.remove')), {
            label: 'Remove from group',
            destructive: true,
            onSelect: () =>
              confirm({
                verb: 'Remove',
                kind: 'instance',
                name: instance,
                where: (
                  <>
                    from {kind.noun} <strong className="break-words">{g.name}</strong>
                  </>
                ),
                onConfirm: async () => {
                  await remove({ project, group: g.name, instance })
                  toastSuccess(`Instance ${instance} removed from ${g.name}`)
                },
              }),
          }),
        ],
      ),
    ],
    [kind, project, instance, confirm, remove, refused],
  )

  const title = `${kind.Noun}s`
  return (
    <section className="mt-6">
      <QueryTable
        header={
          <SectionHeader title={title}>
            <GatedButton variant="outline" reason={addReason} onClick={() => setAdding(true)}>
              Add to {kind.noun}
            </GatedButton>
          </SectionHeader>
        }
        failure="section"
        what={`the instance's ${kind.noun}s`}
        query={groups}
        rows={(page) => page.items}
        columns={columns}
        getRowId={(g) => g.id}
        caption={`${title} of ${instance}`}
        emptyState={<EmptyState title={`In no ${kind.noun}`} body={kind.purpose} />}
      />
      <AddToGroupModal kind={kind} open={adding} onOpenChange={setAdding} sel={sel} />
      {confirmation}
    </section>
  )
}
