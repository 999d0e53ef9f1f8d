import { zodResolver } from '@hookform/resolvers/zod'
import { useForm, useWatch } from 'react-hook-form'
import { SidePanel } from '@/components/kit/forms/side-panel'
import { closeForgetting } from '@/components/kit/forms/form-modal'
import { toastSuccess } from '@/components/kit/toast'
import { ListboxField } from '@/components/ui/choice-fields'
import { NumberField } from '@/components/ui/form-fields'
import { RadioField } from '@/components/ui/toggle-fields'
import { useApiMutation } from '@/lib/api/query'
import { authSettingsUpdateBody } from '@/lib/domain/update-bodies'
import {
  TTL_UNITS,
  UNIT_SECONDS,
  amountProblem,
  formatAmount,
  formatTokenLifetime,
  tokenLifetimeSeconds,
  tokenLifetimeValues,
  type TokenLifetimeValues,
} from '@/lib/domain/auth-settings'
import { tokenLifetimeSchema } from './token-lifetime-schema'
import * as op from '@/lib/api/ops'
import { docs } from '@/lib/core/docs'

const UNIT_ITEMS = TTL_UNITS.map((unit) => ({
  value: unit,
  label: unit[0].toUpperCase() + unit.slice(1),
}))

/** What the amount typed comes to, as the API counts it: '604,800 seconds'. */
function inSeconds({ amount, unit = 'days' }: Partial<TokenLifetimeValues>) {
  if (amount === undefined || unit === 'seconds' || amountProblem(amount, unit)) return undefined
  return `That is ${formatAmount(amount * UNIT_SECONDS[unit], 'seconds')}.`
}

/**
 * Sets the silo's device-token lifetime: no limit, or at most an amount of days, hours,
 * minutes or seconds. Opened from the access page, which shows it only to silo admins;
 * the API still decides (its refusal shows here).
 */
export function TokenLifetimePanel({
  open,
  onOpenChange,
  current,
  refused,
}: {
  open: boolean
  onOpenChange: (open: boolean) => void
  /** the setting now: seconds, or null for no limit */
  current: number | null | undefined
  /** why the user's roles rule the change out (`useRefusals`) */
  refused?: string
}) {
  const form = useForm<TokenLifetimeValues>({
    resolver: zodResolver(tokenLifetimeSchema),
    // the current setting whenever the panel opens (reset brings it back)
    values: tokenLifetimeValues(current),
  })
  const typed = useWatch({ control: form.control })
  const build = (v: TokenLifetimeValues) => ({
    body: authSettingsUpdateBody(
      { deviceTokenMaxTtlSeconds: current },
      { deviceTokenMaxTtlSeconds: tokenLifetimeSeconds(v) },
    ),
  })
  const update = useApiMutation(op.authSettingsUpdate, {
    onSuccess: (saved) => {
      toastSuccess(
        `Device token lifetime set to ${formatTokenLifetime(saved.deviceTokenMaxTtlSeconds).toLowerCase()}`,
      )
      close(false)
    },
  })
  const close = closeForgetting(onOpenChange, update, form)
  return (
    <SidePanel
      docs={docs.access}
      form={form}
      open={open}
      onOpenChange={close}
      title="Device token lifetime"
      description="How long a token made by the device flow (oxide auth login) may live"
      submitLabel="Save"
      onSubmit={form.handleSubmit((v) => update.mutate(build(v)))}
      pending={update.isPending}
      refused={refused}
      errors={[update.error]}
      request={{ op: op.authSettingsUpdate, build }}
    >
      <RadioField
        control={form.control}
        name="limit"
        label="Lifetime"
        required
        items={[
          {
            value: 'none',
            label: 'No limit',
            description: 'A token lives until it is revoked, unless the CLI asks for less.',
          },
          {
            value: 'max',
            label: 'At most',
            description: 'A token expires after this long; the CLI may ask for less.',
          },
        ]}
      />
      {typed.limit === 'max' && (
        <div className="grid grid-cols-[1fr_10rem] items-start gap-3">
          <NumberField
            control={form.control}
            name="amount"
            label="Longest lifetime"
            description={inSeconds(typed)}
            required
            min={1}
            step={1}
          />
          <ListboxField control={form.control} name="unit" label="Unit" items={UNIT_ITEMS} />
        </div>
      )}
      <p className="text-sm text-muted-foreground">
        Tokens made before a change keep the expiry they were given.
      </p>
    </SidePanel>
  )
}
