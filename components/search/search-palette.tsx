import { useQueryClient } from '@tanstack/react-query'
import { useRouter } from 'next/router'
import { useMemo, useState } from 'react'
import {
  Command,
  CommandEmpty,
  CommandGroup,
  CommandInput,
  CommandItem,
  CommandList,
} from '@/components/ui/command'
import { Button } from '@/components/ui/button'
import {
  Dialog,
  DialogCloseIcon,
  DialogContent,
  DialogDescription,
  DialogTitle,
} from '@/components/ui/dialog'
import type { SearchEntry } from '@/lib/domain/search/entries'
import { navigationEntries, type Here } from '@/lib/domain/search/navigation'
import { searchResults } from '@/lib/domain/search/results'
import { useDebouncedValue } from '@/lib/core/use-debounced-value'
import { searchScope, useSearchEntries } from './use-search-entries'

/** Long enough to skip the keystrokes of a word, short enough to feel live. */
const DEBOUNCE_MS = 150

export type SearchPaletteProps = {
  open: boolean
  onOpenChange: (open: boolean) => void
  /** the page it is opened on: its breadcrumbs and create actions are offered */
  here: Here
  fleetViewer: boolean
}

/**
 * The search palette: pages, create actions, the current page's breadcrumbs and resources by
 * name or id. cmdk
 * gives the listbox, arrow keys and Enter; the matching is ours (shouldFilter
 * off), since resources come from the API.
 */
export function SearchPalette({ open, onOpenChange, here, fleetViewer }: SearchPaletteProps) {
  const project = here.params.project
  const router = useRouter()
  const client = useQueryClient()
  const [text, setText] = useState('')
  const query = useDebouncedValue(text, DEBOUNCE_MS)
  // the lists are kept for one opening of the palette: the next reads them afresh
  const [opening, setOpening] = useState(0)
  const search = useSearchEntries({ query: open ? query : '', opening, project, fleetViewer })
  const navigation = useMemo(() => navigationEntries({ here, fleetViewer }), [here, fleetViewer])
  const groups = useMemo(
    () => searchResults(query, [...navigation, ...search.entries], { project }),
    [query, navigation, search.entries, project],
  )
  const typed = query.trim() !== ''
  // the top result is chosen until the user arrows elsewhere, also as results arrive
  const [chosen, setChosen] = useState({ query, value: '' })
  const values = groups.flatMap((g) => g.entries.map(valueOf))
  const selected =
    chosen.query === query && values.includes(chosen.value) ? chosen.value : (values[0] ?? '')

  const close = (next: boolean) => {
    onOpenChange(next)
    if (next) return
    setText('')
    // nobody is waiting for this opening's lists any more
    void client.cancelQueries({ queryKey: searchScope(opening) })
    setOpening(opening + 1)
  }

  return (
    <Dialog open={open} onOpenChange={close}>
      <DialogContent layout="bare" hideClose>
        <DialogTitle className="sr-only">Search</DialogTitle>
        <DialogDescription className="sr-only">
          Find pages, actions and resources by name or id, or go up to a page above this one. Arrow
          keys choose, Enter goes.
        </DialogDescription>
        <Command
          shouldFilter={false}
          label="Search"
          value={selected}
          onValueChange={(value) => setChosen({ query, value })}
        >
          {/* spec §2: a centred dialog has Close and Cancel; the X sits in the search row */}
          <div className="relative">
            <CommandInput
              value={text}
              onValueChange={setText}
              placeholder="Search pages, actions and resources by name or id"
              className="pr-10"
            />
            <DialogCloseIcon className="absolute right-1 top-0.5" />
          </div>
          <CommandList tall>
            {typed && !search.searching && text === query && (
              <CommandEmpty>Nothing found.</CommandEmpty>
            )}
            {!typed && <CommandEmpty>Type a name or an id.</CommandEmpty>}
            {groups.map((group) => (
              <CommandGroup key={group.kind} heading={group.heading}>
                {group.entries.map((entry) => (
                  <CommandItem
                    key={valueOf(entry)}
                    value={valueOf(entry)}
                    onSelect={() => {
                      close(false)
                      void router.push(entry.href)
                    }}
                  >
                    <span className="truncate">
                      {entry.name}
                      {/* a pause between the name and where it is, for screen readers */}
                      {(entry.project || entry.context) && <span className="sr-only">,</span>}
                    </span>
                    {(entry.project || entry.context) && (
                      <span className="ml-auto shrink-0 truncate text-xs text-muted-foreground">
                        {[entry.project, entry.context].filter(Boolean).join(' · ')}
                      </span>
                    )}
                  </CommandItem>
                ))}
              </CommandGroup>
            ))}
          </CommandList>
          <div className="flex items-center gap-3 border-t px-3 py-2">
            <SearchStatus
              typed={text.trim() !== ''}
              waiting={text !== query || search.searching}
              found={values.length}
              search={search}
            />
            <Button variant="outline" size="sm" className="ml-auto" onClick={() => close(false)}>
              Cancel
            </Button>
          </div>
        </Command>
      </DialogContent>
    </Dialog>
  )
}

const valueOf = (entry: SearchEntry) => `${entry.kind}:${entry.id}`

/** What the search came to, announced: still going, how many, what it left out. */
function SearchStatus({
  typed,
  waiting,
  found,
  search,
}: {
  typed: boolean
  /** the typed text not yet searched, or lists still on their way */
  waiting: boolean
  found: number
  search: ReturnType<typeof useSearchEntries>
}) {
  if (!typed) return null
  const { searched, total } = search.projects
  const notes = [
    waiting ? 'Searching…' : found === 1 ? '1 result.' : `${found} results.`,
    total !== undefined &&
      `${searched} of ${total} ${total === 1 ? 'project' : 'projects'} searched.`,
    search.failed && 'Some lists could not be read; their resources are missing here.',
  ].filter(Boolean)
  return (
    <p role="status" className="text-xs text-muted-foreground">
      {notes.join(' ')}
    </p>
  )
}
