/** What a form shows as gone wrong: messages, or errors (a mutation's, a failed read's). */
export type FormError = string | { message: string } | null | undefined | false

/** The messages of `errors`, the empty ones left out. */
export function errorMessages(errors: ReadonlyArray<FormError>): string[] {
  return errors.flatMap((e) => (!e ? [] : typeof e === 'string' ? [e] : [e.message]))
}
