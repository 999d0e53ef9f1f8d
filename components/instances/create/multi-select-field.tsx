import { X } from 'lucide-react'
import type * as React from 'react'
import type { Control, FieldPath, FieldValues } from 'react-hook-form'
import { Button } from '@/components/ui/button'
import {
  FormControl,
  FormDescription,
  FormField,
  FormItem,
  FormLabel,
  FormMessage,
} from '@/components/ui/form'
import { SearchList, type SelectItem } from '@/components/ui/search-list'

type FieldProps<T extends FieldValues, N extends FieldPath<T>> = {
  control: Control<T>
  name: N
  label: string
  description?: React.ReactNode
  required?: boolean
  items: readonly SelectItem[]
  placeholder?: string
  className?: string
  disabled?: boolean
}

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
}: FieldProps<T, N>) {
  return (
    <FormField
      control={control}
      name={name}
      disabled={disabled}
      render={({ field }) => {
        const chosen = (field.value as string[] | undefined) ?? []
        const toggle = (v: string) =>
          field.onChange(chosen.includes(v) ? chosen.filter((c) => c !== v) : [...chosen, v])
        const labelOf = (v: string) => items.find((i) => i.value === v)?.label ?? v
        return (
          <FormItem className={className}>
            <FormLabel>{label}</FormLabel>
            {description && <FormDescription>{description}</FormDescription>}
            <FormControl>
              <SearchList
                ref={field.ref}
                onBlur={field.onBlur}
                disabled={field.disabled}
                items={items}
                label={label}
                placeholder={placeholder}
                summary={chosen.length ? `${chosen.length} selected` : undefined}
                isSelected={(v) => chosen.includes(v)}
                onPick={toggle}
                closeOnPick={false}
              />
            </FormControl>
            {chosen.length > 0 && (
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
                      size="icon-sm"
                      className="size-6"
                      aria-label={`Remove ${labelOf(v)}`}
                      onClick={() => toggle(v)}
                    >
                      <X aria-hidden />
                    </Button>
                  </li>
                ))}
              </ul>
            )}
            <FormMessage />
          </FormItem>
        )
      }}
    />
  )
}
