import { CircleAlert } from 'lucide-react'
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert'

/**
 * Spec §8: one error is shown as it is; several are listed under 'Errors'
 * with a count, so none is lost.
 */
export function FormErrors({ errors, className }: { errors: string[]; className?: string }) {
  if (errors.length === 0) return null
  if (errors.length === 1) {
    return (
      <Alert variant="destructive" className={className}>
        <CircleAlert aria-hidden />
        <AlertDescription>{errors[0]}</AlertDescription>
      </Alert>
    )
  }
  return (
    <Alert variant="destructive" className={className}>
      <CircleAlert aria-hidden />
      <AlertTitle>Errors</AlertTitle>
      <AlertDescription>
        <p>{errors.length} issues:</p>
        <ul className="mt-1 list-disc space-y-0.5 pl-5">
          {errors.map((message, i) => (
            <li key={i}>{message}</li>
          ))}
        </ul>
      </AlertDescription>
    </Alert>
  )
}
