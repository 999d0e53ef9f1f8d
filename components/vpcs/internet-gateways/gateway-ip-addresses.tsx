import type { ColumnDef } from '@tanstack/react-table'
import { useState } from 'react'
import { GatedButton } from '@/components/ui/gated-button'
import { useRefusals } from '@/components/kit/use-refusals'
import { QueryTable } from '@/components/kit/data-table/query-table'
import { EmptyState } from '@/components/ui/empty-state'
import { lazyWhenOpen } from '@/components/ui/lazy'
import { PickerLimitNote } from '@/components/kit/forms/picker-limit-note'
import { SectionHeader } from '@/components/ui/section-header'
import { toastSuccess } from '@/components/kit/toast'
import { type ConfirmActionOptions } from '@/components/kit/use-confirm'
import type { InternetGatewayIpAddress } from '@/lib/api/__generated__/Api'
import { useApiMutation, useApiQuery } from '@/lib/api/query'
import { gatewayAttachmentsParams, gatewaySelector, type GatewaySel } from './gateway-queries'
import * as op from '@/lib/api/ops'
import { ColumnText } from '@/components/ui/column-text'

const AttachGatewayAddressModal = lazyWhenOpen(() =>
  import('./attach-gateway-address-modal').then((m) => m.AttachGatewayAddressModal),
)

/** The fixed egress addresses of a gateway: attach one, detach each (confirmed). */
export function GatewayIpAddresses({
  sel,
  confirm,
}: {
  sel: GatewaySel
  confirm: (options: ConfirmActionOptions) => void
}) {
  const addresses = useApiQuery(op.internetGatewayIpAddressList, gatewayAttachmentsParams(sel))
  const [attaching, setAttaching] = useState(false)
  const refused = useRefusals(sel.project)
  const detachRefused = refused('internetGateway.ipAddress.detach')
  const { mutateAsync: detach } = useApiMutation(op.internetGatewayIpAddressDelete)

  const columns: ColumnDef<InternetGatewayIpAddress>[] = [
    {
      id: 'Name',
      header: 'Name',
      accessorFn: (a) => a.name,
      cell: ({ row }) => <ColumnText text={row.original.name} className="font-medium" />,
    },
    {
      id: 'Address',
      header: 'Address',
      accessorFn: (a) => a.address,
      cell: ({ row }) => (
        <span className="break-all font-mono text-xs">{row.original.address}</span>
      ),
    },
    {
      id: 'actions',
      header: () => <span className="sr-only">Actions</span>,
      cell: ({ row }) => {
        const a = row.original
        return (
          <GatedButton
            variant="outline"
            size="sm"
            reason={detachRefused}
            aria-label={`Detach IP address ${a.name}`}
            onClick={() =>
              confirm({
                verb: 'Detach',
                kind: 'IP address',
                name: `${a.name} (${a.address})`,
                destructive: false,
                consequence: `The gateway ${sel.gateway} no longer sends traffic from it.`,
                onConfirm: async () => {
                  await detach({ path: { address: a.name }, ...gatewaySelector(sel) })
                  toastSuccess(`IP address ${a.name} detached`)
                },
              })
            }
          >
            Detach
          </GatedButton>
        )
      },
    },
  ]

  return (
    <section aria-label="IP addresses">
      <QueryTable
        header={
          <SectionHeader title="IP addresses">
            <GatedButton
              variant="outline"
              size="sm"
              reason={refused('internetGateway.ipAddress.attach')}
              onClick={() => setAttaching(true)}
            >
              Attach IP address
            </GatedButton>
          </SectionHeader>
        }
        query={addresses}
        failure="section"
        what="IP addresses"
        rows={(page) => page.items}
        caption={`IP addresses of ${sel.gateway}`}
        columns={columns}
        getRowId={(a) => a.id}
        emptyState={
          <EmptyState title="No IP addresses" body="Attach an address for fixed egress." />
        }
      />
      <PickerLimitNote page={addresses.data} things="IP addresses" />
      <AttachGatewayAddressModal open={attaching} onOpenChange={setAttaching} sel={sel} />
    </section>
  )
}
