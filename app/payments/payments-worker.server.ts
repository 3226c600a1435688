/**
 * The payments' background work, beside the outbox and reminder workers in the server process:
 * sending due refunds to Stripe and mailing new receipts. Each round claims its rows (see
 * refunds.server.ts and receipts.server.ts), so every instance may run one.
 */
import type { Db } from "~/lib/db.server";
import { logger } from "~/lib/logger.server";
import { mailDueReceipts } from "./receipts.server.ts";
import { onPaymentsWork, sendDueRefunds } from "./refunds.server.ts";

export interface PaymentsWorker {
  stop(): Promise<void>;
  /** Runs a round now and resolves when it is done (tests). */
  flush(): Promise<void>;
}

export function startPaymentsWorker(db: Db, options: { intervalMilliseconds?: number } = {}): PaymentsWorker {
  let stopped = false;
  let running: Promise<void> = Promise.resolve();
  let again = false;
  const round = (): Promise<void> => {
    if (stopped) return running;
    again = true;
    running = running.then(async () => {
      while (again && !stopped) {
        again = false;
        try {
          while (!stopped && (await sendDueRefunds(db)) > 0) {}
          while (!stopped && (await mailDueReceipts(db)) > 0) {}
        } catch (error) {
          logger.error({ err: error }, "payments round failed");
        }
      }
    });
    return running;
  };
  const timer = setInterval(round, options.intervalMilliseconds ?? 5_000);
  timer.unref();
  const unsubscribe = onPaymentsWork(() => void round());
  void round();
  return {
    async stop() {
      stopped = true;
      clearInterval(timer);
      unsubscribe();
      await running;
    },
    flush: round,
  };
}
