import { Plus, Trash2 } from 'lucide-react'
import { useFieldArray, type UseFormReturn } from 'react-hook-form'
import { Button } from '@/components/ui/button'
import { TextField } from '@/components/ui/form-fields'
import type { ReceiverValues } from './receiver-schema'

/**
 * The receiver's signing secrets: one or more, typed as passwords. Nexus
 * keeps them and never returns them, so they can't be shown again.
 */
export function SecretsField({ form }: { form: UseFormReturn<ReceiverValues> }) {
  const { fields, append, remove } = useFieldArray({ control: form.control, name: 'secrets' })
  const listError =
    form.formState.errors.secrets?.root?.message ?? form.formState.errors.secrets?.message
  return (
    <fieldset className="flex flex-col gap-3">
      <legend className="mb-1 text-sm font-medium">Secrets</legend>
      <p className="text-sm text-muted-foreground">
        Each alert is signed with every secret, so the endpoint can check where it came from. They
        are never shown again.
      </p>
      {fields.map((f, i) => (
        <div key={f.id} className="flex items-end gap-2">
          <TextField
            control={form.control}
            name={`secrets.${i}.value`}
            label={`Secret ${i + 1}`}
            type="password"
            autoComplete="new-password"
            required
            className="flex-1"
          />
          {fields.length > 1 && (
            <Button
              type="button"
              variant="ghost"
              size="sm"
              aria-label={`Remove secret ${i + 1}`}
              onClick={() => remove(i)}
            >
              <Trash2 className="h-4 w-4" aria-hidden />
            </Button>
          )}
        </div>
      ))}
      {listError && (
        <p role="alert" className="text-sm text-destructive">
          {listError}
        </p>
      )}
      <Button
        type="button"
        variant="outline"
        size="sm"
        className="self-start"
        onClick={() => append({ value: '' })}
      >
        <Plus className="mr-1 h-4 w-4" aria-hidden />
        Add secret
      </Button>
    </fieldset>
  )
}
