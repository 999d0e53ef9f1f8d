import { replaceEqualDeep } from '@tanstack/react-query'
import {
  createContext,
  useContext,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  useSyncExternalStore,
  type ReactNode,
} from 'react'
import { useRowsSeen } from '@/components/kit/data-table/use-rows-seen'
import { useGradualStart } from '@/lib/api/gradual-start'
import type { Instance } from '@/lib/api/__generated__/Api'
import { createSignal, type Signal } from '@/lib/core/signal'
import { IpAddresses } from './ip-addresses'
import { useInstanceIps, type InstanceIps } from './instance-ips'

type RowIps = {
  /** the latest addresses of instance `id` */
  read: (id: string) => InstanceIps | undefined
  /** tells the cells that the addresses changed */
  changed: Signal
  watch: (id: string) => (el: HTMLElement | null) => void
}

/** instances whose two address lookups start in one task */
const LOOKUPS_A_TASK = 8

const RowIpsContext = createContext<RowIps>({
  read: () => undefined,
  changed: createSignal(),
  watch: () => () => {},
})

/**
 * `next`, with each instance's entry kept from `before` while it reads the same: a cell
 * renders again only when its own instance's addresses change.
 */
function keepUnchanged(
  before: ReadonlyMap<string, InstanceIps>,
  next: ReadonlyMap<string, InstanceIps>,
): ReadonlyMap<string, InstanceIps> {
  return new Map(
    [...next].map(([id, ips]) => [
      id,
      before.has(id) ? replaceEqualDeep(before.get(id), ips) : ips,
    ]),
  )
}

/**
 * Asks for the addresses of the instances list's rows in view (all of `pageRows` when
 * `needsAll`: a sort or text filter reads them) and hands them to the address cells. The
 * answers arrive one by one, two an instance; held here rather than in the table, each
 * re-renders only the address cell of the instance it answers for (a signal, as a table's
 * selection reaches its checkboxes), not every row of the table nor every address cell.
 * `onChange` gets every new map, for the table's sort and filter.
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
  const latest = useRef<ReadonlyMap<string, InstanceIps>>(ips)
  const [changed] = useState(createSignal)
  // before the paint, as the answer's own render
  useLayoutEffect(() => {
    latest.current = keepUnchanged(latest.current, ips)
    changed.notify()
    onChange(latest.current)
  }, [ips, changed, onChange])
  const value = useMemo(
    () => ({ read: (id: string) => latest.current.get(id), changed, watch }),
    [changed, watch],
  )
  return <RowIpsContext.Provider value={value}>{children}</RowIpsContext.Provider>
}

/** The address cell of the instance `id`; it tells the provider when its row is in view. */
export function InstanceIpsCell({ id }: { id: string }) {
  const { read, changed, watch } = useContext(RowIpsContext)
  const ips = useSyncExternalStore(
    changed.subscribe,
    () => read(id),
    () => read(id),
  )
  return <IpAddresses ips={ips} watchRef={watch(id)} />
}
