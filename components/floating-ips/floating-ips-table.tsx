import type { ColumnDef } from '@tanstack/react-table'
import { Globe } from 'lucide-react'
import { useRouter } from 'next/router'
import { useCallback, useMemo, useState } from 'react'
import { deleteVerb } from '@/components/kit/data-table/bulk-actions'
import { lazyWhenOpen } from '@/components/ui/lazy'
import { actionsColumn, createdColumn } from '@/components/ui/list-columns'
import { ListPage } from '@/components/kit/list-page'
import { useBulkSelection } from '@/components/kit/data-table/use-bulk-selection'
import type { RowAction } from '@/components/ui/row-actions'
import { toastSuccess } from '@/components/kit/toast'
import { useConfirm } from '@/components/kit/use-confirm'
import type { FloatingIp } from '@/lib/api/__generated__/Api'
import { pageQueries } from '@/lib/api/page-queries'
import { useApiMutation, usePagedApiQuery } from '@/lib/api/query'
import { instanceByIdParams, usePeekViewById } from '@/lib/api/view-by-id'
import { pb } from '@/lib/core/paths'
import { instanceCannotReason } from '@/lib/domain/instance'
import { PoolName } from './named-by-id'
import { InstanceByIdLink } from '@/components/instances/instance-by-id-link'
import * as op from '@/lib/api/ops'
import { ColumnText } from '@/components/ui/column-text'
import { refusedBy } from '@/components/ui/row-action'
import { useRefusals } from '@/components/kit/use-refusals'

const AttachFloatingIpModal = lazyWhenOpen(() =>
  import('./attach-floating-ip-modal').then((m) => m.AttachFloatingIpToInstanceModal),
)

export function FloatingIpsTable({ project }: { project: string }) {
  const router = useRouter()
  const paged = usePagedApiQuery(...pageQueries.floatingIps({ project }).list)
  const [attaching, setAttaching] = useState<FloatingIp>()
  const [confirmation, confirm] = useConfirm()
  const { mutateAsync: detach } = useApiMutation(op.floatingIpDetach)
  const { mutateAsync: deleteFip } = useApiMutation(op.floatingIpDelete)
  const refused = useRefusals(project)
  const bulk = useBulkSelection(
    paged,
    ['floating IP', 'floating IPs'],
    [
      {
        ...deleteVerb<FloatingIp>(
          (f) => deleteFip({ path: { floatingIp: f.name }, query: { project } }),
          (f) => (f.instanceId ? 'Attached to an instance: detach it first' : undefined),
        ),
        refused: refused('floatingIp.delete'),
      },
    ],
  )

  // the instance an address is attached to, as its Attached to cell has read it
  const peekInstance = usePeekViewById(op.instanceView, instanceByIdParams)
  const itemsFor = useCallback(
    (f: FloatingIp): RowAction[] => {
      const instance = peekInstance(f.instanceId)
      const attachedTo = instance ? `instance ${instance.name}` : 'its instance'
      // until the row has read its instance, the API has the last word
      const detachReason = instance && instanceCannotReason('changeIps', instance.runState)
      // the role's refusal, when there is one, is the reason given
      return [
        refusedBy(refused('floatingIp.edit'), {
          label: 'Edit',
          onSelect: () => void router.push(pb.floatingIpEdit({ project, floatingIp: f.name })),
        }),
        f.instanceId
          ? refusedBy(refused('floatingIp.detach'), {
              label: 'Detach',
              disabled: !!detachReason,
              disabledReason: detachReason,
              onSelect: () =>
                confirm({
                  verb: 'Detach',
                  kind: 'floating IP',
                  name: `${f.name} (${f.ip})`,
                  destructive: false,
                  consequence: `It leaves ${attachedTo}, which can no longer be reached at this address.`,
                  onConfirm: async () => {
                    await detach({ path: { floatingIp: f.name }, query: { project } })
                    toastSuccess(`Floating IP ${f.name} detached`)
                  },
                }),
            })
          : refusedBy(refused('floatingIp.attach'), {
              label: 'Attach',
              onSelect: () => setAttaching(f),
            }),
        refusedBy(refused('floatingIp.delete'), {
          label: 'Delete',
          destructive: true,
          // offered while attached too: the API refuses then, and the dialog says why
          onSelect: () =>
            confirm({
              verb: 'Delete',
              kind: 'floating IP',
              name: `${f.name} (${f.ip})`,
              consequence: 'Its address goes back to the pool.',
              onConfirm: async () => {
                await deleteFip({ path: { floatingIp: f.name }, query: { project } })
                toastSuccess(`Floating IP ${f.name} deleted`)
              },
            }),
        }),
      ]
    },
    [confirm, deleteFip, detach, project, router, peekInstance, refused],
  )

  const columns = useMemo<ColumnDef<FloatingIp>[]>(
    () => [
      {
        id: 'Name',
        header: 'Name',
        accessorFn: (f) => f.name,
        cell: ({ row }) => <ColumnText text={row.original.name} className="font-medium" />,
      },
      {
        id: 'IP',
        header: 'IP',
        accessorFn: (f) => f.ip,
        cell: ({ row }) => <span className="font-mono text-sm">{row.original.ip}</span>,
      },
      {
        id: 'Pool',
        header: 'Pool',
        accessorFn: (f) => f.ipPoolId,
        cell: ({ row }) => <PoolName poolId={row.original.ipPoolId} />,
      },
      {
        id: 'Attached to',
        header: 'Attached to',
        accessorFn: (f) => f.instanceId ?? '',
        cell: ({ row }) => (
          <InstanceByIdLink project={project} instanceId={row.original.instanceId} />
        ),
      },
      createdColumn(),
      actionsColumn((f) => f.name, itemsFor),
    ],
    [project, itemsFor],
  )

  return (
    <>
      <ListPage
        title="Floating IPs"
        icon={Globe}
        create={{
          href: pb.floatingIpsNew({ project }),
          label: 'New floating IP',
          refused: refused('floatingIp.create'),
        }}
        bulk={bulk}
        empty={{
          title: 'No floating IPs',
          body: "A floating IP is an address of the project's own, kept when it moves from one instance to another.",
        }}
        paged={paged}
        caption={`Floating IPs in ${project}`}
        columns={columns}
      />
      <AttachFloatingIpModal
        open={!!attaching}
        onOpenChange={(open) => !open && setAttaching(undefined)}
        project={project}
        floatingIp={attaching}
      />
      {confirmation}
    </>
  )
}
