import * as React from 'react'
import { joinClasses } from '@/lib/core/join-classes'

/** compact: a table's filter beside its small buttons; file: a file input's own button sets its height */
const inputVariant = {
  default: 'h-9 py-1',
  compact: 'h-8 py-1',
  file: 'h-auto py-1.5',
} as const

type InputProps = React.ComponentProps<'input'> & {
  variant?: keyof typeof inputVariant
  /** false: the caller's className gives the width (a filter of fixed width) */
  fullWidth?: boolean
}

const Input = React.forwardRef<HTMLInputElement, InputProps>(
  ({ className, type, variant = 'default', fullWidth = true, ...props }, ref) => (
    <input
      type={type}
      className={joinClasses(
        'flex rounded-md border border-input bg-background px-3 text-sm shadow-sm transition-colors file:border-0 file:bg-transparent file:text-sm file:font-medium placeholder:text-muted-foreground focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring disabled:cursor-not-allowed disabled:opacity-50 aria-[invalid=true]:border-destructive aria-[invalid=true]:focus-visible:ring-destructive',
        inputVariant[variant],
        fullWidth && 'w-full',
        className,
      )}
      ref={ref}
      {...props}
    />
  ),
)
Input.displayName = 'Input'

export { Input }
