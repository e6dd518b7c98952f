import { formatClockTime, to24Hour } from '@matka/shared-kernel/domain';

/**
 * A time of day picked with the browser's time picker, kept and sent as the API and the player screens write it
 * (`03:45 PM`): no typed text for the server to refuse.
 */
export function TimeInput({ label, value, onChange }: { label: string; value: string; onChange: (time: string) => void }) {
  return (
    <label>
      {label}
      <input
        type="time"
        required
        value={to24Hour(value) ?? ''}
        onChange={(event) => {
          const [hours, minutes] = event.target.value.split(':').map(Number);
          onChange(hours === undefined || minutes === undefined || Number.isNaN(hours) || Number.isNaN(minutes) ? '' : formatClockTime(hours * 60 + minutes));
        }}
      />
    </label>
  );
}
