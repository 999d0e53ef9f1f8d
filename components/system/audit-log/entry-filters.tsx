import { useId } from 'react'
import { Button } from '@/components/ui/button'
import { Input } from '@/components/ui/input'
import { Label } from '@/components/ui/label'
import type { ResultFilter } from './entry-text'

const RESULTS: { value: ResultFilter; label: string }[] = [
  { value: 'all', label: 'All' },
  { value: 'success', label: 'Success' },
  { value: 'error', label: 'Error' },
]

/** The result toggle and the text filter, both over the entries loaded so far. */
export function EntryFilters({
  result,
  onResult,
  text,
  onText,
  loaded,
  shown,
}: {
  result: ResultFilter
  onResult: (r: ResultFilter) => void
  text: string
  onText: (t: string) => void
  loaded: number
  shown: number
}) {
  const id = useId()
  return (
    <div className="flex flex-wrap items-end gap-x-6 gap-y-3">
      <div role="group" aria-label="Result" className="flex gap-1">
        {RESULTS.map((r) => (
          <Button
            key={r.value}
            type="button"
            size="sm"
            variant={result === r.value ? 'default' : 'outline'}
            aria-pressed={result === r.value}
            onClick={() => onResult(r.value)}
          >
            {r.label}
          </Button>
        ))}
      </div>
      <div className="flex flex-col gap-1">
        <Label htmlFor={`${id}-text`}>Filter loaded entries</Label>
        <Input
          id={`${id}-text`}
          type="search"
          fullWidth={false}
          className="w-72"
          placeholder="Operation, URI, actor, IP or request ID"
          value={text}
          onChange={(e) => onText(e.target.value)}
          aria-describedby={`${id}-note`}
        />
      </div>
      <p id={`${id}-note`} role="status" className="text-sm text-muted-foreground">
        Filters apply to the {loaded.toLocaleString('en-US')} loaded entries: showing{' '}
        {shown.toLocaleString('en-US')}.
      </p>
    </div>
  )
}
