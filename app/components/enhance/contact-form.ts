/**
 * What JavaScript adds to the contact form on /book, a page that is not hydrated (it is cacheable HTML):
 * a few lines of plain DOM code loaded as a classic script (see book.tsx). The form itself is a plain
 * POST that the server answers with the page again: the errors beside their fields and, at the top, a
 * summary that takes focus (`autofocus`), or the confirmation (focused the same way), with what was typed
 * kept. This script only
 * - shows "Sending..." on the disabled button while the answer is on its way (and undoes it when the
 *   browser brings the page back from its history cache), and
 * - moves focus to a field when its link in the error summary is followed (a plain link only scrolls).
 */

for (const form of document.querySelectorAll<HTMLFormElement>("form[data-enhance='contact-form']")) {
  const button = form.querySelector<HTMLButtonElement>("button[type='submit']");
  const label = button?.textContent ?? "";
  form.addEventListener("submit", () => {
    if (!button) return;
    // After the browser has taken the form's data: a disabled button would not be sent, and it has no name.
    setTimeout(() => {
      button.disabled = true;
      button.textContent = button.dataset.sending ?? "Sending...";
    });
  });
  window.addEventListener("pageshow", (event) => {
    if (!event.persisted || !button) return;
    button.disabled = false;
    button.textContent = label;
  });
  form.addEventListener("click", (event) => {
    const link = (event.target as Element | null)?.closest<HTMLAnchorElement>("[data-error-summary] a[href^='#']");
    const field = link ? document.getElementById(decodeURIComponent(link.hash.slice(1))) : null;
    if (!field) return;
    event.preventDefault();
    field.focus();
    field.closest("div")?.scrollIntoView({ block: "center" });
  });
}
