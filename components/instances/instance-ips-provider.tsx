import { createContext, useContext, useEffect, useMemo, type ReactNode } from 'react'
import { useRowsSeen } from '@/components/kit/data-table/use-rows-seen'
import { useGradualStart } from '@/lib/api/gradual-start'
import type { Instance } from '@/lib/api/__generated__/Api'
import { IpAddresses } from './ip-addresses'
import { useInstanceIps, type InstanceIps } from './instance-ips'

type RowIps = {
  ips: ReadonlyMap<string, InstanceIps>
  watch: (id: string) => (el: HTMLElement | null) => void
}

/** instances whose two address lookups start in one task */
const LOOKUPS_A_TASK = 8

const RowIpsContext = createContext<RowIps>({ ips: new Map(), watch: () => () => {} })

/**
 * Asks for the addresses of the instances list's rows in view (all of `pageRows` when
 * `needsAll`: a sort or text filter reads them) and hands them to the address cells. The
 * answers arrive one by one, two an instance; held here rather than in the table, each
 * re-renders the address cells only, not every row of the table. `onChange` gets every new
 * map, for the table's sort and filter.
 */
export function InstanceIpsProvider({
  project,
  shownRows,
  pageRows,
  needsAll,
  onChange,
  children,
}: {
  project: string
  shownRows: Instance[]
  pageRows: Instance[]
  needsAll: boolean
  onChange: (ips: ReadonlyMap<string, InstanceIps>) => void
  children: ReactNode
}) {
  const { seen, watch } = useRowsSeen()
  const lookedUp = useMemo(() => {
    const page = new Set(needsAll ? pageRows.map((i) => i.id) : [])
    return shownRows.filter((i) => seen.has(i.id) || page.has(i.id))
  }, [shownRows, pageRows, seen, needsAll])
  // a filter or sort asks for a page of rows at once: their lookups start a few at a time
  const ips = useInstanceIps(project, useGradualStart(lookedUp, LOOKUPS_A_TASK))
  useEffect(() => onChange(ips), [ips, onChange])
  const value = useMemo(() => ({ ips, watch }), [ips, watch])
  return <RowIpsContext.Provider value={value}>{children}</RowIpsContext.Provider>
}

/** The address cell of the instance `id`; it tells the provider when its row is in view. */
export function InstanceIpsCell({ id }: { id: string }) {
  const { ips, watch } = useContext(RowIpsContext)
  return <IpAddresses ips={ips.get(id)} watchRef={watch(id)} />
}
