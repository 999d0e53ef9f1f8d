import { ChevronLeft, ChevronRight } from 'lucide-react'
import * as React from 'react'
import { Button } from '@/components/ui/button'
import { Label } from '@/components/ui/label'
import { PAGE_SIZE_OPTIONS } from '@/lib/core/page-size'
import { joinClasses } from '@/lib/core/join-classes'

/**
 * Server-side pagination over opaque page tokens: the caller keeps the tokens
 * and says whether a previous or next page exists.
 */
export type PaginationBarProps = {
  pageSize: number
  onPageSizeChange: (size: number) => void
  pageIndex: number
  /** Items on the current page. */
  itemCount: number
  hasPrev: boolean
  hasNext: boolean
  onPrev: () => void
  onNext: () => void
  className?: string
}

export function PaginationBar({
  pageSize,
  onPageSizeChange,
  pageIndex,
  itemCount,
  hasPrev,
  hasNext,
  onPrev,
  onNext,
  className,
}: PaginationBarProps) {
  const selectId = React.useId()
  const sizes = PAGE_SIZE_OPTIONS.includes(pageSize as (typeof PAGE_SIZE_OPTIONS)[number])
    ? PAGE_SIZE_OPTIONS
    : [...PAGE_SIZE_OPTIONS, pageSize].sort((a, b) => a - b)
  const first = pageIndex * pageSize + 1
  const last = pageIndex * pageSize + itemCount
  return (
    <nav
      aria-label="Pagination"
      className={joinClasses(
        'flex flex-wrap items-center justify-between gap-x-6 gap-y-2 py-3 text-sm',
        className,
      )}
    >
      <div className="flex items-center gap-2">
        {/* spec §2's words for it, capitalised as a label is */}
        <Label htmlFor={selectId} weight="normal" className="text-muted-foreground">
          Rows per page
        </Label>
        {/* native: every list page shows one, and it needs no popup code */}
        <select
          id={selectId}
          value={pageSize}
          onChange={(e) => onPageSizeChange(Number(e.target.value))}
          className="h-8 w-20 rounded-md border border-input bg-background px-2 text-sm focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
        >
          {sizes.map((size) => (
            <option key={size} value={size}>
              {size}
            </option>
          ))}
        </select>
      </div>
      <div className="flex items-center gap-4">
        <span aria-live="polite" className="tabular-nums text-muted-foreground">
          {itemCount > 0 ? `Showing ${first}–${last}` : 'No items'}
        </span>
        <div className="flex items-center gap-1">
          <Button variant="outline" size="sm" onClick={onPrev} disabled={!hasPrev}>
            <ChevronLeft aria-hidden />
            Previous
          </Button>
          <Button variant="outline" size="sm" onClick={onNext} disabled={!hasNext}>
            Next
            <ChevronRight aria-hidden />
          </Button>
        </div>
      </div>
    </nav>
  )
}
