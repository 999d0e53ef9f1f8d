import { IntentLink } from '@/components/ui/intent-link'
import { joinClasses } from '@/lib/core/join-classes'

/**
 * A disk's name in a table, opening its panel over that table: the page stays where it
 * is scrolled, so closing the panel finds the row again. In its own list's Name column
 * it looks as every list's names do; in another resource's row (`related`), as a link.
 */
export function DiskLink({
  href,
  name,
  related = false,
}: {
  href: string
  name: string
  related?: boolean
}) {
  return (
    <IntentLink
      href={href}
      scroll={false}
      title={name}
      className={joinClasses(
        'block max-w-xs truncate hover:underline',
        related ? 'text-primary' : 'font-medium',
      )}
    >
      {name}
    </IntentLink>
  )
}
