import { useState } from 'react'
import { useFormContext, type FieldPath, type FieldValues } from 'react-hook-form'
import { FieldFrame, type FieldProps } from '@/components/ui/form-fields'
import { Input } from '@/components/ui/input'
import { formatBytes } from '@/lib/core/format/bytes'

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
  accept,
  read,
  ...props
}: FieldProps<TFieldValues, TName, TTransformed> & {
  accept?: string
  read: (file: File) => Promise<string>
}) {
  const [chosen, setChosen] = useState<string>()
  const { setError, trigger } = useFormContext<TFieldValues>()
  return (
    <FieldFrame
      {...props}
      render={({ field }) => (
        <Input
          type="file"
          accept={accept}
          ref={field.ref}
          name={field.name}
          onBlur={field.onBlur}
          disabled={field.disabled}
          aria-required={props.required || undefined}
          variant="file"
          onChange={async (e) => {
            const file = e.target.files?.[0]
            if (!file) return
            setChosen(file.name)
            if (file.size > MAX_FILE_BYTES) {
              field.onChange('')
              setError(props.name, { message: `${file.name} is too large (over 1 MiB)` })
              return
            }
            field.onChange(await read(file))
            // say at once whether it is the right kind of file
            void trigger(props.name)
          }}
        />
      )}
      below={({ field, fieldState }) =>
        chosen &&
        field.value &&
        !fieldState.error && <p className="text-xs text-muted-foreground">Read {chosen}</p>
      }
    />
  )
}

/**
 * A file the form keeps as it is, for an upload that streams it: shown by name and size
 * once chosen. The schema says whether one is needed and what it may be.
 */
export function UploadFileField<
  TFieldValues extends FieldValues,
  TName extends FieldPath<TFieldValues>,
  TTransformed = TFieldValues,
>({ accept, ...props }: FieldProps<TFieldValues, TName, TTransformed> & { accept?: string }) {
  return (
    <FieldFrame
      {...props}
      render={({ field }) => (
        <Input
          type="file"
          accept={accept}
          name={field.name}
          ref={field.ref}
          onBlur={field.onBlur}
          disabled={field.disabled}
          onChange={(e) => field.onChange(e.target.files?.[0])}
          aria-required={props.required || undefined}
          variant="file"
          className="cursor-pointer"
        />
      )}
      below={({ field }) => {
        const file = field.value as File | undefined
        return (
          file && (
            <p className="truncate text-sm" title={file.name}>
              <span className="font-medium">{file.name}</span>{' '}
              <span className="text-muted-foreground">
                {formatBytes(file.size)} ({file.size.toLocaleString('en-US')} bytes)
              </span>
            </p>
          )
        )
      }}
    />
  )
}
