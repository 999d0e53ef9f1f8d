import * as React from 'react'
import { joinClasses } from '@/lib/core/join-classes'

const Table = React.forwardRef<HTMLTableElement, React.HTMLAttributes<HTMLTableElement>>(
  ({ className, ...props }, ref) => (
    // the wrapper scrolls wide tables on narrow screens instead of the whole page
    <div className="relative w-full overflow-x-auto rounded-md border">
      <table
        ref={ref}
        className={joinClasses('w-full caption-bottom text-sm', className)}
        {...props}
      />
    </div>
  ),
)
Table.displayName = 'Table'

const TableHeader = React.forwardRef<
  HTMLTableSectionElement,
  React.HTMLAttributes<HTMLTableSectionElement>
>(({ className, ...props }, ref) => (
  <thead ref={ref} className={joinClasses('bg-muted/50 [&_tr]:border-b', className)} {...props} />
))
TableHeader.displayName = 'TableHeader'

const TableBody = React.forwardRef<
  HTMLTableSectionElement,
  React.HTMLAttributes<HTMLTableSectionElement>
>(({ className, ...props }, ref) => (
  <tbody ref={ref} className={joinClasses('[&_tr:last-child]:border-0', className)} {...props} />
))
TableBody.displayName = 'TableBody'

const TableFooter = React.forwardRef<
  HTMLTableSectionElement,
  React.HTMLAttributes<HTMLTableSectionElement>
>(({ className, ...props }, ref) => (
  <tfoot
    ref={ref}
    className={joinClasses('border-t bg-muted/50 font-medium [&>tr]:last:border-b-0', className)}
    {...props}
  />
))
TableFooter.displayName = 'TableFooter'

/** `hover={false}`: a row that is no item (the header, a placeholder) doesn't light up. */
const TableRow = React.forwardRef<
  HTMLTableRowElement,
  React.HTMLAttributes<HTMLTableRowElement> & { hover?: boolean }
>(({ className, hover = true, ...props }, ref) => (
  <tr
    ref={ref}
    className={joinClasses(
      'border-b transition-colors data-[state=selected]:bg-muted',
      hover && 'hover:bg-muted/40',
      className,
    )}
    {...props}
  />
))
TableRow.displayName = 'TableRow'

/** A compact table's cells are narrower at the sides; its body cells align to the top. */
type Density = { compact?: boolean }

/** `strong`: a row's heading, as dark as the cells it names. */
const TableHead = React.forwardRef<
  HTMLTableCellElement,
  React.ThHTMLAttributes<HTMLTableCellElement> & Density & { strong?: boolean }
>(({ className, compact = false, strong = false, ...props }, ref) => (
  <th
    ref={ref}
    className={joinClasses(
      'h-10 whitespace-nowrap text-left align-middle text-xs font-medium uppercase tracking-wide',
      compact ? 'px-2' : 'px-3',
      strong ? 'text-foreground' : 'text-muted-foreground',
      className,
    )}
    {...props}
  />
))
TableHead.displayName = 'TableHead'

/** `flush`: a cell whose content brings its own padding (an empty state across the table). */
const TableCell = React.forwardRef<
  HTMLTableCellElement,
  React.TdHTMLAttributes<HTMLTableCellElement> & Density & { flush?: boolean }
>(({ className, compact = false, flush = false, ...props }, ref) => (
  <td
    ref={ref}
    className={joinClasses(
      'h-11',
      flush ? 'p-0' : compact ? 'px-2 py-2' : 'px-3 py-2',
      compact ? 'align-top' : 'align-middle',
      className,
    )}
    {...props}
  />
))
TableCell.displayName = 'TableCell'

const TableCaption = React.forwardRef<
  HTMLTableCaptionElement,
  React.HTMLAttributes<HTMLTableCaptionElement>
>(({ className, ...props }, ref) => (
  <caption
    ref={ref}
    className={joinClasses('mt-4 text-sm text-muted-foreground', className)}
    {...props}
  />
))
TableCaption.displayName = 'TableCaption'

export { Table, TableBody, TableCaption, TableCell, TableHead, TableHeader, TableRow }
