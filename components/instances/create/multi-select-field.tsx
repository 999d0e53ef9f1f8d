import { X } from 'lucide-react'
import type { FieldPath, FieldValues } from 'react-hook-form'
import { Button } from '@/components/ui/button'
import { FieldFrame, type FieldProps } from '@/components/ui/form-fields'
import { SearchList, type SelectItem } from '@/components/ui/search-list'

/** Any number of choices; the chosen ones are listed below with a remove button each. */
export function MultiSelectField<T extends FieldValues, N extends FieldPath<T>>({
  control,
  name,
  label,
  description,
  items,
  placeholder = 'Select…',
  className,
  disabled,
}: FieldProps<T, N, T> & { items: readonly SelectItem[]; placeholder?: string }) {
  const chosenOf = (value: unknown) => (value as string[] | undefined) ?? []
  const labelOf = (v: string) => items.find((i) => i.value === v)?.label ?? v
  const toggled = (chosen: string[], v: string) =>
    chosen.includes(v) ? chosen.filter((c) => c !== v) : [...chosen, v]
  return (
    <FieldFrame
      {...{ control, name, label, description, className, disabled }}
      render={({ field }) => {
        const chosen = chosenOf(field.value)
        return (
          <SearchList
            ref={field.ref}
            onBlur={field.onBlur}
            disabled={field.disabled}
            items={items}
            label={label}
            placeholder={placeholder}
            summary={chosen.length ? `${chosen.length} selected` : undefined}
            isSelected={(v) => chosen.includes(v)}
            onPick={(v) => field.onChange(toggled(chosen, v))}
            closeOnPick={false}
          />
        )
      }}
      below={({ field }) => {
        const chosen = chosenOf(field.value)
        return (
          chosen.length > 0 && (
            <ul className="flex flex-wrap gap-2" aria-label={`Selected ${label.toLowerCase()}`}>
              {chosen.map((v) => (
                <li
                  key={v}
                  className="flex max-w-full items-center gap-1 rounded-md border bg-muted py-0.5 pl-2 pr-0.5 text-sm"
                >
                  <span className="truncate" title={labelOf(v)}>
                    {labelOf(v)}
                  </span>
                  <Button
                    type="button"
                    variant="ghost"
                    size="icon-xs"
                    aria-label={`Remove ${labelOf(v)}`}
                    onClick={() => field.onChange(toggled(chosen, v))}
                  >
                    <X aria-hidden />
                  </Button>
                </li>
              ))}
            </ul>
          )
        )
      }}
    />
  )
}
