import { useRouter } from 'next/router'
import { useEffect } from 'react'
import { Spinner } from '@/components/ui/spinner'

/** Client-side redirect for routes that only forward (the export has no server redirects). */
export function Redirect({ to }: { to: string | undefined }) {
  const router = useRouter()
  useEffect(() => {
    if (to) void router.replace(to)
  }, [router, to])
  return (
    <div className="flex justify-center py-16">
      <Spinner />
    </div>
  )
}
