import { useVirtualizer } from '@tanstack/react-virtual'
import { Check, ChevronsUpDown, Search } from 'lucide-react'
import * as React from 'react'
import { Button } from '@/components/ui/button'
import { Popover, PopoverContent, PopoverTrigger } from '@/components/ui/popover'
import { SpinnerIcon } from '@/components/ui/spinner'
import { afterNextPaint } from '@/lib/core/after-paint'
import { uniqueBy } from '@/lib/core/keys'
import { joinClasses } from '@/lib/core/join-classes'
import { movedIndex, searchMatches, shouldReadOn } from './search-list-rules'

export type SelectItem = {
  value: string
  label: string
  /** a second line, also searched */
  detail?: string
}

/**
 * A list read page by page (lib/api/later-pages.ts): scrolled to its end, or searched
 * past what is read, it reads the next page.
 */
export type ListMore = {
  hasMore: boolean
  loading: boolean
  error: { message: string } | null
  loadMore: () => void
}

/**
 * The trigger looks like a field, not a button: an outline button's box and focus ring,
 * with its text at the start and of normal weight. Its own classes rather than Button's,
 * whose centred, medium-weight text it would have to override (joinClasses doesn't merge).
 */
const TRIGGER_CLASS =
  'inline-flex h-9 w-full items-center justify-between gap-2 whitespace-nowrap rounded-md border border-input bg-background px-3 py-2 text-sm font-normal shadow-sm transition-colors hover:bg-accent hover:text-accent-foreground focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 focus-visible:ring-offset-background disabled:pointer-events-none disabled:opacity-50 aria-[invalid=true]:border-destructive [&_svg]:pointer-events-none [&_svg]:size-4 [&_svg]:shrink-0'

/**
 * A row of one line, and of two (with a detail): exact, so measuring the rows as they mount
 * moves none of them and renders the list no second time.
 */
const ROW_ESTIMATE = 32
const ROW_WITH_DETAIL_ESTIMATE = 48
/** The list's padding, top and bottom, as the rows stand inside it. */
const LIST_PADDING = 4
/** Rows rendered beyond those in sight, so the arrow keys always have the next one. */
const OVERSCAN = 8
/**
 * A list this short is rendered whole, as a plain listbox: every option is in the page for
 * a screen reader's count and a find in the page; longer ones render the rows in sight.
 */
const WHOLE_UP_TO = 100
/**
 * The list's height at most (Tailwind's max-h-72). It and the rows' placing are inline
 * styles, as the virtualizer's own examples have them: which rows it renders follows from
 * them, so they hold without the style sheet too (the kit's browser tests load none).
 */
const LIST_MAX_HEIGHT = 288
/** Rows in sight at once, about: what Page Up and Page Down move by. */
const PAGE_ROWS = Math.floor(LIST_MAX_HEIGHT / ROW_ESTIMATE) - 1
/** This near the end of what is read, the next page is asked for. */
const READ_AHEAD = 20

type SearchListProps = Omit<React.ComponentPropsWithoutRef<'button'>, 'value' | 'onChange'> & {
  items: readonly SelectItem[]
  label: string
  placeholder: string
  /** shown when nothing matches the search */
  emptyText?: string
  /** shown on the trigger */
  summary: string | undefined
  isSelected: (value: string) => boolean
  onPick: (value: string) => void
  /** a multi-select stays open while items are toggled */
  closeOnPick: boolean
  /** given, the list reads on as it is scrolled or searched to its end */
  more?: ListMore
}

/**
 * A searchable list however long: it filters itself, renders only the rows in sight
 * (a virtualizer), and, given `more`, reads the next page as its end comes into sight.
 */
