import { callApi, type Op, type OpName, type OpParams, type OpResult } from './client'

/**
 * An operation's answer as the server has it now, neither taken from the query cache nor put
 * into it: for a check just before a write (has someone changed this since the page read
 * it?), which must not change what the page shows. To show an answer, use a query hook.
 */
export function readUncached<O extends OpName>(
  op: Op<O>,
  params: OpParams<O>,
): Promise<OpResult<O>> {
  return callApi(op, params)
}
