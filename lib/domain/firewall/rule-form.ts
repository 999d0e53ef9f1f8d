import * as z from '@/lib/core/zod'
import { descriptionSchema } from '@/lib/core/validators/description'
import type {
  VpcFirewallRuleFilter,
  VpcFirewallRuleHostFilter,
  VpcFirewallRuleProtocol,
  VpcFirewallRuleTarget,
  VpcFirewallRuleUpdate,
} from '@/lib/api/__generated__/Api'
import { NAME_MAX_LENGTH, nameSchema } from '@/lib/core/validators/name'
import { validatePortRange } from '@/lib/core/validators/port-range'
import { itemKey, uniqueItems } from '@/lib/core/validators/unique'
import { validateIcmpCode, validateIcmpType, validateItemValue } from './items'
import { ITEM_KINDS, itemLabel } from './labels'

export const MAX_PRIORITY = 65535
const PRIORITY_RANGE = `Priority must be a whole number from 0 to ${MAX_PRIORITY}`
// the contract's cap on each list of a rule
const MAX_ITEMS = 256

const item = z.object({ type: z.enum(ITEM_KINDS), value: z.string() })
type Item = z.infer<typeof item>

const protocol = z.discriminatedUnion('type', [
  z.object({ type: z.literal('tcp') }),
  z.object({ type: z.literal('udp') }),
  z.object({
    type: z.literal('icmp'),
    value: z.nullable(z.object({ icmpType: z.number(), code: z.nullish(z.string()) })),
  }),
])

/** Unique, at most MAX_ITEMS, each valid: the checks a list gets on submit. */
function checkList<T>(things: string, validate?: (item: T) => string | undefined) {
  return z.superRefine((items: T[], ctx) => {
    for (const i of items) {
      const message = validate?.(i)
      if (message) ctx.addIssue({ code: 'custom', message })
    }
    const dupes = uniqueItems(items)
    if (dupes) ctx.addIssue({ code: 'custom', message: dupes })
    if (items.length > MAX_ITEMS) {
      ctx.addIssue({ code: 'custom', message: `At most ${MAX_ITEMS} ${things}` })
    }
  })
}

const checkItem = (i: Item) => {
  const message = validateItemValue(i.type, i.value)
  return message && `${itemLabel(i)}: ${message}`
}

function checkIcmp(p: z.infer<typeof protocol>) {
  if (p.type !== 'icmp' || !p.value) return undefined
  const message =
    validateIcmpType(String(p.value.icmpType)) ?? (p.value.code && validateIcmpCode(p.value.code))
  return message || undefined
}

/** What has been typed into an item's fields but not added to its list yet. */
const draft = z.object({ type: z.enum(ITEM_KINDS), value: z.string() })

const notAdded = (thing: string) => `Add this ${thing} or clear the field`

const priority = z.pipe(
  // undefined while the field is empty
  z
    .optional(
      z
        .number()
        .check(
          z.int(PRIORITY_RANGE),
          z.minimum(0, PRIORITY_RANGE),
          z.maximum(MAX_PRIORITY, PRIORITY_RANGE),
        ),
    )
    .check(z.refine((p) => p !== undefined, 'Priority is required')),
  z.transform((p) => p as number),
)

/**
 * The rule form. `isTaken` says whether another rule of the VPC has a name
 * (read when the form is checked, so it sees the latest rule set).
 */
