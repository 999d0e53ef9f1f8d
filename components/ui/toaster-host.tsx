import { atom, getDefaultStore, useAtomValue } from 'jotai'
import dynamic from 'next/dynamic'

/**
 * The toaster (and sonner with it) loads with the first toast instead of
 * with every page; toast.ts waits until it is mounted before showing one.
 */
const requestedAtom = atom(false)
let markMounted: () => void = () => {}
const mounted = new Promise<void>((resolve) => {
  markMounted = resolve
})

const Toaster = dynamic(() => import('./toaster').then((m) => m.Toaster), { ssr: false })

export function ToasterHost() {
  const requested = useAtomValue(requestedAtom)
  return requested ? <Toaster onMounted={markMounted} /> : null
}

export async function loadToaster() {
  getDefaultStore().set(requestedAtom, true)
  const [sonner] = await Promise.all([import('sonner'), mounted])
  return sonner.toast
}
