import { useCallback, useState, type ComponentType } from 'react'

/**
 * Loads a component on demand (on first use of a menu, say) and keeps the
 * loaded one; `prefetch` starts the download early, e.g. on hover.
 */
export function lazyComponent<P>(loader: () => Promise<ComponentType<P>>) {
  let loading: Promise<ComponentType<P>> | undefined
  const load = () => (loading ??= loader())
  return function useLazyComponent() {
    const [Loaded, setLoaded] = useState<ComponentType<P> | null>(null)
    const activate = useCallback(() => {
      void load().then((C) => setLoaded(() => C))
    }, [])
    return { Loaded, activate, prefetch: () => void load() }
  }
}
