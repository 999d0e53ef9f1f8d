import { useApiQuery } from '@/lib/api/query'

/** A silo named by the route. */
export type SiloSel = { silo: string }

// one params shape for the frame and every tab, so they share each query (one request)
export const siloParams = ({ silo }: SiloSel) => ({ path: { silo } })

export const useSilo = (sel: SiloSel) => useApiQuery('siloView', siloParams(sel))
