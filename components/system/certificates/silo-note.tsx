import { useApiQuery } from '@/lib/api/query'
import * as op from '@/lib/api/ops'

/**
 * The API manages the certificates of the caller's own silo: say which one,
 * since an operator looks at them from the system side.
 */
export function SiloNote() {
  const me = useApiQuery(op.currentUserView, {})
  const silo = me.data?.siloName
  return (
    <p className="mb-4 text-sm text-muted-foreground">
      TLS certificates for the external API and console of{' '}
      {silo ? (
        <>
          silo <span className="font-medium text-foreground">{silo}</span>
        </>
      ) : (
        'your silo'
      )}
      , the silo you are signed in to.
    </p>
  )
}