export const SearchList = React.forwardRef<HTMLButtonElement, SearchListProps>(
  (
    {
      items,
      label,
      placeholder,
      summary,
      isSelected,
      onPick,
      closeOnPick,
      emptyText = 'No matches',
      more,
      className,
      ...buttonProps
    },
    ref,
  ) => {
    const [open, setOpen] = React.useState(false)
    // the popup's mount (Radix's commits one after another, each reading the layout) comes
    // after the click's frame is painted, not in it
    const onOpenChange = (next: boolean) =>
      next ? afterNextPaint(() => setOpen(true)) : setOpen(false)
    return (
      <Popover open={open} onOpenChange={onOpenChange}>
        <PopoverTrigger asChild>
          <button
            ref={ref}
            type="button"
            // PopoverTrigger gives it aria-controls, which the rule can't see
            // eslint-disable-next-line jsx-a11y/role-has-required-aria-props
            role="combobox"
            aria-haspopup="listbox"
            aria-expanded={open}
            className={joinClasses(TRIGGER_CLASS, className)}
            {...buttonProps}
          >
            <span className={joinClasses('truncate', !summary && 'text-muted-foreground')}>
              {summary ?? placeholder}
            </span>
            <ChevronsUpDown className="opacity-50" aria-hidden />
          </button>
        </PopoverTrigger>
        <PopoverContent layout="list" className="min-w-64" align="start">
          {/* mounted while open only: each opening starts with an empty search */}
          <SearchPopup
            {...{ items, label, emptyText, isSelected, more }}
            multiple={!closeOnPick}
            onPick={(value) => {
              onPick(value)
              if (closeOnPick) setOpen(false)
            }}
          />
        </PopoverContent>
      </Popover>
    )
  },
)
SearchList.displayName = 'SearchList'

