import type { Control } from 'react-hook-form'
import { TextField, TextareaField } from '@/components/ui/form-fields'
import { descriptionSchema } from '@/lib/core/validators/description'
import { nameSchema } from '@/lib/core/validators/name'
import * as z from '@/lib/core/zod'

export const nameAndDescriptionSchema = z.object({
  name: nameSchema,
  description: descriptionSchema,
})
export type NameAndDescription = z.infer<typeof nameAndDescriptionSchema>

/** Name, then description: how every form of a named resource starts. */
export function NameAndDescriptionFields<V extends NameAndDescription, C, T>({
  control,
  nameDescription,
  nameReadOnly,
  autoFocus,
  onNameTyped,
}: {
  control: Control<V, C, T>
  /** Said under the name when it names something less obvious than the resource itself. */
  nameDescription?: string
  /** The name can't change here: the resource is found by it, and a new one would be another. */
  nameReadOnly?: boolean
  /** Starts in the name: a form that fills a page, which no panel or dialog focuses. */
  autoFocus?: boolean
  /** After the user changes the name, with the name before: for fields that follow it. */
  onNameTyped?: (name: string, before: string) => void
}) {
  // a generic V hides that 'name' and 'description' are among its fields
  const c = control as unknown as Control<NameAndDescription>
  return (
    <>
      <TextField
        control={c}
        name="name"
        label="Name"
        required
        description={nameDescription}
        readOnly={nameReadOnly}
        autoFocus={autoFocus}
        onTyped={onNameTyped}
      />
      <TextareaField control={c} name="description" label="Description" />
    </>
  )
}
