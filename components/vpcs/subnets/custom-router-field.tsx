import type { Control, FieldPath, FieldValues } from 'react-hook-form'
import { ListboxField } from '@/components/ui/choice-fields'
import { PickerLimitNote } from '@/components/kit/forms/picker-limit-note'
import { useApiQuery } from '@/lib/api/query'
import type { VpcSel } from '@/lib/api/selectors'
import { vpcRoutersPickerParams } from './subnet-queries'
import { NO_ROUTER } from './subnet-schema'
import * as op from '@/lib/api/ops'

/**
 * The custom router a subnet uses, picked from its VPC's custom routers by id
 * (the system router serves every subnet and can't be chosen), or none.
 */
export function CustomRouterField<T extends FieldValues>({
  control,
  name,
  sel,
}: {
  control: Control<T>
  name: FieldPath<T>
  sel: VpcSel
}) {
  const routers = useApiQuery(op.vpcRouterList, vpcRoutersPickerParams(sel))
  const custom = (routers.data?.items ?? []).filter((r) => r.kind === 'custom')
  return (
    <div className="flex flex-col gap-2">
      <ListboxField
        control={control}
        name={name}
        label="Custom router"
        description={
          routers.error
            ? `Could not load routers: ${routers.error.message}`
            : "Its routes apply to this subnet's traffic before the system router's."
        }
        items={[
          { value: NO_ROUTER, label: 'None' },
          ...custom.map((r) => ({ value: r.id, label: r.name })),
        ]}
        placeholder={routers.isPending ? 'Loading routers…' : 'Select a router'}
      />
      <PickerLimitNote page={routers.data} things="routers" kept="custom" />
    </div>
  )
}
