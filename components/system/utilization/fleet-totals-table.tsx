import type { VirtualResourceCounts } from '@/lib/api/__generated__/Api'
import { RESOURCES } from '@/components/utilization/resources'
import {
  Table,
  TableBody,
  TableCaption,
  TableCell,
  TableHead,
  TableHeader,
  TableRow,
} from '@/components/ui/table'
import { remaining } from './capacity'

export type FleetCounts = {
  capacity: VirtualResourceCounts
  allocated: VirtualResourceCounts
  provisioned: VirtualResourceCounts
}

/** Per resource: what the fleet holds, what quotas promise, what is in use and what is left. */
export function FleetTotalsTable({ counts }: { counts: FleetCounts }) {
  const left = remaining(counts.capacity, counts.provisioned)
  return (
    <Table>
      <TableCaption className="sr-only">Fleet capacity, allocation and provisioning</TableCaption>
      <TableHeader>
        <TableRow hover={false}>
          <TableHead scope="col">Resource</TableHead>
          <TableHead scope="col">Capacity</TableHead>
          <TableHead scope="col">Allocated (quotas)</TableHead>
          <TableHead scope="col">Provisioned</TableHead>
          <TableHead scope="col">Remaining</TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {RESOURCES.map((r) => (
          <TableRow key={r.key}>
            <TableHead scope="row" strong>
              {r.label}
            </TableHead>
            <TableCell className="tabular-nums">{r.format(counts.capacity[r.key])}</TableCell>
            <TableCell className="tabular-nums">{r.format(counts.allocated[r.key])}</TableCell>
            <TableCell className="tabular-nums">{r.format(counts.provisioned[r.key])}</TableCell>
            <TableCell className="tabular-nums">
              {left[r.key] < 0 ? `${r.format(-left[r.key])} over capacity` : r.format(left[r.key])}
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  )
}
