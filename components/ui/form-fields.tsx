import * as React from 'react'
import type { ControllerProps, FieldPath, FieldValues } from 'react-hook-form'
import { Checkbox } from '@/components/ui/checkbox'
import {
  FormControl,
  FormDescription,
  FormField,
  FormItem,
  FormLabel,
  FormMessage,
} from '@/components/ui/form'
import { Input } from '@/components/ui/input'
import { Label } from '@/components/ui/label'
import { RadioGroup, RadioGroupItem } from '@/components/ui/radio-group'
import type { SelectItem as ListItem } from '@/components/ui/search-list'
import { Textarea } from '@/components/ui/textarea'
import { cn } from '@/lib/core/utils'

export type FieldProps<
  TFieldValues extends FieldValues,
  TName extends FieldPath<TFieldValues>,
  TTransformed,
> = {
  control: ControllerProps<TFieldValues, TName, TTransformed>['control']
  name: TName
  label: string
  description?: React.ReactNode
  required?: boolean
  disabled?: boolean
  className?: string
}

export type FieldItem = ListItem

// Props the helpers own; the rest pass through to the native element.
type NativeOmit = 'name' | 'value' | 'defaultValue' | 'onChange' | 'onBlur' | 'ref' | 'disabled'

export function TextField<
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
  ...inputProps
}: FieldProps<TFieldValues, TName, TTransformed> &
  Omit<React.ComponentProps<'input'>, NativeOmit>) {
  return (
    <FormField
      control={control}
      name={name}
      disabled={disabled}
      render={({ field }) => (
        <FieldFrame
          label={label}
          required={required}
          description={description}
          className={className}
        >
          <Input
            {...inputProps}
            {...field}
            value={(field.value as string | undefined) ?? ''}
            aria-required={required || undefined}
          />
        </FieldFrame>
      )}
    />
  )
}

/** Label, description, the control and its inline error: the frame every field shares. */
export function FieldFrame({
  label,
  required,
  description,
  className,
  children,
}: {
  label: React.ReactNode
  required?: boolean
  description?: React.ReactNode
  className?: string
  children: React.ReactElement
}) {
  return (
    <FormItem className={className}>
      <FormLabel required={required}>{label}</FormLabel>
      {description && <FormDescription>{description}</FormDescription>}
      <FormControl>{children}</FormControl>
      <FormMessage />
    </FormItem>
  )
}

/** A number input whose form value is a number, or undefined while empty. */
export function NumberField<
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
  ...inputProps
}: FieldProps<TFieldValues, TName, TTransformed> &
  Omit<React.ComponentProps<'input'>, NativeOmit | 'type'>) {
  return (
    <FormField
      control={control}
      name={name}
      disabled={disabled}
      render={({ field }) => (
        <FieldFrame
          label={label}
          required={required}
          description={description}
          className={className}
        >
          <Input
            type="number"
            inputMode="decimal"
            {...inputProps}
            name={field.name}
            ref={field.ref}
            disabled={field.disabled}
            onBlur={field.onBlur}
            // a half-typed number ('1.', '-') reads as '' here, which React leaves on screen
            value={typeof field.value === 'number' ? field.value : ''}
            onChange={(e) =>
              field.onChange(e.target.value === '' ? undefined : e.target.valueAsNumber)
            }
            aria-required={required || undefined}
          />
        </FieldFrame>
      )}
    />
  )
}

export function TextareaField<
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
  ...textareaProps
}: FieldProps<TFieldValues, TName, TTransformed> &
  Omit<React.ComponentProps<'textarea'>, NativeOmit>) {
  return (
    <FormField
      control={control}
      name={name}
      disabled={disabled}
      render={({ field }) => (
        <FieldFrame
          label={label}
          required={required}
          description={description}
          className={className}
        >
          <Textarea
            {...textareaProps}
            {...field}
            value={(field.value as string | undefined) ?? ''}
            aria-required={required || undefined}
          />
        </FieldFrame>
      )}
    />
  )
}

export function CheckboxField<
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
}: FieldProps<TFieldValues, TName, TTransformed>) {
  return (
    <FormField
      control={control}
      name={name}
      disabled={disabled}
      render={({ field }) => (
        <FormItem className={cn('flex-row items-start gap-3', className)}>
          <FormControl>
            <Checkbox
              ref={field.ref}
              name={field.name}
              checked={field.value === true}
              onCheckedChange={(checked) => field.onChange(checked === true)}
              onBlur={field.onBlur}
              disabled={field.disabled}
              aria-required={required || undefined}
              className="mt-0.5"
            />
          </FormControl>
          <div className="flex flex-col gap-1.5">
            <FormLabel required={required} className="leading-5">
              {label}
            </FormLabel>
            {description && <FormDescription>{description}</FormDescription>}
            <FormMessage />
          </div>
        </FormItem>
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
  control,
  name,
  label,
  description,
  required,
  disabled,
  className,
  items,
}: FieldProps<TFieldValues, TName, TTransformed> & { items: RadioFieldItem[] }) {
  // a <label> cannot name a radiogroup, so the group points at its heading instead
  const baseId = React.useId()
  const headingId = `${baseId}-heading`
  return (
    <FormField
      control={control}
      name={name}
      disabled={disabled}
      render={({ field, fieldState }) => (
        <FormItem className={className}>
          <div
            id={headingId}
            className={cn(
              'text-sm font-medium leading-none',
              fieldState.error && 'text-destructive',
            )}
          >
            {label}
            {required && (
              <span aria-hidden className="ml-0.5 text-destructive">
                *
              </span>
            )}
          </div>
          {description && <FormDescription>{description}</FormDescription>}
          <FormControl>
            <RadioGroup
              ref={field.ref}
              name={field.name}
              value={(field.value as string | undefined) ?? ''}
              onValueChange={field.onChange}
              onBlur={field.onBlur}
              disabled={field.disabled}
              aria-labelledby={headingId}
              aria-required={required || undefined}
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
                      <Label htmlFor={itemId} className="font-normal leading-5">
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
          </FormControl>
          <FormMessage />
        </FormItem>
      )}
    />
  )
}
