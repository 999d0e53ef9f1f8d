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
      className="inline-flex items-center gap-1.5 text-sm text-primary underline-offset-4 hover:underline"
    >
      <BookOpen className="size-3.5 shrink-0" aria-hidden />
      {/* one flex item: as items of their own, the name would read "docs , opens" */}
      <span>
        {page.title} docs<span className="sr-only">, opens in a new tab</span>
      </span>
    </a>
  )
}
