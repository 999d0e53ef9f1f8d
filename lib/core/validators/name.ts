import * as z from '@/lib/core/zod'

export const NAME_MAX_LENGTH = 63

const UUID = /^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$/

export function isUuid(value: string): boolean {
  return UUID.test(value)
}

/**
 * The contract's `Name`. Checks run in the order a user can best act on: the
 * first problem found is the one shown.
 */
export function validateName(value: string): string | undefined {
  if (value.length === 0) return 'Name is required'
  if (value.length > NAME_MAX_LENGTH) return `Must be ${NAME_MAX_LENGTH} characters or fewer`
  // a UUID name would be ambiguous wherever the API takes a name or an id
  if (isUuid(value)) return "Can't be a UUID"
  if (!/^[a-z]/.test(value)) return 'Must start with a lowercase letter'
  if (!/^[a-zA-Z0-9-]*$/.test(value)) return 'Can only contain letters, numbers, and dashes'
  if (value.endsWith('-')) return 'Must end with a letter or number'
  return undefined
}

export const nameSchema = z.string().check(z.validator(validateName))
