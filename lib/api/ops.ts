/**
 * Every operation of the API, as a call site names it: `import * as op from '@/lib/api/ops'`,
 * then `op.projectList`, passed to the hooks of query.ts and to callApi. Each operation is a
 * module of its own (`__generated__/operations/`) and this one only re-exports them, so
 * webpack takes each `op.x` straight to its module and puts it in the chunks of the pages
 * that name it: the whole table, 271 operations, is about 5 KB gzip.
 */
export * from './__generated__/operations'
