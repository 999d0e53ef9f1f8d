import type { ApiError } from '@/lib/api/errors'
import { Forbidden } from './forbidden'
import { NotFound } from './not-found'
import { SomethingWentWrong } from './something-went-wrong'

/** What a page shows when loading its main resource fails. */
export function QueryError({ error }: { error: ApiError }) {
  if (error.statusCode === 404) return <NotFound />
  if (error.statusCode === 403) return <Forbidden />
  // a 401 is already on its way to the login page
  if (error.statusCode === 401) return null
  return <SomethingWentWrong />
}