export function ruleFormSchema(isTaken: (name: string) => boolean) {
  return z
    .object({
      name: nameSchema.check(
        z.refine((n) => !isTaken(n), 'Another rule in this VPC has this name'),
      ),
      description: descriptionSchema,
      action: z.enum(['allow', 'deny']),
      direction: z.enum(['inbound', 'outbound']),
      priority,
      enabled: z.boolean(),
      targets: z.array(item).check(checkList('targets', checkItem)),
      hosts: z.array(item).check(checkList('host filters', checkItem)),
      protocols: z.array(protocol).check(checkList('protocols', checkIcmp)),
      ports: z.array(z.string()).check(
        checkList('ports', (p: string) => {
          const message = validatePortRange(p)
          return message && `${p}: ${message}`
        }),
      ),
      targetDraft: draft,
      hostDraft: draft,
      icmpDraft: z.object({ type: z.string(), code: z.string() }),
      portDraft: z.string(),
    })
    .check(
      z.superRefine((v, ctx) => {
        // a half-typed item is an error, never silently dropped
        const pending = (path: string[], thing: string) =>
          ctx.addIssue({ code: 'custom', path, message: notAdded(thing) })
        if (v.targetDraft.value.trim()) pending(['targetDraft', 'value'], 'target')
        if (v.hostDraft.value.trim()) pending(['hostDraft', 'value'], 'host filter')
        if (v.portDraft.trim()) pending(['portDraft'], 'port')
        if (v.icmpDraft.type.trim() || v.icmpDraft.code.trim()) {
          pending(['icmpDraft', 'type'], 'ICMP filter')
        }
      }),
    )
}

export type RuleFormValues = z.input<ReturnType<typeof ruleFormSchema>>
export type RuleFormOutput = z.output<ReturnType<typeof ruleFormSchema>>

const emptyDrafts = {
  targetDraft: { type: 'instance', value: '' },
  hostDraft: { type: 'ip_net', value: '' },
  icmpDraft: { type: '', code: '' },
  portDraft: '',
} satisfies Partial<RuleFormValues>

export const newRuleValues: RuleFormValues = {
  name: '',
  description: '',
  action: 'allow',
  direction: 'inbound',
  priority: undefined,
  enabled: true,
  targets: [],
  hosts: [],
  protocols: [],
  ports: [],
  ...emptyDrafts,
}

export function ruleFormValues(rule: VpcFirewallRuleUpdate, name = rule.name): RuleFormValues {
  return {
    name,
    description: rule.description,
    action: rule.action,
    direction: rule.direction,
    priority: rule.priority,
    enabled: rule.status === 'enabled',
    targets: rule.targets,
    hosts: rule.filters.hosts ?? [],
    protocols: rule.filters.protocols ?? [],
    ports: rule.filters.ports ?? [],
    ...emptyDrafts,
  }
}

const same = (a: unknown, b: unknown) => itemKey(a) === itemKey(b)

/**
 * The rule to send. Starting from `original` (the rule edited or cloned), a
 * list the user left as it was goes back exactly as it came (null, absent or
 * empty alike), so only what was changed differs.
 */
export function toRuleUpdate(
  v: RuleFormOutput,
  original?: VpcFirewallRuleUpdate,
): VpcFirewallRuleUpdate {
  const filters: VpcFirewallRuleFilter = original ? { ...original.filters } : {}
  const lists = {
    hosts: v.hosts as VpcFirewallRuleHostFilter[],
    protocols: v.protocols as VpcFirewallRuleProtocol[],
    ports: v.ports,
  }
  for (const key of ['hosts', 'protocols', 'ports'] as const) {
    const now = lists[key]
    if (original && same(now, original.filters[key] ?? [])) continue
    ;(filters as Record<string, unknown>)[key] = now.length > 0 ? now : null
  }
  const targets = v.targets as VpcFirewallRuleTarget[]
  const fields: VpcFirewallRuleUpdate = {
    name: v.name,
    description: v.description,
    action: v.action,
    direction: v.direction,
    filters,
    priority: v.priority,
    status: v.enabled ? 'enabled' : 'disabled',
    targets: original && same(targets, original.targets) ? original.targets : targets,
  }
  // the original's key order, so an edit changes no more than its values
  return original ? { ...original, ...fields } : fields
}

/** `web-copy`, or `web-copy-2` … when taken, cut to fit the name limit. */
export function cloneName(name: string, isTaken: (name: string) => boolean): string {
  for (let n = 1; ; n++) {
    const suffix = n === 1 ? '-copy' : `-copy-${n}`
    const base = name.slice(0, NAME_MAX_LENGTH - suffix.length).replace(/-+$/, '')
    const candidate = `${base}${suffix}`
    if (!isTaken(candidate)) return candidate
  }
}
