/** Download links for a booking's receipts (its page, for clients and guests alike). */
import { m } from "~/paraglide/messages";
import type { ReceiptLinkView } from "../present.server.ts";

export function ReceiptLinks({ receipts }: { receipts: ReceiptLinkView[] }) {
  if (receipts.length === 0) return null;
  return (
    <ul className="mt-6 space-y-1" aria-label={m.payments_receipts_list()}>
      {receipts.map((r) => (
        <li key={r.id}>
          <a href={r.href} download>
            {m.payments_download_receipt({ label: r.label })}
          </a>
        </li>
      ))}
    </ul>
  );
}
