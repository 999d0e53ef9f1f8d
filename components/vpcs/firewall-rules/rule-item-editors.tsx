import { useFormState, useWatch, type UseFormReturn } from 'react-hook-form'
import { Button } from '@/components/ui/button'
import { Checkbox } from '@/components/ui/checkbox'
import { ListboxField } from '@/components/ui/choice-fields'
import { TextField, type FieldItem } from '@/components/ui/form-fields'
import { Label } from '@/components/ui/label'
import { PickerLimitNote } from '@/components/kit/forms/picker-limit-note'
import { SearchList } from '@/components/ui/search-list'
import type { VpcFirewallRuleProtocol } from '@/lib/api/__generated__/Api'
import { validateIcmpCode, validateIcmpType, validateItemValue } from '@/lib/domain/firewall/items'
import {
  isNamedKind,
  ITEM_KINDS,
  itemLabel,
  KIND_LABEL,
  protocolLabel,
  type ItemKind,
  type NamedKind,
} from '@/lib/domain/firewall/labels'
import type { RuleFormValues } from '@/lib/domain/firewall/rule-form'
import { validatePortRange } from '@/lib/core/validators/port-range'
import { uniqueItems } from '@/lib/core/validators/unique'
import { AddedItems, addOnEnter, ListError } from './added-items'

type Form = UseFormReturn<RuleFormValues>

/** One page of the project's VPCs, this VPC's subnets or the project's instances. */
type Picker = { items: FieldItem[]; page: { nextPage?: string | null } | undefined }
export type Pickers = Record<NamedKind, Picker>

const PICKER_THINGS: Record<NamedKind, string> = {
  vpc: 'VPCs',
  subnet: 'subnets',
  instance: 'instances',
}

const VALUE_NOUN: Record<ItemKind, string> = {
  vpc: 'VPC name',
  subnet: 'subnet name',
  instance: 'instance name',
  ip: 'IP address',
  ip_net: 'IP network',
}

const VALUE_HINT: Record<ItemKind, string> = {
  vpc: 'A VPC of this project',
  subnet: 'A subnet of this VPC',
  instance: 'An instance of this project',
  ip: 'An IPv4 or IPv6 address, like 10.0.0.5',
  ip_net: 'An address and a width, like 10.0.0.0/24',
}

const kindItems = ITEM_KINDS.map((k) => ({ value: k, label: KIND_LABEL[k] }))

/** Checks one more item for a list: its own validator, then that it isn't there already. */
function checkNewItem<T>(list: readonly T[], item: T, validate: () => string | undefined) {
  return validate() ?? uniqueItems([...list, item])
}

/** After an add, revalidate the list only once a submit has shown its errors. */
const listUpdate = (form: Form) => ({
  shouldDirty: true,
  shouldValidate: form.formState.isSubmitted,
})

/**
 * Targets or host filters: a kind, a typed value (or one picked from the
 * project's resources), and Add; the items added so far, each removable.
 */
export function ItemsEditor({
  form,
  list,
  draft,
  thing,
  pickers,
}: {
  form: Form
  list: 'targets' | 'hosts'
  draft: 'targetDraft' | 'hostDraft'
  /** "Target" or "Host" */
  thing: string
  pickers: Pickers
}) {
  const { control } = form
  const items = useWatch({ control, name: list })
  const kind = useWatch({ control, name: `${draft}.type` })
  const { errors } = useFormState({ control, name: list })
  const lower = thing.toLowerCase()
  const valueName = `${draft}.value` as const

  const add = () => {
    const value = form.getValues(valueName).trim()
    const item = { type: kind, value }
    const message = checkNewItem(items, item, () => validateItemValue(kind, value))
    if (message) {
      form.setError(valueName, { message }, { shouldFocus: true })
      return
    }
    form.setValue(list, [...items, item], listUpdate(form))
    form.setValue(valueName, '')
    form.clearErrors(valueName)
  }

  const picker = isNamedKind(kind) ? pickers[kind] : undefined
  return (
    <div className="flex flex-col gap-3">
      <ListboxField
        control={control}
        name={`${draft}.type`}
        label={`${thing} type`}
        items={kindItems}
        className="max-w-48"
      />
      <TextField
        control={control}
        name={valueName}
        label={`${thing} ${VALUE_NOUN[kind]}`}
        description={VALUE_HINT[kind]}
        autoComplete="off"
        onKeyDown={addOnEnter(add)}
      />
      <div className="flex flex-wrap items-center gap-2">
        {picker && (
          <div className="min-w-48 flex-1">
            <SearchList
              items={picker.items}
              label={`${lower} ${KIND_LABEL[kind].toLowerCase()}`}
              aria-label={`Choose ${lower} ${KIND_LABEL[kind].toLowerCase()}`}
              placeholder={`Choose ${KIND_LABEL[kind].toLowerCase()}…`}
              summary={undefined}
              isSelected={(v) => v === form.getValues(valueName)}
              onPick={(v) => {
                form.setValue(valueName, v)
                form.clearErrors(valueName)
              }}
              closeOnPick
            />
          </div>
        )}
        <Button type="button" variant="outline" size="sm" onClick={add}>
          Add {lower}
        </Button>
      </div>
      {picker && <PickerLimitNote page={picker.page} things={PICKER_THINGS[kind as NamedKind]} />}
      <AddedItems
        label={`${thing}s`}
        items={items.map(itemLabel)}
        onRemove={(i) =>
          form.setValue(
            list,
            items.filter((_, j) => j !== i),
            listUpdate(form),
          )
        }
      />
      <ListError message={errors[list]?.message} />
    </div>
  )
}

