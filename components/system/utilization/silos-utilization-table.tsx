import type { ColumnDef } from '@tanstack/react-table'
import { IntentLink } from '@/components/ui/intent-link'
import { DataTable } from '@/components/kit/data-table/data-table'
import { RESOURCES, type Resource } from '@/components/utilization/resources'
import type { SiloUtilization } from '@/lib/api/__generated__/Api'
import { pb } from '@/lib/core/paths'

const usageColumn = (r: Resource): ColumnDef<SiloUtilization> => ({
  id: r.label,
  header: `${r.label} (provisioned / quota)`,
  accessorFn: (s) => s.provisioned[r.key],
  cell: ({ row }) => (
    <span className="tabular-nums">
      {r.format(row.original.provisioned[r.key])} / {r.format(row.original.allocated[r.key])}
    </span>
  ),
})

const columns: ColumnDef<SiloUtilization>[] = [
  {
    id: 'Silo',
    header: 'Silo',
    accessorFn: (s) => s.siloName,
    cell: ({ row }) => (
      <IntentLink
        href={pb.systemSilo({ silo: row.original.siloName })}
        className="block max-w-xs truncate font-medium text-primary hover:underline"
        title={row.original.siloName}
      >
        {row.original.siloName}
      </IntentLink>
    ),
  },
  ...RESOURCES.map(usageColumn),
]

/** Each silo's provisioning against its quota. */
export function SilosUtilizationTable({
  silos,
  isLoading,
}: {
  silos: SiloUtilization[] | undefined
  isLoading: boolean
}) {
  return (
    <DataTable
      caption="Utilization by silo"
      columns={columns}
      data={silos}
      isLoading={isLoading}
      getRowId={(s) => s.siloId}
      emptyState={<p className="py-6 text-center text-muted-foreground">No silos</p>}
    />
  )
}
