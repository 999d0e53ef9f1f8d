import { pageQueries } from '@/lib/api/page-queries'
import { useApiQuery } from '@/lib/api/query'
import type { SiloSel } from '@/lib/api/selectors'

export const useSilo = (sel: SiloSel) => useApiQuery(...pageQueries.systemSilo(sel).silo)
