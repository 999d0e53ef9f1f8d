import * as z from '@/lib/core/zod'
import { descriptionSchema } from '@/lib/core/validators/description'
import type { WebhookCreate } from '@/lib/api/__generated__/Api'
import { nameSchema } from '@/lib/core/validators/name'

/** The contract's AlertSubscription: class segments, or `*` (one segment) and `**` (any), dot-separated. */
const SUBSCRIPTION = /^([a-zA-Z0-9_]+|\*|\*\*)(\.([a-zA-Z0-9_]+|\*|\*\*))*$/

export const subscriptionSchema = z
  .string()
  .check(
    z.trim(),
    z.minLength(1, 'Enter an alert class or a pattern'),
    z.regex(
      SUBSCRIPTION,
      'Use alert class names separated by dots; * stands for one part, ** for any',
    ),
  )

/** Where Nexus sends the alerts: an absolute HTTP or HTTPS URL. */
function checkEndpoint(value: string): string | undefined {
  if (value.trim() === '') return 'Enter the endpoint URL'
  try {
    const url = new URL(value.trim())
    if (url.protocol === 'http:' || url.protocol === 'https:') return undefined
  } catch {
    // not a URL at all: the same message
  }
  return 'Enter an http:// or https:// URL'
}

const endpointSchema = z.string().check(z.trim(), z.validator(checkEndpoint))

/** A signing secret: typed, never shown again. */
export const secretSchema = z.string().check(z.minLength(1, 'Enter a secret'))

export const receiverSchema = z.object({
  name: nameSchema,
  description: descriptionSchema,
  endpoint: endpointSchema,
  // a field array holds objects, so each secret is one
  secrets: z
    .array(z.object({ value: secretSchema }))
    .check(z.minLength(1, 'Add at least one secret')),
  subscriptions: z.array(subscriptionSchema),
})

export type ReceiverValues = z.infer<typeof receiverSchema>

export const receiverDefaults: ReceiverValues = {
  name: '',
  description: '',
  endpoint: '',
  secrets: [{ value: '' }],
  subscriptions: [],
}

export const toWebhookCreate = (v: ReceiverValues): WebhookCreate => ({
  name: v.name,
  description: v.description,
  endpoint: v.endpoint,
  secrets: v.secrets.map((s) => s.value),
  subscriptions: [...new Set(v.subscriptions)],
})

export const editReceiverSchema = z.pick(receiverSchema, {
  name: true,
  description: true,
  endpoint: true,
})
export type EditReceiverValues = z.infer<typeof editReceiverSchema>
