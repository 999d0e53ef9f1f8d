import { useFieldArray, type Control } from 'react-hook-form'
import { Button } from '@/components/ui/button'
import { ListboxField } from '@/components/ui/choice-fields'
import { NumberField, TextField } from '@/components/ui/form-fields'
import { PickerLimitNote } from '@/components/kit/forms/picker-limit-note'
import { PICKER_LIMIT } from '@/lib/api/picker-limit'
import { useApiQuery } from '@/lib/api/query'
import { bgpPeerDefaults, MAX_UINT32 } from './bgp-peer-schema'
import type { PortSettingsValues } from './port-settings-schema'
import * as op from '@/lib/api/ops'

const TIMERS = [
  ['holdTime', 'Hold time'],
  ['idleHoldTime', 'Idle hold time'],
  ['keepalive', 'Keepalive'],
  ['connectRetry', 'Connect retry'],
  ['delayOpen', 'Delay open'],
] as const

/**
 * The BGP peers reached over the link, none to start with. Each is a group
 * ("Peer 1") so its fields can keep short labels.
 */
export function BgpPeersFieldset({ control }: { control: Control<PortSettingsValues> }) {
  const peers = useFieldArray({ control, name: 'peers' })
  // asked for only once a peer is added: most port settings have none
  const configs = useApiQuery(
    op.networkingBgpConfigList,
    { query: { limit: PICKER_LIMIT } },
    { enabled: peers.fields.length > 0 },
  )
  const configItems = (configs.data?.items ?? []).map((c) => ({
    value: c.name,
    label: c.name,
    detail: c.description || undefined,
  }))
  return (
    <fieldset className="flex flex-col gap-4">
      <legend className="mb-2 text-sm font-medium">BGP peers</legend>
      {peers.fields.map((field, i) => (
        <fieldset key={field.id} className="flex flex-col gap-3 rounded-md border p-3">
          <legend className="px-1 text-sm font-medium">Peer {i + 1}</legend>
          <TextField
            control={control}
            name={`peers.${i}.addr`}
            label="Peer address"
            description="IPv4 or IPv6, e.g. 203.0.113.1"
            required
          />
          <ListboxField
            control={control}
            name={`peers.${i}.bgpConfig`}
            label="BGP configuration"
            required
            placeholder={configs.isPending ? 'Loading configurations…' : 'Choose a configuration'}
            items={configItems}
          />
          <PickerLimitNote page={configs.data} things="BGP configurations" />
          <NumberField
            control={control}
            name={`peers.${i}.remoteAsn`}
            label="Remote ASN"
            description="Leave empty to accept the peer's ASN, whatever it is"
            min={0}
            max={MAX_UINT32}
            step={1}
          />
          <div className="grid grid-cols-2 gap-3">
            {TIMERS.map(([key, label]) => (
              <NumberField
                key={key}
                control={control}
                name={`peers.${i}.${key}`}
                label={`${label} (seconds)`}
                required
                min={0}
                max={MAX_UINT32}
                step={1}
              />
            ))}
          </div>
          <Button
            type="button"
            variant="ghost"
            size="sm"
            className="self-start"
            onClick={() => peers.remove(i)}
          >
            Remove peer {i + 1}
          </Button>
        </fieldset>
      ))}
      {configs.error && (
        <p role="alert" className="text-sm text-destructive">
          Could not load BGP configurations: {configs.error.message}
        </p>
      )}
      <Button
        type="button"
        variant="outline"
        size="sm"
        className="self-start"
        onClick={() => peers.append({ ...bgpPeerDefaults })}
      >
        Add BGP peer
      </Button>
    </fieldset>
  )
}
