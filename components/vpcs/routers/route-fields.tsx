import type { UseQueryResult } from '@tanstack/react-query'
import { useWatch, type UseFormReturn } from 'react-hook-form'
import { ComboboxField, ListboxField } from '@/components/ui/choice-fields'
import { TextField } from '@/components/ui/form-fields'
import { NameAndDescriptionFields } from '@/components/kit/forms/name-and-description-fields'
import { PickerLimitNote } from '@/components/kit/forms/picker-limit-note'
import type { ApiError } from '@/lib/api/errors'
import { PICKER_LIMIT } from '@/lib/api/picker-limit'
import { useApiQuery } from '@/lib/api/query'
import type { VpcSel } from '@/lib/api/selectors'
import { useVpcSubnetPicker } from './router-queries'
import { destinationKindLabel, targetKindLabel } from './router-labels'
import type { DestinationKind, RouteFormValues, TargetKind } from './route-form-schema'
import * as op from '@/lib/api/ops'

type Named = { items: { name: string }[]; nextPage?: string | null }

/**
 * One page each of what a route can name: this VPC's subnets and internet
 * gateways, the project's instances. Asked for together, as the panel opens.
 */
export function useRoutePickers({ project, vpc }: VpcSel) {
  const subnets = useVpcSubnetPicker({ project, vpc })
  const instances = useApiQuery(op.instanceList, { query: { project, limit: PICKER_LIMIT } })
  const gateways = useApiQuery(op.internetGatewayList, {
    query: { project, vpc, limit: PICKER_LIMIT },
  })
  return { subnets, instances, gateways }
}

export type RoutePickers = ReturnType<typeof useRoutePickers>

/** What failed to load, for the panel's error list. */
export function pickerErrors({ subnets, instances, gateways }: RoutePickers): string[] {
  return [
    subnets.error && `Could not load subnets: ${subnets.error.message}`,
    instances.error && `Could not load instances: ${instances.error.message}`,
    gateways.error && `Could not load internet gateways: ${gateways.error.message}`,
  ].filter((m): m is string => !!m)
}

const nameItems = (page: Named | undefined) =>
  (page?.items ?? []).map(({ name }) => ({ value: name, label: name }))

function pickerText(query: UseQueryResult<Named, ApiError>, one: string, things: string) {
  if (query.isPending) return `Loading ${things}…`
  return query.data?.items.length ? `Select ${one}` : `No ${things} to choose from`
}

/** Name, description, and the destination and target, each a kind and its value. */
export function RouteFields({
  form,
  sel,
  pickers,
  destinationKinds,
  targetKinds,
}: {
  form: UseFormReturn<RouteFormValues>
  sel: VpcSel
  pickers: RoutePickers
  destinationKinds: readonly DestinationKind[]
  targetKinds: readonly TargetKind[]
}) {
  const { control } = form
  const destinationType = useWatch({ control, name: 'destination.type' })
  const targetType = useWatch({ control, name: 'target.type' })
  const { subnets, instances, gateways } = pickers
  const thisVpc = [{ value: sel.vpc, label: sel.vpc }]

  return (
    <>
      <NameAndDescriptionFields control={control} />

      <fieldset className="flex flex-col gap-4">
        <legend className="mb-2 text-base font-semibold">Destination</legend>
        <ListboxField
          control={control}
          name="destination.type"
          label="Destination type"
          required
          description="The traffic this route applies to"
          items={destinationKinds.map((k) => ({ value: k, label: destinationKindLabel[k] }))}
        />
        {destinationType === 'ip' && (
          <TextField
            control={control}
            name="destination.values.ip"
            label="Destination IP address"
            required
            description="An IPv4 or IPv6 address"
          />
        )}
        {destinationType === 'ip_net' && (
          <TextField
            control={control}
            name="destination.values.ip_net"
            label="Destination IP network"
            required
            description="An address and a width, e.g. 0.0.0.0/0 for all IPv4 traffic"
          />
        )}
        {destinationType === 'subnet' && (
          <>
            <ComboboxField
              control={control}
              name="destination.values.subnet"
              label="Destination subnet"
              required
              items={nameItems(subnets.data)}
              placeholder={pickerText(subnets, 'a subnet', 'subnets')}
            />
            <PickerLimitNote page={subnets.data} things="subnets" />
          </>
        )}
        {destinationType === 'vpc' && (
          <ComboboxField
            control={control}
            name="destination.values.vpc"
            label="Destination VPC"
            required
            items={thisVpc}
          />
        )}
      </fieldset>

      <fieldset className="flex flex-col gap-4">
        <legend className="mb-2 text-base font-semibold">Target</legend>
        <ListboxField
          control={control}
          name="target.type"
          label="Target type"
          required
          description="Where matching traffic goes"
          items={targetKinds.map((k) => ({ value: k, label: targetKindLabel[k] }))}
        />
        {targetType === 'ip' && (
          <TextField
            control={control}
            name="target.values.ip"
            label="Target IP address"
            required
            description="Of the same IP version as the destination"
          />
        )}
        {targetType === 'instance' && (
          <>
            <ComboboxField
              control={control}
              name="target.values.instance"
              label="Target instance"
              required
              items={nameItems(instances.data)}
              placeholder={pickerText(instances, 'an instance', 'instances')}
            />
            <PickerLimitNote page={instances.data} things="instances" />
          </>
        )}
        {targetType === 'internet_gateway' && (
          <>
            <ComboboxField
              control={control}
              name="target.values.internet_gateway"
              label="Target internet gateway"
              required
              items={nameItems(gateways.data)}
              placeholder={pickerText(gateways, 'an internet gateway', 'internet gateways')}
            />
            <PickerLimitNote page={gateways.data} things="internet gateways" />
          </>
        )}
        {targetType === 'subnet' && (
          <>
            <ComboboxField
              control={control}
              name="target.values.subnet"
              label="Target subnet"
              required
              items={nameItems(subnets.data)}
              placeholder={pickerText(subnets, 'a subnet', 'subnets')}
            />
            <PickerLimitNote page={subnets.data} things="subnets" />
          </>
        )}
        {targetType === 'vpc' && (
          <ComboboxField
            control={control}
            name="target.values.vpc"
            label="Target VPC"
            required
            items={thisVpc}
          />
        )}
        {targetType === 'drop' && (
          <p className="text-sm text-muted-foreground">Matching traffic is dropped.</p>
        )}
      </fieldset>
    </>
  )
}
