import { useId, useState } from 'react'
import { Button } from '@/components/ui/button'
import { Input } from '@/components/ui/input'
import { Label } from '@/components/ui/label'
import { PRESETS, customRange, toLocalInput, type TimeRange } from './time-range'

/** The range's presets as toggle buttons, and a custom start and optional end. */
export function TimeRangePicker({
  range,
  onChange,
}: {
  range: TimeRange
  onChange: (range: TimeRange) => void
}) {
  const id = useId()
  const [start, setStart] = useState(range.kind === 'custom' ? toLocalInput(range.start) : '')
  const [end, setEnd] = useState(
    range.kind === 'custom' && range.end ? toLocalInput(range.end) : '',
  )
  const [error, setError] = useState<string>()

  const apply = (e: React.FormEvent) => {
    e.preventDefault()
    const result = customRange(start, end)
    setError(result.error)
    if (result.range) onChange(result.range)
  }

  return (
    <div className="flex flex-wrap items-end gap-x-6 gap-y-3">
      <div role="group" aria-label="Time range" className="flex flex-wrap gap-1">
        {PRESETS.map((p) => (
          <Button
            key={p.id}
            type="button"
            size="sm"
            variant={range.kind === 'preset' && range.preset === p.id ? 'default' : 'outline'}
            aria-pressed={range.kind === 'preset' && range.preset === p.id}
            onClick={() => onChange({ kind: 'preset', preset: p.id })}
          >
            {p.label}
          </Button>
        ))}
      </div>
      <form className="flex flex-wrap items-end gap-2" onSubmit={apply} noValidate>
        <div className="flex flex-col gap-1">
          <Label htmlFor={`${id}-start`}>From</Label>
          <Input
            id={`${id}-start`}
            type="datetime-local"
            fullWidth={false}
            className="w-52"
            value={start}
            aria-invalid={!!error || undefined}
            aria-describedby={error ? `${id}-error` : undefined}
            onChange={(e) => setStart(e.target.value)}
          />
        </div>
        <div className="flex flex-col gap-1">
          <Label htmlFor={`${id}-end`}>To (optional)</Label>
          <Input
            id={`${id}-end`}
            type="datetime-local"
            fullWidth={false}
            className="w-52"
            value={end}
            onChange={(e) => setEnd(e.target.value)}
          />
        </div>
        <Button
          type="submit"
          size="sm"
          variant={range.kind === 'custom' ? 'default' : 'outline'}
          className="mb-0.5"
        >
          Apply custom range
        </Button>
        {error && (
          <p id={`${id}-error`} role="alert" className="w-full text-sm text-destructive">
            {error}
          </p>
        )}
      </form>
    </div>
  )
}
