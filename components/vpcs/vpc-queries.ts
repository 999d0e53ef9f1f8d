import { useApiQuery } from '@/lib/api/query'
import { vpcParams, type VpcSel } from '@/lib/api/selectors'

export const useVpc = (sel: VpcSel) => useApiQuery('vpcView', vpcParams(sel))
