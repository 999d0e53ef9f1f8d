import { useAtomValue } from 'jotai'
import { useEffect } from 'react'
import { Toaster as Sonner } from 'sonner'
import { resolvedThemeAtom } from '@/components/kit/theme/theme-state'

type ToasterProps = React.ComponentProps<typeof Sonner> & { onMounted?: () => void }

/** Mounted by ToasterHost with the first toast; show toasts through `toast.ts`. */
function Toaster({ onMounted, ...props }: ToasterProps) {
  // runs after sonner's own effects, so it is listening by then
  useEffect(() => onMounted?.(), [onMounted])
  // sonner's own parts (the close button) take their colours from its theme
  const theme = useAtomValue(resolvedThemeAtom)
  return (
    <Sonner
      theme={theme}
      // not bottom-right: toasts there would cover a side panel's submit button
      position="bottom-left"
      closeButton
      className="toaster group"
      toastOptions={{
        classNames: {
          toast:
            'group toast group-[.toaster]:border-border group-[.toaster]:bg-background group-[.toaster]:text-foreground group-[.toaster]:shadow-lg',
          description: 'group-[.toast]:text-muted-foreground',
          actionButton: 'group-[.toast]:bg-primary group-[.toast]:text-primary-foreground',
          cancelButton: 'group-[.toast]:bg-muted group-[.toast]:text-muted-foreground',
          error: 'group-[.toaster]:border-destructive/40 [&_[data-icon]]:text-destructive',
          success: '[&_[data-icon]]:text-success',
        },
      }}
      {...props}
    />
  )
}

export { Toaster }
