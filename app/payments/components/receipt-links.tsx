/** Download links for a booking's receipts (its page, for clients and guests alike). */
import type { ReceiptLinkView } from "../present.server.ts";

export function ReceiptLinks({ receipts }: { receipts: ReceiptLinkView[] }) {
  if (receipts.length === 0) return null;
  return (
    <ul className="mt-6 space-y-1" aria-label="Receipts">
      {receipts.map((r) => (
        <li key={r.id}>
          <a href={r.href} download>
            Download {r.label} (PDF)
          </a>
        </li>
      ))}
    </ul>
  );
}
