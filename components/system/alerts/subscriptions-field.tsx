import { X } from 'lucide-react'
import { useId, useState } from 'react'
import { useController, type UseFormReturn } from 'react-hook-form'
import { Button } from '@/components/ui/button'
import { Checkbox } from '@/components/ui/checkbox'
import { Input } from '@/components/ui/input'
import { Label } from '@/components/ui/label'
import { PickerLimitNote } from '@/components/kit/forms/picker-limit-note'
import { useAlertClasses } from './alert-queries'
import { subscriptionSchema, type ReceiverValues } from './receiver-schema'
import { uniqueBy } from '@/lib/core/keys'

/**
 * The alert classes to subscribe to: a box per class the rack defines, and
 * patterns (`test.**`) typed in, which also match classes added later.
 */
export function SubscriptionsField({ form }: { form: UseFormReturn<ReceiverValues> }) {
  const { field } = useController({ control: form.control, name: 'subscriptions' })
  const classes = useAlertClasses()
  const [pattern, setPattern] = useState('')
  const [patternError, setPatternError] = useState<string>()
  const patternId = useId()
  const names = classes.data?.items.map((c) => c.name) ?? []
  const chosen = field.value
  const patterns = chosen.filter((s) => !names.includes(s))
  const toggle = (name: string, on: boolean) =>
    field.onChange(on ? [...chosen, name] : chosen.filter((s) => s !== name))

  const addPattern = () => {
    const parsed = subscriptionSchema.safeParse(pattern)
    if (!parsed.success) {
      setPatternError(parsed.error.issues[0].message)
      return
    }
    if (!chosen.includes(parsed.data)) field.onChange([...chosen, parsed.data])
    setPattern('')
    setPatternError(undefined)
  }

  return (
    <fieldset className="flex flex-col gap-3">
      <legend className="mb-1 text-sm font-medium">Subscriptions</legend>
      <p className="text-sm text-muted-foreground">
        The alerts this receiver gets. With none it gets only the probes you send.
      </p>
      {classes.error && !classes.data && (
        <p className="text-sm text-destructive">
          Could not load the alert classes: {classes.error.message}
        </p>
      )}
      <ul className="flex flex-col gap-2">
        {uniqueBy(classes.data?.items ?? [], (c) => c.name).map((c) => (
          <li key={c.name} className="flex items-start gap-3">
            <Checkbox
              id={`${patternId}-${c.name}`}
              checked={chosen.includes(c.name)}
              onCheckedChange={(on) => toggle(c.name, on === true)}
              className="mt-0.5"
            />
            <Label
              htmlFor={`${patternId}-${c.name}`}
              weight="normal"
              className="flex flex-col gap-0.5"
            >
              <span className="font-mono text-sm">{c.name}</span>
              <span className="text-xs text-muted-foreground">{c.description}</span>
            </Label>
          </li>
        ))}
      </ul>
      <PickerLimitNote page={classes.data} things="alert classes" />
      {patterns.length > 0 && (
        <ul aria-label="Patterns" className="flex flex-wrap gap-2">
          {patterns.map((p) => (
            <li
              key={p}
              className="flex items-center gap-1 rounded-md border px-2 py-0.5 font-mono text-sm"
            >
              {p}
              <Button
                type="button"
                variant="ghost"
                size="xs"
                aria-label={`Remove pattern ${p}`}
                onClick={() => toggle(p, false)}
              >
                <X className="h-3 w-3" aria-hidden />
              </Button>
            </li>
          ))}
        </ul>
      )}
      <div className="flex items-end gap-2">
        <div className="flex flex-1 flex-col gap-1.5">
          <Label htmlFor={patternId}>Pattern</Label>
          <Input
            id={patternId}
            value={pattern}
            placeholder="test.**"
            aria-invalid={patternError ? true : undefined}
            aria-describedby={patternError ? `${patternId}-error` : undefined}
            onChange={(e) => setPattern(e.target.value)}
            onKeyDown={(e) => {
              if (e.key === 'Enter') {
                // adds the pattern instead of submitting the whole form
                e.preventDefault()
                addPattern()
              }
            }}
          />
        </div>
        <Button type="button" variant="outline" size="sm" onClick={addPattern}>
          Add pattern
        </Button>
      </div>
      {patternError && (
        <p id={`${patternId}-error`} className="text-sm text-destructive">
          {patternError}
        </p>
      )}
    </fieldset>
  )
}
