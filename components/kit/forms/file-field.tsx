import { useState } from 'react'
import {
  useFormContext,
  type ControllerProps,
  type FieldPath,
  type FieldValues,
} from 'react-hook-form'
import {
  FormControl,
  FormDescription,
  FormField,
  FormItem,
  FormLabel,
  FormMessage,
} from '@/components/ui/form'
import { Input } from '@/components/ui/input'

/** Far above any certificate chain, key or metadata document. */
const MAX_FILE_BYTES = 1024 * 1024

/**
 * A file whose contents become the field's value (text, or base64 for
 * binary uploads); the schema then says what is wrong with it. The value, not
 * the file input, is what the form keeps, so the chosen file's name is shown
 * beside it while this field stays mounted.
 */
export function FileField<
  TFieldValues extends FieldValues,
  TName extends FieldPath<TFieldValues>,
  TTransformed = TFieldValues,
>({
  control,
  name,
  label,
  description,
  required,
  accept,
  read,
}: {
  control: ControllerProps<TFieldValues, TName, TTransformed>['control']
  name: TName
  label: string
  description?: React.ReactNode
  required?: boolean
  accept?: string
  read: (file: File) => Promise<string>
}) {
  const [chosen, setChosen] = useState<string>()
  const { setError, trigger } = useFormContext<TFieldValues>()
  return (
    <FormField
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <FormItem>
          <FormLabel required={required}>{label}</FormLabel>
          {description && <FormDescription>{description}</FormDescription>}
          <FormControl>
            <Input
              type="file"
              accept={accept}
              ref={field.ref}
              name={field.name}
              onBlur={field.onBlur}
              aria-required={required || undefined}
              className="h-auto py-1.5"
              onChange={async (e) => {
                const file = e.target.files?.[0]
                if (!file) return
                setChosen(file.name)
                if (file.size > MAX_FILE_BYTES) {
                  field.onChange('')
                  setError(name, { message: `${file.name} is too large (over 1 MiB)` })
                  return
                }
                field.onChange(await read(file))
                // say at once whether it is the right kind of file
                void trigger(name)
              }}
            />
          </FormControl>
          {chosen && field.value && !fieldState.error && (
            <p className="text-xs text-muted-foreground">Read {chosen}</p>
          )}
          <FormMessage />
        </FormItem>
      )}
    />
  )
}
