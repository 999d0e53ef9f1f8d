import { SUITE_PORT } from './visual/server'

/**
 * The edge-data walk (e2e/edge-data.spec.ts) reads a mock server of its own that answers at
 * the contract's edges (`MOCK_EDGE=1`, mocks/seed/edge-data.ts).
 */
export const EDGE_PORT = SUITE_PORT + 2