const isIcmp = (p: VpcFirewallRuleProtocol) => p.type === 'icmp'

/** TCP and UDP on or off; ICMP as filters of a type (and code), or all of ICMP. */
export function ProtocolsEditor({ form }: { form: Form }) {
  const { control } = form
  const protocols = useWatch({ control, name: 'protocols' }) as VpcFirewallRuleProtocol[]
  const { errors } = useFormState({ control, name: 'protocols' })
  const set = (next: VpcFirewallRuleProtocol[]) =>
    form.setValue('protocols', next, listUpdate(form))

  const toggle = (type: 'tcp' | 'udp', on: boolean) =>
    // a switched-off protocol leaves; the others keep their order
    set(on ? [...protocols, { type }] : protocols.filter((p) => p.type !== type))

  const addIcmp = () => {
    const typeText = form.getValues('icmpDraft.type').trim()
    const codeText = form.getValues('icmpDraft.code').trim()
    if (!typeText && codeText) {
      form.setError(
        'icmpDraft.code',
        { message: 'Give an ICMP type to filter by code' },
        { shouldFocus: true },
      )
      return
    }
    const typeError = typeText ? validateIcmpType(typeText) : undefined
    if (typeError) {
      form.setError('icmpDraft.type', { message: typeError }, { shouldFocus: true })
      return
    }
    const codeError = codeText ? validateIcmpCode(codeText) : undefined
    if (codeError) {
      form.setError('icmpDraft.code', { message: codeError }, { shouldFocus: true })
      return
    }
    const item: VpcFirewallRuleProtocol = {
      type: 'icmp',
      value: typeText ? { icmpType: Number(typeText), code: codeText || null } : null,
    }
    const dupe = uniqueItems([...protocols, item])
    if (dupe) {
      form.setError('icmpDraft.type', { message: dupe }, { shouldFocus: true })
      return
    }
    set([...protocols, item])
    form.setValue('icmpDraft', { type: '', code: '' })
    form.clearErrors('icmpDraft')
  }

  const icmp = protocols.map((p, i) => [p, i] as const).filter(([p]) => isIcmp(p))
  return (
    <div className="flex flex-col gap-3">
      <div className="flex gap-6">
        {(['tcp', 'udp'] as const).map((type) => {
          const id = `protocol-${type}`
          return (
            <div key={type} className="flex items-center gap-2">
              <Checkbox
                id={id}
                checked={protocols.some((p) => p.type === type)}
                onCheckedChange={(c) => toggle(type, c === true)}
              />
              <Label htmlFor={id} weight="normal">
                {type.toUpperCase()}
              </Label>
            </div>
          )
        })}
      </div>
      <div className="grid grid-cols-2 items-start gap-3">
        <TextField
          control={control}
          name="icmpDraft.type"
          label="ICMP type"
          description="0–255; empty: all ICMP"
          inputMode="numeric"
          autoComplete="off"
          onKeyDown={addOnEnter(addIcmp)}
        />
        <TextField
          control={control}
          name="icmpDraft.code"
          label="ICMP code"
          description="Optional, like 0 or 0-4"
          autoComplete="off"
          onKeyDown={addOnEnter(addIcmp)}
        />
      </div>
      <div>
        <Button type="button" variant="outline" size="sm" onClick={addIcmp}>
          Add ICMP filter
        </Button>
      </div>
      <AddedItems
        label="ICMP filters"
        items={icmp.map(([p]) => protocolLabel(p))}
        onRemove={(n) => set(protocols.filter((_, j) => j !== icmp[n][1]))}
      />
      <ListError message={errors.protocols?.message} />
    </div>
  )
}

/** Destination ports and port ranges. */
export function PortsEditor({ form }: { form: Form }) {
  const { control } = form
  const ports = useWatch({ control, name: 'ports' })
  const { errors } = useFormState({ control, name: 'ports' })
  const add = () => {
    const port = form.getValues('portDraft').trim()
    const message = checkNewItem(ports, port, () => validatePortRange(port))
    if (message) {
      form.setError('portDraft', { message }, { shouldFocus: true })
      return
    }
    form.setValue('ports', [...ports, port], listUpdate(form))
    form.setValue('portDraft', '')
    form.clearErrors('portDraft')
  }
  return (
    <div className="flex flex-col gap-3">
      <TextField
        control={control}
        name="portDraft"
        label="Port or port range"
        description="Like 443 or 8000-8080"
        autoComplete="off"
        onKeyDown={addOnEnter(add)}
      />
      <div>
        <Button type="button" variant="outline" size="sm" onClick={add}>
          Add port
        </Button>
      </div>
      <AddedItems
        label="Ports"
        items={ports}
        mono
        onRemove={(i) =>
          form.setValue(
            'ports',
            ports.filter((_, j) => j !== i),
            listUpdate(form),
          )
        }
      />
      <ListError message={errors.ports?.message} />
    </div>
  )
}
