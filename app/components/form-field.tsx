/** The labelled control now lives with the other primitives; this path stays for existing imports. */
export { Field } from "./ui/field";
