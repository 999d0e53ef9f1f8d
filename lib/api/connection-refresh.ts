import { useQueryClient } from '@tanstack/react-query'
import { useAtomValue } from 'jotai'
import { useEffect, useRef } from 'react'
import { connectionLostAtom } from './connection'

/**
 * Whether the API is out of reach (lib/api/connection.ts); when it answers again, what is
 * on screen is read again: everything could have changed meanwhile, so it is every query
 * (the active ones refetch, the others are marked stale), not a row of the invalidation
 * table.
 */
export function useConnectionLost(): boolean {
  const lost = useAtomValue(connectionLostAtom) !== null
  const queryClient = useQueryClient()
  const wasLost = useRef(false)
  useEffect(() => {
    if (wasLost.current && !lost) void queryClient.invalidateQueries()
    wasLost.current = lost
  }, [lost, queryClient])
  return lost
}
