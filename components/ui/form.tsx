import type * as LabelPrimitive from '@radix-ui/react-label'
import { Slot } from '@radix-ui/react-slot'
import * as React from 'react'
import {
  Controller,
  FormProvider,
  useFormContext,
  useFormState,
  type Control,
  type ControllerProps,
  type FieldPath,
  type FieldValues,
} from 'react-hook-form'
import { Label } from '@/components/ui/label'
import { joinClasses } from '@/lib/core/join-classes'

const Form = FormProvider

// `control` rides along so the helpers also work without a <Form> provider around them
type FormFieldContextValue = { name: string; control?: Control }

const FormFieldContext = React.createContext<FormFieldContextValue | null>(null)

const FormField = <
  TFieldValues extends FieldValues = FieldValues,
  TName extends FieldPath<TFieldValues> = FieldPath<TFieldValues>,
  TTransformedValues = TFieldValues,
>(
  props: ControllerProps<TFieldValues, TName, TTransformedValues>,
) => (
  <FormFieldContext.Provider
    value={{ name: props.name, control: props.control as Control | undefined }}
  >
    <Controller {...props} />
  </FormFieldContext.Provider>
)

type FormItemContextValue = {
  id: string
  hasDescription: boolean
  // a FormDescription registers itself so controls only point at descriptions that exist
  setHasDescription: (present: boolean) => void
}

const FormItemContext = React.createContext<FormItemContextValue | null>(null)

/** Ids and error state of the field around the caller, for wiring labels and messages. */
function useFormField() {
  const fieldContext = React.useContext(FormFieldContext)
  const itemContext = React.useContext(FormItemContext)
  const formContext = useFormContext() as ReturnType<typeof useFormContext> | null
  if (!fieldContext) throw new Error('useFormField must be used within <FormField>')
  if (!itemContext) throw new Error('useFormField must be used within <FormItem>')
  const control = fieldContext.control ?? formContext?.control
  if (!control) throw new Error('useFormField needs a control prop or a <Form> provider')
  // subscribing to this field's state re-renders the message when its error changes
  const formState = useFormState({ control, name: fieldContext.name })
  const fieldState = control.getFieldState(fieldContext.name, formState)
  const { id, hasDescription, setHasDescription } = itemContext
  return {
    id,
    hasDescription,
    setHasDescription,
    name: fieldContext.name,
    formItemId: `${id}-form-item`,
    formLabelId: `${id}-form-item-label`,
    formDescriptionId: `${id}-form-item-description`,
    formMessageId: `${id}-form-item-message`,
    ...fieldState,
  }
}

/**
 * stacked: label over control; compact: the same, closer (the sign-in form); beside: a box
 * with its words to the right
 */
const itemLayout = {
  stacked: 'flex-col gap-2',
  compact: 'flex-col gap-1.5',
  beside: 'flex-row items-start gap-3',
} as const

const FormItem = React.forwardRef<
  HTMLDivElement,
  React.HTMLAttributes<HTMLDivElement> & { layout?: keyof typeof itemLayout }
>(({ className, layout = 'stacked', ...props }, ref) => {
  const id = React.useId()
  const [hasDescription, setHasDescription] = React.useState(false)
  const value = React.useMemo(
    () => ({ id, hasDescription, setHasDescription }),
    [id, hasDescription],
  )
  return (
    <FormItemContext.Provider value={value}>
      <div ref={ref} className={joinClasses('flex', itemLayout[layout], className)} {...props} />
    </FormItemContext.Provider>
  )
})
FormItem.displayName = 'FormItem'

const FormLabel = React.forwardRef<
  React.ElementRef<typeof LabelPrimitive.Root>,
  React.ComponentPropsWithoutRef<typeof Label> & { required?: boolean }
>(({ className, children, required, ...props }, ref) => {
  const { error, formItemId, formLabelId } = useFormField()
  return (
    <Label
      ref={ref}
      id={formLabelId}
      className={joinClasses(error && 'text-destructive', className)}
      htmlFor={formItemId}
      {...props}
    >
      {children}
      {/* the control carries aria-required; the asterisk is for sighted users only */}
      {required && (
        <span aria-hidden className="ml-0.5 text-destructive">
          *
        </span>
      )}
    </Label>
  )
})
FormLabel.displayName = 'FormLabel'

/** The name of a field that is a group of controls: styled as a label, but not a <label>. */
function FormHeading({ children, required }: { children: React.ReactNode; required?: boolean }) {
  const { error, formLabelId } = useFormField()
  return (
    <div
      id={formLabelId}
      className={joinClasses('text-sm font-medium leading-none', error && 'text-destructive')}
    >
      {children}
      {required && (
        <span aria-hidden className="ml-0.5 text-destructive">
          *
        </span>
      )}
    </div>
  )
}

/**
 * Gives the single child control its id, error state and descriptions; a group
 * (radios), which no <label> can name, is named by the field's heading instead.
 */
const FormControl = React.forwardRef<
  React.ElementRef<typeof Slot>,
  React.ComponentPropsWithoutRef<typeof Slot> & { namedByHeading?: boolean }
>(({ namedByHeading, ...props }, ref) => {
  const { error, formItemId, formLabelId, formDescriptionId, formMessageId, hasDescription } =
    useFormField()
  const describedBy = [hasDescription && formDescriptionId, error && formMessageId]
    .filter(Boolean)
    .join(' ')
  return (
    <Slot
      ref={ref}
      id={formItemId}
      aria-labelledby={namedByHeading ? formLabelId : undefined}
      aria-describedby={describedBy || undefined}
      aria-invalid={!!error}
      {...props}
    />
  )
})
FormControl.displayName = 'FormControl'

const FormDescription = React.forwardRef<
  HTMLParagraphElement,
  React.HTMLAttributes<HTMLParagraphElement>
>(({ className, ...props }, ref) => {
  const { formDescriptionId, setHasDescription } = useFormField()
  React.useEffect(() => {
    setHasDescription(true)
    return () => setHasDescription(false)
  }, [setHasDescription])
  return (
    <p
      ref={ref}
      id={formDescriptionId}
      className={joinClasses('text-sm text-muted-foreground', className)}
      {...props}
    />
  )
})
FormDescription.displayName = 'FormDescription'

const FormMessage = React.forwardRef<
  HTMLParagraphElement,
  React.HTMLAttributes<HTMLParagraphElement>
>(({ className, children, ...props }, ref) => {
  const { error, formMessageId } = useFormField()
  const body = error ? String(error.message ?? '') : children
  if (!body) return null
  return (
    <p
      ref={ref}
      id={formMessageId}
      className={joinClasses('text-sm font-medium text-destructive', className)}
      {...props}
    >
      {body}
    </p>
  )
})
FormMessage.displayName = 'FormMessage'

export {
  Form,
  FormControl,
  FormDescription,
  FormField,
  FormHeading,
  FormItem,
  FormLabel,
  FormMessage,
}
