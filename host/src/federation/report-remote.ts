import { REMOTE_REPORT_URL, type RemoteReport } from '@matka/shared-kernel/remotes';

export type ReportRemote = (report: RemoteReport) => void;

/** What the schema lets a reason be (remoteReportSchema): longer ones are cut. */
const REASON_MAX = 200;

/**
 * Tells release control how a remote's release fared for this player: `load` once one of its screens has been shown,
 * `failure` when its entry, a singleton it needs, its route table or a screen failed. Each outcome of a release is
 * sent once per page, fire-and-forget (`keepalive`, so it survives the page going away; an error or no answer is
 * ignored: a report must never cost the player anything).
 */
export function remoteReporter(url: string = REMOTE_REPORT_URL, send: typeof fetch = (...args) => fetch(...args)): ReportRemote {
  const sent = new Set<string>();
  return (report) => {
    const key = `${report.remote} ${report.release} ${report.outcome}`;
    if (sent.has(key)) return;
    sent.add(key);
    const body: RemoteReport = { ...report, ...(report.reason ? { reason: report.reason.slice(0, REASON_MAX) } : {}) };
    try {
      void send(url, {
        method: 'POST',
        keepalive: true,
        credentials: 'same-origin',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
      }).catch(() => undefined);
    } catch {
      // A fetch that throws at once (no network stack) changes nothing for the player either.
    }
  };
}
