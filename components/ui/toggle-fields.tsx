import * as React from 'react'
import type { FieldPath, FieldValues } from 'react-hook-form'
import { Checkbox } from '@/components/ui/checkbox'
import { FieldFrame, type FieldItem, type FieldProps } from '@/components/ui/form-fields'
import { Label } from '@/components/ui/label'
import { RadioGroup, RadioGroupItem } from '@/components/ui/radio-group'

// Apart from the text fields: a form of text fields alone (the sign-in form) doesn't load
// the Radix checkbox and radio group.

export function CheckboxField<
  TFieldValues extends FieldValues,
  TName extends FieldPath<TFieldValues>,
  TTransformed = TFieldValues,
>(props: FieldProps<TFieldValues, TName, TTransformed>) {
  return (
    <FieldFrame
      {...props}
      layout="beside"
      render={({ field }) => (
        <Checkbox
          ref={field.ref}
          name={field.name}
          checked={field.value === true}
          onCheckedChange={(checked) => field.onChange(checked === true)}
          onBlur={field.onBlur}
          disabled={field.disabled}
          aria-required={props.required || undefined}
          className="mt-0.5"
        />
      )}
    />
  )
}

export type RadioFieldItem = FieldItem & { description?: React.ReactNode }

export function RadioField<
  TFieldValues extends FieldValues,
  TName extends FieldPath<TFieldValues>,
  TTransformed = TFieldValues,
>({
  items,
  onPicked,
  ...props
}: FieldProps<TFieldValues, TName, TTransformed> & {
  items: RadioFieldItem[]
  /** after the user picks an item (not on programmatic changes) */
  onPicked?: (value: string) => void
}) {
  const baseId = React.useId()
  return (
    <FieldFrame
      {...props}
      layout="group"
      render={({ field }) => (
        <RadioGroup
          ref={field.ref}
          name={field.name}
          value={(field.value as string | undefined) ?? ''}
          onValueChange={(v) => {
            field.onChange(v)
            onPicked?.(v)
          }}
          onBlur={field.onBlur}
          disabled={field.disabled}
          aria-required={props.required || undefined}
        >
          {items.map((item, i) => {
            const itemId = `${baseId}-item-${i}`
            const descriptionId = `${itemId}-description`
            return (
              <div key={item.value} className="flex items-start gap-3">
                <RadioGroupItem
                  value={item.value}
                  id={itemId}
                  aria-describedby={item.description ? descriptionId : undefined}
                  className="mt-0.5"
                />
                <div className="flex flex-col gap-1">
                  <Label htmlFor={itemId} weight="normal" leading="5">
                    {item.label}
                  </Label>
                  {item.description && (
                    <p id={descriptionId} className="text-sm text-muted-foreground">
                      {item.description}
                    </p>
                  )}
                </div>
              </div>
            )
          })}
        </RadioGroup>
      )}
    />
  )
}
