/** The review column (notes, decisions, flag reviews) renders nothing until its own page provides it. */
export default function AnnotationsDefault() {
  return null;
}
