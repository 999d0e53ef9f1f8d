import { useEffect, useReducer, type ComponentType, type ReactNode } from 'react'

/**
 * The one way to load code on first use (menus, dialogs, the toaster, panels), so a
 * page doesn't pay up front for what nobody opened. `load` starts the download
 * early (on hover, say), in a task of its own; `useReady(active)` starts it when asked for and says
 * when it has arrived; `Component` renders the loaded code (nothing before).
 */
export function lazyComponent<P>(loader: () => Promise<ComponentType<P>>) {
  const code = lazyValue(loader)
  function Component(props: P & JSX.IntrinsicAttributes) {
    const Loaded = code.get()
    return Loaded ? <Loaded {...props} /> : null
  }
  return {
    load: code.load,
    useReady: (active: boolean) => code.useValue(active) !== undefined,
    isLoaded: () => code.get() !== undefined,
    Component,
  }
}

/**
 * Code that isn't a component, loaded on first use the same way: `useValue(active)` starts
 * the download when asked for, and is the loaded value once it has arrived.
 */
export function lazyValue<T>(loader: () => Promise<T>) {
  let loaded: { value: T } | undefined
  let loading: Promise<unknown> | undefined
  const load = () => {
    // a failed download (a dropped connection) is forgotten, so the next use asks again
    loading ??= loader().then(
      (value) => {
        loaded = { value }
      },
      (error: unknown) => {
        loading = undefined
        throw error
      },
    )
    return loading
  }
  function useValue(active: boolean): T | undefined {
    const [, arrived] = useReducer((n: number) => n + 1, 0)
    useEffect(() => {
      if (!active || loaded) return
      // In a task of its own, as the hint's: an effect of a click's update runs in the click's
      // task, and adding the script elements is the click's time to its next paint.
      // A failure gives nothing, as before the download: the next activation asks again.
      const start = setTimeout(() => load().then(arrived, () => {}), 0)
      return () => clearTimeout(start)
    }, [active])
    return active ? loaded?.value : undefined
  }
  return {
    // A hint (on hover, on focus): the download starts in a task of its own. Adding the chunk's
    // script elements took a pointerover's handler 56 ms at 4× CPU throttling, and the click
    // that follows a hover waited for it.
    load: () => void setTimeout(load, 0),
    useValue,
    get: () => loaded?.value,
  }
}

/**
 * A dialog whose code loads the first time it opens (and again on the next open if that
 * download failed). Once loaded it stays mounted, so it can animate closing.
 */
export function lazyWhenOpen<P extends { open: boolean }>(loader: () => Promise<ComponentType<P>>) {
  const lazy = lazyComponent(loader)
  return function LazyWhenOpen(props: P & JSX.IntrinsicAttributes) {
    const ready = lazy.useReady(props.open)
    return ready || lazy.isLoaded() ? <lazy.Component {...props} /> : null
  }
}

/**
 * A part whose code loads when it first renders: a route's create or edit panel over its
 * list, a chart, a terminal. `fallback` stands in until it arrives (nothing by default).
 */
export function lazyOnRender<P>(
  loader: () => Promise<ComponentType<P>>,
  { fallback = null }: { fallback?: ReactNode } = {},
) {
  const lazy = lazyComponent(loader)
  return function LazyOnRender(props: P & JSX.IntrinsicAttributes) {
    return lazy.useReady(true) ? <lazy.Component {...props} /> : fallback
  }
}
