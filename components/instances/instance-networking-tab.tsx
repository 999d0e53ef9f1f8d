import type { ColumnDef } from '@tanstack/react-table'
import { Globe, Network } from 'lucide-react'
import * as React from 'react'
import { Badge } from '@/components/ui/badge'
import { Skeleton } from '@/components/ui/skeleton'
import { CopyButton } from '@/components/kit/copy-button'
import { QueryTable } from '@/components/kit/data-table/query-table'
import { EmptyState } from '@/components/ui/empty-state'
import { lazyWhenOpen } from '@/components/ui/lazy'
import { actionsColumn, descriptionColumn } from '@/components/ui/list-columns'
import { toastSuccess } from '@/components/kit/toast'
import { useConfirm } from '@/components/kit/use-confirm'
import { useRefusals } from '@/components/kit/use-refusals'
import type { ExternalIp, InstanceNetworkInterface } from '@/lib/api/__generated__/Api'
import { useApiMutation } from '@/lib/api/query'
import { subnetByIdParams, useViewById, vpcByIdParams } from '@/lib/api/view-by-id'
import { instanceCannotReason, instanceStatesFor, snatPortRange } from '@/lib/domain/instance'
import { GatedButton } from '@/components/ui/gated-button'
import { refusedBy } from '@/components/ui/row-action'
import { Button } from '@/components/ui/button'
import type { Op, OpParams } from '@/lib/api/client'
import { InstanceFirewallRules } from './instance-firewall-rules'
import { useInstance, useInstanceExternalIps, useInstanceNics } from './instance-queries'
import { instanceParams, type InstanceSel } from '@/lib/api/selectors'
import { SectionHeader } from '@/components/ui/section-header'
import * as op from '@/lib/api/ops'
import { ColumnText } from '@/components/ui/column-text'

const CreateNicPanel = lazyWhenOpen(() =>
  import('./network-interface-panels').then((m) => m.CreateNicPanel),
)
const EditNicPanel = lazyWhenOpen(() =>
  import('./network-interface-panels').then((m) => m.EditNicPanel),
)
const AttachEphemeralIpModal = lazyWhenOpen(() =>
  import('./attach-ip-modals').then((m) => m.AttachEphemeralIpModal),
)
const AttachFloatingIpModal = lazyWhenOpen(() =>
  import('./attach-ip-modals').then((m) => m.AttachFloatingIpModal),
)

const InstanceReachability = lazyWhenOpen(() =>
  import('./instance-reachability').then((m) => m.InstanceReachability),
)

const mono = (text: string) => <span className="font-mono text-xs">{text}</span>

function CopyableIp({ ip, what }: { ip: string; what: string }) {
  return (
    <span className="flex items-center gap-1">
      {mono(ip)}
      <CopyButton text={ip} label={what} />
    </span>
  )
}

export function InstanceNetworkingTab(sel: InstanceSel) {
  return (
    <div className="flex flex-col gap-8">
      <NetworkInterfaces {...sel} />
      <ExternalIps {...sel} />
      <InstanceFirewallRules {...sel} />
      <Reachability {...sel} />
    </div>
  )
}

/** "Can it be reached?": its code and its reads wait until it is opened. */
function Reachability(sel: InstanceSel) {
  const [open, setOpen] = React.useState(false)
  return (
    <section aria-labelledby="reachability-heading">
      <div className="mb-2 flex flex-wrap items-center justify-between gap-2">
        <h2 id="reachability-heading" className="text-base font-semibold">
          Can it be reached?
        </h2>
        <Button
          variant="outline"
          aria-expanded={open}
          aria-controls="reachability-check"
          onClick={() => setOpen((o) => !o)}
        >
          {open ? 'Hide the check' : 'Check reachability'}
        </Button>
      </div>
      <p className="mb-2 text-sm text-muted-foreground">
        Whether traffic from a source would reach {sel.instance}, read from the configuration of its
        VPC. It sends no packets.
      </p>
      <div id="reachability-check">
        <InstanceReachability open={open} {...sel} />
      </div>
    </section>
  )
}

/**
 * The name of what a row refers to by id, looked up by that id from the cell
 * (ids need no project or VPC selector); the id itself if it can't be named.
 */
function NameById<O extends 'vpcView' | 'vpcSubnetView' | 'projectIpPoolView'>({
  op,
  id,
  params,
}: {
  op: Op<O>
  id: string
  params: (id: string) => OpParams<O>
}) {
  const lookup = useViewById(op, id, params)
  const found = lookup.data as { name: string } | undefined
  if (found) return found.name
  if (lookup.error) return id
  return <Skeleton className="h-4 w-20" />
}

