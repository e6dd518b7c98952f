/** An error or an outcome line, announced to screen readers. */
export function Notice({ error, info }: { error?: string | null; info?: string | null }) {
  if (error) return <p className="notice error" role="alert">{error}</p>;
  if (info) return <p className="notice info" role="status">{info}</p>;
  return null;
}

/** Loading and error states of a loaded section, before its content. */
export function Loading({ loading, error }: { loading: boolean; error: string | null }) {
  if (error) return <Notice error={error} />;
  if (loading) return <p className="muted" role="status">Loading…</p>;
  return null;
}
