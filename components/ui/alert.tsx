import { cva, type VariantProps } from 'class-variance-authority'
import * as React from 'react'
import { joinClasses } from '@/lib/core/join-classes'

const alertVariants = cva(
  'relative w-full rounded-lg border px-4 py-3 text-sm [&>svg+div]:translate-y-[-3px] [&>svg]:absolute [&>svg]:left-4 [&>svg]:top-4 [&>svg]:size-4 [&>svg]:text-current [&>svg~*]:pl-7',
  {
    variants: {
      variant: {
        default: 'bg-background text-foreground',
        destructive: 'border-destructive/40 bg-destructive/5 text-destructive',
        notice: 'border-notice/40 bg-notice/10 text-notice-strong',
        success: 'border-success/30 bg-success/10 text-success-strong',
      },
    },
    defaultVariants: { variant: 'default' },
  },
)

/**
 * role="alert" by default so an error that appears is announced; pass
 * role="status" (or none) for advice that is there from the start.
 */
const Alert = React.forwardRef<
  HTMLDivElement,
  React.HTMLAttributes<HTMLDivElement> & VariantProps<typeof alertVariants>
>(({ className, variant, role = 'alert', ...props }, ref) => (
  <div
    ref={ref}
    role={role}
    className={joinClasses(alertVariants({ variant }), className)}
    {...props}
  />
))
Alert.displayName = 'Alert'

const AlertTitle = React.forwardRef<HTMLDivElement, React.HTMLAttributes<HTMLDivElement>>(
  ({ className, ...props }, ref) => (
    <div
      ref={ref}
      className={joinClasses('mb-1 font-medium leading-none tracking-tight', className)}
      {...props}
    />
  ),
)
AlertTitle.displayName = 'AlertTitle'

const AlertDescription = React.forwardRef<HTMLDivElement, React.HTMLAttributes<HTMLDivElement>>(
  ({ className, ...props }, ref) => (
    <div ref={ref} className={joinClasses('text-sm [&_p]:leading-relaxed', className)} {...props} />
  ),
)
AlertDescription.displayName = 'AlertDescription'

export { Alert, AlertDescription, AlertTitle }
