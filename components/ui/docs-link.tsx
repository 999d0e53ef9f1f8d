import { BookOpen } from 'lucide-react'
import type { DocsPage } from '@/lib/core/docs'

/**
 * A link to a page of Oxide's guides (`docs` in lib/core/docs.ts), in a new tab: its name
 * says so, for a screen reader, since nothing else would.
 */
export function DocsLink({ page }: { page: DocsPage }) {
  return (
    <a
      href={page.url}
      target="_blank"
      rel="noopener noreferrer"
      // a visually hidden span would be named apart ("docs , opens"): Chromium spaces an
      // out-of-flow child from its neighbours
      aria-label={`${page.title} docs, opens in a new tab`}
      className="inline-flex items-center gap-1.5 text-sm text-primary underline-offset-4 hover:underline"
    >
      <BookOpen className="size-3.5 shrink-0" aria-hidden />
      {page.title} docs
    </a>
  )
}
