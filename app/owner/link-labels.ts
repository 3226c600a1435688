/** The owner's link pages' words around the links, in the owner's language (read at render time). */
import type { LinkListLabels } from "~/components/external-link-list";
import { m } from "~/paraglide/messages";

export const ownerLinkLabels = (): LinkListLabels => ({
  open: (name) => m.owner_open_link({ name }),
  newTab: m.owner_new_tab(),
});
