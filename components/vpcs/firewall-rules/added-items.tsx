import { X } from 'lucide-react'
import { Button } from '@/components/ui/button'

/** The items added to one of a rule's lists, each with a button to remove it. */
export function AddedItems({
  label,
  items,
  onRemove,
  mono = false,
}: {
  /** names the list, e.g. "Targets" */
  label: string
  items: string[]
  onRemove: (index: number) => void
  mono?: boolean
}) {
  if (items.length === 0) return <p className="text-sm text-muted-foreground">None added</p>
  return (
    <ul aria-label={label} className="flex flex-wrap gap-2">
      {items.map((text, i) => (
        <li
          key={`${i}-${text}`}
          className="inline-flex max-w-full items-center gap-1 rounded-md border bg-muted/40 py-0.5 pl-2 pr-0.5 text-sm"
        >
          <span className={mono ? 'truncate font-mono text-xs' : 'truncate'} title={text}>
            {text}
          </span>
          <Button
            type="button"
            variant="ghost"
            size="icon-xs"
            aria-label={`Remove ${text}`}
            onClick={() => onRemove(i)}
          >
            <X aria-hidden />
          </Button>
        </li>
      ))}
    </ul>
  )
}

/** Enter in an item's field adds the item instead of submitting the whole form. */
export const addOnEnter = (add: () => void) => (e: React.KeyboardEvent) => {
  if (e.key === 'Enter') {
    e.preventDefault()
    add()
  }
}

/** An error of a list as a whole (a repeated item, an invalid one). */
export function ListError({ message }: { message: string | undefined }) {
  if (!message) return null
  return <p className="text-sm font-medium text-destructive">{message}</p>
}
