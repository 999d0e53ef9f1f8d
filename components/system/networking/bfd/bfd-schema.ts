import * as z from '@/lib/core/zod'
import type { BfdMode, BfdSessionEnable } from '@/lib/api/__generated__/Api'
import { ipVersion, validateIp } from '@/lib/core/validators/ip'

export const SWITCHES = ['switch0', 'switch1'] as const

const wholeIn = (min: number, max: number, what: string) => (value: number | undefined) => {
  if (value === undefined) return `Enter the ${what}`
  if (!Number.isInteger(value) || value < min || value > max) {
    return `The ${what} is a whole number from ${min} to ${max}`
  }
  return undefined
}

/** Detection time is this many missed packets; it is a u8 and must be at least one. */
const validateDetectionThreshold = wholeIn(1, 255, 'detection threshold')
/** Microseconds; a real session wants a positive interval. */
const validateRequiredRx = wholeIn(1, Number.MAX_SAFE_INTEGER, 'required receive interval')

const numberChecked = (validate: (v: number | undefined) => string | undefined) =>
  z.union([z.number(), z.undefined()]).check(
    z.superRefine((value, ctx) => {
      const message = validate(value)
      if (message) ctx.addIssue({ code: 'custom', message })
    }),
  )

export const bfdSchema = z
  .object({
    switch: z.enum(SWITCHES),
    remote: z.string().check(z.validator(validateIp)),
    local: z.string().check(z.validator((v) => (v === '' ? undefined : validateIp(v)))),
    mode: z.enum(['single_hop', 'multi_hop']),
    detectionThreshold: numberChecked(validateDetectionThreshold),
    requiredRx: numberChecked(validateRequiredRx),
  })
  .check(
    z.superRefine((v, ctx) => {
      const remote = ipVersion(v.remote)
      const local = ipVersion(v.local)
      if (remote && local && remote !== local) {
        ctx.addIssue({
          code: 'custom',
          path: ['local'],
          message: `Must be an IPv${remote} address, like the remote`,
        })
      }
    }),
  )
export type BfdValues = z.input<typeof bfdSchema>
export const bfdDefaults: BfdValues = {
  switch: 'switch0',
  remote: '',
  local: '',
  mode: 'single_hop' satisfies BfdMode,
  detectionThreshold: 3,
  requiredRx: 300000,
}

export function bfdEnableBody(values: BfdValues): BfdSessionEnable {
  return {
    switch: values.switch,
    remote: values.remote,
    local: values.local === '' ? null : values.local,
    mode: values.mode,
    detectionThreshold: values.detectionThreshold ?? 0,
    requiredRx: values.requiredRx ?? 0,
  }
}
