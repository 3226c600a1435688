import { m } from "~/paraglide/messages";

/** Opens the browser's print dialog, from which the report can also be saved as a PDF. */
export function PrintButton() {
  return (
    <button type="button" className="btn-primary no-print" onClick={() => window.print()}>
      {m.blueprint_print()}
    </button>
  );
}
