import type { ReactNode } from 'react'
import { DemoBanner } from './demo-banner'

export function PublicLayout({ children }: { children: ReactNode }) {
  return (
    <div className="flex min-h-screen flex-col">
      <DemoBanner />
      <main id="main" className="flex flex-1 items-start justify-center px-4 py-16">
        {children}
      </main>
    </div>
  )
}
