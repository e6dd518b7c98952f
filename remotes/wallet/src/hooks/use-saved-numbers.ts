import { useCall } from '@matka/shared-kernel/data';
import type { SavedNumbers } from '../model/upi-apps';

/** The player's saved Paytm, GPay and PhonePe numbers (refreshed each time a screen shows them). */
export function useSavedNumbers(): { numbers: SavedNumbers | null; loading: boolean; failed: boolean } {
  const { data, error, loading } = useCall('api-get-user-payment-details', {});
  return { numbers: data?.payment_details ?? (data ? { google_pay_number: '', paytm_number: '', phone_pay_number: '' } : null), loading, failed: Boolean(error) && !data };
}
