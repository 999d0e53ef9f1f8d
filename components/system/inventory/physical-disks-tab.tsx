import type { ColumnDef } from '@tanstack/react-table'
import { HardDrive } from 'lucide-react'
import { Badge } from '@/components/ui/badge'
import { EmptyState } from '@/components/ui/empty-state'
import { textColumn } from '@/components/ui/list-columns'
import { PagedTable } from '@/components/kit/data-table/paged-table'
import type { PhysicalDisk } from '@/lib/api/__generated__/Api'
import { usePagedApiQuery } from '@/lib/api/query'
import { policyKindShown, diskStateVariant, formFactorLabel } from './hardware-labels'
import { SledByIdLink } from './sled-link'
import * as op from '@/lib/api/ops'

const columns: ColumnDef<PhysicalDisk>[] = [
  textColumn('Model', (d) => d.model, true),
  textColumn('Serial', (d) => d.serial),
  textColumn('Vendor', (d) => d.vendor),
  textColumn('Form factor', (d) => formFactorLabel[d.formFactor] ?? d.formFactor),
  {
    id: 'Sled',
    header: 'Sled',
    accessorFn: (d) => d.sledId ?? '',
    cell: ({ row }) => <SledByIdLink sledId={row.original.sledId} />,
  },
  {
    id: 'Policy',
    header: 'Policy',
    accessorFn: (d) => d.policy.kind,
    cell: ({ row }) => {
      const shown = policyKindShown(row.original.policy)
      return <Badge variant={shown.variant}>{shown.label}</Badge>
    },
  },
  {
    id: 'State',
    header: 'State',
    meta: { state: true },
    accessorFn: (d) => d.state,
    cell: ({ row }) => (
      <Badge variant={diskStateVariant[row.original.state] ?? 'outline'}>
        {row.original.state}
      </Badge>
    ),
  },
]

/** Every physical disk of the fleet, with the sled it sits in. */
export function PhysicalDisksTab() {
  const paged = usePagedApiQuery(op.physicalDiskList, { query: {} })
  return (
    <section aria-labelledby="disks-heading">
      <PagedTable
        header={
          <h2 id="disks-heading" className="mb-2 text-base font-semibold">
            Physical disks
          </h2>
        }
        paged={paged}
        caption="Physical disks"
        columns={columns}
        getRowId={(d) => d.id}
        emptyState={
          <EmptyState
            icon={<HardDrive className="h-6 w-6" aria-hidden />}
            title="No physical disks"
            body="No sled has reported a disk yet."
          />
        }
      />
    </section>
  )
}
