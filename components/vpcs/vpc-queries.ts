import { pageQueries } from '@/lib/api/page-queries'
import { useApiQuery } from '@/lib/api/query'
import type { VpcSel } from '@/lib/api/selectors'

export const useVpc = (sel: VpcSel) => useApiQuery(...pageQueries.vpc(sel).vpc)
