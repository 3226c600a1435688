/** The page header now lives with the other primitives; this path stays for existing imports. */
export { PageHeader } from "./ui/page-header";
