/** One IP pool by id: rows naming the same pool share one request. */
export const poolByIdParams = (pool: string) => ({ path: { pool } })
