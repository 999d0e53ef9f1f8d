import { CopyableValue } from '@/components/kit/copyable-value'
import { PropertiesTable, type Property } from '@/components/ui/properties-table'
import { formatDateTime } from '@/lib/core/format/date'

/** What every resource the API names has; some (a user, a session) have no times. */
export type Identity = { id: string; timeCreated?: Date; timeModified?: Date }

/**
 * A resource's properties in a panel or on its page: its ID (copyable) first, then `items`,
 * then when it was created and last modified. Every detail and edit panel shows these, in
 * this one order.
 */
export function ResourceProperties({
  resource,
  items = [],
  labels,
}: {
  resource: Identity
  items?: Property[]
  labels?: React.ComponentProps<typeof PropertiesTable>['labels']
}) {
  const times: Property[] = []
  if (resource.timeCreated) {
    times.push({ label: 'Created', value: formatDateTime(resource.timeCreated) })
  }
  if (resource.timeModified) {
    times.push({ label: 'Last modified', value: formatDateTime(resource.timeModified) })
  }
  return (
    <PropertiesTable
      labels={labels}
      items={[
        { label: 'ID', value: <CopyableValue value={resource.id} label="ID" mono /> },
        ...items,
        ...times,
      ]}
    />
  )
}
