import { Check, ChevronsUpDown } from 'lucide-react'
import * as React from 'react'
import {
  Command,
  CommandGroup,
  CommandInput,
  CommandItem,
  CommandList,
} from '@/components/ui/command'
import { Popover, PopoverContent, PopoverTrigger } from '@/components/ui/popover'
import { uniqueBy } from '@/lib/core/keys'
import { cn } from '@/lib/core/utils'

export type SelectItem = {
  value: string
  label: string
  /** a second line, also searched */
  detail?: string
}

/**
 * The trigger looks like a field, not a button: an outline button's box and focus ring,
 * with its text at the start and of normal weight. Its own classes rather than Button's,
 * whose centred, medium-weight text it would have to override (cn doesn't merge).
 */
const TRIGGER_CLASS =
  'inline-flex h-9 w-full items-center justify-between gap-2 whitespace-nowrap rounded-md border border-input bg-background px-3 py-2 text-sm font-normal shadow-sm transition-colors hover:bg-accent hover:text-accent-foreground focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 focus-visible:ring-offset-background disabled:pointer-events-none disabled:opacity-50 aria-[invalid=true]:border-destructive [&_svg]:pointer-events-none [&_svg]:size-4 [&_svg]:shrink-0'

/** More than this many matches and the list asks for a narrower search instead. */
const MAX_RENDERED = 100

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
}

/**
 * A searchable list that stays quick with thousands of items: it filters
 * itself and renders only the first matches, so the DOM stays small.
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
      className,
      ...buttonProps
    },
    ref,
  ) => {
    const [open, setOpen] = React.useState(false)
    const [search, setSearch] = React.useState('')
    const needle = search.trim().toLowerCase()
    // an API list may name one choice twice: it is offered once
    const choices = React.useMemo(() => uniqueBy(items, (i) => i.value), [items])
    const matches = React.useMemo(
      () =>
        needle
          ? choices.filter((i) => `${i.label} ${i.detail ?? ''}`.toLowerCase().includes(needle))
          : choices,
      [choices, needle],
    )
    const shown = matches.slice(0, MAX_RENDERED)
    return (
      <Popover
        open={open}
        onOpenChange={(next) => {
          setOpen(next)
          if (!next) setSearch('')
        }}
        modal
      >
        <PopoverTrigger asChild>
          <button
            ref={ref}
            type="button"
            // PopoverTrigger gives it aria-controls, which the rule can't see
            // eslint-disable-next-line jsx-a11y/role-has-required-aria-props
            role="combobox"
            aria-haspopup="listbox"
            aria-expanded={open}
            className={cn(TRIGGER_CLASS, className)}
            {...buttonProps}
          >
            <span className={cn('truncate', !summary && 'text-muted-foreground')}>
              {summary ?? placeholder}
            </span>
            <ChevronsUpDown className="opacity-50" aria-hidden />
          </button>
        </PopoverTrigger>
        <PopoverContent layout="list" className="min-w-64" align="start">
          <Command label={`Search ${label}`} shouldFilter={false}>
            <CommandInput placeholder="Search…" value={search} onValueChange={setSearch} />
            <CommandList>
              {shown.length === 0 && (
                <p className="py-6 text-center text-sm text-muted-foreground">{emptyText}</p>
              )}
              <CommandGroup>
                {shown.map((item) => (
                  <CommandItem
                    key={item.value}
                    value={item.value}
                    onSelect={() => {
                      onPick(item.value)
                      if (closeOnPick) setOpen(false)
                    }}
                  >
                    <Check
                      className={cn(isSelected(item.value) ? 'opacity-100' : 'opacity-0')}
                      aria-hidden
                    />
                    <span className="flex min-w-0 flex-col">
                      <span className="truncate" title={item.label}>
                        {item.label}
                      </span>
                      {item.detail && (
                        <span className="truncate text-xs text-muted-foreground">
                          {item.detail}
                        </span>
                      )}
                    </span>
                  </CommandItem>
                ))}
              </CommandGroup>
            </CommandList>
            {matches.length > shown.length && (
              <p className="border-t px-3 py-2 text-xs text-muted-foreground" role="status">
                Showing {shown.length} of {matches.length.toLocaleString('en-US')} matches: type to
                narrow the list
              </p>
            )}
          </Command>
        </PopoverContent>
      </Popover>
    )
  },
)
SearchList.displayName = 'SearchList'