const poolById = (pool: string) => ({ path: { pool } })

function NetworkInterfaces(sel: InstanceSel) {
  const instance = useInstance(sel)
  const nics = useInstanceNics(sel)
  const refused = useRefusals(sel.project)
  const [adding, setAdding] = React.useState(false)
  const [editing, setEditing] = React.useState<InstanceNetworkInterface>()
  const [confirmation, confirm] = useConfirm()
  const { mutateAsync: deleteNic } = useApiMutation(op.instanceNetworkInterfaceDelete)

  const state = instance.data?.runState
  const reason = state ? instanceCannotReason('updateNic', state) : 'Loading the instance'
  const columns: ColumnDef<InstanceNetworkInterface>[] = [
    {
      id: 'Name',
      header: 'Name',
      accessorFn: (n) => n.name,
      cell: ({ row }) => (
        <span className="flex items-center gap-2">
          <ColumnText text={row.original.name} className="font-medium" />
          {row.original.primary && <Badge variant="outline">primary</Badge>}
        </span>
      ),
    },
    descriptionColumn(),
    {
      id: 'VPC',
      header: 'VPC',
      accessorFn: (n) => n.vpcId,
      // from the row, not getValue(): the table keeps a row's values until its data changes
      cell: ({ row }) => (
        <NameById op={op.vpcView} id={row.original.vpcId} params={vpcByIdParams} />
      ),
    },
    {
      id: 'Subnet',
      header: 'Subnet',
      accessorFn: (n) => n.subnetId,
      // from the row, not getValue(): the table keeps a row's values until its data changes
      cell: ({ row }) => (
        <NameById op={op.vpcSubnetView} id={row.original.subnetId} params={subnetByIdParams} />
      ),
    },
    {
      id: 'Private IP',
      header: 'Private IP',
      accessorFn: (n) => n.ip,
      cell: ({ row }) => <CopyableIp ip={row.original.ip} what={`IP of ${row.original.name}`} />,
    },
    {
      id: 'MAC address',
      header: 'MAC address',
      accessorFn: (n) => n.mac,
      cell: ({ row }) => mono(row.original.mac),
    },
    actionsColumn(
      (n) => n.name,
      (n) => [
        refusedBy(refused('instance.nic.edit'), {
          label: 'Edit',
          disabled: !!reason,
          disabledReason: reason,
          onSelect: () => setEditing(n),
        }),
        refusedBy(refused('instance.nic.delete'), {
          label: 'Delete',
          destructive: true,
          disabled: !!reason,
          disabledReason: reason,
          onSelect: () =>
            confirm({
              verb: 'Delete',
              kind: 'network interface',
              name: n.name,
              onConfirm: async () => {
                await deleteNic({ path: { interface: n.id } })
                toastSuccess(`Network interface ${n.name} deleted`)
              },
            }),
        }),
      ],
    ),
  ]

  return (
    <section>
      <QueryTable
        header={
          <SectionHeader title="Network interfaces">
            <GatedButton
              variant="outline"
              reason={refused('instance.nic.create') ?? reason}
              onClick={() => setAdding(true)}
            >
              Add network interface
            </GatedButton>
          </SectionHeader>
        }
        query={nics}
        failure="section"
        what="network interfaces"
        rows={(page) => page.items}
        caption="Network interfaces"
        columns={columns}
        getRowId={(n) => n.id}
        emptyState={
          <EmptyState
            icon={<Network className="h-6 w-6" aria-hidden />}
            title="No network interfaces"
            body={`Add one while the instance is ${instanceStatesFor('updateNic')}.`}
          />
        }
      />
      <CreateNicPanel
        open={adding}
        onOpenChange={setAdding}
        {...sel}
        existing={nics.data?.items ?? []}
      />
      <EditNicPanel
        open={!!editing}
        onOpenChange={(open) => !open && setEditing(undefined)}
        nic={editing}
        project={sel.project}
      />
      {confirmation}
    </section>
  )
}

const kindLabel: Record<ExternalIp['kind'], string> = {
  ephemeral: 'ephemeral',
  floating: 'floating',
  snat: 'SNAT',
}