/** The search box over the list: focus stays in it, and the arrow keys move in the list. */
function SearchPopup({
  items,
  label,
  emptyText,
  isSelected,
  onPick,
  multiple,
  more,
}: Pick<SearchListProps, 'items' | 'label' | 'isSelected' | 'onPick' | 'more'> & {
  emptyText: string
  multiple: boolean
}) {
  const id = React.useId()
  const listId = `${id}-list`
  const optionId = (index: number) => `${id}-option-${index}`
  const [search, setSearch] = React.useState('')
  // The box paints with each key, and as the popup opens; the rows follow when React has
  // time, so neither the click nor the key waits for them.
  const listed = React.useDeferredValue(search)
  const [rowsShown, setRowsShown] = React.useState(false)
  React.useEffect(() => React.startTransition(() => setRowsShown(true)), [])
  // an API list may name one choice twice: it is offered once
  const choices = React.useMemo(() => uniqueBy(items, (i) => i.value), [items])
  const matches = React.useMemo(
    () => (rowsShown ? searchMatches(choices, listed) : []),
    [choices, listed, rowsShown],
  )
  // opened on a chosen item, the list starts at it
  const [active, setActive] = React.useState(() =>
    Math.max(
      choices.findIndex((i) => isSelected(i.value)),
      0,
    ),
  )
  const activeIndex = Math.min(active, matches.length - 1)

  const scrollRef = React.useRef<HTMLDivElement>(null)
  // eslint-disable-next-line react-hooks/incompatible-library -- the virtualizer is read afresh each render
  const virtualizer = useVirtualizer({
    count: matches.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: (index) => (matches[index]?.detail ? ROW_WITH_DETAIL_ESTIMATE : ROW_ESTIMATE),
    getItemKey: (index) => matches[index]?.value ?? index,
    overscan: matches.length <= WHOLE_UP_TO ? matches.length : OVERSCAN,
    paddingStart: LIST_PADDING,
    paddingEnd: LIST_PADDING,
  })
  const rows = virtualizer.getVirtualItems()
  // the last row in sight, not the last rendered: a short list is rendered whole
  const lastInSight = virtualizer.range?.endIndex ?? -1

  React.useLayoutEffect(() => {
    if (rowsShown && activeIndex > 0) virtualizer.scrollToIndex(activeIndex, { align: 'center' })
    // only as the rows first show: later moves scroll as they happen
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [rowsShown])

  // the end of what is read is in sight (or nothing read matches): read the next page
  React.useEffect(() => {
    if (!rowsShown) return
    if (shouldReadOn({ lastInSight, count: matches.length, ahead: READ_AHEAD, more })) {
      more?.loadMore()
    }
  }, [lastInSight, matches.length, more, rowsShown])

  const onKeyDown = (e: React.KeyboardEvent<HTMLInputElement>) => {
    if (e.nativeEvent.isComposing) return
    // what the box says, though the rows may not have caught up with it yet (or not shown at
    // all: keys pressed as the popup opens move in the list the rows will show)
    const current = listed === search && rowsShown ? matches : searchMatches(choices, search)
    const at = Math.min(active, current.length - 1)
    const next = movedIndex(e.key, at, current.length, PAGE_ROWS)
    if (next !== undefined) {
      e.preventDefault()
      setActive(next)
      // rows not shown yet scroll to it as they first show
      if (next < matches.length) virtualizer.scrollToIndex(next, { align: 'auto' })
    } else if (e.key === 'Enter') {
      // never the form's submit around the field
      e.preventDefault()
      const item = current[at]
      if (item) onPick(item.value)
    }
  }

  const noneShown = matches.length === 0
  const activeShown = rows.some((r) => r.index === activeIndex)
  return (
    <div className="flex flex-col overflow-hidden rounded-md bg-popover text-popover-foreground">
      <div className="flex items-center gap-2 border-b px-3">
        <Search className="size-4 shrink-0 opacity-50" aria-hidden />
        <input
          role="combobox"
          aria-label={`Search ${label}`}
          aria-expanded
          aria-controls={listId}
          aria-autocomplete="list"
          aria-activedescendant={activeShown ? optionId(activeIndex) : undefined}
          autoComplete="off"
          spellCheck={false}
          placeholder="Search…"
          className="flex h-9 w-full rounded-md bg-transparent py-3 text-sm outline-none placeholder:text-muted-foreground"
          value={search}
          onChange={(e) => {
            setSearch(e.target.value)
            setActive(0)
            virtualizer.scrollToOffset(0)
          }}
          onKeyDown={onKeyDown}
        />
      </div>
      {/* At its end the wheel stops here, not in the page behind: a page scrolled away
          takes the popup from under the pointer while the next page is on its way. */}
      <div
        ref={scrollRef}
        style={{
          maxHeight: LIST_MAX_HEIGHT,
          overflowY: 'auto',
          overflowX: 'hidden',
          overscrollBehavior: 'contain',
        }}
      >
        <div
          role="listbox"
          id={listId}
          aria-label={label}
          aria-multiselectable={multiple || undefined}
          style={{ position: 'relative', width: '100%', height: virtualizer.getTotalSize() }}
        >
          {rows.map((row) => {
            const item = matches[row.index]
            const selected = isSelected(item.value)
            return (
              <div
                key={row.key}
                ref={virtualizer.measureElement}
                data-index={row.index}
                id={optionId(row.index)}
                role="option"
                aria-selected={selected}
                // the whole list's length, though only these rows are in the page; -1: not known yet
                aria-setsize={more?.hasMore ? -1 : matches.length}
                aria-posinset={row.index + 1}
                data-active={row.index === activeIndex || undefined}
                className="flex cursor-default select-none items-center gap-2 rounded-sm px-2 py-1.5 text-sm outline-none data-[active]:bg-accent data-[active]:text-accent-foreground [&_svg]:pointer-events-none [&_svg]:size-4 [&_svg]:shrink-0"
                style={{
                  position: 'absolute',
                  top: 0,
                  left: LIST_PADDING,
                  right: LIST_PADDING,
                  transform: `translateY(${row.start}px)`,
                }}
                // the search box keeps the focus
                onMouseDown={(e) => e.preventDefault()}
                onMouseMove={() => row.index !== activeIndex && setActive(row.index)}
                onClick={() => onPick(item.value)}
              >
                <Check
                  className={joinClasses(selected ? 'opacity-100' : 'opacity-0')}
                  aria-hidden
                />
                <span className="flex min-w-0 flex-col">
                  <span className="truncate" title={item.label}>
                    {item.label}
                  </span>
                  {item.detail && (
                    <span className="truncate text-xs text-muted-foreground">{item.detail}</span>
                  )}
                </span>
              </div>
            )
          })}
        </div>
        {rowsShown && noneShown && !more?.hasMore && (
          <p className="py-6 text-center text-sm text-muted-foreground">{emptyText}</p>
        )}
      </div>
      <ReadingOn more={more} />
    </div>
  )
}

/** Under the list while it reads on: the page on its way, or why it stopped. */
function ReadingOn({ more }: { more: ListMore | undefined }) {
  if (!more) return null
  if (more.error) {
    return (
      <div className="flex items-center justify-between gap-2 border-t px-3 py-2 text-xs">
        <p role="alert" className="text-destructive">
          Could not load more: {more.error.message}
        </p>
        <Button type="button" variant="outline" size="xs" onClick={more.loadMore}>
          Retry
        </Button>
      </div>
    )
  }
  return (
    <p
      role="status"
      className={joinClasses(
        'flex items-center gap-2 px-3 text-xs text-muted-foreground',
        more.loading && 'border-t py-2',
      )}
    >
      <SpinnerIcon active={more.loading} className="size-3.5" />
      {more.loading ? 'Loading more…' : ''}
    </p>
  )
}
