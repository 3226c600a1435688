/**
 * Warnings that a client can cause at will (a path that cannot be decoded, ...) are logged at most once
 * per kind and interval: the first line says what happened, later ones in the same interval are only
 * counted and the next line that goes out says how many were left out. One client cannot fill the log.
 */
export interface WarnSink {
  warn(fields: Record<string, unknown>, message: string): void;
}

export function throttledWarnings(sink: WarnSink, intervalMs = 60_000, now: () => number = Date.now) {
  const windows = new Map<string, { until: number; suppressed: number }>();
  return function warn(kind: string, fields: Record<string, unknown>, message: string) {
    const at = now();
    const window = windows.get(kind);
    if (window && at < window.until) {
      window.suppressed++;
      return;
    }
    const suppressed = window?.suppressed ?? 0;
    sink.warn({ kind, ...fields, ...(suppressed > 0 ? { suppressedSinceLast: suppressed } : {}) }, message);
    windows.set(kind, { until: at + intervalMs, suppressed: 0 });
  };
}
