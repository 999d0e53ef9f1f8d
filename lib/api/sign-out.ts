import { callApi } from '@/lib/api/client'
import { pb } from '@/lib/core/paths'
import * as op from './ops'

/** Ends the session on the server, then a full load of the login page drops all client state. */
export async function signOut() {
  try {
    await callApi(op.logout, {})
  } finally {
    window.location.assign(pb.login())
  }
}
