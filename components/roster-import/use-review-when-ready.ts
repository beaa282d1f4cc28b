import { useState } from "react";
import { clearsByItself } from "./import-blocker";

/**
 * "Review" asked for while the rows are still being checked or looked up opens the review as soon as that ends,
 * instead of doing nothing (the counts on screen can be final a moment before the look-up of a just-fixed row is).
 * A blocker that needs the reader (a row to fix) drops the request; `open` runs during render, so it only sets state.
 */
export function useReviewWhenReady(blocker: string | null, open: () => void) {
  const [requested, setRequested] = useState(false);
  if (requested && blocker === null) {
    setRequested(false);
    open();
  } else if (requested && !clearsByItself(blocker)) setRequested(false);
  return {
    /** Opens now when nothing blocks; returns false when the reader has something to do first. */
    request: () => {
      if (blocker === null) open();
      else if (clearsByItself(blocker)) setRequested(true);
      else return false;
      return true;
    },
    waiting: requested,
  };
}
