import { AccessTable } from '@/components/access/access-table'
import type { SiloSel } from '@/lib/api/selectors'

/** The silo page's Access tab: the silo's policy, read and changed as a fleet admin. */
export function SiloAccessTab(sel: SiloSel) {
  return <AccessTable scope={{ kind: 'systemSilo', silo: sel.silo }} />
}
