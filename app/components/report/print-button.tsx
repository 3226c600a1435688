/** Opens the browser's print dialog, from which the report can also be saved as a PDF. */
export function PrintButton() {
  return (
    <button type="button" className="btn-primary no-print" onClick={() => window.print()}>
      Print or save as PDF
    </button>
  );
}
