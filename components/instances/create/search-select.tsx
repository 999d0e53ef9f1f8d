import { Check, ChevronsUpDown, X } from 'lucide-react'
import * as React from 'react'
import type { FieldPath, FieldValues, Control } from 'react-hook-form'
import { Button } from '@/components/ui/button'
import {
  Command,
  CommandGroup,
  CommandInput,
  CommandItem,
  CommandList,
} from '@/components/ui/command'
import {
  FormControl,
  FormDescription,
  FormField,
  FormItem,
  FormLabel,
  FormMessage,
} from '@/components/ui/form'
import { Popover, PopoverContent, PopoverTrigger } from '@/components/ui/popover'
import { cn } from '@/lib/utils'

export type SelectItem = {
  value: string
  label: string
  /** a second line, also searched */
  detail?: string
}

/** More than this many matches and the list asks for a narrower search instead. */
const MAX_RENDERED = 100

type TriggerProps = Omit<React.ComponentPropsWithoutRef<'button'>, 'value' | 'onChange'> & {
  items: readonly SelectItem[]
  label: string
  placeholder: string
  /** shown on the trigger */
  summary: string | undefined
  isSelected: (value: string) => boolean
  onPick: (value: string) => void
  /** a multi-select stays open while items are toggled */
  closeOnPick: boolean
}

/**
 * A searchable list that stays quick with thousands of items: it filters
 * itself and renders only the first matches, so the DOM stays small.
 */
const SearchList = React.forwardRef<HTMLButtonElement, TriggerProps>(
  (
    {
      items,
      label,
      placeholder,
      summary,
      isSelected,
      onPick,
      closeOnPick,
      className,
      ...buttonProps
    },
    ref,
  ) => {
    const [open, setOpen] = React.useState(false)
    const [search, setSearch] = React.useState('')
    const needle = search.trim().toLowerCase()
    const matches = React.useMemo(
      () =>
        needle
          ? items.filter((i) => `${i.label} ${i.detail ?? ''}`.toLowerCase().includes(needle))
          : items,
      [items, needle],
    )
    const shown = matches.slice(0, MAX_RENDERED)
    return (
      <Popover
        open={open}
        onOpenChange={(next) => {
          setOpen(next)
          if (!next) setSearch('')
        }}
        modal
      >
        <PopoverTrigger asChild>
          <Button
            ref={ref}
            type="button"
            variant="outline"
            role="combobox"
            aria-haspopup="listbox"
            aria-expanded={open}
            className={cn(
              'w-full justify-between px-3 font-normal aria-[invalid=true]:border-destructive',
              className,
            )}
            {...buttonProps}
          >
            <span className={cn('truncate', !summary && 'text-muted-foreground')}>
              {summary ?? placeholder}
            </span>
            <ChevronsUpDown className="opacity-50" aria-hidden />
          </Button>
        </PopoverTrigger>
        <PopoverContent className="w-[--radix-popover-trigger-width] min-w-64 p-0" align="start">
          <Command label={`Search ${label}`} shouldFilter={false}>
            <CommandInput placeholder="Search…" value={search} onValueChange={setSearch} />
            <CommandList>
              {shown.length === 0 && (
                <p className="py-6 text-center text-sm text-muted-foreground">No matches</p>
              )}
              <CommandGroup>
                {shown.map((item) => (
                  <CommandItem
                    key={item.value}
                    value={item.value}
                    onSelect={() => {
                      onPick(item.value)
                      if (closeOnPick) setOpen(false)
                    }}
                  >
                    <Check
                      className={cn(isSelected(item.value) ? 'opacity-100' : 'opacity-0')}
                      aria-hidden
                    />
                    <span className="flex min-w-0 flex-col">
                      <span className="truncate" title={item.label}>
                        {item.label}
                      </span>
                      {item.detail && (
                        <span className="truncate text-xs text-muted-foreground">
                          {item.detail}
                        </span>
                      )}
                    </span>
                  </CommandItem>
                ))}
              </CommandGroup>
            </CommandList>
            {matches.length > shown.length && (
              <p className="border-t px-3 py-2 text-xs text-muted-foreground" role="status">
                Showing {shown.length} of {matches.length.toLocaleString('en-US')} matches: type to
                narrow the list
              </p>
            )}
          </Command>
        </PopoverContent>
      </Popover>
    )
  },
)
SearchList.displayName = 'SearchList'

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

/** One choice out of a possibly long list; the form value is the item's value. */
export function SearchSelectField<T extends FieldValues, N extends FieldPath<T>>({
  control,
  name,
  label,
  description,
  required,
  items,
  placeholder = 'Select an option',
  className,
  disabled,
  onPicked,
}: FieldProps<T, N> & { onPicked?: (value: string) => void }) {
  return (
    <FormField
      control={control}
      name={name}
      disabled={disabled}
      render={({ field }) => (
        <FormItem className={className}>
          <FormLabel required={required}>{label}</FormLabel>
          {description && <FormDescription>{description}</FormDescription>}
          <FormControl>
            <SearchList
              ref={field.ref}
              onBlur={field.onBlur}
              disabled={field.disabled}
              aria-required={required || undefined}
              items={items}
              label={label}
              placeholder={placeholder}
              summary={items.find((i) => i.value === field.value)?.label}
              isSelected={(v) => v === field.value}
              onPick={(v) => {
                field.onChange(v)
                onPicked?.(v)
              }}
              closeOnPick
            />
          </FormControl>
          <FormMessage />
        </FormItem>
      )}
    />
  )
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
