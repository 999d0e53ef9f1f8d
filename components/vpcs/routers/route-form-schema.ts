import * as z from '@/lib/core/zod'
import { descriptionSchema } from '@/lib/core/validators/description'
import type {
  RouteDestination,
  RouteTarget,
  RouterRoute,
  RouterRouteCreate,
} from '@/lib/api/__generated__/Api'
import { validateCidr } from '@/lib/core/validators/cidr'
import { validateIp } from '@/lib/core/validators/ip'
import { nameSchema } from '@/lib/core/validators/name'

export type DestinationKind = RouteDestination['type']
export type TargetKind = RouteTarget['type']
type ValuedTargetKind = Exclude<TargetKind, 'drop'>

/**
 * What Nexus lets a custom router's route use: no whole VPC as destination, no
 * VPC or subnet as target (those are the system router's). Routes can only be
 * added to custom routers, so these are what the form offers.
 */
export const customDestinationKinds: readonly DestinationKind[] = ['ip', 'ip_net', 'subnet']
export const customTargetKinds: readonly TargetKind[] = [
  'ip',
  'instance',
  'internet_gateway',
  'drop',
]

const chosen =
  (message: string): z.Validator =>
  (value) =>
    value === '' ? message : undefined

const destinationValidators: Record<DestinationKind, z.Validator> = {
  ip: validateIp,
  ip_net: validateCidr,
  vpc: chosen('Choose a VPC'),
  subnet: chosen('Choose a subnet'),
}

const targetValidators: Record<ValuedTargetKind, z.Validator> = {
  ip: validateIp,
  vpc: chosen('Choose a VPC'),
  subnet: chosen('Choose a subnet'),
  instance: chosen('Choose an instance'),
  internet_gateway: chosen('Choose an internet gateway'),
}

const destinationKindSchema = z.enum(['ip', 'ip_net', 'vpc', 'subnet'])
const targetKindSchema = z.enum(['ip', 'vpc', 'subnet', 'instance', 'internet_gateway', 'drop'])

/**
 * One value per kind, so switching the kind back and forth keeps what was
 * typed or picked for each; only the chosen kind's value is checked and sent.
 */
export const routeFormSchema = z
  .object({
    name: nameSchema,
    description: descriptionSchema,
    destination: z.object({
      type: destinationKindSchema,
      values: z.object({ ip: z.string(), ip_net: z.string(), vpc: z.string(), subnet: z.string() }),
    }),
    target: z.object({
      type: targetKindSchema,
      values: z.object({
        ip: z.string(),
        vpc: z.string(),
        subnet: z.string(),
        instance: z.string(),
        internet_gateway: z.string(),
      }),
    }),
  })
  .check(
    z.superRefine(({ destination, target }, ctx) => {
      const destMessage = destinationValidators[destination.type](
        destination.values[destination.type],
      )
      if (destMessage) {
        ctx.addIssue({
          code: 'custom',
          message: destMessage,
          path: ['destination', 'values', destination.type],
        })
      }
      if (target.type === 'drop') return
      const targetMessage = targetValidators[target.type](target.values[target.type])
      if (targetMessage) {
        ctx.addIssue({
          code: 'custom',
          message: targetMessage,
          path: ['target', 'values', target.type],
        })
      }
    }),
  )

export type RouteFormValues = z.infer<typeof routeFormSchema>

const emptyDestinationValues = { ip: '', ip_net: '', vpc: '', subnet: '' }
const emptyTargetValues = { ip: '', vpc: '', subnet: '', instance: '', internet_gateway: '' }

export const newRouteDefaults: RouteFormValues = {
  name: '',
  description: '',
  destination: { type: 'ip_net', values: emptyDestinationValues },
  target: { type: 'internet_gateway', values: emptyTargetValues },
}

/** The form's values for an existing route. */
export function routeFormValues(
  route: Pick<RouterRoute, 'name' | 'description' | 'destination' | 'target'>,
): RouteFormValues {
  const { destination, target } = route
  return {
    name: route.name,
    description: route.description,
    destination: {
      type: destination.type,
      values: { ...emptyDestinationValues, [destination.type]: destination.value },
    },
    target: {
      type: target.type,
      values:
        target.type === 'drop'
          ? emptyTargetValues
          : { ...emptyTargetValues, [target.type]: target.value },
    },
  }
}

export function toRouteDestination({
  type,
  values,
}: RouteFormValues['destination']): RouteDestination {
  return { type, value: values[type] }
}

export function toRouteTarget({ type, values }: RouteFormValues['target']): RouteTarget {
  return type === 'drop' ? { type } : { type, value: values[type] }
}

export function toRouteCreate(v: RouteFormValues): RouterRouteCreate {
  return {
    name: v.name,
    description: v.description,
    destination: toRouteDestination(v.destination),
    target: toRouteTarget(v.target),
  }
}

/** The offered kinds, plus the route's own should it be one the form doesn't offer. */
export function kindsWith<K extends string>(offered: readonly K[], current: K): K[] {
  return offered.includes(current) ? [...offered] : [...offered, current]
}
