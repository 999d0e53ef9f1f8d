import { cva, type VariantProps } from 'class-variance-authority'
import * as React from 'react'
import { joinClasses } from '@/lib/core/join-classes'

const badgeVariants = cva(
  'inline-flex items-center whitespace-nowrap rounded-md border px-2 py-0.5 text-xs font-medium transition-colors focus:outline-none focus:ring-2 focus:ring-ring focus:ring-offset-2',
  {
    variants: {
      variant: {
        default: 'border-transparent bg-primary text-primary-foreground',
        secondary: 'border-transparent bg-secondary text-secondary-foreground',
        outline: 'text-foreground',
        // Solid and tinted colours for resource states (spec §4)
        purple: 'border-transparent bg-purple text-purple-foreground',
        blue: 'border-transparent bg-blue text-blue-foreground',
        success: 'border-success/30 bg-success/10 text-success-strong',
        notice: 'border-notice/40 bg-notice/10 text-notice-strong',
        neutral: 'border-transparent bg-muted-foreground text-background',
        'notice-solid': 'border-transparent bg-notice text-notice-foreground',
        destructive: 'border-transparent bg-destructive text-destructive-foreground',
      },
    },
    defaultVariants: { variant: 'default' },
  },
)

type BadgeVariant = NonNullable<VariantProps<typeof badgeVariants>['variant']>

interface BadgeProps
  extends React.HTMLAttributes<HTMLSpanElement>, VariantProps<typeof badgeVariants> {}

function Badge({ className, variant, ...props }: BadgeProps) {
  return <span className={joinClasses(badgeVariants({ variant }), className)} {...props} />
}

export { Badge, type BadgeVariant }
