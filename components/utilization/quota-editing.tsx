import { useState } from 'react'
import { Button } from '@/components/ui/button'
import { lazyWhenOpen } from '@/components/ui/lazy'
import { useQuotaAccess } from '@/components/quotas/use-quota-access'
import type { Utilization } from '@/lib/api/__generated__/Api'

const EditQuotasModal = lazyWhenOpen(() =>
  import('@/components/quotas/edit-quotas-modal').then((m) => m.EditQuotasModal),
)

/**
 * Beside the silo's quota meters: a fleet admin edits the quotas here (the silo's
 * capacity is its quotas); a silo admin without that role learns who sets them; anyone
 * else sees nothing, and nothing shows until the user's roles are known.
 */
export function QuotaEditing({ utilization }: { utilization: Utilization | undefined }) {
  const { access, silo } = useQuotaAccess()
  const [open, setOpen] = useState(false)
  if (access === 'ask-operator') {
    return (
      <p role="note" className="text-sm text-muted-foreground">
        Quotas are set by an operator of the fleet.
      </p>
    )
  }
  if (access !== 'edit' || !silo) return null
  return (
    <>
      <Button variant="outline" size="sm" disabled={!utilization} onClick={() => setOpen(true)}>
        Edit quotas
      </Button>
      {utilization && (
        <EditQuotasModal
          open={open}
          onOpenChange={setOpen}
          silo={silo}
          quotas={utilization.capacity}
          provisioned={utilization.provisioned}
        />
      )}
    </>
  )
}
