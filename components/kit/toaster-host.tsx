import { atom, getDefaultStore, useAtomValue } from 'jotai'
import { lazyComponent } from '../ui/lazy'

/**
 * The toaster (and sonner with it) loads with the first toast instead of
 * with every page; toast.ts waits until it is mounted before showing one.
 */
const requestedAtom = atom(false)
let markMounted: () => void = () => {}
const mounted = new Promise<void>((resolve) => {
  markMounted = resolve
})

const toaster = lazyComponent(() => import('./toaster').then((m) => m.Toaster))

export function ToasterHost() {
  const ready = toaster.useReady(useAtomValue(requestedAtom))
  return ready ? <toaster.Component onMounted={markMounted} /> : null
}

export async function loadToaster() {
  getDefaultStore().set(requestedAtom, true)
  const [sonner] = await Promise.all([import('sonner'), mounted])
  return sonner.toast
}
