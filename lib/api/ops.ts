/**
 * Every operation of the API, each named as a call site names it: `op.projectList`, passed to
 * the hooks of query.ts and to callApi. A namespace of one const per operation, so that
 * webpack keeps in a page's bundle only the operations its code names (the whole table,
 * 271 of them, is about 5 KB gzip).
 */
export * as op from './__generated__/operations'
