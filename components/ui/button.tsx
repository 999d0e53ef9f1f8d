import { Slot } from '@radix-ui/react-slot'
import { cva, type VariantProps } from 'class-variance-authority'
import * as React from 'react'
import { SpinnerIcon, useMinimumDuration } from './spinner'

const buttonVariants = cva(
  'inline-flex items-center justify-center gap-2 whitespace-nowrap rounded-md font-medium transition-colors focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 focus-visible:ring-offset-background disabled:pointer-events-none disabled:opacity-50 [&_svg]:pointer-events-none [&_svg]:size-4 [&_svg]:shrink-0',
  {
    variants: {
      variant: {
        default: 'bg-primary text-primary-foreground shadow-sm hover:bg-primary/90',
        primary: 'bg-primary text-primary-foreground shadow-sm hover:bg-primary/90',
        secondary: 'bg-secondary text-secondary-foreground shadow-sm hover:bg-secondary/80',
        outline:
          'border border-input bg-background shadow-sm hover:bg-accent hover:text-accent-foreground',
        ghost: 'hover:bg-accent hover:text-accent-foreground',
        destructive: 'bg-destructive text-destructive-foreground shadow-sm hover:bg-destructive/90',
        link: 'text-primary underline-offset-4 hover:underline',
      },
      // each size sets its own text size: the base sets none, so no two classes of a
      // button's list ever set one property (cn doesn't merge)
      size: {
        default: 'h-9 px-4 py-2 text-sm',
        sm: 'h-8 px-3 text-xs',
        // a remove button in a tag, beside its text
        xs: 'h-6 px-1 text-xs',
        // a link inside a sentence: no box of its own
        inline: 'h-auto p-0 text-xs',
        icon: 'size-9 text-sm',
        'icon-md': 'size-8 text-sm',
        'icon-sm': 'size-7 text-sm',
        'icon-xs': 'size-6 text-sm',
      },
    },
    defaultVariants: { variant: 'default', size: 'default' },
  },
)

export interface ButtonProps
  extends React.ButtonHTMLAttributes<HTMLButtonElement>, VariantProps<typeof buttonVariants> {
  asChild?: boolean
  /** Shows a spinner and disables the button; ignored with `asChild`. */
  pending?: boolean
}

const Button = React.forwardRef<HTMLButtonElement, ButtonProps>(
  ({ className, variant, size, asChild = false, pending = false, children, ...props }, ref) => {
    const classes = buttonVariants({ variant, size, className })
    // spec §9: a spinner, once shown, stays at least 500 ms so it doesn't flicker
    const busy = useMinimumDuration(pending)
    if (asChild) {
      return (
        <Slot className={classes} ref={ref} {...props}>
          {children}
        </Slot>
      )
    }
    return (
      <button
        className={classes}
        ref={ref}
        {...props}
        disabled={busy || props.disabled}
        aria-busy={busy || undefined}
      >
        {busy && <SpinnerIcon />}
        {children}
      </button>
    )
  },
)
Button.displayName = 'Button'

export { Button }
