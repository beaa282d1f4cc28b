"use client";

import dynamic from "next/dynamic";

/** Only a problem still being created polls: its progress, with TanStack Query, loads on those pages alone. */
const CreatingProgressWithQuery = dynamic(() => import("./creating-progress").then((m) => m.CreatingProgressWithQuery));

export function LazyCreatingProgress({ problemId }: { problemId: string }) {
  return <CreatingProgressWithQuery problemId={problemId} />;
}
