import * as z from '@/lib/core/zod'

/**
 * Nexus keeps a description in a column of 512 characters, and a longer one fails there
 * (a 500 from its database), so a form refuses it before submit. Characters, not UTF-16
 * units: an emoji is one.
 */
const DESCRIPTION_MAX_LENGTH = 512

export function validateDescription(value: string): string | undefined {
  return [...value].length > DESCRIPTION_MAX_LENGTH
    ? `Must be ${DESCRIPTION_MAX_LENGTH} characters or fewer`
    : undefined
}

export const descriptionSchema = z.string().check(z.validator(validateDescription))
