import * as LabelPrimitive from '@radix-ui/react-label'
import { cva, type VariantProps } from 'class-variance-authority'
import * as React from 'react'

const labelVariants = cva('text-sm peer-disabled:cursor-not-allowed peer-disabled:opacity-70', {
  variants: {
    // normal: the name of one choice among several (a checkbox's, a radio's), not of a field
    weight: { medium: 'font-medium', normal: 'font-normal' },
    // 5: a line's height, so the text lines up with the box beside it
    leading: { none: 'leading-none', '5': 'leading-5' },
  },
  defaultVariants: { weight: 'medium', leading: 'none' },
})

const Label = React.forwardRef<
  React.ElementRef<typeof LabelPrimitive.Root>,
  React.ComponentPropsWithoutRef<typeof LabelPrimitive.Root> & VariantProps<typeof labelVariants>
>(({ className, weight, leading, ...props }, ref) => (
  <LabelPrimitive.Root
    ref={ref}
    className={labelVariants({ weight, leading, className })}
    {...props}
  />
))
Label.displayName = LabelPrimitive.Root.displayName

export { Label }
