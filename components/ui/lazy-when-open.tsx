import dynamic from 'next/dynamic'
import { useState, type ComponentType } from 'react'

/**
 * A dialog whose code loads the first time it opens, so list pages don't pay
 * for dialogs nobody opened. Once loaded it stays mounted to animate closing.
 */
export function lazyWhenOpen<P extends { open: boolean }>(loader: () => Promise<ComponentType<P>>) {
  const Loaded = dynamic(loader, { ssr: false })
  return function LazyWhenOpen(props: P) {
    const [opened, setOpened] = useState(props.open)
    if (props.open && !opened) setOpened(true)
    return opened ? <Loaded {...(props as P & JSX.IntrinsicAttributes)} /> : null
  }
}
