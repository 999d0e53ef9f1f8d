import * as React from 'react'
import type { ControllerProps, FieldPath, FieldValues } from 'react-hook-form'
import {
  FormControl,
  FormDescription,
  FormField,
  FormHeading,
  FormItem,
  FormLabel,
  FormMessage,
} from '@/components/ui/form'
import { Input } from '@/components/ui/input'
import type { SelectItem as ListItem } from '@/components/ui/search-list'
import { Textarea } from '@/components/ui/textarea'

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
  /** checks without a schema, for a form too small to load zod (the sign-in form) */
  rules?: ControllerProps<TFieldValues, TName, TTransformed>['rules']
}

export type FieldItem = ListItem

// Props the helpers own; the rest pass through to the native element.
type NativeOmit = 'name' | 'value' | 'defaultValue' | 'onChange' | 'onBlur' | 'ref' | 'disabled'

type FrameArgs<
  TFieldValues extends FieldValues,
  TName extends FieldPath<TFieldValues>,
> = Parameters<ControllerProps<TFieldValues, TName>['render']>[0]

export type FieldFrameProps<
  TFieldValues extends FieldValues,
  TName extends FieldPath<TFieldValues>,
  TTransformed,
> = FieldProps<TFieldValues, TName, TTransformed> & {
  /** the control, given the form's field; it receives the id, error state and descriptions */
  render: (args: FrameArgs<TFieldValues, TName>) => React.ReactElement
  /**
   * stacked: label, description, control; beside: a box with its label to the right;
   * group: radios, named by a heading, since no <label> can name a group
   */
  layout?: 'stacked' | 'beside' | 'group'
  /** stacked, with the label closer to its control (the sign-in form) */
  compact?: boolean
  /** the render puts <FormControl> itself around the part that takes focus (a Select's trigger) */
  placesControl?: boolean
  /** shown under the control, above the error: what the field holds (chosen files, chosen items) */
  below?: (args: FrameArgs<TFieldValues, TName>) => React.ReactNode
}

/**
 * The one frame of every form field: it binds the control to the form and lays out its
 * label, description, inline error and required mark, so each field only says what its
 * control is.
 */
export function FieldFrame<
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
  render,
  layout = 'stacked',
  compact = false,
  placesControl,
  below,
  rules,
}: FieldFrameProps<TFieldValues, TName, TTransformed>) {
  return (
    <FormField
      control={control}
      name={name}
      disabled={disabled}
      rules={rules}
      render={(args) => {
        const rendered = render(args as FrameArgs<TFieldValues, TName>)
        const controlled = placesControl ? (
          rendered
        ) : (
          <FormControl namedByHeading={layout === 'group'}>{rendered}</FormControl>
        )
        const words = (
          <>
            {layout === 'group' ? (
              <FormHeading required={required}>{label}</FormHeading>
            ) : (
              <FormLabel required={required} leading={layout === 'beside' ? '5' : 'none'}>
                {label}
              </FormLabel>
            )}
            {description && <FormDescription>{description}</FormDescription>}
          </>
        )
        const after = (
          <>
            {below?.(args as FrameArgs<TFieldValues, TName>)}
            <FormMessage />
          </>
        )
        return layout === 'beside' ? (
          <FormItem layout="beside" className={className}>
            {controlled}
            <div className="flex flex-col gap-1.5">
              {words}
              {after}
            </div>
          </FormItem>
        ) : (
          <FormItem layout={compact ? 'compact' : 'stacked'} className={className}>
            {words}
            {controlled}
            {after}
          </FormItem>
        )
      }}
    />
  )
}

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
  rules,
  compact,
  onTyped,
  ...inputProps
}: FieldProps<TFieldValues, TName, TTransformed> &
  Pick<FieldFrameProps<TFieldValues, TName, TTransformed>, 'compact'> &
  Omit<React.ComponentProps<'input'>, NativeOmit> & {
    /** after the user changes the text (not on programmatic changes), with the text before */
    onTyped?: (value: string, before: string) => void
  }) {
  return (
    <FieldFrame
      {...{ control, name, label, description, required, disabled, className, rules, compact }}
      render={({ field }) => (
        <Input
          {...inputProps}
          {...field}
          value={(field.value as string | undefined) ?? ''}
          onChange={(e) => {
            const before = (field.value as string | undefined) ?? ''
            field.onChange(e)
            onTyped?.(e.target.value, before)
          }}
          aria-required={required || undefined}
        />
      )}
    />
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
  rules,
  ...inputProps
}: FieldProps<TFieldValues, TName, TTransformed> &
  Omit<React.ComponentProps<'input'>, NativeOmit | 'type'>) {
  return (
    <FieldFrame
      {...{ control, name, label, description, required, disabled, className, rules }}
      render={({ field }) => (
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
  rules,
  ...textareaProps
}: FieldProps<TFieldValues, TName, TTransformed> &
  Omit<React.ComponentProps<'textarea'>, NativeOmit>) {
  return (
    <FieldFrame
      {...{ control, name, label, description, required, disabled, className, rules }}
      render={({ field }) => (
        <Textarea
          {...textareaProps}
          {...field}
          value={(field.value as string | undefined) ?? ''}
          aria-required={required || undefined}
        />
      )}
    />
  )
}
