import { PropertiesTable } from '@/components/ui/properties-table'
import { formatBytes } from '@/lib/core/format/bytes'
import { compactNumber } from '@/lib/core/format/number'
import {
  DISK_PER_SLED,
  STORAGE_OVERHEAD_FACTOR,
  USABLE_FRACTION,
  type FleetCapacity,
} from './capacity'

/** The capacity planning arithmetic written out, so an operator can check each step. */
export function StoragePlanning({
  fleet,
  provisioned,
}: {
  fleet: FleetCapacity
  /** storage the silos have provisioned */
  provisioned: number
}) {
  const usable = fleet.capacity.storage
  const left = usable - provisioned
  return (
    <PropertiesTable
      items={[
        { label: 'Sleds in service', value: compactNumber(fleet.sleds) },
        {
          label: 'Raw disk',
          value: `${formatBytes(fleet.rawStorage)} (${compactNumber(fleet.sleds)} × ${formatBytes(DISK_PER_SLED)})`,
        },
        {
          label: 'Usable storage',
          value: `${formatBytes(usable)} (raw × ${USABLE_FRACTION * 100}% × ${STORAGE_OVERHEAD_FACTOR})`,
        },
        { label: 'Provisioned storage', value: formatBytes(provisioned) },
        {
          label: 'Remaining storage',
          value: left < 0 ? `${formatBytes(-left)} over capacity` : formatBytes(left),
        },
      ]}
    />
  )
}
