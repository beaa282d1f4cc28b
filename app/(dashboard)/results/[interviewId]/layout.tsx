/**
 * The results page and, beside it, the `@annotations` slot: the review column (notes, decisions, flag
 * reviews) is a parallel route of its own, so it loads, fails and evolves apart from the results. It sits to
 * the right on wide screens, below on narrow ones, and takes no room while it renders nothing.
 */
export default function ResultsLayout({ children, annotations }: LayoutProps<"/results/[interviewId]">) {
  return (
    <div className="flex flex-col gap-6 xl:flex-row xl:items-start">
      <div className="min-w-0 flex-1">{children}</div>
      <aside
        id="review"
        tabIndex={-1}
        aria-label="Review"
        className="scroll-mt-4 empty:hidden focus:outline-none xl:sticky xl:top-6 xl:w-96 xl:shrink-0"
      >
        {annotations}
      </aside>
    </div>
  );
}