function ExternalIps(sel: InstanceSel) {
  const instance = useInstance(sel)
  const ips = useInstanceExternalIps(sel)
  const refused = useRefusals(sel.project)
  const [attachingEphemeral, setAttachingEphemeral] = React.useState(false)
  const [attachingFloating, setAttachingFloating] = React.useState(false)
  const [confirmation, confirm] = useConfirm()
  const { mutateAsync: detachEphemeral } = useApiMutation(op.instanceEphemeralIpDetach)
  const { mutateAsync: detachFloating } = useApiMutation(op.floatingIpDetach)

  const items = ips.data?.items
  const hasEphemeral = items?.some((ip) => ip.kind === 'ephemeral')
  // the floating IP list's rule: attach and detach alike follow the instance's state
  const state = instance.data?.runState
  const changeReason = state ? instanceCannotReason('changeIps', state) : 'Loading the instance'
  const columns: ColumnDef<ExternalIp>[] = [
    {
      id: 'Kind',
      header: 'Kind',
      accessorFn: (ip) => ip.kind,
      cell: ({ row }) => <Badge variant="outline">{kindLabel[row.original.kind]}</Badge>,
    },
    {
      id: 'IP address',
      header: 'IP address',
      accessorFn: (ip) => ip.ip,
      cell: ({ row }) => {
        const ip = row.original
        const copyable = <CopyableIp ip={ip.ip} what={`${ip.kind} IP`} />
        if (ip.kind !== 'snat') return copyable
        // the address is shared with other instances: this one's outbound ports are its own
        return (
          <span className="flex flex-wrap items-center gap-x-2">
            {copyable}
            <span className="text-xs text-muted-foreground">ports {snatPortRange(ip)}</span>
          </span>
        )
      },
    },
    {
      id: 'Source',
      header: 'Pool or floating IP',
      accessorFn: (ip) => (ip.kind === 'floating' ? ip.name : ip.ipPoolId),
      cell: ({ row }) => {
        const ip = row.original
        if (ip.kind === 'floating') return <span className="font-medium">{ip.name}</span>
        return <NameById op={op.projectIpPoolView} id={ip.ipPoolId} params={poolById} />
      },
    },
    actionsColumn(
      (ip) => `${kindLabel[ip.kind]} IP ${ip.ip}`,
      (ip) => {
        // no role detaches the outbound address: its own reason stays
        const detachReason =
          ip.kind === 'snat'
            ? 'The outbound (SNAT) address comes with a running instance and cannot be detached'
            : (refused(
                ip.kind === 'floating' ? 'floatingIp.detach' : 'instance.ephemeralIp.detach',
              ) ?? changeReason)
        return [
          {
            label: 'Detach',
            disabled: !!detachReason,
            disabledReason: detachReason,
            onSelect: () =>
              confirm({
                verb: 'Detach',
                kind: ip.kind === 'floating' ? 'floating IP' : 'ephemeral IP',
                name: ip.kind === 'floating' ? `${ip.name} (${ip.ip})` : ip.ip,
                consequence:
                  ip.kind === 'floating'
                    ? `It leaves ${sel.instance} and stays in the project for later use.`
                    : `It leaves ${sel.instance} and goes back to its pool.`,
                onConfirm: async () => {
                  if (ip.kind === 'floating') {
                    await detachFloating({
                      path: { floatingIp: ip.name },
                      query: { project: sel.project },
                    })
                    toastSuccess(`Floating IP ${ip.name} detached`)
                  } else {
                    await detachEphemeral(instanceParams(sel))
                    toastSuccess(`Ephemeral IP ${ip.ip} detached`)
                  }
                },
              }),
          },
        ]
      },
    ),
  ]

  return (
    <section>
      <QueryTable
        header={
          <SectionHeader title="External IPs">
            <GatedButton
              variant="outline"
              reason={
                refused('instance.ephemeralIp.attach') ??
                changeReason ??
                (!items
                  ? 'Loading the external IPs'
                  : hasEphemeral
                    ? 'The instance already has an ephemeral IP'
                    : undefined)
              }
              onClick={() => setAttachingEphemeral(true)}
            >
              Attach ephemeral IP
            </GatedButton>
            <GatedButton
              variant="outline"
              reason={refused('floatingIp.attach') ?? changeReason}
              onClick={() => setAttachingFloating(true)}
            >
              Attach floating IP
            </GatedButton>
          </SectionHeader>
        }
        query={ips}
        failure="section"
        what="external IPs"
        rows={(page) => page.items}
        caption="External IPs"
        columns={columns}
        getRowId={(ip) => `${ip.kind}-${ip.ip}`}
        emptyState={
          <EmptyState
            icon={<Globe className="h-6 w-6" aria-hidden />}
            title="No external IPs"
            body="Attach an ephemeral or floating IP to reach the instance from outside."
          />
        }
      />
      <AttachEphemeralIpModal
        open={attachingEphemeral}
        onOpenChange={setAttachingEphemeral}
        {...sel}
      />
      <AttachFloatingIpModal
        open={attachingFloating}
        onOpenChange={setAttachingFloating}
        {...sel}
      />
      {confirmation}
    </section>
  )
}
