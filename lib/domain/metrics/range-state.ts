import { atom } from 'jotai'
import { DEFAULT_TIME_RANGE } from '@/lib/domain/metrics/oxql'

/** The metrics time range, kept while moving between the cpu, disk and network tabs. */
export const metricsRangeKeyAtom = atom(DEFAULT_TIME_RANGE.key)
