import type { BadgeVariant } from '@/components/ui/badge'
import type { DiskState } from '@/lib/api/__generated__/Api'

/** How a disk's state looks: settled states plain, moving ones in notice colours. */
export const diskStateVariant: Record<DiskState['state'], BadgeVariant> = {
  attached: 'success',
  detached: 'neutral',
  creating: 'purple',
  attaching: 'blue',
  detaching: 'notice',
  import_ready: 'blue',
  importing_from_url: 'blue',
  importing_from_bulk_writes: 'blue',
  finalizing: 'blue',
  maintenance: 'notice-solid',
  faulted: 'destructive',
  destroyed: 'neutral',
}
