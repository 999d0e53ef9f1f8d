import { useEffect } from 'react'
import { useFormContext, useWatch, type Control } from 'react-hook-form'
import { TextField } from '@/components/ui/form-fields'
import type { RangeValues } from './ip-range-schema'

/** First and last address of a range, for a pool's panel and the service pool's dialog alike. */
export function RangeFields({ control }: { control: Control<RangeValues> }) {
  // the last address is judged against the first (family, order): once the form has been
  // submitted, a change of the first checks the last again
  const { trigger, formState } = useFormContext<RangeValues>()
  const first = useWatch({ control, name: 'first' })
  const submitted = formState.isSubmitted
  useEffect(() => {
    if (submitted) void trigger('last')
  }, [first, submitted, trigger])

  return (
    <>
      <TextField
        control={control}
        name="first"
        label="First address"
        required
        spellCheck={false}
        autoComplete="off"
        description="IPv4 or IPv6; the range includes it"
      />
      <TextField
        control={control}
        name="last"
        label="Last address"
        required
        spellCheck={false}
        autoComplete="off"
        description="Of the same family as the first, and not before it"
      />
    </>
  )
}
