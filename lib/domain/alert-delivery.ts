import type { AlertDeliveryState } from '@/lib/api/__generated__/Api'

/**
 * A pending delivery is being tried, or waits for its next retry: screens poll it, and its
 * badge shows a spinner.
 */
export const deliverySettling = (state: AlertDeliveryState) => state === 'pending'
