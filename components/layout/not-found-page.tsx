import { NotFound } from '@/components/kit/errors/not-found'

/** The page for an address no route matches. */
export function NotFoundPage() {
  return <NotFound />
}
