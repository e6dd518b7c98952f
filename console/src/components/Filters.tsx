import { useEffect, useState } from 'react';
import { useDebounced } from '../use-debounced';

/** Status and player filters of a request list; the player text is applied after typing pauses. */
export function Filters<S extends string>(props: {
  statuses: Array<{ value: S; label: string }>;
  status: S;
  onStatus: (status: S) => void;
  onPlayer: (player: string) => void;
}) {
  const [player, setPlayer] = useState('');
  const settled = useDebounced(player.trim());
  const { onPlayer } = props;
  useEffect(() => onPlayer(settled), [settled, onPlayer]);
  return (
    <div className="row">
      <label>
        Status
        <select value={props.status} onChange={(event) => props.onStatus(event.target.value as S)}>
          {props.statuses.map((s) => (
            <option key={s.value} value={s.value}>{s.label}</option>
          ))}
        </select>
      </label>
      <label>
        Player (number or name)
        <input type="search" value={player} onChange={(event) => setPlayer(event.target.value)} />
      </label>
    </div>
  );
}

/** The note that goes into the audit list with the next action. */
export function NoteField({ value, onChange }: { value: string; onChange: (note: string) => void }) {
  return (
    <label>
      Note for the audit list (optional)
      <input value={value} maxLength={200} onChange={(event) => onChange(event.target.value)} />
    </label>
  );
}
