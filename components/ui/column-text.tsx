import { IntentLink } from './intent-link'
import { joinClasses } from '@/lib/core/join-classes'

/**
 * A name in a table cell, cut with an ellipsis to the width its column gets, whole on hover
 * (its title) and, for a link, on focus (it wraps then). Its text is whole in the page, so
 * screen readers and search read all of it.
 *
 * A table sizes a column from what its cells need at least and at most. Cut text needs its
 * full width at least, so it would never be cut; here it is set at no width (`w-0`), grown
 * to the column's (`min-w-full`), and a hidden copy that may break anywhere gives the column
 * the full width at most and one character at least. The page's layout, not a fixed width,
 * then decides how much shows.
 */
export function ColumnText({
  text,
  href,
  className,
}: {
  text: string
  /** Given, the text is a link to this page (a `pb.*` path). */
  href?: string
  className?: string
}) {
  const fit = 'block w-0 min-w-full truncate'
  return (
    <span className="block">
      <span
        aria-hidden
        data-text={text}
        className="invisible block h-0 overflow-hidden break-all before:content-[attr(data-text)]"
      />
      {href ? (
        <IntentLink
          href={href}
          title={text}
          className={joinClasses(
            fit,
            'font-medium text-primary hover:underline focus:whitespace-normal focus:break-all',
            className,
          )}
        >
          {text}
        </IntentLink>
      ) : (
        <span title={text} className={joinClasses(fit, className)}>
          {text}
        </span>
      )}
    </span>
  )
}
