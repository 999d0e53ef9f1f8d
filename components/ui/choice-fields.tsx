import type { FieldPath, FieldValues } from 'react-hook-form'
import { FormControl } from '@/components/ui/form'
import { uniqueBy } from '@/lib/core/keys'
import { FieldFrame, type FieldItem, type FieldProps } from '@/components/ui/form-fields'
import { SearchList, type ListMore } from '@/components/ui/search-list'
import {
  Select,
  SelectContent,
  SelectItem,
  SelectTrigger,
  SelectValue,
} from '@/components/ui/select'

// Apart from the other fields: a form of text fields alone doesn't load the select and
// search-list code (Radix Select, floating-ui, the list's search), a third of a form's scripts.

/** A closed list of options (Radix Select, a listbox). */
export function ListboxField<
  TFieldValues extends FieldValues,
  TName extends FieldPath<TFieldValues>,
  TTransformed = TFieldValues,
>({
  control,
  name,
  label,
  description,
  required,
  disabled,
  className,
  items,
  placeholder = 'Select an option',
}: FieldProps<TFieldValues, TName, TTransformed> & {
  items: FieldItem[]
  placeholder?: string
}) {
  return (
    <FieldFrame
      {...{ control, name, label, description, required, disabled, className }}
      placesControl
      render={({ field }) => (
        <Select
          // '' shows the placeholder; undefined would leave Radix holding a stale choice
          value={(field.value as string | undefined) ?? ''}
          onValueChange={field.onChange}
          disabled={field.disabled}
          name={field.name}
        >
          <FormControl>
            <SelectTrigger
              ref={field.ref}
              onBlur={field.onBlur}
              aria-required={required || undefined}
            >
              <SelectValue placeholder={placeholder} />
            </SelectTrigger>
          </FormControl>
          <SelectContent>
            {/* an API list may name one choice twice: it is offered once */}
            {uniqueBy(items, (item) => item.value).map((item) => (
              <SelectItem key={item.value} value={item.value}>
                {item.label}
              </SelectItem>
            ))}
          </SelectContent>
        </Select>
      )}
    />
  )
}

/**
 * One choice out of a list however long: it searches label and detail, renders the rows in
 * sight, reads on given `more`, and only ever sets one of the listed values.
 */
export function ComboboxField<
  TFieldValues extends FieldValues,
  TName extends FieldPath<TFieldValues>,
  TTransformed = TFieldValues,
>({
  control,
  name,
  label,
  description,
  required,
  disabled,
  className,
  items,
  placeholder = 'Select an option',
  emptyText = 'No matches',
  onPicked,
  more,
}: FieldProps<TFieldValues, TName, TTransformed> & {
  items: readonly FieldItem[]
  placeholder?: string
  emptyText?: string
  /** after the user picks an item (not on programmatic changes) */
  onPicked?: (value: string) => void
  /** a list read page by page: the next page is read as the list's end comes into sight */
  more?: ListMore
}) {
  return (
    <FieldFrame
      {...{ control, name, label, description, required, disabled, className }}
      render={({ field }) => (
        <SearchList
          ref={field.ref}
          onBlur={field.onBlur}
          disabled={field.disabled}
          aria-required={required || undefined}
          items={items}
          label={label}
          placeholder={placeholder}
          emptyText={emptyText}
          summary={items.find((item) => item.value === field.value)?.label}
          isSelected={(v) => v === field.value}
          onPick={(v) => {
            field.onChange(v)
            onPicked?.(v)
          }}
          closeOnPick
          more={more}
        />
      )}
    />
  )
}
