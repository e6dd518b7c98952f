import type { Notices } from './database';

/** Notices within one process (PGlite: one server owns the database): heard synchronously, nothing to miss. */
export class LocalNotices implements Notices {
  private readonly listeners = new Set<{ onNotice: (notice: string) => void; onReset: () => void }>();
  live = true;

  subscribe(onNotice: (notice: string) => void, onReset: () => void): () => void {
    const listener = { onNotice, onReset };
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /** Hands a notice to this process's subscribers. */
  dispatch(notice: string): void {
    for (const listener of this.listeners) listener.onNotice(notice);
  }

  reset(): void {
    for (const listener of this.listeners) listener.onReset();
  }

  async confirm(notice: string): Promise<void> {
    this.dispatch(notice);
  }
}
